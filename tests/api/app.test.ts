import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/lib/constants';
import type { App } from '../../server/src/app.js';
import { appSettings } from '../../server/src/db/schema/index.js';
import { runSeeds } from '../../server/src/db/seed.js';
import { SERVER_VERSION } from '../../server/src/lib/version.js';
import { buildTestApp } from './support/build-test-app.js';
import { createThrowawayDatabase, TEST_DATABASES, type ThrowawayDatabase } from './support/databases.js';

describe.each(TEST_DATABASES)('app on $name', (database) => {
  let app: App;
  let throwaway: ThrowawayDatabase | undefined;

  // Built from nothing, unlike the other suites' databases: the app's own start migrates and seeds it.
  beforeAll(async () => {
    if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl);
    app = await buildTestApp(throwaway ? { databaseUrl: throwaway.url } : { freshDatabase: true });
  });

  afterAll(async () => {
    await app?.close();
    await throwaway?.drop();
  });

  it('uses the driver it was given', () => {
    expect(app.database.driver).toBe(database.name);
  });

  it('applies the migration set and the seeds on start', async () => {
    const applied = await app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = 'rows' in applied ? (applied.rows as Array<{ n: number }>) : [];
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    const settings = await app.db.select().from(appSettings);
    expect(settings.map((s) => s.key)).toContain('site.default_language');
  });

  it('seeds idempotently', async () => {
    const before = await app.db.select().from(appSettings);
    await runSeeds(app.db);
    await runSeeds(app.db);
    expect(await app.db.select().from(appSettings)).toEqual(before);
  });

  it('answers liveness and readiness', async () => {
    const live = await app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ code: 0, message: 'success', data: { status: 'ok' } });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 0, message: 'success', data: { status: 'ready', checks: { database: 'ok' } } });
  });

  it('serves the version in the success envelope, equal to the front-end constant', async () => {
    const response = await app.inject('/api/shared/version');
    expect(response.json()).toEqual({ code: 0, message: 'success', data: { version: APP_VERSION } });
    expect(SERVER_VERSION).toBe(APP_VERSION);
  });

  it('reads the database through a route', async () => {
    const response = await app.inject('/api/test/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({ key: 'site.default_language' });
  });

  it('sends security headers', async () => {
    const { headers } = await app.inject('/api/shared/version');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("object-src 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives the API docs their own CSP and a browsable OpenAPI document', async () => {
    const ui = await app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const docsCsp = String(ui.headers['content-security-policy']);
    expect(docsCsp).toMatch(/img-src 'self' data: https:/);
    expect(docsCsp).toContain("script-src 'self'");
    const appCsp = String((await app.inject('/api/shared/version')).headers['content-security-policy']);
    expect(appCsp).not.toContain('https:');
    const doc = await app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/shared/version']));
  });

  it('echoes a valid request id and makes one otherwise', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const hostile = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\u0000<script>' } });
    const made = String(hostile.headers['x-request-id']);
    expect(made).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    const next = String((await app.inject('/healthz')).headers['x-request-id']);
    expect(next).not.toBe(made);
    expect(next.split('-')[0]).toBe(made.split('-')[0]);
    // Another instance (another process behind the load balancer) makes ids of its own.
    const other = await buildTestApp();
    try {
      const theirs = String((await other.inject('/healthz')).headers['x-request-id']);
      expect(theirs.split('-')[0]).not.toBe(made.split('-')[0]);
    } finally {
      await other.close();
    }
  });

  it.each([
    { how: 'language=EN', url: '/api/nope?language=EN', header: 'zh-CN', expected: 'The requested resource does not exist.' },
    { how: 'language=TC', url: '/api/nope?language=TC', header: 'en', expected: '請求的資源不存在。' },
    { how: 'Accept-Language zh-HK', url: '/api/nope', header: 'zh-HK,zh;q=0.9', expected: '請求的資源不存在。' },
    { how: 'Accept-Language en-US', url: '/api/nope', header: 'fr;q=1,en-US;q=0.8', expected: 'The requested resource does not exist.' },
    { how: 'no hint (CN fallback)', url: '/api/nope', header: undefined, expected: '请求的资源不存在。' },
  ])('localizes messages by $how', async ({ url, header, expected }) => {
    const response = await app.inject({ url, headers: header ? { 'accept-language': header } : {} });
    expect(response.json().message).toBe(expected);
  });
});

describe('PGlite persistence', () => {
  it('keeps data under DATA_DIR across restarts', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tp-pglite-'));
    try {
      // From nothing on disk: the one start here that migrates and seeds a real data folder.
      const first = await buildTestApp({ dataDir: join(dataDir, 'db'), freshDatabase: true });
      await first.db.insert(appSettings).values({ key: 'test.persisted', value: { n: 1 } });
      await first.close();
      const second = await buildTestApp({ dataDir: join(dataDir, 'db') });
      const rows = await second.db.select().from(appSettings);
      await second.close();
      expect(rows.find((row) => row.key === 'test.persisted')?.value).toEqual({ n: 1 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
