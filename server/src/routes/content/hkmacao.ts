import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { DEFAULT_PAGE_SIZE } from '../../services/content/limits.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { DetailQuery, HkMacaoGuide, HkMacaoGuideSummary, HkMacaoListQuery, HkMacaoTeaser, LanguageQuery, pageOf } from './schemas.js';

/** The Hong Kong/Macao page (spec §2 "hkmacao" and its Detail): calls the spec leaves to us, in the style of the others. */
export const hkMacaoRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/hkmacao',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One tab of the Hong Kong/Macao page: the benefits, services or coming events for Hong Kong and Macao residents',
          querystring: HkMacaoListQuery,
          response: { 200: successEnvelope(pageOf(HkMacaoTeaser)) },
        },
      },
      async (request, reply) => {
        const { tab = 'benefits', language = 'CN', page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
        const key = cacheKey('hkmacao', { tab, language, page, pageSize });
        return replyCachedJson(cache, request, reply, key, () => content.hkMacao.tab(tab, { page, pageSize }, language, clock.now()));
      },
    );

    app.get(
      '/api/hkmacao/guides',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: "The Hong Kong/Macao page's own guides (Home Return Permit, residence permit, tax, crossing the boundary…)",
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Type.Array(HkMacaoGuideSummary)) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('hkmacaoGuides', { language }), () => content.hkMacao.guides(language, clock.now()));
      },
    );

    app.get(
      '/api/hkmacao/detail',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One guide for Hong Kong and Macao residents, with the benefits and services it relates to',
          querystring: DetailQuery,
          response: { 200: successEnvelope(HkMacaoGuide) },
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('hkmacaoGuide', { documentNo, language }),
          () => content.hkMacao.guide(documentNo, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo } }),
        );
      },
    );
  };
