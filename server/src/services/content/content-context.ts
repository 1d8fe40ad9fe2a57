import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { AboutQueries } from './about-queries.js';
import { AppQueries } from './app-queries.js';
import { BenefitQueries } from './benefit-queries.js';
import { DocumentStore } from './document-store.js';
import { EventQueries } from './event-queries.js';
import { HomeQueries } from './home-queries.js';
import { HkMacaoQueries } from './hkmacao-queries.js';
import { IthQueries } from './ith-queries.js';
import { JobQueries } from './job-queries.js';
import { JourneyQueries } from './journey-queries.js';
import { LifeQueries } from './life-queries.js';
import { ResponseCache } from './response-cache.js';
import { ServiceQueries } from './service-queries.js';
import { readTimeline } from './timeline.js';

/** Another instance's content write shows here within this time (see ResponseCache). */
export const VERSION_CHECK_INTERVAL_MS = 2000;
/** Distinct parameter sets kept; keywords make the key space open-ended, so the oldest are dropped. */
export const CACHE_MAX_ENTRIES = 1000;

export interface ContentContext {
  /** Event states and publication times are judged at `clock.now()`; tests replace it. */
  clock: { now(): Date };
  /** Every content write goes through the store, which invalidates the cache. */
  store: DocumentStore;
  benefits: BenefitQueries;
  events: EventQueries;
  home: HomeQueries;
  apps: AppQueries;
  services: ServiceQueries;
  life: LifeQueries;
  hkMacao: HkMacaoQueries;
  journeys: JourneyQueries;
  about: AboutQueries;
  ith: IthQueries;
  /** The job board: list, detail, companies (issue #10). */
  jobs: JobQueries;
  cache: ResponseCache;
  /**
   * Every content version change any instance commits (its NOTIFY), for the parts of this instance that follow the
   * content besides the cache (the search index). One LISTEN connection serves them all. Returns the unsubscribe.
   */
  onVersionChange(listener: (version: number) => void): () => void;
  /** Hands a version change heard on the channel to the cache and to every subscriber. */
  versionChanged(version: number): void;
}

export function createContentContext(db: Database): ContentContext {
  const clock = { now: () => new Date() };
  const cache = new ResponseCache({
    readTimeline: () => readTimeline(db, clock.now()),
    now: () => clock.now(),
    checkIntervalMs: VERSION_CHECK_INTERVAL_MS,
    maxEntries: CACHE_MAX_ENTRIES,
  });
  const versionListeners = new Set<(version: number) => void>();
  return {
    clock,
    store: new DocumentStore(db, (version) => cache.noteVersion(version)),
    benefits: new BenefitQueries(db),
    events: new EventQueries(db),
    home: new HomeQueries(db),
    apps: new AppQueries(db),
    services: new ServiceQueries(db),
    life: new LifeQueries(db),
    hkMacao: new HkMacaoQueries(db),
    journeys: new JourneyQueries(db),
    about: new AboutQueries(db),
    ith: new IthQueries(db),
    jobs: new JobQueries(db),
    cache,
    onVersionChange(listener) {
      versionListeners.add(listener);
      return () => versionListeners.delete(listener);
    },
    versionChanged(version) {
      cache.noteVersion(version);
      for (const listener of versionListeners) listener(version);
    },
  };
}

/**
 * The content routes live in an encapsulated plugin, so a decorator would not reach the root instance that callers
 * (tests, a future editors' console) hold; they find the context through the server it belongs to.
 */
const contexts = new WeakMap<object, ContentContext>();

export function attachContentContext(app: FastifyInstance, context: ContentContext): void {
  contexts.set(app.server, context);
}

export function contentOf(app: FastifyInstance): ContentContext {
  const context = contexts.get(app.server);
  if (!context) throw new Error('content routes are not registered on this app');
  return context;
}
