import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { successEnvelope, ok } from '../../lib/envelope.js';
import { contentOf } from '../../services/content/content-context.js';
import { entryStepRows } from '../../services/search/search-documents.js';
import { SEARCH_PAGE_SIZE_DEFAULT, SearchService } from '../../services/search/search-service.js';
import { entryStepCatalog } from '../../services/tools/entry-steps.js';
import { AnswerSchema, SearchQuery, SearchResultSchema, SuggestionsSchema, SuggestQuery } from './schemas.js';

/** A safety net for a missed notification: the sync compares stamps only, so it is cheap when nothing changed. */
export const SEARCH_SYNC_INTERVAL_MS = 60_000;

const services = new WeakMap<object, SearchService>();

/** The search service of an app (tests wait on its syncs). */
export function searchOf(app: FastifyInstance): SearchService {
  const service = services.get(app.server);
  if (!service) throw new Error('search routes are not registered on this app');
  return service;
}

/** Site search (issue #14): results over every public section and title suggestions as you type. */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = contentOf(app);
  const staticRows = entryStepRows(entryStepCatalog());
  const search = new SearchService(app.db, content.clock, () => staticRows, app.log);
  services.set(app.server, search);
  // A serving instance brings the index up to date in the background once it listens (search answers from the rows
  // already there meanwhile), then keeps it current: every instance's publish reaches every instance's index through
  // the content version NOTIFY, and the minute's check catches a missed one.
  app.addHook('onListen', async () => {
    void search.start();
  });
  const unsubscribe = content.onVersionChange(() => search.contentChanged());
  const timer = setInterval(() => search.contentChanged(), SEARCH_SYNC_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    await search.stop();
  });

  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Site search over every public section, in the visitor’s language (CN fallback), with counts per section',
        querystring: SearchQuery,
        response: { 200: successEnvelope(SearchResultSchema) },
      },
    },
    async (request) => {
      const { q, section, language = 'CN', page = 1, pageSize = SEARCH_PAGE_SIZE_DEFAULT } = request.query;
      return ok(await search.search({ q, section, language, page, pageSize }));
    },
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to eight titles matching what is typed, best first',
        querystring: SuggestQuery,
        response: { 200: successEnvelope(SuggestionsSchema) },
      },
    },
    async (request) => {
      const { q, language = 'CN' } = request.query;
      return ok(await search.suggest(q, language));
    },
  );

  app.get(
    '/api/search/answer',
    {
      schema: {
        tags: ['search'],
        summary: 'The help panel’s answer to a question: the best passage with its page and up to five further pages',
        querystring: SuggestQuery,
        response: { 200: successEnvelope(AnswerSchema) },
      },
    },
    async (request) => {
      const { q, language = 'CN' } = request.query;
      return ok(await search.answer(q, language));
    },
  );
};

export default searchRoutes;
