import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { Journey, JourneyQuery } from './schemas.js';

/** The four journeys (spec §2 study, work, invest, life): a call the spec leaves to us, in the style of the others. */
export const journeyRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/journeys',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: "One journey's four steps (entry preparation, the theme's own step, welfare policy, services) with their links",
          querystring: JourneyQuery,
          response: { 200: successEnvelope(Journey) },
        },
      },
      async (request, reply) => {
        const { scene, language = 'CN' } = request.query;
        return replyCachedJson(cache, request, reply, cacheKey('journey', { scene, language }), () =>
          content.journeys.journey(scene, language, clock.now()),
        );
      },
    );
  };
