import { startApp } from '@/app/bootstrap';
import { KioskShell } from './kiosk-shell';
import { resetKiosk } from './idle-reset';

void startApp({
  basename: '/kiosk',
  wrap: (app, router, store) => <KioskShell onIdle={() => resetKiosk(store, (path) => router.navigate(path))}>{app}</KioskShell>,
});
