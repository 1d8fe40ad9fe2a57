import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { ERRORS } from '../../server/src/lib/error-codes.js';
import { buildTestApp } from './support/build-test-app.js';
import { expectErrorEnvelope } from './support/envelope.js';
import { STRICT_LIMIT } from './support/probe-routes.js';

/** Redis of this machine unless TEST_REDIS_URL points elsewhere; the suite always runs. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 3;

const apps: App[] = [];
async function appWith(options: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp(options);
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('rate limit (in-memory store)', () => {
  it('answers 429 in the envelope after the global limit, with retry headers', async () => {
    const app = await appWith({ config: { rateLimitMax: LIMIT } });
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await app.inject('/api/shared/version')).statusCode).toBe(200);
    }
    const limited = await app.inject({ url: '/api/shared/version', headers: { 'accept-language': 'en' } });
    const body = expectErrorEnvelope(limited, 429, ERRORS.rateLimited.code);
    expect(body.message).toMatch(/try again in \d+ seconds/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  });

  it('limits unknown API paths too, but never probes or pages', async () => {
    const app = await appWith({ config: { rateLimitMax: LIMIT } });
    for (let i = 0; i < LIMIT; i += 1) expect((await app.inject('/api/nope')).statusCode).toBe(404);
    expectErrorEnvelope(await app.inject('/api/nope'), 429, ERRORS.rateLimited.code);
    for (let i = 0; i < LIMIT * 3; i += 1) {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      expect((await app.inject('/pages/home')).statusCode).not.toBe(429);
    }
  });

  it('lets a route set a stricter limit than the global one', async () => {
    const app = await appWith({ config: { rateLimitMax: 100 } });
    for (let i = 0; i < STRICT_LIMIT; i += 1) expect((await app.inject('/api/test/strict')).statusCode).toBe(200);
    expectErrorEnvelope(await app.inject('/api/test/strict'), 429, ERRORS.rateLimited.code);
    expect((await app.inject('/api/shared/version')).statusCode).toBe(200);
  });
});

describe('rate limit (Redis store shared by instances)', () => {
  const namespace = `tp-test-${randomUUID()}-`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

  afterAll(async () => {
    await redis.connect().catch(() => undefined);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts one client across two app instances', async () => {
    const options = { config: { rateLimitMax: LIMIT, redisUrl: REDIS_URL }, rateLimitNamespace: namespace };
    const first = await appWith(options);
    const second = await appWith(options);
    expect((await first.inject('/api/shared/version')).statusCode).toBe(200);
    expect((await second.inject('/api/shared/version')).statusCode).toBe(200);
    expect((await first.inject('/api/shared/version')).statusCode).toBe(200);
    expectErrorEnvelope(await second.inject('/api/shared/version'), 429, ERRORS.rateLimited.code);
    expectErrorEnvelope(await first.inject('/api/shared/version'), 429, ERRORS.rateLimited.code);
    await redis.connect();
    expect((await redis.keys(`${namespace}*`)).length).toBeGreaterThan(0);
  });
});
