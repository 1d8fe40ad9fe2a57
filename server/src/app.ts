import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { COMPRESS_THRESHOLD } from './lib/encodings.js';
import apiDocs from './plugins/api-docs.js';
import auth from './services/auth/auth-plugin.js';
import recruitment from './services/recruitment/recruitment-plugin.js';
import chat from './services/chat/chat-plugin.js';
import db from './plugins/db.js';
import errors, { sendError, toAppError } from './plugins/errors.js';
import i18n from './plugins/i18n.js';
import { RequestLogController } from './plugins/request-log.js';
import secrets from './plugins/secrets.js';
import security from './plugins/security.js';
import shutdown from './plugins/shutdown.js';
import readiness from './plugins/readiness.js';
import metrics from './plugins/metrics.js';
import { validatorCompiler } from './plugins/validator.js';
import webApp from './plugins/web-app.js';
import routes from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Overrides the pino options derived from config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  localesDir?: URL | string;
  rateLimit?: { namespace?: string; windowMs?: number };
  /**
   * Tests: an in-memory database starts as a copy of this PGlite dump (already migrated and seeded), so building an
   * app costs a copy rather than a fresh migration and seeding. Migrations and seeds still run over it (no-ops).
   */
  databaseTemplate?: Blob;
  /**
   * Tests: how long one plugin may take to start, in ms (Fastify's 10 s otherwise; 0 for no limit). Opening, migrating
   * and seeding a database can take longer than that on a loaded test machine, where the test's own timeout applies.
   */
  pluginTimeout?: number;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Made request ids: a random prefix per app instance and a sequence number — unique across the instances behind a
 * load balancer (48 random bits per start), ordered within one, and cheaper than a UUID on every request.
 */
function requestIds(): () => string {
  const instance = randomBytes(6).toString('hex');
  let sequence = 0;
  return () => `${instance}-${(sequence += 1).toString(36)}`;
}

/** TRUST_PROXY=<n>: trust the n nearest proxies. */
const hopsWithin = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole server as a plugin tree: plugins first, then routes, then the web app and its fallback. */
export function buildApp({ config, logger, localesDir, rateLimit, databaseTemplate, pluginTimeout }: BuildAppOptions) {
  const httpsOrigin = config.publicUrl?.startsWith('https://') ?? false;
  const nextRequestId = requestIds();
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    logController: new RequestLogController(),
    // A caller's id (from a proxy or the client) is kept so one request can be followed across systems.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
    },
    bodyLimit: config.bodyLimit,
    ...(pluginTimeout === undefined ? {} : { pluginTimeout }),
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsWithin(config.trustProxy) : config.trustProxy,
    // Errors raised while routing (e.g. a malformed URL) bypass setErrorHandler.
    frameworkErrors: (error, request, reply) =>
      sendError(reply.server, toAppError(error, request, config.bodyLimit), request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The API speaks JSON only; anything else is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');
  // Bodies are checked strictly (no "5" for 5); query, params and headers are converted from text.
  app.setValidatorCompiler(validatorCompiler);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.decorate('config', config);
  app.register(shutdown);
  app.register(readiness);
  app.register(i18n, localesDir === undefined ? {} : { localesDir });
  app.register(errors, { bodyLimit: config.bodyLimit });
  app.register(security, {
    redisUrl: config.redisUrl,
    rateLimitMax: config.rateLimitMax,
    httpsOrigin,
    ...(rateLimit?.namespace === undefined ? {} : { rateLimitNamespace: rateLimit.namespace }),
    ...(rateLimit?.windowMs === undefined ? {} : { rateLimitWindowMs: rateLimit.windowMs }),
  });
  // Cached content arrives already encoded (see reply-cached.ts); this covers every other response.
  app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  app.register(db, {
    databaseUrl: config.databaseUrl,
    migrationDatabaseUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
    startFrom: databaseTemplate,
  });
  app.register(secrets);
  app.register(auth);
  app.register(recruitment);
  app.register(chat);
  app.register(metrics);
  app.register(apiDocs, { httpsOrigin });
  app.register(routes);
  app.register(webApp, { staticDir: config.staticDir });
  return app;
}

export type App = ReturnType<typeof buildApp>;
