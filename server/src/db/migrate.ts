import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { grantApplicationRole } from './app-role.js';
import { createDatabase, type DatabaseHandle } from './client.js';

/** server/src/db and server/dist/db both reach the one migration set at server/src/db/migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Arbitrary constant: instances starting together take turns instead of racing the same migration. */
const MIGRATION_LOCK_ID = 72_410_019;

/**
 * Applies the migration set. On PostgreSQL the instances take turns on an advisory lock; `whileLocked` runs after the
 * migrations and before the lock is released, on the same connection (the two-role set-up grants the application
 * role there, so two instances starting together never grant at the same time).
 */
export async function runMigrations(handle: DatabaseHandle, whileLocked?: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await whileLocked?.(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * The migration step of a start: with MIGRATION_DATABASE_URL (the two-role set-up, PostgreSQL only) the migrations run
 * as that owning role and the role `handle` connects as gets its rights after them; otherwise `handle` migrates itself.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationDatabaseUrl: string | undefined): Promise<void> {
  if (!migrationDatabaseUrl || handle.driver !== 'postgres') {
    await runMigrations(handle);
    return;
  }
  const { rows } = await handle.pool.query<{ role: string }>('select current_user as role');
  const owner = await createDatabase({ databaseUrl: migrationDatabaseUrl, dataDir: 'unused' });
  try {
    await runMigrations(owner, (client) => grantApplicationRole(client, rows[0]!.role));
  } finally {
    await owner.close();
  }
}
