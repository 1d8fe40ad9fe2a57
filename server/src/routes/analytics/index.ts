import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope } from '../../lib/envelope.js';
import type { BeaconEvent as Event } from '../../services/analytics/analytics-events.js';
import { AnalyticsService, WRITE_ROWS_EMBEDDED, WRITE_ROWS_SERVER } from '../../services/analytics/analytics-service.js';
import { BEACON_BODY_LIMIT, BeaconBody } from './schemas.js';

/** Beacons per client per minute: a visitor browsing quickly sends a few dozen, a kiosk hall shares one address. */
export const BEACON_RATE_LIMIT = 600;

const services = new WeakMap<object, AnalyticsService>();

/** The analytics service of an app (tests flush its buffer and run its maintenance). */
export function analyticsOf(app: FastifyInstance): AnalyticsService {
  const service = services.get(app.server);
  if (!service) throw new Error('analytics routes are not registered on this app');
  return service;
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
const optedOut = (request: FastifyRequest) => request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

/**
 * First-party, cookieless statistics: the web app's and the kiosks' beacon. Nothing identifies the visitor: the
 * address and browser string only feed a hash with a salt that changes daily, and the request log of this route
 * leaves the address out. The visitor's Do Not Track or Global Privacy Control is honoured before anything is read.
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicHost = app.config.publicUrl ? new URL(app.config.publicUrl).hostname.toLowerCase() : undefined;
  const analytics = new AnalyticsService({
    db: app.db,
    clock: app.auth.clock,
    log: app.log,
    site: publicHost ?? 'talent-portal',
    writeRows: app.database.driver === 'pglite' ? WRITE_ROWS_EMBEDDED : WRITE_ROWS_SERVER,
  });
  services.set(app.server, analytics);
  // A serving instance keeps salts, partitions, rollups and retention in order from its start; an app driven
  // in-process (the tests) runs the maintenance when asked.
  app.addHook('onListen', async () => {
    analytics.startMaintenance();
  });
  app.addHook('onClose', async () => {
    await analytics.stop();
  });

  // navigator.sendBeacon sends a string body as text/plain (no CORS preflight): here, and only here, it is JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/api/analytics/events',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: { rateLimit: { max: BEACON_RATE_LIMIT, timeWindow: 60_000 }, requestLogAddress: false },
      schema: {
        tags: ['analytics'],
        summary:
          'Record page views and events (no cookie; nothing is stored with DNT: 1 or Sec-GPC: 1). Stored: the path without ' +
          'query, language, web or kiosk, device class, referrer host and a daily-salted visitor hash; never the address, ' +
          'browser string or account',
        consumes: ['application/json', 'text/plain'],
        body: BeaconBody,
        response: {
          204: Type.Null({ description: 'Recorded, or ignored as the visitor asked' }),
          400: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const events: readonly Event[] = Array.isArray(request.body) ? request.body : [request.body];
      const index = events.findIndex((event) => event.kind === 'search' && event.results === undefined);
      if (index !== -1) {
        const field = Array.isArray(request.body) ? `${index}.results` : 'results';
        throw AppError.of('requiredField', { values: { field }, data: { field, rule: 'required', in: 'body' } });
      }
      if (!optedOut(request)) {
        const ownHosts = new Set([request.hostname.toLowerCase(), ...(publicHost ? [publicHost] : [])]);
        try {
          await analytics.record(events, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, ownHosts);
        } catch (error) {
          // Statistics never fail a page: a beacon the database could not take (today's salt unreadable) is dropped.
          request.log.warn({ err: error }, 'analytics beacon dropped');
        }
      }
      return reply.code(204).send(null);
    },
  );
};

export default analyticsRoutes;
