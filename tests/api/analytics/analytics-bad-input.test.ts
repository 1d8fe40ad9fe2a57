import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../server/src/lib/error-codes.js';
import { analyticsOf } from '../../../server/src/routes/analytics/index.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { bearer, createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { pageview, tableCounts } from './support.js';

const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };
const JSON_TYPE = { 'content-type': 'application/json' };
const good = pageview();
const withField = (field: string, value: unknown) => JSON.stringify({ ...good, [field]: value });

interface BadCase {
  name: string;
  payload: string | Buffer;
  headers?: Record<string, string>;
  status: number;
  code: number;
  mentions?: string;
}

const invalid = (name: string, payload: string, mentions?: string): BadCase => ({
  name,
  payload,
  headers: TEXT,
  status: 400,
  code: ERRORS.validation.code,
  ...(mentions ? { mentions } : {}),
});

const cases: BadCase[] = [
  { name: 'malformed JSON (text/plain)', payload: '{"kind":"pageview",', headers: TEXT, status: 400, code: ERRORS.malformedJson.code },
  { name: 'malformed JSON (application/json)', payload: '{"kind":', headers: JSON_TYPE, status: 400, code: ERRORS.malformedJson.code },
  { name: 'not JSON at all', payload: 'hello', headers: TEXT, status: 400, code: ERRORS.malformedJson.code },
  { name: 'empty body', payload: '', headers: TEXT, status: 400, code: ERRORS.emptyBody.code },
  { name: 'prototype pollution', payload: '{"__proto__":{"admin":true},"kind":"pageview"}', headers: TEXT, status: 400, code: ERRORS.malformedJson.code },
  { name: 'huge body', payload: JSON.stringify({ ...good, path: `/${'x'.repeat(70_000)}` }), headers: TEXT, status: 413, code: ERRORS.payloadTooLarge.code },
  { name: 'form body', payload: 'kind=pageview', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, code: ERRORS.unsupportedMediaType.code },
  { name: 'xml body', payload: '<a/>', headers: { 'content-type': 'application/xml' }, status: 415, code: ERRORS.unsupportedMediaType.code },
  invalid('unknown kind', withField('kind', 'purchase'), 'kind'),
  invalid('kind in the wrong case', withField('kind', 'PageView'), 'kind'),
  invalid('path without a leading slash', withField('path', 'jobs'), 'path'),
  invalid('path as a full URL', withField('path', 'https://evil.example/'), 'path'),
  invalid('path with a newline', withField('path', '/a\nb'), 'path'),
  invalid('empty path', withField('path', ''), 'path'),
  invalid('path over 2048 characters', withField('path', `/${'a'.repeat(2048)}`), 'path'),
  invalid('unknown language', withField('language', 'FR'), 'language'),
  invalid('unknown surface', withField('surface', 'tv'), 'surface'),
  invalid('width as text', withField('width', '1280'), 'width'),
  invalid('fractional width', withField('width', 1280.5), 'width'),
  invalid('negative width', withField('width', -1), 'width'),
  invalid('huge width', withField('width', 1e12), 'width'),
  invalid('results as text', JSON.stringify({ ...good, kind: 'search', results: 'none' }), 'results'),
  invalid('negative results', JSON.stringify({ ...good, kind: 'search', results: -1 }), 'results'),
  invalid('query over 500 characters', JSON.stringify({ ...good, kind: 'search', results: 0, query: 'q'.repeat(501) }), 'query'),
  invalid('query with control characters', JSON.stringify({ ...good, kind: 'search', results: 0, query: 'a\u0000b' }), 'query'),
  invalid('referrer as a number', withField('referrer', 5), 'referrer'),
  invalid('unknown field (an IP)', withField('ip', '1.2.3.4'), 'ip'),
  invalid('unknown field (a user id)', withField('userId', 7), 'userId'),
  invalid('empty batch', '[]'),
  invalid('batch of 21', JSON.stringify(Array.from({ length: 21 }, () => good))),
  invalid('batch with a bad event', JSON.stringify([good, { ...good, kind: 'nope' }])),
  invalid('nested batch', JSON.stringify([[good]])),
  invalid('null', 'null'),
  invalid('a number', '42'),
  invalid('a string', '"pageview"'),
  { name: 'missing fields', payload: '{"kind":"pageview"}', headers: TEXT, status: 400, code: ERRORS.requiredField.code },
  { name: 'search without results', payload: withField('kind', 'search'), headers: TEXT, status: 400, code: ERRORS.requiredField.code, mentions: 'results' },
  { name: 'search without results in a batch', payload: JSON.stringify([good, { ...good, kind: 'search' }]), headers: TEXT, status: 400, code: ERRORS.requiredField.code, mentions: '1.results' },
];

