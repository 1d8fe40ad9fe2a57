import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { AboutPage, LanguageQuery } from './schemas.js';

/** The about page (spec §2 "about"): a call the spec leaves to us, in the style of the others. */
export const aboutRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/about',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'The zone at a glance, key figures, location and transport, and how to reach the Talent Service Hall',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(AboutPage) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('about', { language }),
          () => content.about.page(language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo: 'ABOUT' } }),
        );
      },
    );
  };
