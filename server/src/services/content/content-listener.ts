import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.js';
import { CONTENT_VERSION_CHANNEL } from './document-store.js';

interface Logger {
  warn(object: object, message: string): void;
}

/** How long a lost listening connection waits before it reconnects; the version check covers the gap meanwhile. */
const RECONNECT_MS = 1000;

/**
 * Hears every content version change any instance commits (bumpVersion's NOTIFY) and hands the new number to
 * `onVersion`, so this instance's response cache is cleared within milliseconds of another instance's publish. With
 * PostgreSQL a dedicated connection LISTENs (a pooled one could be handed to a query mid-notification); it
 * reconnects when lost, and the cache's periodic version check stays as the safety net. PGlite lives in this one
 * process, so there the listener only mirrors what the store already tells the cache. Resolves with the stop function.
 */
export async function listenForContentVersions(
  handle: DatabaseHandle,
  onVersion: (version: number) => void,
  log: Logger,
): Promise<() => Promise<void>> {
  const deliver = (payload: string | undefined) => {
    const version = Number(payload);
    if (Number.isSafeInteger(version)) onVersion(version);
  };

  if (handle.driver === 'pglite') {
    const unlisten = await handle.client.listen(CONTENT_VERSION_CHANNEL, deliver);
    return async () => {
      if (!handle.client.closed) await unlisten();
    };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(handle.pool.options);
    client = next;
    const retry = (error: unknown) => {
      if (stopped || client !== next) return;
      log.warn({ err: error }, 'content version listener lost its connection; reconnecting');
      client = undefined;
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS);
      timer.unref();
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === CONTENT_VERSION_CHANNEL) deliver(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_VERSION_CHANNEL}`);
    } catch (error) {
      retry(error);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
