/** Caches the kiosk's service worker owns (the offline page): device state, not a visitor's. */
export const KIOSK_CACHE_PREFIX = 'kiosk-';
const DELETE_DATABASE_TIMEOUT_MS = 2_000;

export interface WipeTarget {
  sessionStorage: Storage;
  localStorage: Storage;
  indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'> | undefined;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  document: Pick<Document, 'cookie'>;
  location: Pick<Location, 'pathname' | 'hostname'>;
}

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    // A page still holding a connection blocks the deletion until it closes; the reset does not wait for that.
    const timer = setTimeout(resolve, DELETE_DATABASE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onsuccess = done;
    request.onerror = done;
    request.onblocked = done;
  });
}

/** Every path a script-written cookie may have been given on the way to the current page. */
function cookiePaths(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  for (let i = 1; i <= parts.length; i += 1) paths.push(`/${parts.slice(0, i).join('/')}`);
  return paths;
}

function expireCookies(target: WipeTarget, keep: ReadonlySet<string>): void {
  const names = target.document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name && !keep.has(name));
  const host = target.location.hostname;
  const domains = ['', `; Domain=${host}`, `; Domain=.${host}`];
  for (const name of names) {
    for (const path of cookiePaths(target.location.pathname)) {
      for (const domain of domains) target.document.cookie = `${name}=; Max-Age=0; Path=${path}${domain}`;
    }
  }
}

/**
 * Removes everything a visitor may have left in the browser: session and local storage, every IndexedDB database,
 * caches other than the kiosk's own, and every cookie script can reach except those named in `keepCookies` (the
 * device settings). The server's session is revoked before this, while its token is still in session storage.
 */
export async function wipeVisitorData(target: WipeTarget, keepCookies: readonly string[]): Promise<void> {
  target.sessionStorage.clear();
  target.localStorage.clear();
  expireCookies(target, new Set(keepCookies));
  const databases = target.indexedDB?.databases ? await target.indexedDB.databases().catch(() => []) : [];
  await Promise.all(
    databases.flatMap(({ name }) => (name && target.indexedDB ? [deleteDatabase(target.indexedDB, name)] : [])),
  );
  const cacheNames = target.caches ? await target.caches.keys().catch(() => [] as string[]) : [];
  await Promise.all(
    cacheNames.filter((name) => !name.startsWith(KIOSK_CACHE_PREFIX)).map((name) => target.caches!.delete(name)),
  );
}

export function browserWipeTarget(): WipeTarget {
  return {
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
    caches: typeof caches === 'undefined' ? undefined : caches,
    document,
    location: window.location,
  };
}
