import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';
import { buildSecurityHeaders } from './security-headers.js';

export interface SecurityPluginOptions {
  /** Shared limit store so every instance counts the same client; in-memory when absent. */
  redisUrl: string | undefined;
  /** Key prefix in Redis (tests use a unique one per run). */
  rateLimitNamespace?: string;
  rateLimitMax: number;
  rateLimitWindowMs?: number;
  /** Only an https origin may ask browsers to upgrade requests. */
  httpsOrigin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Headers that mark a request made in-process by the server itself (app.inject), e.g. by the page render. */
    internalRequestHeaders: Readonly<Record<string, string>>;
  }
}

/** A per-start secret, so no client can claim to be the server. */
const INTERNAL_HEADER = 'x-internal-request';

type CountCallback = Parameters<FastifyRateLimitStore['incr']>[1];
interface PluginLocalStore extends FastifyRateLimitStore {
  read?(key: string, callback: CountCallback, timeWindow: number, max: number): void;
}
const PluginLocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => PluginLocalStore;

/**
 * The limiter's own in-memory store, each answer a copy. The store hands every request of one key the same counter
 * object and the limiter reads it only after an await, so requests that arrive together all read the last count: a
 * burst of 9 against a limit of 6 was refused whole instead of 3 of it (found by tests/api/auth/raced-limits.test.ts).
 * With copies the first 6 go through, as with the Redis store.
 */
function snapshotStore(inner: PluginLocalStore): PluginLocalStore {
  const copy = (callback: CountCallback): CountCallback => (error, result) => callback(error, result && { ...result });
  return {
    incr: (key, callback, timeWindow, max) => inner.incr(key, copy(callback), timeWindow, max),
    ...(inner.read ? { read: (key: string, callback: CountCallback, timeWindow: number, max: number) => inner.read!(key, copy(callback), timeWindow, max) } : {}),
    child: (routeOptions) => snapshotStore(inner.child(routeOptions) as PluginLocalStore),
  };
}

class MemoryStore {
  constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
    return snapshotStore(new PluginLocalStore(params.continueExceeding, params.exponentialBackoff, params.cache));
  }
}

/** Only API calls are limited; the built web app and probes are not. */
export const LIMITED_PATH = /^\/(api|m_api)(\/|$|\?)/;

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    // Built once; a route family with its own policy (the API docs) overrides the CSP in its onSend hook.
    const headers = buildSecurityHeaders({ httpsOrigin: options.httpsOrigin });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // Decided per route at start rather than per request: routes outside the API get no limiter hook at all.
    // Added before the rate-limit plugin so its own onRoute hook sees the decision.
    app.addHook('onRoute', (route) => {
      if (route.config?.rateLimit === undefined && !LIMITED_PATH.test(route.url)) {
        route.config = { ...route.config, rateLimit: false };
      }
    });

    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit redis error'));
      app.readiness.add('redis', async () => void (await redis.ping()));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }

    // The server render's in-process API calls are the server talking to itself: never limited.
    const internalToken = randomBytes(24).toString('base64url');
    app.decorate('internalRequestHeaders', Object.freeze({ [INTERNAL_HEADER]: internalToken }));

    await app.register(rateLimit, {
      global: true,
      allowList: (request) => request.headers[INTERNAL_HEADER] === internalToken,
      max: options.rateLimitMax,
      timeWindow: options.rateLimitWindowMs ?? 60_000,
      // Shared counters in Redis when configured; this instance's memory otherwise.
      ...(redis ? { redis } : { store: MemoryStore as unknown as FastifyRateLimitStoreCtor }),
      nameSpace: options.rateLimitNamespace ?? 'talent-portal-rate-limit-',
      // A Redis outage must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        AppError.of('rateLimited', { values: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
    });
  },
  { name: 'security', dependencies: ['errors', 'readiness'] },
);
