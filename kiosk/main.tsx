import { startApp } from '@/app/bootstrap';
import { KioskShell } from './kiosk-shell';
import { resetKiosk } from './idle-reset';
import { KioskFrame } from './touch/kiosk-frame';

void startApp({
  basename: '/kiosk',
  wrap: (app, router, store) => (
    <KioskShell onIdle={() => resetKiosk(store, (path) => router.navigate(path))}>
      <KioskFrame deviceId={new URLSearchParams(window.location.search).get('device') ?? undefined}>{app}</KioskFrame>
    </KioskShell>
  ),
});
