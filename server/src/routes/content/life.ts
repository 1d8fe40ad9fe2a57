import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { DetailQuery, LifeDetail, LifeListQuery, LifeSummary } from './schemas.js';

/** Life information (spec §2 "lifepage" and "lifedetail"): calls the spec leaves to us, in the style of the others. */
export const lifeRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/life',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'The entries of one life tab (default: food), in editorial order',
          querystring: LifeListQuery,
          response: { 200: successEnvelope(Type.Array(LifeSummary)) },
        },
      },
      async (request, reply) => {
        const { tab = 'food', language = 'CN' } = request.query;
        return replyCachedJson(cache, request, reply, cacheKey('life', { tab, language }), () => content.life.list(tab, language, clock.now()));
      },
    );

    app.get(
      '/api/life/detail',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One life entry: a place with its address, hours and prices, or a guide',
          querystring: DetailQuery,
          response: { 200: successEnvelope(LifeDetail) },
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('lifeEntry', { documentNo, language }),
          () => content.life.detail(documentNo, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo } }),
        );
      },
    );
  };
