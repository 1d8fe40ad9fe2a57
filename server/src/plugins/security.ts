import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

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

/** Only API calls are limited; the built web app and probes are not. */
const LIMITED_PATH = /^\/(api|m_api)(\/|$|\?)/;

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          // Chakra/emotion inject <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: options.httpsOrigin ? [] : null,
        },
      },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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

    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: options.rateLimitWindowMs ?? 60_000,
      redis,
      nameSpace: options.rateLimitNamespace ?? 'talent-portal-rate-limit-',
      // A Redis outage must not take the API down with it.
      skipOnError: true,
      allowList: (request) => !LIMITED_PATH.test(request.url),
      errorResponseBuilder: (_request, context) =>
        AppError.of('rateLimited', { values: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
