/** Where the kiosk's service worker and its offline page are served (server/src/plugins/web-app.ts). */
export const KIOSK_SW_URL = '/kiosk/sw.js';
export const KIOSK_SW_SCOPE = '/kiosk/';
export const KIOSK_OFFLINE_URL = '/kiosk/offline.html';
/** Starts with the prefix the visitor wipe leaves alone (wipe-visitor-data.ts); each build has a cache of its own. */
export const KIOSK_OFFLINE_CACHE_PREFIX = 'kiosk-offline-';
/** Sent by the kiosk at a reset: a waiting new version takes over now. */
export const SKIP_WAITING_MESSAGE = 'kiosk:skip-waiting';
