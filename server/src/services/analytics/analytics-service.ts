import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analyticsEvents, analyticsSalts } from '../../db/schema/index.js';
import type { Clock } from '../auth/clock.js';
import { chinaDay, toRow, type BeaconEvent, type EventRow } from './analytics-events.js';
import { ensurePartitions, isMissingPartition, runMaintenance, type MaintenanceResult } from './analytics-maintenance.js';

/** Rows are written at most this long after they arrive… */
export const FLUSH_INTERVAL_MS = 250;
/** …or as soon as this many wait. */
export const FLUSH_ROWS = 500;
/**
 * Rows per insert on the embedded database. It runs on the server's own thread, so a write holds up the requests
 * waiting behind it: smaller writes with a turn of the event loop between them keep the beacons' tail latency low.
 * Measured on PGlite (2 cores): 200 rows hold the thread 12–17 ms and left beacons at 2,000/s with a p99 of 15–185 ms
 * from run to run; 50 rows hold it about 4 ms (a third more work per row) for a p99 of 9–17 ms.
 */
export const WRITE_ROWS_EMBEDDED = 50;
/**
 * Rows per insert on PostgreSQL, where a write waits on the network and blocks nothing: larger writes, so that one
 * instance's writer keeps up with bursts (50-row writes fell behind 27,000 events/s and the buffer overflowed).
 */
export const WRITE_ROWS_SERVER = 500;
/** Beyond this many waiting rows (the database is down), new ones are dropped: statistics never hold up the site. */
export const BUFFER_MAX = 20_000;
/** How often the maintenance runs on a serving instance (salts, partitions, rollups, retention). */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

interface Logger {
  warn(object: object, message: string): void;
}

export interface AnalyticsDeps {
  db: Database;
  clock: Clock;
  log: Logger;
  /** Mixed into every visitor hash, so two sites sharing a database never share visitors. */
  site: string;
  /** Rows per insert: WRITE_ROWS_EMBEDDED on the embedded database, WRITE_ROWS_SERVER on PostgreSQL. */
  writeRows: number;
}

/**
 * The batch as one JSON parameter unpacked by the database: a single short statement whatever the batch size, where
 * a multi-row VALUES list would be built, sent and parsed with eleven parameters a row.
 */
function insertStatement(batch: readonly EventRow[]): SQL {
  const rows = JSON.stringify(
    batch.map((row) => [
      row.occurredAt.toISOString(),
      row.day,
      row.visitor.toString('hex'),
      row.kind,
      row.path,
      row.language,
      row.surface,
      row.device,
      row.referrerHost,
      row.results,
      row.query,
    ]),
  );
  return sql`insert into ${analyticsEvents}
      (occurred_at, day, visitor, kind, path, language, surface, device, referrer_host, results, query)
    select (r->>0)::timestamptz, (r->>1)::date, decode(r->>2, 'hex'), r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, (r->>9)::int, r->>10
    from json_array_elements(${rows}::json) as r`;
}

/** Who sent a beacon, only to hash it: never stored, never logged. */
export interface Sender {
  ip: string;
  userAgent: string;
}

/**
 * First-party, cookieless statistics: beacons are turned into rows in memory (the visitor a salted hash) and written
 * in batches, so a beacon costs the request a hash and an array push. The maintenance keeps salts, partitions,
 * rollups and retention in order; a serving instance runs it at start and every ten minutes.
 */
export class AnalyticsService {
  private buffer: EventRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private salt: { day: string; value: Buffer } | undefined;
  private saltLoading: Promise<Buffer> | undefined;
  private dropped = 0;
  private stopped = false;
  private maintenanceTimer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: AnalyticsDeps) {}

  /** Turns a beacon into rows and queues them; resolves once queued (not written). */
  async record(events: readonly BeaconEvent[], sender: Sender, ownHosts: ReadonlySet<string>): Promise<number> {
    if (this.stopped) return 0;
    const occurredAt = this.deps.clock.now();
    const day = chinaDay(occurredAt);
    const salt = await this.saltOf(day);
    const visitor = createHash('sha256')
      .update(salt)
      .update('\u0000')
      .update(sender.ip)
      .update('\u0000')
      .update(sender.userAgent)
      .update('\u0000')
      .update(this.deps.site)
      .digest()
      .subarray(0, 16);
    let queued = 0;
    for (const event of events) {
      const row = toRow(event, { occurredAt, day, visitor, ownHosts });
      if (!row) continue;
      if (this.buffer.length >= BUFFER_MAX) {
        this.dropped += 1;
        continue;
      }
      this.buffer.push(row);
      queued += 1;
    }
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else if (this.buffer.length > 0 && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
    return queued;
  }

  /** Rows waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes every waiting row now (tests, close); resolves when the buffer is empty or the write failed. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = this.writeAll().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.deps.writeRows);
      try {
        await this.insert(batch);
      } catch (error) {
        // Statistics are best effort: a failed batch is counted and dropped rather than retried forever.
        this.deps.log.warn({ err: error, rows: batch.length }, 'analytics rows could not be written; dropped');
        return;
      } finally {
        if (this.dropped > 0) {
          this.deps.log.warn({ rows: this.dropped }, 'analytics buffer full; rows dropped');
          this.dropped = 0;
        }
      }
      if (this.buffer.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** One insert of the whole batch; a row for a month without its partition creates it and tries once more. */
  private async insert(batch: EventRow[]): Promise<void> {
    try {
      await this.deps.db.execute(insertStatement(batch));
    } catch (error) {
      if (!isMissingPartition(error)) throw error;
      await ensurePartitions(this.deps.db, batch.map((row) => row.occurredAt));
      await this.deps.db.execute(insertStatement(batch));
    }
  }

  /** Today's salt: from memory, else created by the first instance to ask (insert, do nothing on conflict, read). */
  private async saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.value;
    this.saltLoading ??= this.loadSalt(day).finally(() => {
      this.saltLoading = undefined;
    });
    const value = await this.saltLoading;
    // Another day began while this one loaded: ask again for the right one.
    return this.salt?.day === day ? value : this.saltOf(day);
  }

  private async loadSalt(day: string): Promise<Buffer> {
    const { db } = this.deps;
    await db.insert(analyticsSalts).values({ day, salt: randomBytes(32), createdAt: this.deps.clock.now() }).onConflictDoNothing();
    const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`analytics salt of ${day} is missing`);
    this.salt = { day, value: row.salt };
    return row.salt;
  }

  /** Salts, partitions, rollups of complete days and retention; callable any time (tests), safe on many instances. */
  async maintain(): Promise<MaintenanceResult> {
    await this.flush();
    const result = await runMaintenance(this.deps.db, this.deps.clock.now());
    // A salt the maintenance deleted must not live on in memory.
    if (this.salt && this.salt.day < result.oldestSaltKept) this.salt = undefined;
    return result;
  }

  /** Runs the maintenance now and then every ten minutes (a serving instance, from its start). */
  startMaintenance(): void {
    const run = () =>
      this.maintain().catch((error: unknown) => {
        if (!this.stopped) this.deps.log.warn({ err: error }, 'analytics maintenance failed; it runs again in ten minutes');
      });
    void run();
    this.maintenanceTimer = setInterval(() => void run(), MAINTENANCE_INTERVAL_MS);
    this.maintenanceTimer.unref();
  }

  /** Writes what waits and stops taking beacons (the database closes next). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.maintenanceTimer) clearInterval(this.maintenanceTimer);
    await this.flush();
  }
}
