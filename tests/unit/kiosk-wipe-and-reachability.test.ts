import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURES_BEFORE_OFFLINE, PROBE_INTERVAL_MS, watchReachability } from '../../kiosk/offline/reachability';
import { KIOSK_CACHE_PREFIX, wipeVisitorData } from '../../kiosk/reset/wipe-visitor-data';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('wiping a visitor from the browser', () => {
  it('clears both storages, every database, foreign caches and every cookie but the device settings', async () => {
    sessionStorage.setItem('token', 't');
    localStorage.setItem('entryPrep.checklist.x', '[1]');
    document.cookie = 'kiosk_device={}; Path=/';
    document.cookie = 'language=TC; Path=/';
    document.cookie = 'visitor_pref=1; Path=/';
    const deleted: string[] = [];
    const indexedDB = {
      databases: async () => [{ name: 'visitor-db', version: 1 }],
      deleteDatabase: (name: string) => {
        deleted.push(name);
        const request = {} as IDBOpenDBRequest;
        setTimeout(() => request.onsuccess?.(new Event('success')), 0);
        return request;
      },
    };
    const cacheNames = ['page-data', `${KIOSK_CACHE_PREFIX}offline-v1`];
    const caches = { keys: async () => [...cacheNames], delete: vi.fn(async (name: string) => cacheNames.splice(cacheNames.indexOf(name), 1).length > 0) };

    await wipeVisitorData(
      { sessionStorage, localStorage, indexedDB, caches, document, location: { pathname: '/kiosk/pages/profile', hostname: 'localhost' } },
      ['kiosk_device'],
    );
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(deleted).toEqual(['visitor-db']);
    expect(cacheNames).toEqual([`${KIOSK_CACHE_PREFIX}offline-v1`]);
    expect(document.cookie).toBe('kiosk_device={}');
  });
});

describe('watching whether the server answers', () => {
  it('says offline after two failed probes, and online again at the first answer', async () => {
    vi.useFakeTimers();
    let up = true;
    const changes: boolean[] = [];
    const stop = watchReachability({ probe: async () => up, onChange: (online) => changes.push(online), target: new EventTarget() as Window });
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(changes).toEqual([]);
    up = false;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * (FAILURES_BEFORE_OFFLINE - 1));
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(changes).toEqual([false]);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 5);
    expect(changes).toEqual([false]);
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(changes).toEqual([false, true]);
    stop();
  });

  it("believes the browser's offline event at once, and checks again when it comes back online", async () => {
    vi.useFakeTimers();
    const target = new EventTarget() as Window;
    const changes: boolean[] = [];
    const stop = watchReachability({ probe: async () => true, onChange: (online) => changes.push(online), target });
    target.dispatchEvent(new Event('offline'));
    expect(changes).toEqual([false]);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([false, true]);
    stop();
  });
});
