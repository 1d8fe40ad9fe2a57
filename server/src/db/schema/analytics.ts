import { bigserial, customType, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ContentLanguage } from './content.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What a beacon reports: a page view, or one of the events the editors follow. */
export const ANALYTICS_EVENT_KINDS = [
  'search',
  'assistant_answered',
  'assistant_handoff',
  'calculator_completed',
  'report_completed',
  'resume_delivered',
  'chat_started',
] as const;
export const ANALYTICS_KINDS = ['pageview', ...ANALYTICS_EVENT_KINDS] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];
export const ANALYTICS_SURFACES = ['web', 'kiosk'] as const;
export type AnalyticsSurface = (typeof ANALYTICS_SURFACES)[number];
export const ANALYTICS_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

/**
 * Raw beacon rows (issue: first-party analytics). The table is partitioned by month on `occurred_at` (China-time
 * months, `analytics_events_YYYY_MM`), which Drizzle cannot express: migration 0009 creates the parent by hand and the
 * maintenance creates the partitions; this definition is for queries. `visitor` is a hash of a daily random salt with
 * the client's address and browser string, computed in memory: neither is stored, nor any account or session.
 * `query` is kept only for a search that found nothing (the content gaps). Rows older than 90 days are dropped.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The China-time date of `occurred_at`. */
    day: date('day', { mode: 'string' }).notNull(),
    visitor: bytea('visitor').notNull(),
    kind: varchar('kind', { length: 24 }).$type<AnalyticsKind>().notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    surface: varchar('surface', { length: 5 }).$type<AnalyticsSurface>().notNull(),
    device: varchar('device', { length: 7 }).$type<AnalyticsDevice>().notNull(),
    referrerHost: varchar('referrer_host', { length: 253 }),
    results: integer('results'),
    query: varchar('query', { length: 100 }),
  },
  (t) => [primaryKey({ columns: [t.id, t.occurredAt] }), index('analytics_events_day_kind_idx').on(t.day, t.kind)],
);

/** One random salt per China-time day, created on first use by whichever instance comes first; deleted after 48 h. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The rollup dimensions: what `key`, `language`, `surface` and `device` hold in a row of `analytics_daily`. */
export const ANALYTICS_DIMENSIONS = [
  /** The day as a whole: visitors (any row), page views, events (rows that are not page views). */
  'total',
  /** key = path. */
  'page',
  /** language. */
  'language',
  /** device. */
  'device',
  /** surface and device. */
  'surface_device',
  /** key = referrer host. */
  'referrer',
  /** key = event kind; `events` counts them, `visitors` who sent them. */
  'event',
  /** key = the normalised query of a search without results (empty when it was not kept), language. */
  'search_gap',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/**
 * Daily totals, kept after the raw rows are gone. `visitors` are the distinct visitor hashes of that day and
 * dimension (the hash changes every day by design, so visitors over a range are a sum of days). Unused dimension
 * columns hold ''.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 16 }).$type<AnalyticsDimension>().notNull(),
    key: varchar('key', { length: 253 }).notNull().default(''),
    language: varchar('language', { length: 2 }).notNull().default(''),
    surface: varchar('surface', { length: 5 }).notNull().default(''),
    device: varchar('device', { length: 7 }).notNull().default(''),
    visitors: integer('visitors').notNull().default(0),
    pageviews: integer('pageviews').notNull().default(0),
    events: integer('events').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key, t.language, t.surface, t.device] })],
);

/** The days whose rollup is written: the dashboard reads those from `analytics_daily`, any other from the raw rows. */
export const analyticsRollups = pgTable('analytics_rollups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
});
