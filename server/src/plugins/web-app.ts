import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { loadServerRender } from './server-render.js';
import { renderKioskOfflinePage } from './kiosk-offline-page.js';

export interface WebAppPluginOptions {
  /** The Vite build: index.html, kiosk/index.html, assets/*. */
  staticDir: string;
}

const API_PATH = /^\/(api|m_api)(\/|$)/;
const KIOSK_PATH = /^\/kiosk(\/|$)/;
/** The staff console is rendered in the browser only: its addresses get the client shell, never a server render. */
const CONSOLE_PATH = /^\/console(\/|$)/;
/** A last segment with an extension names a file; a missing file is a 404, never the app shell. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * The kiosk's page is never stored, not even for Back (bfcache): a page of the previous visitor must not come back
 * from any cache after a reset.
 */
const NEVER_STORE = 'no-store';

function pathOf(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  return queryStart < 0 ? request.url : request.url.slice(0, queryStart);
}

/**
 * Serves the built web and kiosk apps: hashed assets cached for a year (and precompressed), HTML always
 * revalidated, web pages rendered on the server (see server-render.ts), and a history fallback so deep links load
 * the right app. Unknown API paths get the 404 envelope.
 */
export default fp<WebAppPluginOptions>(
  async (app, { staticDir }) => {
    const root = resolve(staticDir);
    const built = existsSync(resolve(root, 'index.html'));
    const assetsDir = `${resolve(root, 'assets')}${sep}`;
    const kioskDir = `${resolve(root, 'kiosk')}${sep}`;

    if (built) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        cacheControl: false,
        // The fallback below decides what a directory or unknown path shows.
        redirect: false,
        // Build internals (the Vite manifest, the server-rendering bundle, source maps) are not for visitors.
        allowedPath: (pathName: string) =>
          !pathName.startsWith('/.vite/') && !pathName.startsWith('/.ssr/') && !pathName.endsWith('.map'),
        setHeaders: (reply: FastifyReply, filePath: string) => {
          if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
          else if (filePath.startsWith(kioskDir) && filePath.endsWith('.html')) reply.header('cache-control', NEVER_STORE);
          // Its address is its identity: each check for a new version must reach the server.
          else if (filePath.startsWith(kioskDir) && filePath.endsWith('.js')) reply.header('cache-control', REVALIDATE);
          else if (filePath.endsWith('.html')) reply.header('cache-control', REVALIDATE);
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ staticDir: root }, 'no web build found; the fallback page explains how to build it');
    }

    const serverRender = built ? await loadServerRender(app, staticDir) : undefined;

    // The page the kiosk's service worker keeps for an outage (kiosk/sw/service-worker.ts), in three languages.
    const kioskOfflinePage = renderKioskOfflinePage();
    app.get('/kiosk/offline.html', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(kioskOfflinePage),
    );

    // Unknown API paths count against the client's global limit (the same store); page loads never do.
    const limit = app.rateLimit();
    const limitApiCalls = async (request: FastifyRequest, reply: FastifyReply) => {
      if (API_PATH.test(pathOf(request))) await limit.call(app, request, reply);
    };

    // The web app's own addresses go straight to their page (a static file lookup would come first otherwise).
    if (serverRender) {
      const page = async (request: FastifyRequest, reply: FastifyReply) => {
        if (FILE_LIKE.test(pathOf(request))) throw AppError.of('notFound', { data: { path: pathOf(request) } });
        return serverRender.reply(request, reply);
      };
      for (const url of ['/', '/pages', '/pages/*', '/auth', '/auth/*']) app.get(url, { schema: { hide: true } }, page);
      const text = { 200: { type: 'string' } } as const;
      app.get(
        '/sitemap.xml',
        { schema: { tags: ['seo'], summary: 'Every public page and document in the three languages (sitemaps.org)', response: text } },
        (request, reply) => serverRender.sitemap(request, reply),
      );
      app.get(
        '/robots.txt',
        { schema: { tags: ['seo'], summary: 'Crawling rules, naming the sitemap', response: text } },
        (request, reply) => serverRender.robots(request, reply),
      );
    }

    app.setNotFoundHandler({ preHandler: limitApiCalls }, async (request, reply) => {
      const path = pathOf(request);
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
      if (!isPage || FILE_LIKE.test(path)) throw AppError.of('notFound', { data: { path } });
      if (!built) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(app.t(request, 'server.error.webNotBuilt'));
      }
      if (KIOSK_PATH.test(path)) return reply.header('cache-control', NEVER_STORE).sendFile('kiosk/index.html');
      // Staff pages: kept out of search engines, and out of the page cache (nothing there is rendered per URL).
      if (CONSOLE_PATH.test(path)) return reply.header('x-robots-tag', 'noindex, nofollow').sendFile('index.html');
      // Every other address is the web app's: a page rendered on the server, or a redirect to one.
      if (serverRender) return serverRender.reply(request, reply);
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['errors', 'security'] },
);
