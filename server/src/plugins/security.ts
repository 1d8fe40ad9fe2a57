import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
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
      redis,
      nameSpace: options.rateLimitNamespace ?? 'talent-portal-rate-limit-',
      // A Redis outage must not take the API down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        AppError.of('rateLimited', { values: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
