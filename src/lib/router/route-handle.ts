import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { routes, type RouteName } from '@/lib/routes';
import type { PageData, PageHeadOf } from './page-data';

/**
 * What every route carries in its `handle`: its title's message id and, where the spec has them, breadcrumbs; for
 * server rendering, the source module of its lazily loaded page (to preload its chunks), the data it needs and what
 * it puts in the document head. `S` is the store's state, known only to the app.
 */
export interface RouteHandle<S = never> {
  name: RouteName;
  titleId: string;
  /** Ancestors shown before the page itself, by route name. */
  breadcrumbs?: readonly RouteName[];
  /** The page module's source path from the project root (`src/features/…/pages/…-page.tsx`). */
  module?: string;
  data?: PageData<S>;
  head?: PageHeadOf<S>;
  /**
   * The same two, from a module loaded with the page (a feature whose store code stays out of the first pages'
   * scripts): the route has either these or `data` and `head`.
   */
  pageData?: () => Promise<PageDataModule<S>>;
}

/** What a lazily loaded page-data module gives a route. */
export interface PageDataModule<S> {
  data?: PageData<S>;
  head?: PageHeadOf<S>;
}

const loadedPageData = new WeakMap<object, PageDataModule<never>>();

/** The route's data and head functions, loading their module first when it has one (once per route). */
export async function loadPageData<S>(handle: RouteHandle<S>): Promise<PageDataModule<S>> {
  if (!handle.pageData) return { data: handle.data, head: handle.head };
  const known = loadedPageData.get(handle) as PageDataModule<S> | undefined;
  if (known) return known;
  const loaded = await handle.pageData();
  loadedPageData.set(handle, loaded as PageDataModule<never>);
  return loaded;
}

/** The route's head function if it is at hand (its module loaded); a page renders its own title until then. */
export function pageHeadOf<S>(handle: RouteHandle<S> | undefined): PageHeadOf<S> | undefined {
  if (!handle) return undefined;
  return handle.head ?? (loadedPageData.get(handle) as PageDataModule<S> | undefined)?.head;
}

export interface Breadcrumb {
  label: string;
  /** Absent on the last crumb (the current page). */
  to?: string;
}

export interface PageHeading {
  title: string;
  breadcrumbs: Breadcrumb[];
}

export function pageTitleId(name: RouteName): string {
  return `page.${name}.title`;
}

/** The page's intro line doubles as its meta description. */
export function pageDescriptionId(name: RouteName): string {
  return `page.${name}.intro`;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleId === 'string';
}

/** The handle of the deepest match that has one (router matches on the client, static handler matches on the server). */
export function deepestHandle<S = never>(matches: ReadonlyArray<{ handle?: unknown; route?: { handle?: unknown } }>): RouteHandle<S> | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match && 'route' in match ? match.route?.handle : match?.handle;
    if (isRouteHandle(handle)) return handle as RouteHandle<S>;
  }
  return undefined;
}

/** The routes matched at the current location, outermost first (provided where the route table is rendered). */
export const RouteMatchesContext = createContext<ReadonlyArray<{ route?: { handle?: unknown } }>>([]);

export function useRouteHandle<S = never>(): RouteHandle<S> | undefined {
  return deepestHandle<S>(useContext(RouteMatchesContext));
}

/** The localized title and breadcrumbs of the current route, ready for the page shell. */
export function usePageHeading(): PageHeading {
  const intl = useIntl();
  const handle = useRouteHandle();
  if (!handle) return { title: intl.formatMessage({ id: 'app.title' }), breadcrumbs: [] };
  const title = intl.formatMessage({ id: handle.titleId });
  const breadcrumbs: Breadcrumb[] = handle.breadcrumbs?.length
    ? [
        ...handle.breadcrumbs.map((name) => ({ label: intl.formatMessage({ id: pageTitleId(name) }), to: routes[name] })),
        { label: title },
      ]
    : [];
  return { title, breadcrumbs };
}

/** document.title = page title + ' | ' + app title. */
export function formatDocumentTitle(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle && pageTitle !== appTitle ? `${pageTitle} | ${appTitle}` : appTitle;
}
