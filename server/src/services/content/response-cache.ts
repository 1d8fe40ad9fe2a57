import { createHash } from 'node:crypto';
import { encodeBody, type EncodedBodies } from '../../lib/encodings.js';

export interface CachedResponse {
  body: string;
  etag: string;
  contentType: string;
  /** HTTP status of the answer; 200 when absent. */
  status?: number;
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

/** A cached response and whether it was asked for since the eviction scan last passed it (second-chance eviction). */
interface Slot {
  response: CachedResponse;
  used: boolean;
}

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Built responses keyed by route and parameters. An entry stays valid while the content version is unchanged and
 * the clock has not passed the next scheduled change. A write in this instance clears the cache at once
 * (`noteVersion`); writes by other instances are seen at the next version check, at most `checkIntervalMs` later —
 * one indexed single-row read per interval, not per request.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Slot>();
  /** Request URL → cache key, for URLs that led to an entry: a repeated URL needs no parameter work (see peekUrl). */
  private readonly urls = new Map<string, string>();
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
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    slot.used = true;
    return slot.response;
  }

  /** `peek` by the request URL that led to an entry before (`rememberUrl`); undefined also when never seen. */
  peekUrl(url: string): CachedResponse | undefined {
    const key = this.urls.get(url);
    return key === undefined ? undefined : this.peek(key);
  }

  /**
   * Notes that `url` is answered by the entry under `key`. Only for URLs whose answer depends on nothing but the
   * URL itself. Bounded like the entries; the oldest URLs are forgotten first (they are only a shortcut).
   */
  rememberUrl(url: string, key: string): void {
    if (this.urls.get(url) === key) return;
    this.urls.set(url, key);
    if (this.urls.size > this.options.maxEntries) this.urls.delete(this.urls.keys().next().value!);
  }

  /**
   * Second-chance eviction: the oldest entry goes unless it was used since it was last looked at, in which case it
   * moves to the back. A hit therefore only sets a flag instead of reordering the map.
   */
  private evict(): void {
    while (this.entries.size > this.options.maxEntries) {
      const [key, slot] = this.entries.entries().next().value!;
      this.entries.delete(key);
      if (slot.used) {
        slot.used = false;
        this.entries.set(key, slot);
      }
    }
  }

  /** The cached response for a key, or the one `build` makes; concurrent misses of one key build once. */
  async get(key: string, build: () => Promise<Omit<CachedResponse, 'etag' | 'encoded'>>): Promise<CachedResponse> {
    await this.refresh();
    const hit = this.entries.get(key);
    if (hit) {
      hit.used = true;
      return hit.response;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const work = build().then(async (built) => {
      const entry: CachedResponse = { ...built, etag: etagOf(built.body), encoded: await encodeBody(built.body) };
      if (generation === this.generation) {
        this.entries.set(key, { response: entry, used: false });
        this.evict();
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
