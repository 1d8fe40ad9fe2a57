import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** What services see: the same Drizzle API whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseLogger {
  warn(object: object, message: string): void;
}

export type DatabaseHandle =
  | { driver: 'pglite'; db: Database; client: PGlite; ping(): Promise<void>; close(): Promise<void> }
  | { driver: 'postgres'; db: Database; pool: pg.Pool; ping(): Promise<void>; close(): Promise<void> };

const PING_TIMEOUT_MS = 3000;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  logger?: DatabaseLogger;
  /** An in-memory database starts as a copy of this dump (PGlite `dumpDataDir`) instead of empty: tests. */
  startFrom?: Blob | undefined;
}

/** node-postgres when a URL is given, else PGlite persisted under dataDir (`memory://` for tests). */
export async function createDatabase({ databaseUrl, dataDir, logger, startFrom }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle client whose connection dies emits here; the pool drops it and later checkouts reconnect.
    pool.on('error', (error) => logger?.warn({ err: error }, 'idle database client lost its connection'));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      driver: 'postgres',
      db,
      pool,
      ping: () => withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS).then(() => undefined),
      close: () => pool.end(),
    };
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, startFrom && dataDir.startsWith('memory://') ? { loadDataDir: startFrom } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    driver: 'pglite',
    db,
    client,
    ping: () => withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS).then(() => undefined),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
