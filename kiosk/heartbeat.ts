/**
 * The kiosk's heartbeat (issue #12 §6): once at start and then every 60 s it tells the server which device it is (with
 * the device key that proves it, issue #29 §10), which app version it runs, the route it shows (the path only: a query
 * may hold a visitor's search) and whether the browser thinks it is online. Nothing about the visitor is sent. A failed beat is simply the next one's job: an unreachable
 * server is what the offline page is for, not a reason to retry in a loop.
 */
import { KIOSK_DEVICE_ID } from '@/lib/kiosk/device-rules';

export const HEARTBEAT_URL = '/api/kiosk/heartbeat';
export const HEARTBEAT_INTERVAL_MS = 60_000;
const ROUTE_MAX = 200;

export interface HeartbeatOptions {
  deviceId: string;
  /** The device key of the console's registration (config/device-key.ts); without one the server would refuse every beat. */
  deviceKey: string | null;
  version: string;
  getRoute: () => string;
}

/** The path of a route, without query or fragment, starting with `/` and within the server's limit. */
export function heartbeatRoute(route: string): string {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  return (path.startsWith('/') ? path : `/${path}`).slice(0, ROUTE_MAX);
}

/** Starts beating; the returned function stops it (a reset does not: the device stays the same). */
export function startHeartbeat(options: HeartbeatOptions): () => void {
  // An id the server would refuse is not sent at all.
  if (!KIOSK_DEVICE_ID.test(options.deviceId)) {
    console.warn(`kiosk heartbeat off: "${options.deviceId}" is not a device id (1–64 of A–Z a–z 0–9 . _ -)`);
    return () => {};
  }
  const { deviceKey } = options;
  if (deviceKey === null) {
    console.warn(`kiosk heartbeat off: device "${options.deviceId}" has no key (install.sh puts it in the start URL as #key=…)`);
    return () => {};
  }
  const beat = () => {
    const body = JSON.stringify({
      deviceId: options.deviceId,
      key: deviceKey,
      version: options.version,
      route: heartbeatRoute(options.getRoute()),
      online: navigator.onLine,
    });
    // keepalive: a beat sent just before a reset reloads the page still arrives. No cookies: a beat names no one.
    fetch(HEARTBEAT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {});
  };
  beat();
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  // Back online: say so now rather than up to a minute later.
  window.addEventListener('online', beat);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', beat);
  };
}
