import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { authError } from '../../services/auth/auth-errors.js';
import { JobQueries } from '../../services/content/job-queries.js';
import { MAX_KEYWORD_LENGTH } from '../../services/content/limits.js';
import { escapeHtml } from '../../services/mail/templates.js';
import {
  JOB_CATEGORIES,
  RECRUITMENT_TYPES,
  SALARY_RANGE_CODES,
  SAVED_SEARCHES_MAX,
} from '../../services/recruitment/job-codes.js';
import { EMPLOYMENT_PATH, SavedSearchService } from '../../services/recruitment/saved-search-service.js';

/** The routes live inside the encapsulated route plugins; callers holding the root app (tests) find the service here. */
const services = new WeakMap<object, SavedSearchService>();

export function savedSearchesOf(app: FastifyInstance): SavedSearchService {
  const service = services.get(app.server);
  if (!service) throw new Error('saved search routes are not registered on this app');
  return service;
}

/** Digests are checked hourly; each saved search is mailed at most once a day (see SavedSearchService.sendDigests). */
export const DIGEST_CHECK_MS = 60 * 60 * 1000;

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const SavedSearchQuery = Type.Object({
  keyword: Type.String(),
  category: Type.Array(Type.String()),
  salary: Type.Union([Type.String(), Type.Null()]),
  type: Type.Array(Type.String()),
});
export const SavedSearch = Type.Object({
  id: Type.Integer(),
  query: SavedSearchQuery,
  createdAt: Type.String({ description: 'ISO 8601 instant (UTC)' }),
});
export const SavedSearchBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: MAX_KEYWORD_LENGTH })),
  category: Type.Optional(Type.Array(literals(JOB_CATEGORIES), { maxItems: JOB_CATEGORIES.length })),
  salary: Type.Optional(Type.Union([literals(SALARY_RANGE_CODES), Type.Null()])),
  type: Type.Optional(Type.Array(literals(RECRUITMENT_TYPES), { maxItems: RECRUITMENT_TYPES.length })),
});
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const UnsubscribeQuery = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'From the digest e-mail' }),
  language: Type.Optional(literals(['EN', 'CN', 'TC'] as const)),
});

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };
const LANG_TAG = { EN: 'en', CN: 'zh-Hans', TC: 'zh-Hant' } as const;

function userOf(request: FastifyRequest): number {
  if (!request.session) throw authError('unauthorized');
  return request.session.user.id;
}

/** A browser opening the link from the e-mail prefers a page; API clients get the envelope. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** Saved job searches and their daily digest (issue #10 §5): Bearer token, except the unsubscribe link. */
const savedSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { clock, outbox, mail, templates } = app.auth;
  const service = new SavedSearchService({
    db: app.db,
    clock,
    jobs: new JobQueries(app.db),
    outbox,
    sender: mail,
    templates,
    log: app.log,
    publicUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
  });
  services.set(app.server, service);
  // Every instance may run it: a conditional update lets only one of them mail each search.
  const digests = setInterval(() => {
    service.sendDigests().catch((error: unknown) => app.log.warn({ err: error }, 'saved search digests failed'));
  }, DIGEST_CHECK_MS);
  digests.unref();
  app.addHook('onReady', async () => {
    service.sendDigests().catch((error: unknown) => app.log.warn({ err: error }, 'saved search digests failed'));
  });
  app.addHook('onClose', async () => clearInterval(digests));

  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: { tags: ['recruitment'], summary: 'My saved job searches, newest first', response: { 200: successEnvelope(Type.Array(SavedSearch)), ...errors } },
    },
    async (request) => ok(await service.list(userOf(request))),
  );

  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['recruitment'],
        summary: `Save the job board's current search (keyword, categories, salary range, types) for a daily e-mail of new matching jobs; at most ${SAVED_SEARCHES_MAX}. The same search again answers the one kept`,
        body: SavedSearchBody,
        response: { 200: successEnvelope(SavedSearch), ...errors },
      },
    },
    // Digests are written in the language of this request (`?language=`, else Accept-Language).
    async (request) => ok(await service.create(userOf(request), request.body, app.languageOf(request))),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: ['recruitment'], summary: 'Delete one of my saved searches', params: IdParams, response: { 200: successEnvelope(Type.Boolean()), ...errors } },
    },
    async (request) => ok(await service.remove(userOf(request), request.params.id)),
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['recruitment'],
        summary: 'Stop the e-mails of a saved search (the link in each digest; no login). A browser asking for HTML gets a page',
        querystring: UnsubscribeQuery,
        response: { 200: successEnvelope(Type.Boolean()), 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (!wantsPage(request)) return ok(await service.unsubscribe(request.query.token));
      try {
        await service.unsubscribe(request.query.token);
        return unsubscribePage(app, request, reply, 200, 'unsubscribedTitle', 'server.savedSearch.page.unsubscribedBody');
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        return unsubscribePage(app, request, reply, 404, 'invalidTitle', 'server.error.savedSearch.unsubscribeInvalid');
      }
    },
  );
};

/** A plain page in the request's language: what happened, and a way to the job board. */
function unsubscribePage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, status: number, title: string, body: string) {
  const language = app.languageOf(request);
  const t = (id: string) => escapeHtml(app.t(request, id));
  const board = `${EMPLOYMENT_PATH}?language=${language}`;
  const html = `<!doctype html>
<html lang="${LANG_TAG[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t(`server.savedSearch.page.${title}`)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem;line-height:1.5">
<h1>${t(`server.savedSearch.page.${title}`)}</h1>
<p>${t(body)}</p>
<p><a href="${escapeHtml(board)}">${t('server.savedSearch.page.board')}</a></p>
</body>
</html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export default savedSearchRoutes;
