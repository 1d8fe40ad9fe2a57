import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { successEnvelope } from '../../lib/envelope.js';
import type { ContentContext } from '../../services/content/content-context.js';
import { cacheKey, cachedJsonRoute, replyCachedJson } from './reply-cached.js';
import { HomeBenefitItem, HomeExtras, LanguageQuery, LifeItem, TopEventItem } from './schemas.js';

/** The home page calls of spec §7, plus the home blocks the spec leaves to us. */
export const homeRoutes =
  (content: ContentContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { cache, clock } = content;

    app.get(
      '/m_api/home_data',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Benefits for the home strip (the first 4 are shown)',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Type.Array(HomeBenefitItem)) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('home_data', { language }), () =>
          content.benefits.home(language, clock.now()),
        );
      },
    );

    app.get(
      '/m_api/home_data/lives',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'The why-the-zone items',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Type.Array(LifeItem)) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('lives', { language }), () =>
          content.home.lives(language, clock.now()),
        );
      },
    );

    app.get(
      '/m_api/home_data/extras',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'Hero slogan, journey cards, Hong Kong/Macao teaser and useful links',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(HomeExtras) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('extras', { language }), () =>
          content.home.extras(language, clock.now()),
        );
      },
    );

    app.get(
      '/api/shared/articles/top-events',
      {
        ...cachedJsonRoute(cache),
        schema: {
          tags: ['content'],
          summary: 'On-going and upcoming events for the home carousel',
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Type.Array(TopEventItem)) },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? 'CN';
        return replyCachedJson(cache, request, reply, cacheKey('top-events', { language }), () =>
          content.events.top(language, clock.now()),
        );
      },
    );
  };
