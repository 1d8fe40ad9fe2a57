import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentError } from '../../services/content/content-errors.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { DEFAULT_PAGE_SIZE } from '../../services/content/limits.js';
import type { TaxonomyGroup } from '../../services/content/terms.js';
import { successEnvelope } from '../../lib/envelope.js';
import { checkFilter } from './filters.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { BenefitDetail, BenefitListQuery, BenefitSummary, DetailQuery, LanguageQuery, Taxonomy, pageOf } from './schemas.js';

const FILTERS = ['talentType', 'contentType', 'talentScene'] as const satisfies readonly TaxonomyGroup[];

export const benefitRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/benefits',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Benefits and policies: keyword search, filters, pages',
          querystring: BenefitListQuery,
          response: { 200: successEnvelope(pageOf(BenefitSummary)) },
        },
      },
      async (request, reply) => {
        const { language = 'CN', keyword, page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
        const filters = Object.fromEntries(FILTERS.map((group) => [group, checkFilter(group, request.query[group])]));
        const trimmed = keyword?.trim() || undefined;
        const key = cacheKey('benefits', { language, keyword: trimmed, page, pageSize, ...filters });
        return replyCachedJson(cache, request, reply, key, () =>
          content.benefits.list({ keyword: trimmed, ...filters }, { page, pageSize }, language, clock.now()),
        );
      },
    );

    app.get(
      '/api/benefits/taxonomy',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Filter options (talent type, content type, talent scene, event category) with labels',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Taxonomy) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('taxonomy', { language }), () =>
          content.home.taxonomy(language, clock.now()),
        );
      },
    );

    app.get(
      '/api/benefits/detail',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One benefit or policy entry',
          querystring: DetailQuery,
          response: { 200: successEnvelope(BenefitDetail) },
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('benefit', { documentNo, language }),
          () => content.benefits.detail(documentNo, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo } }),
        );
      },
    );
  };
