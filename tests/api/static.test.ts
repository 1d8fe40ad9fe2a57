import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { ERRORS } from '../../server/src/lib/error-codes.js';
import { buildTestApp } from './support/build-test-app.js';
import { expectErrorEnvelope } from './support/envelope.js';
import { ASSET_SOURCE, createEmptyDir, createFakeDist, KIOSK_MARKER, WEB_MARKER } from './support/fake-dist.js';

describe('serving the built web and kiosk apps', () => {
  const dist = createFakeDist();
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ staticDir: dist.dir });
  });

  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(ASSET_SOURCE);
  });

  it.each(['/.vite/manifest.json', '/assets/app-abc123.js.map'])('keeps the build internal %s private', async (path) => {
    const response = await app.inject(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-source');
    expect(response.body).not.toContain('"file"');
  });

  it('serves the precompressed twin when the client accepts it', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it.each([
    { url: '/', marker: WEB_MARKER },
    { url: '/index.html', marker: WEB_MARKER },
    { url: '/pages/home', marker: WEB_MARKER },
    { url: '/pages/services?active=4', marker: WEB_MARKER },
    { url: '/foo/bar', marker: WEB_MARKER },
    { url: '/auth/login', marker: WEB_MARKER },
    { url: '/kiosk/', marker: KIOSK_MARKER, cache: 'no-store' },
    { url: '/kiosk', marker: KIOSK_MARKER, cache: 'no-store' },
    { url: '/kiosk/pages/home', marker: KIOSK_MARKER, cache: 'no-store' },
  ])('GET $url → the right index.html, never cached', async ({ url, marker, cache = 'no-cache' }) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.body).toContain(marker);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("serves the kiosk's offline page in the three languages, retrying the kiosk without scripts", async () => {
    const response = await app.inject('/kiosk/offline.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Temporarily unavailable');
    expect(response.body).toContain('暂时无法使用');
    expect(response.body).toContain('暫時未能使用');
    expect(response.body).toMatch(/http-equiv="refresh" content="\d+;url=\/kiosk\/"/);
    expect(response.body).not.toContain('<script');
  });

  it('answers HEAD for a deep link', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/pages/home' });
    expect(response.statusCode).toBe(200);
  });

  it.each(['/api/nope', '/api/shared/nope', '/m_api/nope'])('%s is a 404 envelope, not index.html', async (url) => {
    const response = await app.inject(url);
    expectErrorEnvelope(response, 404, ERRORS.notFound.code);
    expect(response.body).not.toContain(WEB_MARKER);
  });

  it.each(['/assets/missing-123.js', '/favicon.ico', '/kiosk/assets/x.css'])('missing file %s is a 404', async (url) => {
    const response = await app.inject(url);
    expectErrorEnvelope(response, 404, ERRORS.notFound.code);
  });

  it('does not serve the app shell for a POST to a page path', async () => {
    expectErrorEnvelope(await app.inject({ method: 'POST', url: '/pages/home' }), 404, ERRORS.notFound.code);
  });
});

describe('without a web build', () => {
  const empty = createEmptyDir();
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ staticDir: empty.dir });
  });

  afterAll(async () => {
    await app?.close();
    empty.remove();
  });

  it('explains how to build instead of crashing', async () => {
    const response = await app.inject({ url: '/pages/home', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('npm run build:web');
  });

  it('still answers the API', async () => {
    expect((await app.inject('/api/shared/version')).statusCode).toBe(200);
    expectErrorEnvelope(await app.inject('/api/nope'), 404, ERRORS.notFound.code);
  });
});
