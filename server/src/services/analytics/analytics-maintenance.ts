import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analyticsDaily, analyticsEvents, analyticsRollups, analyticsSalts } from '../../db/schema/index.js';
import { addDays, chinaDay, chinaDayStart } from './analytics-events.js';

/** Raw rows are kept this many days (China time, today excluded); the daily rollups are kept. */
export const RAW_RETENTION_DAYS = 90;
/** A day is rolled up once it has been over this long, so a beacon buffered at midnight is in it. */
export const ROLLUP_GRACE_MS = 60_000;
/** Arbitrary constant: instances take turns with the maintenance instead of racing it. */
const MAINTENANCE_LOCK_ID = 72_410_090;
const PARTITION = /^analytics_events_(\d{4})_(\d{2})$/;

export interface MaintenanceResult {
  /** Salts of days before this one were deleted (each salt lives 48 h at most). */
  oldestSaltKept: string;
  saltsDeleted: number;
  /** Partitions that now exist for the current and the next month. */
  partitions: string[];
  rolledUp: string[];
  partitionsDropped: string[];
  rowsDeleted: number;
}

/** The China-time month (YYYY-MM) of a date. */
const monthOf = (day: string) => day.slice(0, 7);
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};
export const partitionName = (month: string) => `analytics_events_${month.replace('-', '_')}`;

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** Whether a driver error (or what it wraps) has one of these SQLSTATEs. */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = cause;
  }
  return false;
}

/** A row whose month has no partition yet (check_violation on the partitioned parent). */
export function isMissingPartition(error: unknown): boolean {
  if (!hasCode(error, ['23514'])) return false;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && message.includes('no partition')) return true;
    current = cause;
  }
  return false;
}

/**
 * The month partitions holding these instants, created when missing. Bounds are China-time month starts, so a
 * partition holds whole China days. Two instances creating the same one at once: the loser's error is ignored.
 */
export async function ensurePartitions(db: Database, instants: readonly Date[]): Promise<string[]> {
  const months = [...new Set(instants.map((at) => monthOf(chinaDay(at))))].sort();
  for (const month of months) {
    const from = chinaDayStart(`${month}-01`).toISOString();
    const to = chinaDayStart(`${nextMonth(month)}-01`).toISOString();
    try {
      await db.execute(
        sql.raw(`create table if not exists "${partitionName(month)}" partition of "analytics_events" for values from ('${from}') to ('${to}')`),
      );
    } catch (error) {
      // 42P07 duplicate_table, 23505 on the catalogue: another instance created it first.
      if (!hasCode(error, ['42P07', '23505'])) throw error;
    }
  }
  return months.map(partitionName);
}

