import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSS_CHUNK_LOAD_FAILED,
  ChunkLoadError,
  installPreloadErrorHook,
  loadChunk,
  loadWithRetry,
  toChunkLoadError,
} from '@/lib/chunk-load';
import { CHUNK_TIMEOUT_MS } from '@/lib/constants';

const Page = () => null;

afterEach(() => vi.useRealTimers());

describe('chunk-load errors', () => {
  it("a failed script fetch becomes ChunkLoadError type 'error' with the URL", async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/home-page-abc.js'));
    const error = await loadChunk(failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'error',
      request: 'http://localhost/assets/home-page-abc.js',
      code: undefined,
    });
  });

  it("a module without a default export is type 'missing'", async () => {
    const error = await loadChunk(() => Promise.resolve({} as { default: typeof Page })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });

  it(`nothing within ${CHUNK_TIMEOUT_MS} ms is type 'timeout'`, async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<{ default: typeof Page }>(() => {}));
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });

  it('a stylesheet failure (Vite "Unable to preload CSS") carries CSS_CHUNK_LOAD_FAILED', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for http://localhost/assets/about-page-x1.css'));
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'error', code: CSS_CHUNK_LOAD_FAILED });
    expect(error.request).toBe('http://localhost/assets/about-page-x1.css');
  });

  it('the vite:preloadError hook tells a stylesheet apart when the rejection names no URL', () => {
    const off = installPreloadErrorHook(window);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for /assets/events-page-q9.css'),
    });
    window.dispatchEvent(event);
    off();
    expect(event.defaultPrevented).toBe(false);
    expect(toChunkLoadError(new TypeError('Importing a module script failed.'))).toMatchObject({ code: CSS_CHUNK_LOAD_FAILED });
  });

  it('loads a good module', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: Page }))).resolves.toEqual({ default: Page });
  });
});

describe('loadWithRetry', () => {
  it('retries a failed script chunk once, then succeeds', async () => {
    const factory = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))
      .mockResolvedValueOnce({ default: Page });
    await expect(loadWithRetry(factory, 1000, 0)).resolves.toEqual({ default: Page });
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a ChunkLoadError', async () => {
    const factory = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')));
    await expect(loadWithRetry(factory, 1000, 0)).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'error' });
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('does not retry a stylesheet failure', async () => {
    const factory = vi.fn(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css')));
    await expect(loadWithRetry(factory, 1000, 0)).rejects.toMatchObject({ code: CSS_CHUNK_LOAD_FAILED });
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
