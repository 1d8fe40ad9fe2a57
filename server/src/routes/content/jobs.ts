import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { contentError } from '../../services/content/content-errors.js';
import { JOB_CATEGORIES, JOB_PAGE_SIZE_DEFAULT, RECRUITMENT_TYPES } from '../../services/recruitment/job-codes.js';
import { checkCodes } from './filters.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { DetailQuery, JobDetail, JobListQuery, JobSummary, pageOf } from './schemas.js';

/** The public job board (spec §2 "employment" and "employment-detail", issue #10): cached content, no login. */
export const jobRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/jobs',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Jobs of the International Talent Hub enterprises: keyword, category, salary range and type filters, sort, pages',
          querystring: JobListQuery,
          response: { 200: successEnvelope(pageOf(JobSummary)) },
        },
      },
      async (request, reply) => {
        const { language = 'CN', keyword, salary, sort = 'newest', page = 1, pageSize = JOB_PAGE_SIZE_DEFAULT } = request.query;
        const category = checkCodes('category', request.query.category, JOB_CATEGORIES);
        const type = checkCodes('type', request.query.type, RECRUITMENT_TYPES);
        const trimmed = keyword?.trim() || undefined;
        const key = cacheKey('jobs', { language, keyword: trimmed, category, salary, type, sort, page, pageSize });
        return replyCachedJson(cache, request, reply, key, () =>
          content.jobs.list({ keyword: trimmed, category, salary, type }, { page, pageSize }, sort, language, clock.now()),
        );
      },
    );

    app.get(
      '/api/jobs/detail',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One job with its company, work content, benefits, workplace and up to 4 similar open jobs; closed jobs stay readable',
          querystring: DetailQuery,
          response: { 200: successEnvelope(JobDetail) },
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('job', { documentNo, language }),
          () => content.jobs.detail(documentNo, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo } }),
        );
      },
    );
  };
