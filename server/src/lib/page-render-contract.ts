/**
 * What the server and the server-rendering bundle of the web app (built by Vite from src/entry-server.tsx) say to
 * each other. Types only: the bundle is loaded at run time from the build.
 */

export interface PageRequestFacts {
  /** Path and query, e.g. `/pages/events?active=1`. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  /** The page request's id: the render's API calls carry it (X-Request-Id), so the log follows one page through them. */
  requestId?: string | undefined;
}

/** The variant of a page a request gets: what its HTML depends on besides the URL. */
export interface PageVariant {
  language: 'EN' | 'CN' | 'TC';
  mobile: boolean;
}

export interface InjectedCall {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
}

export interface InjectedAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface PageRendererOptions {
  /** The built index.html: its script and stylesheet tags are kept. */
  template: string;
  /** The build's `.vite/manifest.json`, to preload the chunks of the rendered page. */
  manifest: Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string }>;
  /** Answers the app's API calls in-process. */
  inject: (call: InjectedCall) => Promise<InjectedAnswer>;
}

export type PageRenderResult =
  /** `cacheable` is false when some of the page's content failed to load: it is sent, but not kept. */
  | { kind: 'page'; status: number; html: string; cacheable: boolean }
  | { kind: 'redirect'; location: string };

/** What the sitemap lists, from the app's route table: pages without parameters, and the page of each document. */
export interface SitemapPages {
  pages: string[];
  /** Pages of a signed-in visitor's own, which crawlers are asked to leave alone. */
  privatePages: string[];
  /** The detail page of a content section's documents, which takes `?documentNo=`. */
  documentPages: { benefit: string; event: string; service: string; life: string; hkmacao: string; job: string };
}

export interface PageRenderer {
  /** Whether the path is one of the web app's pages (anything else is not rendered). */
  isPagePath(path: string): boolean;
  sitemapPages: SitemapPages;
  variantOf(facts: PageRequestFacts): PageVariant;
  render(facts: PageRequestFacts, variant: PageVariant, origin: string): Promise<PageRenderResult>;
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/** An API call of a render, marked with the id of the page request it serves, so the log follows the page through it. */
export function withRequestId(call: InjectedCall, requestId: string | undefined): InjectedCall {
  return requestId ? { ...call, headers: { ...call.headers, 'x-request-id': requestId } } : call;
}
