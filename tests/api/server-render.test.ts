import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { SSR_BUNDLE } from '../../server/src/plugins/server-render.js';
import { contentOf } from '../../server/src/services/content/content-context.js';
import { JSDOM } from 'jsdom';
import { loadSeedContent } from '../../server/src/content/seed-schema.js';
import { buildTestApp } from './support/build-test-app.js';
import { createFakeDist, WEB_MARKER, writeServerBundle } from './support/fake-dist.js';

/*
 * How the server serves pages rendered by the web app's server bundle: caching, revalidation, redirects, the
 * fallback to the client-rendered shell, and the in-process API calls. The bundle here is a stand-in with the same
 * contract (the real one is built by Vite and exercised end to end in tests/e2e/ssr.spec.ts): it renders a line
 * naming the URL, the language, its render count and what an in-process API call answered.
 */
const STAND_IN = `
globalThis.renders = 0;
export function createPageRenderer({ template, inject }) {
  if (!template.includes('web-root')) throw new Error('template not handed over');
  return {
    sitemapPages: {
      pages: ['/pages/home', '/pages/events'],
      privatePages: ['/pages/profile'],
      documentPages: { benefit: '/pages/talentBenefits/detail', event: '/pages/events/detail', service: '/pages/services/serviceDetail', life: '/pages/lifepage/detail', hkmacao: '/pages/hkmacao/detail', job: '/pages/employment/detail' },
    },
    isPagePath: (path) => path.startsWith('/pages') || path.startsWith('/auth'),
    variantOf: (facts) => ({ language: /language=(EN|CN|TC)/.exec(facts.url)?.[1] ?? 'EN', mobile: /Android/.test(facts.userAgent ?? '') }),
    async render(facts, variant, origin) {
      if (facts.url === '/') return { kind: 'redirect', location: '/pages/home' };
      if (facts.url.includes('crash')) throw new Error('render crashed');
      globalThis.renders += 1;
      const api = await inject({ method: 'GET', url: '/api/shared/version', headers: { accept: 'application/json' } });
      const line = [facts.url, variant.language, variant.mobile ? 'mobile' : 'desktop', globalThis.renders, api.statusCode, origin].join(' ');
      const html = '<!doctype html><html><body><p>' + line + '</p>' + 'x'.repeat(2000) + '</body></html>';
      return { kind: 'page', status: facts.url.includes('missing') ? 404 : 200, html, cacheable: !facts.url.includes('unavailable') };
    },
  };
}`;

const renders = () => (globalThis as unknown as { renders: number }).renders;
const line = (body: string) => /<p>([^<]*)<\/p>/.exec(body)?.[1]?.split(' ') ?? [];

