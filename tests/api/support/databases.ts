import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { templateKey } from './template-key.js';

export type TestDatabase = { name: 'pglite' } | { name: 'postgres'; adminUrl: string };

/** The machine's PostgreSQL, used by the suites that need a real server even when TEST_DATABASE_URL is unset. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. Suites run once per entry. */
export const TEST_DATABASES: TestDatabase[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, adminUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export interface ThrowawayOptions {
  /**
   * A copy of a database already migrated and seeded (see postgresTemplate) instead of an empty one. The app's own
   * migration and seed steps still run over the copy at start (no-ops there), so they stay under test; a test about
   * starting from nothing leaves this off.
   */
  seeded?: boolean;
}

const TEMPLATE_PREFIX = 'tp_template_';
const BUILDING_PREFIX = 'tp_building_';
/** Any constant: processes building the template take turns (pg_advisory_lock). */
const TEMPLATE_LOCK_ID = 72_410_020;

const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on this server that is migrated and seeded as every app leaves it at start, made once and
 * reused by every process and run with the same sources (its name is their hash). Processes that race to make it take
 * turns on an advisory lock; it is built under a temporary name and renamed when complete, so a build that dies never
 * leaves a half-made template. Making a new one drops the templates of other sources that nobody is copying.
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let made = templates.get(adminUrl);
  if (!made) {
    made = buildTemplate(adminUrl).catch((error: unknown) => {
      templates.delete(adminUrl);
      throw error;
    });
    templates.set(adminUrl, made);
  }
  return made;
}

async function buildTemplate(adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const existing = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%' or datname like '${BUILDING_PREFIX}%'`,
      );
      if (existing.rows.some((row) => row.datname === name)) return name;
      // Templates of other sources, and builds whose process died (no build runs while this lock is held).
      for (const { datname } of existing.rows) {
        // Another run may be copying a template just now: then it stays (DROP refuses while anyone is connected).
        await admin.query(`alter database "${datname}" is_template false`).catch(() => undefined);
        await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
      }
      const building = `${BUILDING_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      try {
        // Loaded here only: the browser tests import this module for empty databases and never need the server's code.
        const [{ createDatabase }, { runMigrations }, { runSeeds }] = await Promise.all([
          import('../../../server/src/db/client.js'),
          import('../../../server/src/db/migrate.js'),
          import('../../../server/src/db/seed.js'),
        ]);
        const handle = await createDatabase({ databaseUrl: urlOf(adminUrl, building), dataDir: 'unused' });
        try {
          await runMigrations(handle);
          await runSeeds(handle.db);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`).catch(() => undefined);
        throw error;
      }
      // Nobody connects to it by mistake (a copy needs it idle), and only a template's owner may drop it.
      await admin.query(`alter database "${name}" with is_template true allow_connections false`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
}

/** A fresh database per suite and run, so parallel runs and reruns never see each other's tables. */
export async function createThrowawayDatabase(adminUrl: string, options: ThrowawayOptions = {}): Promise<ThrowawayDatabase> {
  const name = `tp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (options.seeded) {
    await withAdmin(adminUrl, async (admin) => {
      for (;;) {
        const template = await postgresTemplate(adminUrl);
        try {
          await admin.query(`create database "${name}" template "${template}"`);
          return;
        } catch (error) {
          // Dropped meanwhile by a run of other sources (see buildTemplate): make it again.
          if ((error as { code?: string }).code !== '3D000') throw error;
          templates.delete(adminUrl);
        }
      }
    });
  } else {
    await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  }
  return {
    url: urlOf(adminUrl, name),
    name,
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
