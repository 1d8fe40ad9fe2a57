import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { buildTestApp } from './support/build-test-app.js';
import { STRICT_LIMIT } from './support/probe-routes.js';

/**
 * Issue #29 §9: with `TRUST_PROXY=<hops>` only the entries the trusted proxies added count. A client that writes its own
 * `X-Forwarded-For` (a new left-most address on every request) must not get a new rate-limit budget each time.
 */
describe('TRUST_PROXY with a hop count', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ config: { trustProxy: 1 } });
  });

  afterAll(async () => {
    await app?.close();
  });

  // The balancer (127.0.0.1, one hop) appends the address it saw; everything left of it came from the client.
  const viaBalancer = (spoofed: string, seen: string) =>
    app.inject({ url: '/api/test/strict', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${spoofed}, ${seen}` } });

  it('counts a client by the address the balancer saw, whatever it writes to the left', async () => {
    const statuses = [];
    for (let i = 0; i <= STRICT_LIMIT; i += 1) statuses.push((await viaBalancer(`10.66.0.${i + 1}`, '198.51.100.77')).statusCode);
    expect(statuses).toEqual([...Array(STRICT_LIMIT).fill(200), 429]);
    // Another client behind the same balancer has its own budget.
    expect((await viaBalancer('10.66.0.1', '198.51.100.78')).statusCode).toBe(200);
  });

  it('with TRUST_PROXY=true the left-most entry decides, which is why production sets a hop count', async () => {
    const trusting = await buildTestApp({ config: { trustProxy: true } });
    try {
      const statuses = [];
      for (let i = 0; i <= STRICT_LIMIT; i += 1) {
        const response = await trusting.inject({
          url: '/api/test/strict',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.66.1.${i + 1}, 198.51.100.79` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(Array(STRICT_LIMIT + 1).fill(200));
    } finally {
      await trusting.close();
    }
  });
});
