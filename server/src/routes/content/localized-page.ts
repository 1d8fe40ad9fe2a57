import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { ContentLanguage } from '../../db/schema/index.js';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { LanguageQuery } from './schemas.js';

export interface LocalizedPage {
  url: string;
  summary: string;
  /** The answer's schema, in the OpenAPI document. */
  schema: TSchema;
  /** The document that makes the page: a 404 envelope names it while it is unpublished. */
  documentNo: string;
  load: (content: ContentContext, language: ContentLanguage, now: Date) => Promise<unknown>;
}

/**
 * A page made of one section's documents in one language (the about page, the International Talent Hub): calls the
 * spec leaves to us, in the style of the others — `?language=`, cached per language, a 404 envelope while unpublished.
 */
export const localizedPageRoute =
  (content: ContentContext, page: LocalizedPage): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;
    app.get(
      page.url,
      {
        ...cachedJsonRoute(cache),
        schema: { tags: ['content'], summary: page.summary, querystring: LanguageQuery, response: { 200: successEnvelope(page.schema) } },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey(page.url, { language }),
          () => page.load(content, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo: page.documentNo } }),
        );
      },
    );
  };
