import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { routes, type RouteName } from '@/lib/routes';

/** What every route carries in its `handle`: its title's message id and, where the spec has them, breadcrumbs. */
export interface RouteHandle {
  name: RouteName;
  titleId: string;
  /** Ancestors shown before the page itself, by route name. */
  breadcrumbs?: readonly RouteName[];
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

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleId === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
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

export function useDocumentTitle(): void {
  const intl = useIntl();
  const handle = useRouteHandle();
  const appTitle = intl.formatMessage({ id: 'app.title' });
  const pageTitle = handle ? intl.formatMessage({ id: handle.titleId }) : undefined;
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, appTitle);
  }, [pageTitle, appTitle]);
}
