// Loaded by kiosk/index.html before the app, so no code of the page ever sees the browser's own window.open.
import { preventNewWindows } from './new-window-guard';

preventNewWindows();
