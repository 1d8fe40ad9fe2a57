import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';
import { END } from 'redux-saga';
import type {
  CreatePageRenderer,
  PageRenderResult,
  PageRequestFacts,
  PageVariant,
  SitemapPages,
} from '../../../server/src/lib/page-render-contract';
import { loadLayoutState } from '@/features/layout/store/layout-cookies';
import { detectLanguage } from '@/lib/i18n/detect-language';
import { LANGUAGE_COOKIE, LOCALE_TAG, isLanguage, type Language } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/load-messages';
import { setHttpAdapter } from '@/lib/http/http-client';
import { isMobileAgent, UserAgentContext } from '@/lib/layout/use-is-mobile';
import { deepestHandle, loadPageData } from '@/lib/router/route-handle';
import { StaticRoutes } from '@/lib/router/history-router';
import type { PageRequest } from '@/lib/router/page-data';
import { readCookie } from '@/lib/storage/cookies';
import { AUTH_BASE, HOME_PATH, PAGES_BASE, pageRoutes, routes, type RouteName } from '@/lib/routes';
import { AppProviders } from '../providers';
import { createStyleCache } from '@/theme/style-cache';
import { resolveHead } from '../page-head';
import { appRoutes, type AppRouteHandle } from '../router';
import { makeStoreRunning, type RootState } from '../store/make-store';
import { pageDataSaga } from '../store/root-saga';
import { SERVER_RENDER_FEEDBACK, serverStateOf } from './server-state';
import { criticalStyles, type EmotionCacheLike } from './critical-styles';
import { injectAdapter } from './inject-adapter';
import { headTags, moduleListScript, pageAssets, preloadTags, stateScript } from './document-parts';

/** A page whose data has not arrived by then is sent as the client-rendered shell instead. */
const DATA_TIMEOUT_MS = 10_000;

const PAGE_PATH = new RegExp(`^(${PAGES_BASE}|${AUTH_BASE})(/|$)`);

/** Accept-Language as the browser's language list, best first (what navigator.languages holds). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Spec §4 on the server: the URL's `language`, then the saved cookie, then Accept-Language, then EN. */
export function pageLanguageOf(facts: PageRequestFacts): Language {
  const fromUrl = new URLSearchParams(facts.url.split('?')[1] ?? '').get('language');
  if (isLanguage(fromUrl)) return fromUrl;
  const languages = acceptedLanguages(facts.acceptLanguage);
  return detectLanguage({ cookie: readCookie(LANGUAGE_COOKIE, facts.cookie ?? ''), language: languages[0], languages });
}

/** Pages for one visitor (their profile, their search's results): out of the sitemap, and robots.txt keeps crawlers out. */
const UNLISTED: readonly RouteName[] = ['profile', 'search'];

/**
 * The public pages a search engine should know, read from the route table: every page under /pages that needs no
 * parameter (child pages carry breadcrumbs and take a query), except the UNLISTED ones.
 */
export function sitemapPagesOf(tree: readonly RouteObject[]): SitemapPages {
  const pages: string[] = [];
  const visit = (route: RouteObject) => {
    const handle = route.handle as AppRouteHandle | undefined;
    if (handle?.name && !handle.breadcrumbs && !UNLISTED.includes(handle.name) && routes[handle.name].startsWith(`${PAGES_BASE}/`)) {
      pages.push(routes[handle.name]);
    }
    route.children?.forEach(visit);
  };
  tree.forEach(visit);
  return {
    pages,
    privatePages: UNLISTED.map((name) => routes[name]),
    documentPages: { benefit: pageRoutes.talentBenefitsDetail, event: pageRoutes.eventsDetail, service: pageRoutes.serviceDetail, life: pageRoutes.lifedetail, hkmacao: pageRoutes.hkmacaoDetail, job: pageRoutes.employmentDetail },
  };
}

/** Whether a content resource of the store was answered "no such document": the page is a not-found page (404). */
export function hasMissingResource(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if ((value as { status?: unknown }).status === 'missing' && 'key' in value) return true;
  return Object.values(value).some(hasMissingResource);
}

