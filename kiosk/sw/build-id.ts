/**
 * The build the kiosk's service worker belongs to. The build writes a digest of the app's files over this placeholder
 * in `kiosk/sw.js` (scripts/vite-kiosk-sw-build-id.ts), so every deploy that changes the app changes the
 * worker's bytes: the browser installs the new worker beside the running one, where it waits for the next reset.
 */
export const KIOSK_BUILD_ID = 'kiosk-build-placeholder';
