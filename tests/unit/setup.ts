import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * The files of the unit project share their worker's page (see vite.config.ts, `isolate: false`): whatever a test leaves
 * in the document, the storages, the cookies, the address bar or the globals would meet the next file. It is put back
 * after every test (the page) and after every file (the stubs, timers and address a file may set up for all its tests).
 *
 * The timers of a file end with it, as they did when each file had a page of its own: a saga's debounce or a poll a test
 * left running must not fire in the next file (where it would, for example, send its request to that file's stand-in
 * server). Every timer set through the globals is noted until it fires or is cleared; the wrapper is installed once per
 * worker, and fake timers (vi.useFakeTimers) go over it and give it back.
 */
type Handle = ReturnType<typeof setTimeout>;
const TIMERS = Symbol.for('talent-portal.unit.live-timers');
const registry = globalThis as typeof globalThis & { [TIMERS]?: ReturnType<typeof installTimerRegistry> };
const live = (registry[TIMERS] ??= installTimerRegistry());

function installTimerRegistry() {
  const timeouts = new Set<Handle>();
  const intervals = new Set<Handle>();
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout, setInterval: realSetInterval, clearInterval: realClearInterval } =
    globalThis;
  const setTimeoutNoted = (handler: TimerHandler, ms?: number, ...args: unknown[]): Handle => {
    const handle: Handle = realSetTimeout(() => {
      timeouts.delete(handle);
      if (typeof handler === 'function') (handler as (...values: unknown[]) => void)(...args);
    }, ms);
    timeouts.add(handle);
    return handle;
  };
  const setIntervalNoted = (handler: TimerHandler, ms?: number, ...args: unknown[]): Handle => {
    const handle: Handle = realSetInterval(handler as (...values: unknown[]) => void, ms, ...args);
    intervals.add(handle);
    return handle;
  };
  globalThis.setTimeout = Object.assign(setTimeoutNoted, realSetTimeout) as typeof setTimeout;
  globalThis.setInterval = Object.assign(setIntervalNoted, realSetInterval) as typeof setInterval;
  globalThis.clearTimeout = ((handle?: Handle) => {
    if (handle !== undefined) timeouts.delete(handle);
    realClearTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: Handle) => {
    if (handle !== undefined) intervals.delete(handle);
    realClearInterval(handle);
  }) as typeof clearInterval;
  return {
    clearAll() {
      for (const handle of timeouts) realClearTimeout(handle);
      for (const handle of intervals) realClearInterval(handle);
      timeouts.clear();
      intervals.clear();
    },
  };
}

afterEach(() => {
  cleanup();
  // What a test put on the page outside the container it rendered into (portals, hand-made nodes).
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterAll(() => {
  vi.useRealTimers();
  live.clearAll();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
