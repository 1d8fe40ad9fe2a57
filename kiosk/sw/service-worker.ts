import { KIOSK_BUILD_ID } from './build-id';
import { KIOSK_OFFLINE_CACHE_PREFIX, KIOSK_OFFLINE_URL, SKIP_WAITING_MESSAGE } from './sw-constants';

/**
 * The kiosk's service worker (scope /kiosk/ only). It keeps one thing: the offline page, served for a kiosk page
 * load the network cannot answer, so a terminal that restarts or resets during an outage says "temporarily
 * unavailable" in three languages (the page retries by itself). Everything else goes to the network untouched. A new
 * version installs in the background and waits; the kiosk activates it at its next visitor reset, never mid-visit.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const scope = self as unknown as ServiceWorkerScope;
/** This build's copy of the offline page; the previous build's goes when this worker takes over. */
const KIOSK_OFFLINE_CACHE = `${KIOSK_OFFLINE_CACHE_PREFIX}${KIOSK_BUILD_ID}`;

scope.addEventListener('install', (event) => {
  event.waitUntil(caches.open(KIOSK_OFFLINE_CACHE).then((cache) => cache.add(new Request(KIOSK_OFFLINE_URL, { cache: 'reload' }))));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(KIOSK_OFFLINE_CACHE_PREFIX) && name !== KIOSK_OFFLINE_CACHE).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void scope.skipWaiting();
});

scope.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(async () => (await caches.match(KIOSK_OFFLINE_URL, { cacheName: KIOSK_OFFLINE_CACHE })) ?? Response.error()),
  );
});
