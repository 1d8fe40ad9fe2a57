import { eq, like, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authThrottles } from '../../db/schema/auth.js';
import { addSeconds, type Clock } from './clock.js';

/** Fixed-window counters in the database, so every instance sees the same counts. */
export class Throttle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts one event in the key's window and returns the count so far and when the window ends. */
  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
    const now = this.clock.now();
    const fresh = addSeconds(now, windowSeconds);
    const expired = lte(authThrottles.resetAt, now);
    const [row] = await this.db
      .insert(authThrottles)
      .values({ key, count: 1, resetAt: fresh })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authThrottles.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${fresh.toISOString()}::timestamptz else ${authThrottles.resetAt} end`,
        },
      })
      .returning({ count: authThrottles.count, resetAt: authThrottles.resetAt });
    if (!row) throw new Error(`throttle ${key} not counted`);
    return row;
  }

  /** The live count of a key (0 once its window has passed). */
  async count(key: string): Promise<{ count: number; resetAt: Date | undefined }> {
    const [row] = await this.db.select().from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
    if (!row || row.resetAt <= this.clock.now()) return { count: 0, resetAt: undefined };
    return { count: row.count, resetAt: row.resetAt };
  }

  /**
   * Takes a lockout of `seconds` unless one is running: returns 0 when taken, else the whole seconds left.
   * One statement, so two instances racing for the same address cannot both win.
   */
  async acquire(key: string, seconds: number): Promise<number> {
    const now = this.clock.now();
    const [taken] = await this.db
      .insert(authThrottles)
      .values({ key, count: 1, resetAt: addSeconds(now, seconds) })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: { count: 1, resetAt: addSeconds(now, seconds) },
        setWhere: lte(authThrottles.resetAt, now),
      })
      .returning({ key: authThrottles.key });
    if (taken) return 0;
    return (await this.secondsLeft(key, now)) ?? 0;
  }

  /** Whole seconds (at least 1) until the key's running window or lock ends; undefined when none runs. */
  private async secondsLeft(key: string, now: Date): Promise<number | undefined> {
    const { resetAt } = await this.count(key);
    return resetAt ? Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) : undefined;
  }

  /**
   * Counts one attempt and refuses it when the key has used up its `limit` in the window: the count is taken before
   * the attempt is judged, in one statement, so a burst of concurrent requests cannot all read the old count and be
   * judged (issue #29 §1). Returns the whole seconds until the window ends when refused (at least 1), undefined when
   * the attempt may go ahead.
   */
  async take(key: string, limit: number, windowSeconds: number): Promise<{ refusedForSeconds: number | undefined }> {
    const { count, resetAt } = await this.hit(key, windowSeconds);
    if (count <= limit) return { refusedForSeconds: undefined };
    return { refusedForSeconds: Math.max(1, Math.ceil((resetAt.getTime() - this.clock.now().getTime()) / 1000)) };
  }

  /**
   * Attempts that go one at a time, with a pause of `seconds` after each (set by the attempt that takes its turn): answers
   * 0 when this attempt may go ahead, else the whole seconds until the running pause ends. The first call for a key
   * only starts a pause (it waits it out too), so attempts arriving together before any pause existed are not all let
   * through. One statement: `count` counts the turns taken, the row's end is the end of the running pause.
   */
  async pace(key: string, seconds: number): Promise<number> {
    const now = this.clock.now();
    const until = addSeconds(now, seconds);
    const [row] = await this.db
      .insert(authThrottles)
      .values({ key, count: 0, resetAt: until })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: { count: sql`${authThrottles.count} + 1`, resetAt: until },
        setWhere: lte(authThrottles.resetAt, now),
      })
      .returning({ count: authThrottles.count });
    if (row && row.count > 0) return 0;
    if (row) return Math.max(1, seconds);
    return (await this.secondsLeft(key, now)) ?? 1;
  }

  /** Gives back one counted attempt that turned out not to be a failure (e.g. a right password). */
  async discount(key: string): Promise<void> {
    await this.db
      .update(authThrottles)
      .set({ count: sql`greatest(${authThrottles.count} - 1, 0)` })
      .where(eq(authThrottles.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authThrottles).where(eq(authThrottles.key, key));
  }

  /**
   * Deletes the counters that ended more than `graceSeconds` ago: a dead count decides nothing (the next event starts
   * afresh), and many keys name an address or an account, which is kept no longer than it is needed. Returns how many.
   */
  async sweep(graceSeconds: number): Promise<number> {
    const before = addSeconds(this.clock.now(), -graceSeconds);
    const gone = await this.db.delete(authThrottles).where(lt(authThrottles.resetAt, before)).returning({ key: authThrottles.key });
    return gone.length;
  }

  /** Every counter whose key starts with `prefix` (the prefix taken literally, `%` and `_` included). */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db.delete(authThrottles).where(like(authThrottles.key, `${escapeLike(prefix)}%`));
  }
}

/** A LIKE pattern that matches `text` literally (PostgreSQL's default escape character is the backslash). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
