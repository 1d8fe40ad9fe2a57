import { startApp } from '@/app/bootstrap';
import { HOME_PATH } from '@/lib/routes';
import { KioskShell } from './kiosk-shell';

void startApp({
  basename: '/kiosk',
  wrap: (app, router) => <KioskShell onIdle={() => void router.navigate(HOME_PATH)}>{app}</KioskShell>,
});