describe('pages rendered on the server', () => {
  const dist = createFakeDist();
  let app: App;

  beforeAll(async () => {
    writeServerBundle(dist.dir, STAND_IN);
    // A limit of 2 API calls per minute: the renders' own calls must not count against it.
    app = await buildTestApp({ staticDir: dist.dir, config: { rateLimitMax: 2, pageRenderThreads: 0 } });
  });

  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  beforeEach(() => contentOf(app).cache.clear());

  it('answers a page with its rendered HTML, revalidated on each visit, varying by language and agent', async () => {
    const response = await app.inject('/pages/events?active=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie, accept-language, user-agent/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const [url, language, agent] = line(response.body);
    expect([url, language, agent]).toEqual(['/pages/events?active=1', 'EN', 'desktop']);
  });

  it('renders a page once per URL and variant, then answers from the cache', async () => {
    const before = renders();
    const first = await app.inject('/pages/home');
    const second = await app.inject('/pages/home');
    expect(renders()).toBe(before + 1);
    expect(second.body).toBe(first.body);
    await app.inject('/pages/home?language=TC');
    await app.inject({ url: '/pages/home', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' } });
    expect(renders()).toBe(before + 3);
  });

  it('keeps the requested host in the cache key when no public URL is configured', async () => {
    const a = await app.inject({ url: '/pages/about', headers: { host: 'portal.example' } });
    const b = await app.inject({ url: '/pages/about', headers: { host: 'elsewhere.example' } });
    expect(line(a.body).at(-1)).toBe('http://portal.example');
    expect(line(b.body).at(-1)).toBe('http://elsewhere.example');
  });

  it('answers 304 to a matching If-None-Match and sends the brotli twin when accepted', async () => {
    const first = await app.inject('/pages/app');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await app.inject({ url: '/pages/app', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const br = await app.inject({ url: '/pages/app', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('renders a page anew after a content write', async () => {
    const before = renders();
    await app.inject('/pages/talentBenefits');
    const { cache } = contentOf(app);
    cache.noteVersion(Number.MAX_SAFE_INTEGER);
    await app.inject('/pages/talentBenefits');
    expect(renders()).toBe(before + 2);
  });

  it('sends a page whose content failed to load without keeping it', async () => {
    const before = renders();
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject('/pages/events?unavailable=1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(line(response.body)[0]).toBe('/pages/events?unavailable=1');
    }
    expect(renders()).toBe(before + 2);
  });

  it('answers a not-found page (a detail of no document) with 404, from the cache as well', async () => {
    const before = renders();
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject('/pages/services/serviceDetail?documentNo=missing');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(line(response.body)[0]).toBe('/pages/services/serviceDetail?documentNo=missing');
    }
    expect(renders()).toBe(before + 1);
  });

  it('redirects the root as the renderer says', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pages/home');
  });

  it('sends the client-rendered shell when rendering fails, and does not keep the failure', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject('/pages/home?crash=1');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(WEB_MARKER);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the render's API calls in-process, outside the client rate limit", async () => {
    for (const page of ['/pages/study', '/pages/work', '/pages/invest', '/pages/life']) {
      expect(line((await app.inject(page)).body)[4]).toBe('200');
    }
    // The visitor's own API calls are limited as before (a client of its own, so no other test's calls count).
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ url: '/api/shared/version', remoteAddress: '192.0.2.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('never serves the server bundle itself', async () => {
    const response = await app.inject(`/${SSR_BUNDLE}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('createPageRenderer');
  });

  it('cannot be told to skip the rate limit by a client', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const headers = { 'x-internal-request': 'guess' };
      statuses.push((await app.inject({ url: '/api/shared/version', headers, remoteAddress: '192.0.2.2' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  describe('sitemap and robots', () => {
    const seed = loadSeedContent();
    const parse = (xml: string) => {
      const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      return doc;
    };

    it('lists every public page and every benefit, event, service, life entry and job, each in three languages with its alternates', async () => {
      const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'portal.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers.etag).toBeTruthy();
      const doc = parse(response.body);
      const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
      const documents = seed.benefits.length + seed.events.length + seed.services.length + seed.life.length + seed.hkMacaoGuides.length + seed.jobs.length;
      expect(locs).toHaveLength((2 + documents) * 3);
      for (const language of ['EN', 'CN', 'TC']) {
        expect(locs).toContain(`http://portal.example/pages/events?language=${language}`);
        for (const benefit of seed.benefits) {
          expect(locs).toContain(`http://portal.example/pages/talentBenefits/detail?documentNo=${benefit.documentNo}&language=${language}`);
        }
        for (const event of seed.events) {
          expect(locs).toContain(`http://portal.example/pages/events/detail?documentNo=${event.documentNo}&language=${language}`);
        }
        for (const service of seed.services) {
          expect(locs).toContain(`http://portal.example/pages/services/serviceDetail?documentNo=${service.documentNo}&language=${language}`);
        }
        // Closed jobs too: their pages stay readable.
        for (const job of seed.jobs) {
          expect(locs).toContain(`http://portal.example/pages/employment/detail?documentNo=${job.documentNo}&language=${language}`);
        }
      }
      expect(locs).not.toContain('http://portal.example/pages/profile?language=EN');
      const first = doc.getElementsByTagName('url')[0]!;
      const alternates = [...first.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates).toEqual([
        ['en', 'http://portal.example/pages/home?language=EN'],
        ['zh-Hans', 'http://portal.example/pages/home?language=CN'],
        ['zh-Hant', 'http://portal.example/pages/home?language=TC'],
        ['x-default', 'http://portal.example/pages/home'],
      ]);
      // Documents carry the time they last changed.
      const detail = [...doc.getElementsByTagName('url')].find((url) => url.textContent?.includes('documentNo='));
      expect(detail?.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('drops a document at once when it is taken down', async () => {
      const benefit = seed.benefits[0]!.documentNo;
      const has = async () => (await app.inject('/sitemap.xml')).body.includes(`documentNo=${benefit}&`);
      expect(await has()).toBe(true);
      expect(await contentOf(app).store.remove(benefit)).toBe(true);
      expect(await has()).toBe(false);
    });

    it('lets crawlers read the public pages, keeps them out of the API, the kiosk and the profile, and names the sitemap', async () => {
      const response = await app.inject({ url: '/robots.txt', headers: { host: 'portal.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.trim().split('\n');
      expect(lines).toEqual([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /m_api/',
        'Disallow: /dev/',
        'Disallow: /kiosk/',
        'Disallow: /pages/profile',
        'Sitemap: http://portal.example/sitemap.xml',
      ]);
    });

    it('are in the API documentation', async () => {
      const spec = (await app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
      expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/sitemap.xml', '/robots.txt']));
    });
  });
});
