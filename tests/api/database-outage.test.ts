import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { ERRORS } from '../../server/src/lib/error-codes.js';
import { buildTestApp } from './support/build-test-app.js';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, type ThrowawayDatabase } from './support/databases.js';
import { expectErrorEnvelope } from './support/envelope.js';
import { createTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { until } from './support/wait.js';

// Always runs against real PostgreSQL (TEST_DATABASE_URL or the local default): PGlite cannot go down.
describe('database outage on PostgreSQL (through a cuttable TCP proxy)', () => {
  let throwaway: ThrowawayDatabase;
  let proxy: TcpProxy;
  let app: App;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(POSTGRES_ADMIN_URL, { seeded: true });
    const target = new URL(throwaway.url);
    proxy = await createTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(throwaway.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    app = await buildTestApp({ databaseUrl: viaProxy.toString() });
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await throwaway?.drop();
  });

  it('is ready while the database is reachable', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/api/test/settings')).statusCode).toBe(200);
  });

  it('reports not ready and answers 503 envelopes while the database is down', async () => {
    await proxy.close();
    const ready = await app.inject({ url: '/readyz', headers: { 'accept-language': 'en' } });
    const body = expectErrorEnvelope(ready, 503, ERRORS.serviceUnavailable.code);
    expect(body.message).toMatch(/temporarily unavailable/);
    expectErrorEnvelope(await app.inject('/api/test/settings'), 503, ERRORS.serviceUnavailable.code);
    // Liveness must not depend on the database, or the orchestrator would restart a healthy process.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('recovers by itself once the database is back', async ({ signal }) => {
    await proxy.open();
    await until(() => app.inject('/readyz'), (ready) => ready.statusCode === 200, { signal });
    const settings = await app.inject('/api/test/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).toContainEqual({ key: 'site.default_language' });
  });

  it('survives a second outage in the middle of pooled connections', async ({ signal }) => {
    await Promise.all([app.inject('/api/test/settings'), app.inject('/api/test/settings')]);
    await proxy.close();
    expectErrorEnvelope(await app.inject('/api/test/settings'), 503, ERRORS.serviceUnavailable.code);
    await proxy.open();
    const settings = await until(() => app.inject('/api/test/settings'), (answer) => answer.statusCode === 200, { signal });
    expect(settings.json().data).toContainEqual({ key: 'site.default_language' });
  });
});
