import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { RenderThreadError, startRenderThreads } from '../../server/src/plugins/render-threads.js';
import { buildTestApp } from './support/build-test-app.js';
import { createFakeDist, WEB_MARKER, writeServerBundle } from './support/fake-dist.js';

/*
 * Server renders run in worker threads (issue #29 §3): a page's React work no longer holds up the server's event loop.
 * The stand-in bundle says which thread rendered it and what its in-process API call answered; it can be made to
 * spin without yielding until a file appears (the attack's render that hogs a core), to leave its thread, to loop
 * forever or to eat memory.
 */
const STAND_IN = `
import { existsSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
export function createPageRenderer({ template, inject }) {
  if (!template.includes('web-root')) throw new Error('template not handed over');
  return {
    sitemapPages: { pages: [], privatePages: [], documentPages: { benefit: '', event: '', service: '', life: '', hkmacao: '', job: '' } },
    isPagePath: (path) => path.startsWith('/pages') || path.startsWith('/auth'),
    variantOf: () => ({ language: 'EN', mobile: false }),
    async render(facts) {
      const url = new URL(facts.url, 'http://x');
      const until = url.searchParams.get('spinUntil');
      let spun = '';
      if (until) {
        // A limit, so a render on the server's own thread (where nothing else runs meanwhile) ends, and says so.
        const limit = Date.now() + 30_000;
        while (!existsSync(until) && Date.now() < limit) {}
        spun = existsSync(until) ? ' released' : ' gave-up';
      }
      if (url.pathname === '/pages/leave') process.exit(3);
      if (url.pathname === '/pages/forever') for (;;) {}
      if (url.pathname === '/pages/hog') { const kept = []; for (;;) kept.push(new Array(100_000).fill(kept.length)); }
      const api = await inject({ method: 'GET', url: '/api/shared/version', headers: { accept: 'application/json' } });
      return { kind: 'page', status: 200, html: '<p>' + [facts.url, threadId, api.statusCode].join(' ') + spun + '</p>', cacheable: false };
    },
  };
}`;

const line = (body: string) => /<p>([^<]*)<\/p>/.exec(body)?.[1]?.split(' ') ?? [];

describe('server renders in worker threads', () => {
  const dist = createFakeDist();
  let app: App;

  beforeAll(async () => {
    writeServerBundle(dist.dir, STAND_IN);
    // A limit of 2 API calls a minute: the renders' own calls, answered through the thread, must not count.
    app = await buildTestApp({ staticDir: dist.dir, config: { rateLimitMax: 2, pageRenderThreads: 1, pageRendersMax: 4 } });
  });

  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it('renders a page on a thread other than the server’s, its API calls answered by the server', async () => {
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject(`/pages/events?n=${i}`);
      expect(response.statusCode).toBe(200);
      const [url, thread, api] = line(response.body);
      expect(url).toBe(`/pages/events?n=${i}`);
      expect(Number(thread)).not.toBe(threadId);
      expect(api).toBe('200');
    }
  });

  it('answers /healthz while a render spins without yielding (on the event loop it would wait for the render)', async () => {
    const flag = join(dist.dir, 'spin-done');
    const page = app.inject(`/pages/spin?spinUntil=${encodeURIComponent(flag)}`);
    let pageDone = false;
    void page.then(() => (pageDone = true));
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    // The render only ends when this file exists, written after the health check was answered.
    expect(pageDone).toBe(false);
    writeFileSync(flag, '');
    const response = await page;
    expect(response.statusCode).toBe(200);
    // Released by the file, not ended by the stand-in's own limit.
    expect(line(response.body)[3]).toBe('released');
  });

  it('sends the client-rendered page when the render’s thread dies, and renders the next page on a new thread', async () => {
    const left = await app.inject('/pages/leave');
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain(WEB_MARKER);
    // The thread that left was replaced as it went: the next page is rendered on the server again.
    const next = await app.inject('/pages/after-leaving');
    expect(line(next.body)).toEqual(['/pages/after-leaving', expect.stringMatching(/^\d+$/), '200']);
  });
});

describe('the render threads’ bounds', () => {
  const dist = createFakeDist();
  let bundle = '';
  const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as Parameters<typeof startRenderThreads>[0]['log'];
  const answer = async () => ({ statusCode: 200, body: '{}', headers: {} });
  const facts = (url: string) => ({ url, cookie: undefined, acceptLanguage: undefined, userAgent: undefined });
  const variant = { language: 'EN', mobile: false } as const;
  type Options = Parameters<typeof startRenderThreads>[0];
  const start = (options: Partial<Options>) =>
    startRenderThreads({ bundle, template: WEB_MARKER, manifest: {}, inject: answer, threads: 1, log: silent, ...options });

  beforeAll(() => {
    bundle = writeServerBundle(dist.dir, STAND_IN);
  });
  afterAll(() => dist.remove());

  it('abandons a render that never ends, replaces its thread and renders on', async () => {
    const threads = start({ timeoutMs: 1_000 });
    try {
      await expect(threads.render(facts('/pages/forever'), variant, 'http://x')).rejects.toThrow(RenderThreadError);
      const result = await threads.render(facts('/pages/fine'), variant, 'http://x');
      expect(result).toMatchObject({ kind: 'page', status: 200 });
      expect(threads.size).toBe(1);
    } finally {
      await threads.close();
    }
  });

  it('stops a render that takes memory without end at the thread’s heap limit, and renders on', async () => {
    const threads = start({ heapLimitMb: 64 });
    try {
      await expect(threads.render(facts('/pages/hog'), variant, 'http://x')).rejects.toThrow(RenderThreadError);
      const result = await threads.render(facts('/pages/fine'), variant, 'http://x');
      expect(result).toMatchObject({ kind: 'page', status: 200 });
    } finally {
      await threads.close();
    }
  });

  it('fails the renders in hand when the server closes, and starts no thread after', async () => {
    const threads = start({ threads: 2 });
    const flag = join(dist.dir, 'never');
    const pending = threads.render(facts(`/pages/spin?spinUntil=${encodeURIComponent(flag)}`), variant, 'http://x');
    const outcome = pending.then(
      () => 'rendered',
      (error: unknown) => error,
    );
    await threads.close();
    expect(await outcome).toBeInstanceOf(RenderThreadError);
    expect(threads.size).toBe(0);
    expect(existsSync(flag)).toBe(false);
  });
});