/** The partitions of analytics_events, by name. */
export async function listPartitions(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'analytics_events'::regclass order by c.relname`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * The daily aggregates of the raw rows a condition selects, one row per day and dimension value, in the columns of
 * `analytics_daily`. Visitors are distinct hashes within a day; the breakdowns of pages, languages, devices and
 * referrers count page views.
 */
export function aggregateOf(where: SQL): SQL {
  return sql`with e as materialized (
      select ${analyticsEvents.day} as day, ${analyticsEvents.visitor} as visitor, ${analyticsEvents.kind} as kind,
        ${analyticsEvents.path} as path, ${analyticsEvents.language} as language, ${analyticsEvents.surface} as surface,
        ${analyticsEvents.device} as device, ${analyticsEvents.referrerHost} as referrer_host,
        ${analyticsEvents.results} as results, ${analyticsEvents.query} as query
      from ${analyticsEvents} where ${where}
    )
    select day, 'total'::text as dimension, ''::text as key, ''::text as language, ''::text as surface, ''::text as device,
      count(distinct visitor)::int as visitors, (count(*) filter (where kind = 'pageview'))::int as pageviews,
      (count(*) filter (where kind <> 'pageview'))::int as events
    from e group by day
    union all
    select day, 'page', path, '', '', '', count(distinct visitor)::int, count(*)::int, 0 from e where kind = 'pageview' group by day, path
    union all
    select day, 'language', '', language, '', '', count(distinct visitor)::int, count(*)::int, 0 from e where kind = 'pageview' group by day, language
    union all
    select day, 'device', '', '', '', device, count(distinct visitor)::int, count(*)::int, 0 from e where kind = 'pageview' group by day, device
    union all
    select day, 'surface_device', '', '', surface, device, count(distinct visitor)::int, count(*)::int, 0
    from e where kind = 'pageview' group by day, surface, device
    union all
    select day, 'referrer', referrer_host, '', '', '', count(distinct visitor)::int, count(*)::int, 0
    from e where kind = 'pageview' and referrer_host is not null group by day, referrer_host
    union all
    select day, 'event', kind, '', '', '', count(distinct visitor)::int, 0, count(*)::int from e where kind <> 'pageview' group by day, kind
    union all
    select day, 'search_gap', coalesce(query, ''), language, '', '', count(distinct visitor)::int, 0, count(*)::int
    from e where kind = 'search' and results = 0 group by day, coalesce(query, ''), language`;
}

/** Writes (or writes again) one day's rollup from its raw rows. */
export async function rollupDay(db: Database, day: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    await tx.execute(sql`insert into ${analyticsDaily}
      (day, dimension, key, language, surface, device, visitors, pageviews, events)
      ${aggregateOf(sql`${analyticsEvents.day} = ${day}`)}`);
    await tx
      .insert(analyticsRollups)
      .values({ day, rolledUpAt: now })
      .onConflictDoUpdate({ target: analyticsRollups.day, set: { rolledUpAt: now } });
  });
}

/**
 * Salts older than 48 h deleted; this month's and next month's partitions made; every complete China day with raw
 * rows and no rollup rolled up; then raw rows older than 90 days dropped (whole partitions where they lie entirely
 * before the cutoff, rows of the partition straddling it). Rollups come before retention, so no day is lost unrolled.
 * Instances take turns on an advisory lock; a second run finds nothing left to do.
 */
export async function runMaintenance(db: Database, now: Date): Promise<MaintenanceResult> {
  const today = chinaDay(now);
  const oldestSaltKept = addDays(today, -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAINTENANCE_LOCK_ID})`);
    const saltsDeleted = (await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, oldestSaltKept)).returning({ day: analyticsSalts.day })).length;

    const partitions = await ensurePartitions(tx, [now, chinaDayStart(`${nextMonth(monthOf(today))}-01`)]);

    const complete = now.getTime() - chinaDayStart(today).getTime() >= ROLLUP_GRACE_MS ? today : addDays(today, -1);
    const pending = await tx.execute(sql`
      select distinct ${analyticsEvents.day}::text as day from ${analyticsEvents}
      where ${analyticsEvents.day} < ${complete}
        and not exists (select 1 from ${analyticsRollups} r where r.day = ${analyticsEvents.day})
      order by 1`);
    const rolledUp = rowsOf<{ day: string }>(pending).map((row) => row.day);
    for (const day of rolledUp) await rollupDay(tx, day, now);

    const cutoff = addDays(today, -RAW_RETENTION_DAYS);
    const partitionsDropped: string[] = [];
    for (const name of await listPartitions(tx)) {
      const match = PARTITION.exec(name);
      if (!match) continue;
      const end = `${nextMonth(`${match[1]}-${match[2]}`)}-01`;
      if (end <= cutoff) {
        await tx.execute(sql.raw(`drop table "${name}"`));
        partitionsDropped.push(name);
      }
    }
    // occurred_at lets the planner skip every partition but the straddling one.
    const deleted = await tx.execute(sql`
      with gone as (delete from ${analyticsEvents}
        where ${and(lt(analyticsEvents.occurredAt, chinaDayStart(cutoff)), lt(analyticsEvents.day, cutoff))} returning 1)
      select count(*)::int as rows from gone`);
    return { oldestSaltKept, saltsDeleted, partitions, rolledUp, partitionsDropped, rowsDeleted: rowsOf<{ rows: number }>(deleted)[0]?.rows ?? 0 };
  });
}
