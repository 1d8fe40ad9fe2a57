import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, successEnvelope } from '../../../server/src/lib/envelope.js';
import { appSettings } from '../../../server/src/db/schema/index.js';

export const SECRET_DETAIL = 'secret-internal-detail-42';
export const STRICT_LIMIT = 2;

/** Routes only the tests mount: a typed body, a database read, a crash and a stricter rate limit. */
export const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/echo',
    {
      schema: {
        body: Type.Object(
          {
            name: Type.String({ minLength: 1 }),
            age: Type.Integer({ minimum: 0 }),
            tags: Type.Optional(Type.Array(Type.String())),
          },
          { additionalProperties: false },
        ),
        response: { 200: successEnvelope(Type.Object({ name: Type.String(), age: Type.Integer() })) },
      },
    },
    async (request) => ok({ name: request.body.name, age: request.body.age }),
  );

  app.get(
    '/settings',
    { schema: { response: { 200: successEnvelope(Type.Array(Type.Object({ key: Type.String() }))) } } },
    async () => ok(await app.db.select({ key: appSettings.key }).from(appSettings)),
  );

  app.get('/boom', { schema: {} }, async () => {
    throw new Error(`database password is ${SECRET_DETAIL}`);
  });

  app.get(
    '/strict',
    { config: { rateLimit: { max: STRICT_LIMIT, timeWindow: 60_000 } }, schema: {} },
    async () => ok(null),
  );
};
