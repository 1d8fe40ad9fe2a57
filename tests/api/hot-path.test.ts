import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { COMPRESS_THRESHOLD, encodeBody, negotiateEncoding } from '../../server/src/lib/encodings.js';
import { buildSecurityHeaders } from '../../server/src/plugins/security-headers.js';
import { validatorCompiler } from '../../server/src/plugins/validator.js';
import { BenefitListQuery } from '../../server/src/routes/content/schemas.js';
import { contentOf } from '../../server/src/services/content/content-context.js';
import { buildTestApp, pgliteTemplate } from './support/build-test-app.js';
import { createEmptyDir } from './support/fake-dist.js';

const LIST = '/api/benefits?language=EN&page=1&pageSize=10';

describe('cached content goes out pre-compressed', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
    { accept: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
    { accept: 'gzip;q=0.5, *;q=0.8', encoding: 'br', decode: brotliDecompressSync },
  ])('answers "$accept" with $encoding, the same body as identity', async ({ accept, encoding, decode }) => {
    const plain = await app.inject(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);

    const packed = await app.inject({ url: LIST, headers: { 'accept-encoding': accept } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toBe('accept-encoding');
    expect(packed.headers.etag).toBe(plain.headers.etag);
    expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decode(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('sends identity when nothing acceptable is offered', async () => {
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await app.inject({ url: LIST, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().code).toBe(0);
    }
  });

  it('still answers 304 to a matching If-None-Match, whatever the encoding', async () => {
    const first = await app.inject({ url: LIST, headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: LIST,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a repeated call from the stored twin (no new compression)', async () => {
    const a = await app.inject({ url: LIST, headers: { 'accept-encoding': 'br' } });
    const b = await app.inject({ url: LIST, headers: { 'accept-encoding': 'br' } });
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });
});

describe('a URL answered from the cache before goes straight to its entry', () => {
  const DETAIL = '/api/benefits/detail?documentNo=BEN-2022-0001&language=EN';
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('still sees a content write at once', async () => {
    const content = contentOf(app);
    const before = await app.inject(DETAIL);
    const again = await app.inject(DETAIL);
    expect(again.headers.etag).toBe(before.headers.etag);
    const original = before.json().data as { title: string };
    await content.store.save({
      documentNo: 'BEN-2022-0001',
      section: 'benefit',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
      translations: { EN: { title: 'Rewritten for the shortcut test' }, CN: { title: '改写' } },
    });
    const after = await app.inject(DETAIL);
    expect(after.json().data.title).toBe('Rewritten for the shortcut test');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(original.title).not.toBe('Rewritten for the shortcut test');
  });

  it('answers spellings of one query with one entry, and keeps answering bad ones with 400', async () => {
    const ab = await app.inject('/api/benefits?talentType=entrepreneur&talentType=topTalent&language=EN');
    const ba = await app.inject('/api/benefits?language=EN&talentType=topTalent&talentType=entrepreneur');
    expect(ab.statusCode).toBe(200);
    expect(ba.headers.etag).toBe(ab.headers.etag);
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject('/api/benefits?page=0')).statusCode).toBe(400);
      expect((await app.inject('/api/benefits?talentType=nobody')).statusCode).toBe(400);
    }
  });

  it('keeps compression to the stored twins (no compress hooks on cached routes)', async () => {
    const url = '/api/benefits?language=TC&pageSize=20';
    await app.inject(url);
    const packed = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString()).toBe((await app.inject(url)).body);
  });

  it('does not slip past the rate limit', async () => {
    const limited = await buildTestApp({ config: { rateLimitMax: 5 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) codes.push((await limited.inject('/m_api/home_data?language=EN')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('encodings', () => {
  it('leaves tiny bodies alone and keeps only variants that are smaller', async () => {
    expect(await encodeBody('x'.repeat(COMPRESS_THRESHOLD - 1))).toBeUndefined();
    const big = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ title: `Benefit ${i}`, no: i })));
    const encoded = await encodeBody(big);
    expect(brotliDecompressSync(encoded!.br!).toString()).toBe(big);
    expect(gunzipSync(encoded!.gzip!).toString()).toBe(big);
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)).toString('latin1');
    const random = await encodeBody(noise);
    for (const variant of Object.values(random ?? {})) expect(variant.length).toBeLessThan(Buffer.byteLength(noise));
  });

  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR;Q=1', 'br'],
    ['br;q=0', null],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=abc, gzip', 'gzip'],
  ])('negotiates %j as %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('security headers', () => {
  it('are built once (frozen, lower-case names) and ask for upgrades only on an https origin', () => {
    const http = buildSecurityHeaders({ httpsOrigin: false });
    const https = buildSecurityHeaders({ httpsOrigin: true });
    expect(Object.isFrozen(http)).toBe(true);
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(https['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
    for (const name of Object.keys(http)) expect(name).toBe(name.toLowerCase());
  });

  it('reach API answers, errors, probes and pages; only API calls carry rate-limit headers', async () => {
    const app = await buildTestApp();
    try {
      const expected = buildSecurityHeaders({ httpsOrigin: false });
      for (const url of ['/api/shared/version', '/api/nope', '/healthz', '/pages/home']) {
        const { headers } = await app.inject(url);
        for (const [name, value] of Object.entries(expected)) expect(headers[name], `${url} ${name}`).toBe(value);
      }
      expect((await app.inject('/api/shared/version')).headers['x-ratelimit-limit']).toBeDefined();
      expect((await app.inject('/api/nope')).headers['x-ratelimit-limit']).toBeDefined();
      expect((await app.inject('/healthz')).headers['x-ratelimit-limit']).toBeUndefined();
      expect((await app.inject('/pages/home')).headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('request log', () => {
  async function linesAt(level: 'info' | 'warn') {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const staticDir = createEmptyDir();
    const config = { ...loadConfig({}), logLevel: level, dataDir: 'memory://', staticDir: staticDir.dir };
    const app = buildApp({ config, logger: { level, stream }, databaseTemplate: await pgliteTemplate(), pluginTimeout: 0 });
    await app.ready();
    lines.length = 0;
    try {
      await app.inject({ url: '/api/shared/version', headers: { 'x-request-id': 'log-test-1' } });
      await app.inject({ url: '/healthz', headers: { 'x-request-id': 'log-test-2' } });
    } finally {
      await app.close();
      staticDir.remove();
    }
    return lines.filter((line) => typeof line.reqId === 'string' && String(line.reqId).startsWith('log-test-'));
  }

  it('writes one line per request at info, with method, url, status and time', async () => {
    const lines = await linesAt('info');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'log-test-1', method: 'GET', url: '/api/shared/version', statusCode: 200 });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(lines[1]).toMatchObject({ reqId: 'log-test-2', url: '/healthz', statusCode: 200 });
  });

  it('writes none below info (LOG_LEVEL=warn)', async () => {
    expect(await linesAt('warn')).toEqual([]);
  });
});

describe('query conversion', () => {
  const validate = validatorCompiler({ schema: BenefitListQuery, httpPart: 'querystring', method: 'GET', url: '/' });

  it.each([
    { language: 'EN' },
    { language: 'TC', page: '2', pageSize: '50', talentType: 'doctor' },
    { page: '1', talentScene: ['a', 'b'], keyword: '15' },
    { page: '1.5' },
    { page: 'abc', pageSize: '' },
    { pageSize: '10000' },
    { page: '0', pageSize: '007' },
    { page: '-3', pageSize: '1e2' },
    { page: '999999999999999', pageSize: '9999999999999999999' },
    { page: 'true', pageSize: ' 12 ' },
    { talentType: '', contentType: ['x'], talentScene: [] },
    { talentType: ['a', 'a', 'b'], contentType: 'policy' },
  ])('converts %j as Value.Convert does', (query) => {
    const ours = validate({ ...query }) as { value?: unknown; error?: unknown };
    const reference = Value.Convert(BenefitListQuery, { ...query });
    if (ours.error) expect(Value.Check(BenefitListQuery, reference)).toBe(false);
    else expect(ours.value).toEqual(reference);
  });

  it('keeps bodies strict', () => {
    const body = validatorCompiler({
      schema: Type.Object({ n: Type.Integer() }),
      httpPart: 'body',
      method: 'POST',
      url: '/',
    });
    expect((body({ n: '5' }) as { error?: unknown }).error).toBeDefined();
    expect(body({ n: 5 })).toEqual({ value: { n: 5 } });
  });
});
