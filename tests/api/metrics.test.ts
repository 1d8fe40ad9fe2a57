import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { mailOutbox } from '../../server/src/db/schema/auth.js';
import { contentSchedule } from '../../server/src/db/schema/editorial.js';
import { kioskDevices } from '../../server/src/db/schema/kiosk.js';
import { buildTestApp } from './support/build-test-app.js';
import { createFakeDist, writeServerBundle } from './support/fake-dist.js';

/*
 * Issue #31 §5: GET /metrics in Prometheus's text format, for the holder of METRICS_TOKEN only; what it says is read
 * back here after the requests and rows that make it.
 */

const TOKEN = 'metrics-token-for-the-test-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** A render bundle standing in for the real one: every page is rendered (and kept) as a line of HTML. */
const STAND_IN = `
export function createPageRenderer() {
  return {
    sitemapPages: { pages: [], privatePages: [], documentPages: {} },
    isPagePath: (path) => path.startsWith('/pages'),
    variantOf: () => ({ language: 'EN', mobile: false }),
    async render(facts) {
      return { kind: 'page', status: 200, html: '<!doctype html><p>rendered ' + facts.url + '</p>', cacheable: true };
    },
  };
}`;

/** The value of the one sample of `name` whose labels include every `labels` pair. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  const dist = createFakeDist();
  let app: App;

  beforeAll(async () => {
    writeServerBundle(dist.dir, STAND_IN);
    app = await buildTestApp({ staticDir: dist.dir, config: { metricsToken: TOKEN, pageRenderThreads: 0 } });
  });

  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it('is not there without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.inject('/metrics')).statusCode).toBe(404);
      expect((await plain.inject({ url: '/metrics', headers: AUTH })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers only the holder of the token', async () => {
    const none = await app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    const scraped = await app.inject({ url: '/metrics', headers: AUTH });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests and their latency by route pattern and status class, never by raw URL', async () => {
    const before = await app.inject({ url: '/metrics', headers: AUTH });
    const count = (text: string, labels: Record<string, string>) => sample(text, 'portal_http_requests_total', labels) ?? 0;
    const healthy = { method: 'GET', route: '/healthz', status_class: '2xx' };
    const missing = { method: 'GET', route: '/api/chat/conversations/:id', status_class: '4xx' };
    for (let i = 0; i < 3; i += 1) await app.inject('/healthz');
    await app.inject('/api/chat/conversations/NOPE-1');
    await app.inject('/api/chat/conversations/NOPE-2');
    const after = (await app.inject({ url: '/metrics', headers: AUTH })).body;
    expect(count(after, healthy) - count(before.body, healthy)).toBe(3);
    expect(count(after, missing) - count(before.body, missing)).toBe(2);
    expect(sample(after, 'portal_http_request_duration_seconds_count', healthy)).toBe(count(after, healthy));
    expect(after).not.toContain('NOPE-1');
    // The process's own figures, the event loop's lag among them.
    expect(sample(after, 'portal_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'portal_db_query_duration_seconds_count', { driver: 'pglite' })).toBeGreaterThan(0);
    expect(sample(after, 'portal_event_streams_open')).toBe(0);
  });

  it('tells rendered pages from cached ones, with the render time', async () => {
    const text = async () => (await app.inject({ url: '/metrics', headers: AUTH })).body;
    const rendered = (t: string) => sample(t, 'portal_page_requests_total', { result: 'rendered' }) ?? 0;
    const cached = (t: string) => sample(t, 'portal_page_requests_total', { result: 'cached' }) ?? 0;
    const before = await text();
    expect((await app.inject('/pages/metrics-probe')).statusCode).toBe(200);
    expect((await app.inject('/pages/metrics-probe')).statusCode).toBe(200);
    const after = await text();
    expect(rendered(after) - rendered(before)).toBe(1);
    expect(cached(after) - cached(before)).toBe(1);
    expect(sample(after, 'portal_page_render_duration_seconds_count')).toBe(rendered(after));
  });

  it('reads the outbox, the schedules and the kiosks from the database at each scrape', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await app.db.insert(mailOutbox).values([
      { recipient: 'a@example.org', subject: 's', text: 't', html: 'h', createdAt: hourAgo },
      { recipient: 'b@example.org', subject: 's', text: 't', html: 'h', status: 'failed' },
    ]);
    await app.db.insert(contentSchedule).values([
      { documentNo: 'SCHED-1', language: 'EN', action: 'publish', runAt: hourAgo },
      { documentNo: 'SCHED-2', language: 'EN', action: 'publish', runAt: hourAgo, doneAt: new Date(), failure: 'a required field is missing' },
    ]);
    await app.db.insert(kioskDevices).values([
      { deviceId: 'hall-1', appVersion: '1', route: '/', online: true, keyHash: 'a'.repeat(64), lastSeenAt: hourAgo },
      { deviceId: 'hall-2', appVersion: '1', route: '/', online: true, keyHash: 'b'.repeat(64), lastSeenAt: new Date() },
    ]);
    const text = (await app.inject({ url: '/metrics', headers: AUTH })).body;
    expect(sample(text, 'portal_outbox_mails', { status: 'pending' })).toBe(1);
    expect(sample(text, 'portal_outbox_mails', { status: 'failed' })).toBe(1);
    expect(sample(text, 'portal_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3590);
    expect(sample(text, 'portal_scheduled_changes', { state: 'due' })).toBe(1);
    expect(sample(text, 'portal_scheduled_changes', { state: 'late' })).toBe(1);
    expect(sample(text, 'portal_scheduled_changes', { state: 'failed' })).toBe(1);
    expect(sample(text, 'portal_kiosks_missing')).toBe(1);
    expect(sample(text, 'portal_search_index_age_seconds')).toBeGreaterThanOrEqual(0);
  });
});
