import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { DEFAULT_PAGE_SIZE } from '../../services/content/limits.js';
import { checkFilter } from './filters.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { DetailQuery, ServiceDetail, ServiceListQuery, ServiceSummary, pageOf } from './schemas.js';

/** Services and one-step service packs (spec §2 "services" and "serviceDetail"): calls the spec leaves to us. */
export const serviceRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/services',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Services of one tab (default: the one-step service packs): keyword search, talent-type filter, pages',
          querystring: ServiceListQuery,
          response: { 200: successEnvelope(pageOf(ServiceSummary)) },
        },
      },
      async (request, reply) => {
        const { tab = 'servicePacks', language = 'CN', keyword, page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
        const talentType = checkFilter('talentType', request.query.talentType);
        const trimmed = keyword?.trim() || undefined;
        const key = cacheKey('services', { tab, language, keyword: trimmed, talentType, page, pageSize });
        return replyCachedJson(cache, request, reply, key, () =>
          content.services.list({ tab, keyword: trimmed, talentType }, { page, pageSize }, language, clock.now()),
        );
      },
    );

    app.get(
      '/api/services/detail',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One service or service pack, with the benefits and events it relates to',
          querystring: DetailQuery,
          response: { 200: successEnvelope(ServiceDetail) },
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('service', { documentNo, language }),
          () => content.services.detail(documentNo, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo } }),
        );
      },
    );
  };
