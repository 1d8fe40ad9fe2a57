import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { AppGuideCategory, LanguageQuery } from './schemas.js';

/** The apps guide (spec §2 "app"): a call the spec leaves to us, in the style of the others. */
export const appRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/apps',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'The apps guide: the nine categories in order, each with its apps and how to set them up',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Type.Array(AppGuideCategory)) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('apps', { language }), () => content.apps.guide(language, clock.now()));
      },
    );
  };
