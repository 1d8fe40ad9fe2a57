import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { buildTestApp } from './support/build-test-app.js';
import { createFakeDist, WEB_MARKER, writeServerBundle } from './support/fake-dist.js';
import { until } from './support/wait.js';

/*
 * Issue #29 §3: a page the cache cannot answer makes the server render (and search, for a search page). The attack is
 * many distinct uncached pages — /pages/search?q=<random> — from one address, or from many at once. The stand-in
 * render bundle counts its renders, can be held at a gate (so renders stay in flight without any sleep) and makes an
 * in-process API call like the real one.
 */
const STAND_IN = `
globalThis.budget = { renders: 0, active: 0, most: 0, gate: null, open: null };
export function createPageRenderer({ inject }) {
  return {
    sitemapPages: { pages: [], privatePages: [], documentPages: {} },
    isPagePath: (path) => path.startsWith('/pages'),
    variantOf: (facts) => ({ language: /lang=(EN|CN|TC)/.exec(facts.cookie ?? '')?.[1] ?? 'EN', mobile: false }),
    async render(facts) {
      const b = globalThis.budget;
      b.renders += 1;
      b.active += 1;
      b.most = Math.max(b.most, b.active);
      try {
        if (facts.url.includes('held') && b.gate) await b.gate;
        await inject({ method: 'GET', url: '/api/shared/version', headers: { accept: 'application/json' } });
        return { kind: 'page', status: 200, html: '<!doctype html><p>rendered ' + facts.url + '</p>', cacheable: true };
      } finally {
        b.active -= 1;
      }
    },
  };
}`;

interface Budget {
  renders: number;
  active: number;
  most: number;
  gate: Promise<void> | null;
  open: (() => void) | null;
}
const budget = () => (globalThis as unknown as { budget: Budget }).budget;
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('server renders have a budget', () => {
  const dist = createFakeDist();
  let app: App;

  beforeAll(async () => {
    writeServerBundle(dist.dir, STAND_IN);
    app = await buildTestApp({ staticDir: dist.dir, config: { trustProxy: 1, pageRendersMax: 3, pageRenderThreads: 0 } });
  });

  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it('refuses an address beyond PAGE_RENDER_RATE_LIMIT_MAX uncached pages a minute: 600 search pages, 10 at a time', async () => {
    const limit = app.config.pageRenderRateLimitMax;
    expect(limit).toBe(60);
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<App['inject']>> | undefined;
    for (let start = 0; start < 600; start += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          app.inject({ url: `/pages/search?q=${Math.random().toString(36).slice(2)}-${start + i}`, headers: from('198.51.100.7') }),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) refusal ??= answer;
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(600 - limit);
    // Rendered on the server or, beyond the cap of renders at once, sent to be rendered in the browser: never more.
    expect(budget().renders).toBeGreaterThan(0);
    expect(budget().renders).toBeLessThanOrEqual(limit);
    // A page a browser shows as it is, in the page's language, with when to come back.
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusal!.headers['content-type']).toContain('text/html');
    expect(refusal!.body).toContain('<html lang="en">');
    expect(refusal!.body).toMatch(/try again in \d+ seconds/);
    const chinese = await app.inject({ url: '/pages/search?q=again', headers: { ...from('198.51.100.7'), cookie: 'lang=TC' } });
    expect(chinese.statusCode).toBe(429);
    expect(chinese.body).toContain('<html lang="zh-Hant">');
    expect(chinese.body).toContain('秒後再試');

    // Search pages are never kept (they would fill the cache), other pages are: a cached page costs no budget.
    const other = from('198.51.100.8');
    expect((await app.inject({ url: '/pages/search?q=same', headers: other })).statusCode).toBe(200);
    expect((await app.inject({ url: '/pages/events', headers: other })).statusCode).toBe(200);
    const before = budget().renders;
    expect((await app.inject({ url: '/pages/search?q=same', headers: other })).statusCode).toBe(200);
    expect(budget().renders).toBe(before + 1);
    // The refused address still gets pages from the cache.
    expect((await app.inject({ url: '/pages/events', headers: from('198.51.100.7') })).statusCode).toBe(200);
    expect(budget().renders).toBe(before + 1);
  });

  it('renders at most PAGE_RENDERS_MAX pages at once; the others get the client-rendered page at once, and /healthz answers', async ({ signal }) => {
    const b = budget();
    b.gate = new Promise((resolve) => {
      b.open = resolve;
    });
    b.most = 0;
    // 40 distinct uncached pages from 40 addresses, all at once, while the renders that start are held at the gate.
    const answered: Array<Awaited<ReturnType<App['inject']>>> = [];
    const shellUrls: string[] = [];
    const pending = Array.from({ length: 40 }, (_, i) =>
      app.inject({ url: `/pages/held-${i}`, headers: from(`203.0.113.${i + 1}`) }).then((answer) => {
        answered.push(answer);
        shellUrls.push(`/pages/held-${i}`);
        return answer;
      }),
    );
    // Everything beyond the three renders in flight is answered while those three are still at the gate.
    await until(async () => answered.length, (count) => count === 37, { signal });
    expect(b.active).toBe(3);
    for (const answer of answered) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(WEB_MARKER);
      expect(answer.headers['cache-control']).toMatch(/^no-(cache|store)$/);
    }
    const shells = new Set(answered);
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    b.open!();
    const rendered = (await Promise.all(pending)).filter((answer) => !shells.has(answer));
    expect(rendered).toHaveLength(3);
    for (const answer of rendered) expect(answer.body).toContain('rendered /pages/held-');
    expect(b.most).toBe(3);
    b.gate = null;
    // The pages sent as the client-rendered page were not cached as such: the next visit renders them.
    const shellUrl = shellUrls[0]!;
    const again = await app.inject({ url: shellUrl, headers: from('203.0.113.200') });
    expect(again.body).toContain(`rendered ${shellUrl}`);
  });
});
