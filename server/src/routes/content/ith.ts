import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { IthPage, LanguageQuery } from './schemas.js';

/** The International Talent Hub page (spec §2 "ith"): a call the spec leaves to us, in the style of the others. */
export const ithRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/ith',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'The International Talent Hub: intro, address and hours, the floor directory and the enterprise showcase',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(IthPage) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('ith', { language }),
          () => content.ith.page(language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo: 'ITH-HUB' } }),
        );
      },
    );
  };
