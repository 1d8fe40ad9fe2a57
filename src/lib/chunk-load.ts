import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from './constants';

/**
 * Chunk-load failures (spec §8): a named error with the classic types —
 * 'error' (the request failed), 'missing' (the file loaded but did not provide the expected module),
 * 'timeout' (nothing within CHUNK_TIMEOUT_MS). A stylesheet chunk carries its own code.
 */
export type ChunkLoadErrorType = 'missing' | 'error' | 'timeout';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadErrorType;
  readonly request: string | undefined;
  readonly code: typeof CSS_CHUNK_LOAD_FAILED | undefined;

  constructor(
    type: ChunkLoadErrorType,
    options: { request?: string; stylesheet?: boolean; cause?: unknown } = {},
  ) {
    const what = options.stylesheet ? 'CSS chunk' : 'chunk';
    super(`Loading ${what} failed (${type})${options.request ? `: ${options.request}` : ''}`, { cause: options.cause });
    this.type = type;
    this.request = options.request;
    this.code = options.stylesheet ? CSS_CHUNK_LOAD_FAILED : undefined;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

const URL_IN_MESSAGE = /((?:https?:\/\/|\/)[^\s'"()]+)/;

export function isStylesheetUrl(url: string | undefined): boolean {
  if (!url) return false;
  return /\.css$/i.test(url.split(/[?#]/)[0] ?? '');
}

/** The last URL reported by Vite's `vite:preloadError` event, so a rejection without a URL can still be classified. */
let lastPreloadFailure: string | undefined;

function urlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return URL_IN_MESSAGE.exec(message)?.[1];
}

/**
 * Vite fires `vite:preloadError` on window when a dynamic import or one of its stylesheet dependencies fails to load.
 * We do not cancel it (so the import still rejects), we only remember which URL failed.
 */
export function installPreloadErrorHook(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const url = urlOf((event as Event & { payload?: unknown }).payload);
    if (url) lastPreloadFailure = url;
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * Turns whatever a failed `import()` rejected with into a ChunkLoadError. Browsers reject a failed module fetch with a
 * TypeError naming the URL (Chrome "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed"); Vite rejects a failed stylesheet dependency with
 * "Unable to preload CSS for <url>". The URL (or the preload hook's record of it) tells stylesheet from script.
 */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (isChunkLoadError(error)) return error;
  const request = urlOf(error);
  // Safari's message carries no URL; the preload hook may have seen which file failed just before.
  const url = request ?? lastPreloadFailure;
  lastPreloadFailure = undefined;
  const stylesheet = isStylesheetUrl(url);
  return new ChunkLoadError('error', { stylesheet, cause: error, ...(url === undefined ? {} : { request: url }) });
}

type Module<P> = { default: ComponentType<P> };

/** Loads a chunk once, bounded by the chunk time-out; classifies any failure. */
export function loadChunk<P>(factory: () => Promise<Module<P>>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<Module<P>> {
  return new Promise<Module<P>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    factory().then(
      (mod) => {
        clearTimeout(timer);
        if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object') || mod.default === null) {
          reject(new ChunkLoadError('missing'));
          return;
        }
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}

/** Pause before the single automatic retry: long enough for a transient network blip to pass. */
export const CHUNK_RETRY_DELAY_MS = 1_000;

/**
 * React.lazy with one automatic retry of a failed script chunk, then a ChunkLoadError for the route's error element.
 * Time-outs and stylesheet failures are not retried: a second 120 s wait helps nobody, and a stylesheet needs a reload.
 */
export function lazyWithRetry<P>(
  factory: () => Promise<Module<P>>,
  options: { timeoutMs?: number; retryDelayMs?: number; after?: () => Promise<void> } = {},
): LazyExoticComponent<ComponentType<P>> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, retryDelayMs = CHUNK_RETRY_DELAY_MS, after } = options;
  // `after` (e.g. "when visible") is waited for before the download starts, outside the chunk time-out.
  return lazy(async () => {
    if (after) await after();
    return loadWithRetry(factory, timeoutMs, retryDelayMs);
  });
}

export async function loadWithRetry<P>(
  factory: () => Promise<Module<P>>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
  retryDelayMs: number = CHUNK_RETRY_DELAY_MS,
): Promise<Module<P>> {
  try {
    return await loadChunk(factory, timeoutMs);
  } catch (error) {
    const chunkError = toChunkLoadError(error);
    if (chunkError.type !== 'error' || chunkError.code === CSS_CHUNK_LOAD_FAILED) throw chunkError;
    await new Promise((r) => setTimeout(r, retryDelayMs));
    return loadChunk(factory, timeoutMs);
  }
}

export interface PreloadableComponent<P> {
  /** The lazily loaded component; renders at once, without suspending, once its chunk has arrived. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the load (once) ahead of the first render; settles when it is done. */
  preload: () => Promise<unknown>;
}

/**
 * lazyWithRetry with a `preload`: a component whose chunk has arrived before its first render renders at once instead
 * of suspending (React.lazy reads a thenable that resolves synchronously without suspending). That matters beyond the
 * one render: a Suspense fallback that commits makes React hold every Suspense reveal of the next 300 ms (its reveal
 * throttle), so a start-up with one fallback commit comes to life 300 ms later.
 */
export function preloadableLazy<P>(factory: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: Module<P> | undefined;
  let load: Promise<Module<P>> | undefined;
  const preload = () =>
    (load ??= loadWithRetry(factory).then((module) => {
      loaded = module;
      return module;
    }));
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    const settled: PromiseLike<Module<P>> = { then: (onLoaded) => onLoaded?.(module) as never };
    return settled as Promise<Module<P>>;
  });
  return { Component, preload };
}
