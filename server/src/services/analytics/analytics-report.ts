import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  ANALYTICS_DEVICES,
  ANALYTICS_EVENT_KINDS,
  ANALYTICS_SURFACES,
  analyticsDaily,
  analyticsEvents,
  analyticsRollups,
  CONTENT_LANGUAGES,
  type AnalyticsDevice,
  type AnalyticsDimension,
  type AnalyticsSurface,
  type ContentLanguage,
} from '../../db/schema/index.js';
import { csvCell } from '../console/audit.js';
import { addDays, daysBetween } from './analytics-events.js';
import { aggregateOf, rowsOf } from './analytics-maintenance.js';

export const RANGE_DAYS_MAX = 366;
export const RANGE_DAYS_DEFAULT = 30;
export const TOP_PAGES = 20;
export const TOP_REFERRERS = 20;
export const TOP_SEARCH_GAPS = 50;

export interface Counts {
  visitors: number;
  pageviews: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  /** Visitors are the sum of each day's distinct visitors: the hash changes daily, so no one is followed across days. */
  totals: Counts & { events: number };
  series: Array<Counts & { day: string }>;
  pages: Array<Counts & { path: string }>;
  languages: Array<Counts & { language: ContentLanguage }>;
  devices: Array<Counts & { device: AnalyticsDevice }>;
  referrers: Array<Counts & { host: string }>;
  surfaces: Array<Counts & { surface: AnalyticsSurface; device: AnalyticsDevice }>;
  events: Array<{ kind: (typeof ANALYTICS_EVENT_KINDS)[number]; count: number; visitors: number }>;
  searches: { withResults: number; withoutResults: number };
  /** Searches without results by query and language (queries that might name a person are not kept). */
  searchGaps: Array<{ query: string; language: ContentLanguage; count: number }>;
}

interface Row {
  day: string | null;
  dimension: AnalyticsDimension;
  key: string;
  language: string;
  surface: string;
  device: string;
  visitors: number;
  pageviews: number;
  events: number;
}

/**
 * Every dimension over a range, summed over its days (the day kept for the totals): rolled-up days from
 * `analytics_daily`, any other day (today, or a day the maintenance has not reached yet) from the raw rows, so the
 * numbers are right at once.
 */
async function readRows(db: Database, from: string, to: string): Promise<Row[]> {
  const raw = aggregateOf(sql`${analyticsEvents.day} between ${from} and ${to}
    and not exists (select 1 from ${analyticsRollups} r where r.day = ${analyticsEvents.day})`);
  const result = await db.execute(sql`
    select case when dimension = 'total' then day::text end as day, dimension, key, language, surface, device,
      sum(visitors)::int as visitors, sum(pageviews)::int as pageviews, sum(events)::int as events
    from (
      select ${analyticsDaily.day} as day, ${analyticsDaily.dimension} as dimension, ${analyticsDaily.key} as key,
        ${analyticsDaily.language} as language, ${analyticsDaily.surface} as surface, ${analyticsDaily.device} as device,
        ${analyticsDaily.visitors} as visitors, ${analyticsDaily.pageviews} as pageviews, ${analyticsDaily.events} as events
      from ${analyticsDaily} where ${analyticsDaily.day} between ${from} and ${to}
      union all
      select * from (${raw}) raw
    ) every_day
    group by 1, 2, 3, 4, 5, 6`);
  return rowsOf<Row>(result);
}

const byCounts = (a: Counts, b: Counts) => b.pageviews - a.pageviews || b.visitors - a.visitors;
const counts = (row: Row): Counts => ({ visitors: row.visitors, pageviews: row.pageviews });

