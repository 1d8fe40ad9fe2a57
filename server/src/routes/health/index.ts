import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';

const Status = successEnvelope(Type.Object({ status: Type.String() }));

/**
 * Probes for the load balancer: liveness never touches the database; readiness runs `select 1`, and fails from the
 * moment the instance is told to stop (it is draining: see plugins/shutdown.ts).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: Status } },
    },
    async () => ok({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Readiness: the database is reachable and the instance is not stopping (503 from SIGTERM on, while it drains)', response: { 200: Status, 503: ErrorEnvelope } },
    },
    async (request) => {
      if (app.shutdown.draining) throw AppError.of('serviceUnavailable');
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw AppError.of('serviceUnavailable', { cause: error });
      }
      return ok({ status: 'ready' });
    },
  );
};

export default healthRoutes;
