import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, successEnvelope } from '../../lib/envelope.js';
import { countryList } from '../../services/auth/country-list.js';

const Country = Type.Object({
  areaCode: Type.String({ description: 'International dial prefix, e.g. 0086' }),
  countryid: Type.Integer({ description: 'ISO 3166-1 numeric code' }),
  forbid: Type.Boolean(),
  nameCN: Type.String(),
  nameTC: Type.String(),
  nameEN: Type.String(),
});

/** The list changes only with a release, so browsers and proxies may keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['shared'],
        summary: 'Country list for the nationality field (all entries, forbid included)',
        response: { 200: successEnvelope(Type.Array(Country)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok(countryList());
    },
  );
};

export default countryRoutes;
