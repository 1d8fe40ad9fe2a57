import { createHash } from 'node:crypto';
import { encodeBody, type EncodedBodies } from '../../lib/encodings.js';

export interface CachedResponse {
  body: string;
  etag: string;
  contentType: string;
  /** br/gzip twins made once with the entry, so a hit never compresses; absent for tiny bodies. */
  encoded: EncodedBodies | undefined;
}

export interface ContentTimeline {
  version: number;
  /** The next instant at which some answer changes without a write (an event starts or ends, a post goes live). */
  nextChangeAt: Date | null;
}

export interface ResponseCacheOptions {
  readTimeline: () => Promise<ContentTimeline>;
  now: () => Date;
  /** How stale another instance's write may be seen here. */
  checkIntervalMs: number;
  maxEntries: number;
}

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Built responses keyed by route and parameters. An entry stays valid while the content version is unchanged and
 * the clock has not passed the next scheduled change. A write in this instance clears the cache at once
 * (`noteVersion`); writes by other instances are seen at the next version check, at most `checkIntervalMs` later —
 * one indexed single-row read per interval, not per request.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly building = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  private version: number | undefined;
  private nextChangeAt: Date | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: ResponseCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.building.clear();
    this.generation += 1;
  }

  /** Called by the writer with the version its write produced. */
  noteVersion(version: number): void {
    if (version !== this.version) this.clear();
    this.version = version;
    // The schedule may have changed with the write; look again on the next request.
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private passed(now: number): boolean {
    return this.nextChangeAt !== null && now >= this.nextChangeAt.getTime();
  }

  /** A clock that went backwards (or a test's clock) makes every entry suspect. */
  private due(now: number): boolean {
    return now < this.checkedAt || now - this.checkedAt >= this.options.checkIntervalMs || this.passed(now);
  }

  private async refresh(): Promise<void> {
    const now = this.options.now().getTime();
    if (!this.due(now)) return;
    this.checking ??= (async () => {
      try {
        const timeline = await this.options.readTimeline();
        if (timeline.version !== this.version || this.passed(now) || now < this.checkedAt) this.clear();
        this.version = timeline.version;
        this.nextChangeAt = timeline.nextChangeAt;
        this.checkedAt = now;
      } finally {
        this.checking = undefined;
      }
    })();
    await this.checking;
  }

  /**
   * The entry for a key when it can be answered without waiting for anything (no version check due): the
   * synchronous fast path of a hit. Undefined means "ask `get`", not "absent".
   */
  peek(key: string): CachedResponse | undefined {
    if (this.checking || this.due(this.options.now().getTime())) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** The cached response for a key, or the one `build` makes; concurrent misses of one key build once. */
  async get(key: string, build: () => Promise<Omit<CachedResponse, 'etag' | 'encoded'>>): Promise<CachedResponse> {
    await this.refresh();
    const hit = this.entries.get(key);
    if (hit) {
      // Map order doubles as recency order for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const work = build().then(async (built) => {
      const entry: CachedResponse = { ...built, etag: etagOf(built.body), encoded: await encodeBody(built.body) };
      if (generation === this.generation) {
        this.entries.set(key, entry);
        if (this.entries.size > this.options.maxEntries) {
          this.entries.delete(this.entries.keys().next().value!);
        }
      }
      return entry;
    });
    this.building.set(key, work);
    try {
      return await work;
    } finally {
      if (this.building.get(key) === work) this.building.delete(key);
    }
  }
}
