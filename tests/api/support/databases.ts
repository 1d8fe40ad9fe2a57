import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

/** A fresh database per suite and run, so parallel runs and reruns never see each other's tables. */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `tp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
