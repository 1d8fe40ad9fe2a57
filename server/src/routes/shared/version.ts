import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, successEnvelope } from '../../lib/envelope.js';
import { SERVER_VERSION } from '../../lib/version.js';

const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/version',
    {
      schema: {
        tags: ['shared'],
        summary: 'Front-end version',
        response: { 200: successEnvelope(Type.Object({ version: Type.String() })) },
      },
    },
    async () => ok({ version: SERVER_VERSION }),
  );
};

export default versionRoutes;