/** The whole dashboard for a range of China dates (both included); lists in full, the routes cut the top ones. */
export async function analyticsReport(db: Database, from: string, to: string): Promise<AnalyticsReport> {
  const rows = await readRows(db, from, to);
  const of = (dimension: AnalyticsDimension) => rows.filter((row) => row.dimension === dimension);
  const perDay = new Map(of('total').map((row) => [row.day!, row]));
  const series = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const day = addDays(from, i);
    const row = perDay.get(day);
    return { day, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
  });
  const totals = of('total').reduce(
    (sum, row) => ({ visitors: sum.visitors + row.visitors, pageviews: sum.pageviews + row.pageviews, events: sum.events + row.events }),
    { visitors: 0, pageviews: 0, events: 0 },
  );
  const known = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
  const gaps = of('search_gap');
  const searchEvents = of('event').find((row) => row.key === 'search')?.events ?? 0;
  const withoutResults = gaps.reduce((sum, row) => sum + row.events, 0);
  return {
    from,
    to,
    totals,
    series,
    pages: of('page')
      .map((row) => ({ path: row.key, ...counts(row) }))
      .sort((a, b) => byCounts(a, b) || a.path.localeCompare(b.path)),
    languages: CONTENT_LANGUAGES.map((language) => {
      const row = of('language').find((candidate) => candidate.language === language);
      return { language, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
    }),
    devices: ANALYTICS_DEVICES.map((device) => {
      const row = of('device').find((candidate) => candidate.device === device);
      return { device, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
    }),
    referrers: of('referrer')
      .map((row) => ({ host: row.key, ...counts(row) }))
      .sort((a, b) => byCounts(a, b) || a.host.localeCompare(b.host)),
    surfaces: ANALYTICS_SURFACES.flatMap((surface) =>
      ANALYTICS_DEVICES.map((device) => {
        const row = of('surface_device').find((candidate) => candidate.surface === surface && candidate.device === device);
        return { surface, device, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
      }),
    ),
    events: ANALYTICS_EVENT_KINDS.map((kind) => {
      const row = of('event').find((candidate) => candidate.key === kind);
      return { kind, count: row?.events ?? 0, visitors: row?.visitors ?? 0 };
    }),
    searches: { withResults: searchEvents - withoutResults, withoutResults },
    searchGaps: gaps
      .filter((row) => row.key !== '' && known(CONTENT_LANGUAGES, row.language))
      .map((row) => ({ query: row.key, language: row.language as ContentLanguage, count: row.events }))
      .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query) || a.language.localeCompare(b.language)),
  };
}

/** The dashboard as the API answers it: the long lists cut to their top entries. */
export function topOf(report: AnalyticsReport): AnalyticsReport {
  return {
    ...report,
    pages: report.pages.slice(0, TOP_PAGES),
    referrers: report.referrers.slice(0, TOP_REFERRERS),
    searchGaps: report.searchGaps.slice(0, TOP_SEARCH_GAPS),
  };
}

export const CSV_REPORTS = ['daily', 'pages', 'referrers', 'languages', 'devices', 'surfaces', 'events', 'searches'] as const;
export type CsvReport = (typeof CSV_REPORTS)[number];

/** One part of the dashboard as CSV (UTF-8 with a BOM, so spreadsheet programs read the Chinese right), every row. */
export function analyticsCsv(report: AnalyticsReport, part: CsvReport): string {
  const table: { header: string[]; rows: unknown[][] } = (() => {
    switch (part) {
      case 'daily':
        return { header: ['day', 'visitors', 'pageviews'], rows: report.series.map((row) => [row.day, row.visitors, row.pageviews]) };
      case 'pages':
        return { header: ['path', 'pageviews', 'visitors'], rows: report.pages.map((row) => [row.path, row.pageviews, row.visitors]) };
      case 'referrers':
        return { header: ['host', 'pageviews', 'visitors'], rows: report.referrers.map((row) => [row.host, row.pageviews, row.visitors]) };
      case 'languages':
        return { header: ['language', 'pageviews', 'visitors'], rows: report.languages.map((row) => [row.language, row.pageviews, row.visitors]) };
      case 'devices':
        return { header: ['device', 'pageviews', 'visitors'], rows: report.devices.map((row) => [row.device, row.pageviews, row.visitors]) };
      case 'surfaces':
        return {
          header: ['surface', 'device', 'pageviews', 'visitors'],
          rows: report.surfaces.map((row) => [row.surface, row.device, row.pageviews, row.visitors]),
        };
      case 'events':
        return { header: ['kind', 'count', 'visitors'], rows: report.events.map((row) => [row.kind, row.count, row.visitors]) };
      case 'searches':
        return { header: ['query', 'language', 'count'], rows: report.searchGaps.map((row) => [row.query, row.language, row.count]) };
    }
  })();
  const lines = [table.header.join(','), ...table.rows.map((row) => row.map((cell) => csvCell(typeof cell === 'number' ? String(cell) : cell)).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
