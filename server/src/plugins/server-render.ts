import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withRequestId, type CreatePageRenderer, type PageRenderer, type PageRendererOptions, type PageRequestFacts } from '../lib/page-render-contract.js';
import type { MessageValues } from '../lib/app-error.js';
import { isLanguage, type Language } from '../lib/i18n.js';
import { buildRobots, buildSitemap } from '../lib/sitemap.js';
import { escapeHtml } from '../services/mail/templates.js';
import { renderBudget } from './render-budget.js';
import { startRenderThreads } from './render-threads.js';
import { PUBLIC_CACHE_CONTROL, sendCached } from '../routes/content/reply-cached.js';
import { listedDocuments } from '../services/content/sitemap-queries.js';
import { contentOf } from '../services/content/content-context.js';

/** Where `vite build --ssr` puts the server-rendering bundle, inside the web build (never served: see web-app.ts). */
export const SSR_BUNDLE = '.ssr/entry-server.js';
const MANIFEST = '.vite/manifest.json';

/**
 * Pages are revalidated on every visit (they name hashed assets that change with a deploy) and differ by the
 * language cookie, Accept-Language and a mobile user agent; the ETag makes a revalidation cheap.
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';
const PAGE_VARY = 'cookie, accept-language, user-agent';
const HTML_TYPE = 'text/html; charset=utf-8';

export interface ServerRender {
  /** Answers a page request with its rendered HTML, a redirect, or — when rendering fails — the client shell. */
  reply(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** /sitemap.xml: every public page and document in the three languages, from the route table and the database. */
  sitemap(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  robots(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Server renders running now in this instance (at most PAGE_RENDERS_MAX). */
  readonly activeRenders: number;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function factsOf(request: FastifyRequest): PageRequestFacts {
  return {
    url: request.url,
    cookie: header(request, 'cookie'),
    acceptLanguage: header(request, 'accept-language'),
    userAgent: header(request, 'user-agent'),
    requestId: request.id,
  };
}

/** The id of the page request a render on this thread is for, which its API calls carry (see withRequestId). */
const renderingFor = new AsyncLocalStorage<string | undefined>();

/**
 * Loads the server-rendering bundle of the web build, when there is one, and wires it to this server: the app's
 * API calls are answered in-process by `app.inject` (marked as internal, so the rate limit does not count the
 * server's own calls) and rendered pages are kept in the content response cache, so a content write or a scheduled
 * change (an event starting) renews them like the API answers they are made of.
 */
export async function loadServerRender(app: FastifyInstance, staticDir: string): Promise<ServerRender | undefined> {
  const root = resolve(staticDir);
  const bundle = resolve(root, SSR_BUNDLE);
  if (!existsSync(bundle) || !existsSync(resolve(root, MANIFEST))) {
    app.log.warn({ bundle }, 'no server-rendering bundle: pages are rendered in the browser');
    return undefined;
  }
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(resolve(root, MANIFEST), 'utf8')) as Parameters<CreatePageRenderer>[0]['manifest'];
  const { createPageRenderer } = (await import(pathToFileURL(bundle).href)) as { createPageRenderer: CreatePageRenderer };
  const internal = app.internalRequestHeaders;
  const publicOrigin = app.config.publicUrl?.replace(/\/+$/, '');
  const inject: PageRendererOptions['inject'] = async (call) => {
    const marked = withRequestId(call, renderingFor.getStore());
    const answer = await app.inject({ method: marked.method, url: marked.url, headers: { ...marked.headers, ...internal } });
    return { statusCode: answer.statusCode, body: answer.body, headers: answer.headers };
  };
  // The bundle on this thread answers what a page request is (its variant, whether it is a page, the sitemap's pages);
  // the pages themselves are rendered by the render threads when there are any (PAGE_RENDER_THREADS).
  const renderer: PageRenderer = createPageRenderer({ template, manifest, inject });
  const threads =
    app.config.pageRenderThreads > 0
      ? startRenderThreads({ bundle, template, manifest, inject, threads: app.config.pageRenderThreads, log: app.log })
      : undefined;
  if (threads) app.addHook('onClose', () => threads.close());
  const renderPage: PageRenderer['render'] = (facts, variant, origin) =>
    threads ? threads.render(facts, variant, origin) : renderingFor.run(facts.requestId, () => renderer.render(facts, variant, origin));
  const content = contentOf(app);
  const { cache } = content;
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const rendersMax = app.config.pageRendersMax;
  let active = 0;
  const budget = renderBudget(app);

  return {
    async sitemap(request, reply) {
      const origin = originOf(request);
      const entry = await cache.get(`sitemap|${origin}`, async () => ({
        body: buildSitemap(origin, renderer.sitemapPages, await listedDocuments(app.db, content.clock.now())),
        contentType: 'application/xml; charset=utf-8',
      }));
      return sendCached(request, reply, entry);
    },

    async robots(request, reply) {
      return reply
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(buildRobots(originOf(request), renderer.sitemapPages.privatePages));
    },

    async reply(request, reply) {
      const facts = factsOf(request);
      const variant = renderer.variantOf(facts);
      const origin = originOf(request);
      // Without PUBLIC_URL the page's links name the requested host, so the host is part of what is cached.
      const key = `page|${variant.language}|${variant.mobile ? 'm' : 'd'}|${publicOrigin ? '' : origin}|${request.url}`;
      const kept = !UNBOUNDED_PAGE.test(request.url);
      const cached = kept ? cache.peek(key) : undefined;
      if (!cached) {
        // A render the cache cannot answer costs the server: each address has a budget of them (issue #29 §3).
        const refusal = await budget.take(request);
        if (refusal !== undefined) {
          app.metrics.pageRender('refused');
          return tooManyRenders(request, reply, refusal, variant.language);
        }
      }
      let rendered = false;
      const render = async () => {
        // Over the instance's cap the visitor gets the page rendered in the browser, at once (same URL, 200).
        if (active >= rendersMax) throw new OverCapacity();
        active += 1;
        rendered = true;
        const started = performance.now();
        try {
          const result = await renderPage(facts, variant, origin);
          const seconds = (performance.now() - started) / 1000;
          if (result.kind === 'redirect') throw new RedirectSignal(result.location);
          if (!result.cacheable || !kept) {
            app.metrics.pageRender('uncached', seconds);
            throw new UncachedPage(result.html, result.status);
          }
          app.metrics.pageRender('rendered', seconds);
          return { body: result.html, contentType: HTML_TYPE, status: result.status };
        } finally {
          active -= 1;
        }
      };
      try {
        const entry = cached ?? (await cache.get(key, render));
        if (!rendered) app.metrics.pageRender('cached');
        return sendCached(request, reply, entry, { cacheControl: PAGE_CACHE_CONTROL, vary: PAGE_VARY });
      } catch (error) {
        if (error instanceof RedirectSignal) return reply.redirect(error.location, 302);
        if (error instanceof UncachedPage) return reply.code(error.status).header('cache-control', 'no-store').type(HTML_TYPE).send(error.html);
        if (error instanceof OverCapacity) {
          app.metrics.pageRender('capacity');
          request.log.debug({ url: request.url, active }, 'server renders at capacity; sending the client-rendered page');
          // From memory, not the disk: at capacity this answer is the one given most.
          return reply.header('cache-control', 'no-store').type(HTML_TYPE).send(template);
        }
        app.metrics.pageRender('failed');
        request.log.error({ err: error, url: request.url }, 'server render failed; sending the client-rendered shell');
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
    },

    get activeRenders() {
      return active;
    },
  };
}

/**
 * Pages whose content is whatever the address asks for (a search for any words): rendered on the server under the
 * address's render budget like any page, but never kept in the page cache, which they would fill with one-off entries
 * and push the shared pages out of.
 */
const UNBOUNDED_PAGE = /^\/pages\/search(?:[/?#]|$)/;

/** Over the cap of renders running at once: the client-rendered page instead. */
class OverCapacity extends Error {
  constructor() {
    super('server renders at capacity');
  }
}

const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-Hans', TC: 'zh-Hant' };

/** A refused render: 429 with Retry-After and a short page in the page's language (a browser shows it as it is). */
function tooManyRenders(request: FastifyRequest, reply: FastifyReply, seconds: number, pageLanguage: string): FastifyReply {
  const language: Language = isLanguage(pageLanguage) ? pageLanguage : request.server.languageOf(request);
  // The page's language (its cookie, as the renderer reads it) rather than the request's Accept-Language alone.
  const t = (id: string, values?: MessageValues) => request.server.tIn(language, id, values);
  const title = escapeHtml(t('server.error.tooManyPages.title'));
  const message = escapeHtml(t('server.error.tooManyPages', { seconds }));
  const html = `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`;
  return reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store').type(HTML_TYPE).send(html);
}

/**
 * A page that is not kept (content that partly failed to load, or one visitor's own page, e.g. a report behind its
 * share link): sent with its status, but it leaves the cache build without an entry.
 */
class UncachedPage extends Error {
  constructor(
    readonly html: string,
    readonly status: number,
  ) {
    super('page that is not kept');
  }
}

/** A redirect is an answer, not a page: it leaves the cache build without an entry. */
class RedirectSignal extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}
