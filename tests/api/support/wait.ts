import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../../../server/src/app.js';
import { contentState } from '../../../server/src/db/schema/index.js';
import { contentOf } from '../../../server/src/services/content/content-context.js';

/** How often `until` asks again: only the cost of asking, never part of what is waited for. */
const ASK_EVERY_MS = 20;

/**
 * Asks `probe` again until `done` holds for its answer, and returns that answer. No deadline of its own: it waits for
 * something the code under test brings about, never for time to pass, and the test's timeout is the ceiling for a
 * condition that never comes. The test's `signal` stops the asking when that timeout ends the test.
 */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, { signal }: { signal: AbortSignal }): Promise<T> {
  for (;;) {
    signal.throwIfAborted();
    const value = await probe();
    if (done(value)) return value;
    await sleep(ASK_EVERY_MS, undefined, { signal });
  }
}

/** The content version the database holds now: the one the last committed content write made. */
export async function contentVersion(app: App): Promise<number> {
  const [row] = await app.db.select({ version: contentState.version }).from(contentState);
  return row?.version ?? 0;
}

export interface HeardVersions {
  /** Resolves once the app has heard `version`, or a later one, announced on the content version channel. */
  reached(version: number): Promise<void>;
  stop(): void;
}

/**
 * The content versions an app hears announced from now on: the NOTIFY every instance's content write sends, as the
 * app's one listening connection hands it to its cache and subscribers. Nothing else calls these subscribers, so a
 * version heard here came through the notification, not through the app's periodic version check.
 */
export function hearVersions(app: App): HeardVersions {
  let highest = 0;
  const waiters = new Set<() => void>();
  const stop = contentOf(app).onVersionChange((version) => {
    highest = Math.max(highest, version);
    for (const wake of waiters) wake();
  });
  return {
    reached: (version) =>
      new Promise((resolve) => {
        const check = () => {
          if (highest < version) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    stop: () => {
      stop();
      waiters.clear();
    },
  };
}