/** Whether any content resource of the store ended in an error (see lib/resource.ts). */
export function hasFailedResource(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if ((value as { status?: unknown }).status === 'error' && 'key' in value) return true;
  return Object.values(value).some(hasFailedResource);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A rendered page needs no script to be read: its scripts are fetched at low priority, after the images and styles
 * of the first screen, and then bring the page to life.
 */
function scriptsAfterContent(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** Where the template takes the rendered parts; checked once at start so a changed index.html fails loudly. */
const TEMPLATE_MARKS = { lang: /<html lang="[^"]*">/, title: /<title>[^<]*<\/title>/, root: '<div id="root"></div>' } as const;

/**
 * Renders a public page on the server with the app's own tree, store and sagas: the route's data is loaded through
 * the page-data sagas (the API answered in-process), the page is rendered to complete HTML with its Emotion styles,
 * and the store's content is sent along so the browser hydrates without asking again.
 */
export const createPageRenderer: CreatePageRenderer = ({ template, manifest, inject }) => {
  if (!TEMPLATE_MARKS.lang.test(template) || !TEMPLATE_MARKS.title.test(template) || !template.includes(TEMPLATE_MARKS.root)) {
    throw new Error('index.html lacks <html lang>, <title> or <div id="root"></div>');
  }
  setHttpAdapter(injectAdapter(inject));
  const page = scriptsAfterContent(template);

  async function render(facts: PageRequestFacts, variant: PageVariant, origin: string): Promise<PageRenderResult> {
    const url = new URL(facts.url, origin);
    const handle: AppRouteHandle | undefined = deepestHandle<RootState>(matchRoutes(appRoutes, url.pathname) ?? []);
    if (!handle) {
      // The root, /pages, /auth and unknown paths only redirect home (spec §2); a chosen language goes along.
      const language = url.searchParams.get('language');
      return { kind: 'redirect', location: isLanguage(language) ? `${HOME_PATH}?language=${language}` : HOME_PATH };
    }

    const { language } = variant;
    const request: PageRequest = { searchParams: url.searchParams, language };
    // The route's page-data module registers its feature's slice and sagas: loaded before the store starts.
    const { data } = await loadPageData(handle);
    const { store, task } = makeStoreRunning(pageDataSaga, {
      language: { current: language },
      layout: loadLayoutState(facts.cookie ?? ''),
      feedback: SERVER_RENDER_FEEDBACK,
    });
    for (const action of data?.(request, store.getState()) ?? []) store.dispatch(action);
    store.dispatch(END);
    const messages = await loadMessages(language);
    await withTimeout(task.toPromise(), DATA_TIMEOUT_MS, 'loading the page data');

    const cache = createStyleCache();
    // Compat mode keeps every inserted rule in the cache instead of writing <style> tags into the markup.
    cache.compat = true;
    let renderError: unknown;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <UserAgentContext.Provider value={facts.userAgent ?? ''}>
          <AppProviders store={store} language={language} messages={messages} styleCache={cache}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <StaticRoutes routes={appRoutes} />
            </StaticRouter>
          </AppProviders>
        </UserAgentContext.Provider>
      </StrictMode>,
      // Boundaries are written in place: an outlined one would need an inline script, which the CSP forbids.
      { onError: (error) => void (renderError ??= error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await streamToString(prelude);
    // A part that failed would be left to the browser to render: send the whole page that way instead (and log it).
    if (renderError !== undefined) throw renderError;

    const state = store.getState();
    const intl = createIntl({ locale: LOCALE_TAG[language], messages });
    const head = resolveHead(handle, request, state, intl);
    const assets = pageAssets(manifest, handle.module, language);
    const headHtml = [
      headTags({ head, url, origin }),
      preloadTags(assets, head.preloadImages),
      criticalStyles(cache as unknown as EmotionCacheLike, markup),
    ].join('');
    const html = page
      .replace(TEMPLATE_MARKS.lang, `<html lang="${LOCALE_TAG[language]}">`)
      .replace(TEMPLATE_MARKS.title, () => headHtml)
      .replace(
        TEMPLATE_MARKS.root,
        () => `<div id="root">${markup}</div>${stateScript(serverStateOf(state))}${moduleListScript(assets)}`,
      );
    // Content that failed to load (the database away for a moment) is shown as such, but that page is not kept.
    // One visitor's own page (a report behind its share link) is never kept: it may be deleted or expire.
    const cacheable = !hasFailedResource(state) && !head.personal;
    return { kind: 'page', status: hasMissingResource(state) ? 404 : 200, html, cacheable };
  }

  return {
    isPagePath: (path) => PAGE_PATH.test(path),
    sitemapPages: sitemapPagesOf(appRoutes),
    variantOf: (facts) => ({ language: pageLanguageOf(facts), mobile: isMobileAgent(facts.userAgent ?? '') }),
    render,
  };
};