/** Deterministic random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ODD_VALUES: unknown[] = [null, true, 0, -1, 1e308, '', ' ', '\u0000', '🏠'.repeat(50), [], {}, [1], { a: 1 }, 'x'.repeat(3000), '/%E0%A4%A', '//evil.example', '/a?b#c'];

/** Good beacons with one field replaced, removed or added, and raw bytes cut at random points. */
function mutations(count: number): string[] {
  const next = random(20_261_125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const fields = ['kind', 'path', 'language', 'surface', 'width', 'referrer', 'results', 'query', 'extra'];
  return Array.from({ length: count }, () => {
    const event: Record<string, unknown> = { ...good, kind: pick(['pageview', 'search', 'chat_started']), results: 0 };
    const field = pick(fields);
    if (next() < 0.2) delete event[field];
    else event[field] = pick(ODD_VALUES);
    const text = JSON.stringify(next() < 0.3 ? [event, good] : event);
    return next() < 0.15 ? text.slice(0, Math.floor(next() * text.length)) : text;
  });
}

describe.each(TEST_DATABASES)('analytics bad input on $name', (database) => {
  let h: ConsoleHarness;
  let editor: Person;

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    editor = await h.person(['editor:event']);
  });

  afterAll(async () => {
    await h?.close();
  });

  it.each(cases)('beacon: $name → $status envelope', async ({ payload, headers, status, code, mentions }) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/analytics/events', headers: { 'accept-language': 'en', ...headers }, payload });
    const body = expectErrorEnvelope(response, status, code);
    if (mentions) expect(body.message).toContain(mentions);
  });

  it('answers random malformed beacons with a 204 or a 4xx envelope, never a 5xx, and stores only valid ones', async () => {
    const before = (await tableCounts(h.app)).analytics_events;
    let accepted = 0;
    for (const payload of mutations(400)) {
      const response = await h.app.inject({ method: 'POST', url: '/api/analytics/events', headers: TEXT, payload });
      expect(response.statusCode, payload).toBeLessThan(500);
      if (response.statusCode === 204) accepted += 1;
      else expectErrorEnvelope(response, response.statusCode);
    }
    expect(accepted).toBeGreaterThan(0);
    await analyticsOf(h.app).flush();
    expect((await tableCounts(h.app)).analytics_events).toBeGreaterThan(before);
  });

  it('answers malformed dashboard queries with a 4xx envelope', async () => {
    const next = random(7);
    const values = ['', 'x', '2026-13-01', '2026-02-29', '0000-00-00', '9999-12-31', '2026-1-1', '20261101', '2026-11-01T00:00', '%00', '🏠', '1'.repeat(300)];
    const urls = ['/api/console/analytics', '/api/console/analytics.csv?report=pages&'];
    for (let i = 0; i < 120; i += 1) {
      const from = encodeURIComponent(values[Math.floor(next() * values.length)]!);
      const to = encodeURIComponent(values[Math.floor(next() * values.length)]!);
      const base = urls[i % 2]!;
      const url = `${base}${base.includes('?') ? '' : '?'}from=${from}&to=${to}`;
      const response = await h.app.inject({ method: 'GET', url, headers: bearer(editor.token) });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode !== 200) expectErrorEnvelope(response, response.statusCode);
    }
    for (const url of ['/api/console/analytics.csv?report=', '/api/console/analytics.csv?report=PAGES', '/api/console/analytics?from=2026-11-01&from=2026-11-02', '/api/console/analytics?from=%E0%A4%A']) {
      const response = await h.app.inject({ method: 'GET', url, headers: bearer(editor.token) });
      expect(response.statusCode, url).toBe(400);
      expectErrorEnvelope(response, 400);
    }
    const future = await h.app.inject({ method: 'GET', url: '/api/console/analytics?from=9999-12-30&to=9999-12-31', headers: bearer(editor.token) });
    expect(future.statusCode).toBe(200);
    expectErrorEnvelope(await h.app.inject({ method: 'GET', url: '/api/console/analytics' }), 401);
    expectErrorEnvelope(await h.app.inject({ method: 'POST', url: '/api/console/analytics', headers: bearer(editor.token) }), 404);
  });

  it('answers a valid beacon sent the three ways a browser sends it, with no cookie', async () => {
    for (const headers of [TEXT, JSON_TYPE, { 'content-type': 'text/plain' }]) {
      const response = await h.app.inject({ method: 'POST', url: '/api/analytics/events', headers, payload: JSON.stringify([good, good]) });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // text/plain stays refused everywhere else.
    expectErrorEnvelope(
      await h.app.inject({ method: 'POST', url: '/api/kiosk/heartbeat', headers: TEXT, payload: '{}' }),
      415,
      ERRORS.unsupportedMediaType.code,
    );
  });

  it('describes the beacon and both dashboard calls in the OpenAPI document', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(doc.paths['/api/analytics/events']?.post?.summary).toMatch(/DNT/);
    expect(doc.paths['/api/console/analytics']?.get?.summary).toMatch(/sum of daily unique visitors/);
    expect(doc.paths['/api/console/analytics.csv']?.get).toBeDefined();
  });

  it('keeps the code of each refusal distinct from every other console error', () => {
    const codes = Object.values(CONSOLE_ERRORS).map((kind) => kind.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.values(ERRORS).map((kind) => kind.code)).not.toContain(CONSOLE_ERRORS.dayInvalid.code);
  });
});
