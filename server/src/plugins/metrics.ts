import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, count, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { mailOutbox } from '../db/schema/auth.js';
import { contentSchedule } from '../db/schema/editorial.js';
import { kioskDevices } from '../db/schema/kiosk.js';
import { searchIndex } from '../db/schema/search.js';

/**
 * Metrics for operators (issue #31 §5), in Prometheus's text format at `GET /metrics`, for a scraper holding
 * METRICS_TOKEN (Authorization: Bearer …). Without METRICS_TOKEN nothing is measured and /metrics is not there.
 */

/** What the rest of the server reports; does nothing when metrics are off. */
export interface Metrics {
  /** A page request answered: from the page cache, rendered now, rendered in the browser at capacity, refused, failed. */
  pageRender(result: PageRenderResult, seconds?: number): void;
}

export type PageRenderResult = 'cached' | 'rendered' | 'uncached' | 'capacity' | 'refused' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** A kiosk beats every 60 s (kiosk/heartbeat.ts): one not heard for three beats is missing. */
const KIOSK_MISSING_AFTER_MS = 3 * 60_000;
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The route's pattern (bounded: never the raw URL), or `unmatched`. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Times each query the database client runs through `method` (the pool's or the embedded database's). */
function timeQueries(target: object, method: 'query', histogram: Histogram<'driver'>, driver: string): void {
  const host = target as Record<string, unknown>;
  const original = host[method];
  if (typeof original !== 'function') return;
  host[method] = function timed(this: unknown, ...args: unknown[]) {
    const end = histogram.startTimer({ driver });
    const result: unknown = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => end(),
        () => end(),
      );
    } else end();
    return result;
  };
}

function register(app: FastifyInstance, token: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const registry = new Registry();
  registry.setDefaultLabels({ instance: `${app.config.host}:${app.config.port}` });
  // Process figures, the event loop's lag among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const pages = new Counter({
    name: 'portal_page_requests_total',
    help: 'Page requests by how they were answered: cached, rendered (and kept), uncached (rendered, not kept), capacity (sent to be rendered in the browser), refused (render budget), failed',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'portal_page_render_duration_seconds',
    help: 'Server render time of pages not answered from the page cache',
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.decorate<Metrics>('metrics', {
    pageRender(result, seconds) {
      pages.inc({ result });
      if (seconds !== undefined) renders.observe(seconds);
    },
  });

  const queries = new Histogram({
    name: 'portal_db_query_duration_seconds',
    help: 'Database query time, by driver (transactions excepted)',
    labelNames: ['driver'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const { database } = app;
  if (database.driver === 'postgres') {
    timeQueries(database.pool, 'query', queries, 'postgres');
    const { pool } = database;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  } else {
    timeQueries(database.client, 'query', queries, 'pglite');
  }

  new Gauge({
    name: 'portal_event_streams_open',
    help: 'Server-Sent Events streams this instance holds open (chat)',
    registers: [registry],
    collect() {
      this.set(app.chat.streams.size);
    },
  });

  // What the database says, asked at each scrape (a few indexed counts).
  const seconds = (at: Date | string | null | undefined, now: number) => (at ? Math.max(0, (now - new Date(at).getTime()) / 1000) : 0);
  const outbox = new Gauge({
    name: 'portal_outbox_mails',
    help: 'Mails in the outbox: pending (not yet delivered) and failed (given up)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'portal_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail still waiting to be delivered (0 when none)',
    registers: [registry],
  });
  const schedules = new Gauge({
    name: 'portal_scheduled_changes',
    help: 'Scheduled publications: due (waiting, time reached), late (due for over a minute) and failed',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const indexAge = new Gauge({
    name: 'portal_search_index_age_seconds',
    help: 'Time since the search index last took in a change',
    registers: [registry],
  });
  const kiosks = new Gauge({
    name: 'portal_kiosks_missing',
    help: 'Registered kiosks not heard from for three heartbeats',
    registers: [registry],
  });
  const scrapeErrors = new Counter({
    name: 'portal_metrics_database_errors_total',
    help: 'Scrapes whose database figures could not be read',
    registers: [registry],
  });

  async function readDatabaseFigures(): Promise<void> {
    const now = Date.now();
    const nowDate = new Date(now);
    const [[mail], [failed], [due], [late], [failures], [indexed], [missing]] = await Promise.all([
      app.db.select({ pending: count(), oldest: min(mailOutbox.createdAt) }).from(mailOutbox).where(sql`${mailOutbox.status} = 'pending'`),
      app.db.select({ n: count() }).from(mailOutbox).where(sql`${mailOutbox.status} = 'failed'`),
      app.db
        .select({ n: count() })
        .from(contentSchedule)
        .where(and(isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt), lt(contentSchedule.runAt, nowDate))),
      app.db
        .select({ n: count() })
        .from(contentSchedule)
        .where(and(isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt), lt(contentSchedule.runAt, new Date(now - 60_000)))),
      app.db.select({ n: count() }).from(contentSchedule).where(isNotNull(contentSchedule.failure)),
      app.db.select({ at: sql<Date | string | null>`max(${searchIndex.indexedAt})` }).from(searchIndex),
      app.db
        .select({ n: count() })
        .from(kioskDevices)
        .where(and(isNotNull(kioskDevices.keyHash), lt(kioskDevices.lastSeenAt, new Date(now - KIOSK_MISSING_AFTER_MS)))),
    ]);
    outbox.set({ status: 'pending' }, mail?.pending ?? 0);
    outbox.set({ status: 'failed' }, failed?.n ?? 0);
    outboxOldest.set(seconds(mail?.oldest, now));
    schedules.set({ state: 'due' }, due?.n ?? 0);
    schedules.set({ state: 'late' }, late?.n ?? 0);
    schedules.set({ state: 'failed' }, failures?.n ?? 0);
    indexAge.set(seconds(indexed?.at, now));
    kiosks.set(missing?.n ?? 0);
  }

  return async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized\n');
      }
      try {
        await readDatabaseFigures();
      } catch (error) {
        scrapeErrors.inc();
        request.log.warn({ err: error }, 'metrics: database figures not read');
      }
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  };
}

export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    let scrape: ReturnType<typeof register> | undefined;
    if (token) scrape = register(app, token);
    else app.decorate<Metrics>('metrics', { pageRender() {} });
    app.get(
      '/metrics',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          summary:
            'Prometheus metrics (text format 0.0.4) for the holder of METRICS_TOKEN (Authorization: Bearer …): 401 without it; 404 when METRICS_TOKEN is not set',
        },
      },
      async (request, reply) => {
        if (!scrape) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
        return scrape(request, reply);
      },
    );
  },
  { name: 'metrics', dependencies: ['db', 'chat'] },
);
