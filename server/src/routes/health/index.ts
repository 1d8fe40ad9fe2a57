import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';

const Status = successEnvelope(Type.Object({ status: Type.String() }));
const DependencyStates = Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.Literal('down')]), {
  description: 'Each dependency asked: database always; redis and storage (S3) when configured',
});
const Readiness = successEnvelope(Type.Object({ status: Type.Literal('ready'), checks: DependencyStates }));

/**
 * Probes for the load balancer: liveness never touches a dependency; readiness asks each (the database's `select 1`,
 * Redis's PING, the bucket's HEAD: plugins/readiness.ts) and fails from the moment the instance is told to stop (it is
 * draining: see plugins/shutdown.ts).
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
      schema: {
        tags: ['health'],
        summary:
          'Readiness: every dependency answers (database; Redis and object storage when configured) and the instance is not stopping. 503 when one is down (`data.checks` says which) and from SIGTERM on, while it drains',
        response: { 200: Readiness, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      if (app.shutdown.draining) throw AppError.of('serviceUnavailable', { data: { draining: true } });
      const { ready, checks, failures } = await app.readiness.check();
      if (!ready) {
        request.log.warn({ checks, failures }, 'readiness check failed');
        throw AppError.of('serviceUnavailable', { data: { checks } });
      }
      return ok({ status: 'ready' as const, checks });
    },
  );
};

export default healthRoutes;
