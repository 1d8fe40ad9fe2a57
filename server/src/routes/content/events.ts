import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentError } from '../../services/content/content-errors.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { buildIcs } from '../../services/content/ics.js';
import { DEFAULT_PAGE_SIZE } from '../../services/content/limits.js';
import { successEnvelope } from '../../lib/envelope.js';
import { cacheKey, cachedJsonRoute, CACHED_ROUTE, replyCachedJson, replyCachedText } from './reply-cached.js';
import { DetailQuery, EventDetail, EventDetailQuery, EventItem, EventListQuery, pageOf } from './schemas.js';

export const eventRoutes =
  (content: ContentContext, uidDomain: string): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/api/events',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Events by state (upcoming, on-going, past), computed at request time',
          querystring: EventListQuery,
          response: { 200: successEnvelope(pageOf(EventItem)) },
        },
      },
      async (request, reply) => {
        const { state, language = 'CN', page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
        return replyCachedJson(cache, request, reply, cacheKey('events', { state, language, page, pageSize }), () =>
          content.events.list(state, { page, pageSize }, language, clock.now()),
        );
      },
    );

    app.get(
      '/api/events/detail',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'One event',
          querystring: EventDetailQuery,
          response: { 200: successEnvelope(EventDetail) },
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        return replyCachedJson(
          cache,
          request,
          reply,
          cacheKey('event', { documentNo, language }),
          () => content.events.detail(documentNo, language, clock.now()),
          () => contentError('documentNotFound', { values: { documentNo } }),
        );
      },
    );

    app.get(
      '/api/events/calendar.ics',
      {
        ...CACHED_ROUTE,
        schema: {
          tags: ['content'],
          summary: 'The event as an iCalendar file (add to calendar)',
          querystring: DetailQuery,
          produces: ['text/calendar'],
        },
      },
      async (request, reply) => {
        const { documentNo, language = 'CN' } = request.query;
        reply.header('content-disposition', `attachment; filename="${documentNo}.ics"`);
        return replyCachedText(cache, request, reply, cacheKey('ics', { documentNo, language }), 'text/calendar; charset=utf-8', async () => {
          const event = await content.events.detail(documentNo, language, clock.now());
          if (!event) throw contentError('documentNotFound', { values: { documentNo } });
          return buildIcs({
            uid: `${event.documentNo}@${uidDomain}`,
            stamp: new Date(event.updatedAt),
            startsAt: new Date(event.startsAt),
            endsAt: new Date(event.endsAt),
            title: event.title,
            description: event.summary,
            location: [event.location, event.address].filter(Boolean).join(', '),
          });
        });
      },
    );
  };
