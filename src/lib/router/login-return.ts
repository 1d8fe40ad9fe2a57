import { authRoutes, CONSOLE_BASE, PAGES_BASE, withQuery } from '@/lib/routes';

/** The login page's query parameter naming the page to return to once logged in. */
export const LOGIN_RETURN_PARAM = 'redirect';

/** The login page, asked to come back to `path` (the current page's path and query) afterwards. */
export function loginReturningTo(path: string): string {
  return withQuery(authRoutes.login, { [LOGIN_RETURN_PARAM]: path });
}

/** A page a login may return to: the portal's pages and the staff console. */
const isReturnPage = (path: string) => path.startsWith(`${PAGES_BASE}/`) || path === CONSOLE_BASE || path.startsWith(`${CONSOLE_BASE}/`);

/**
 * The return path a login may follow: one of the portal's own pages, never another site. A bare `//host` or a
 * backslash would make the browser leave the origin, so only `/pages/...` and `/console...` paths qualify.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!isReturnPage(value) || value.includes('\\') || value.startsWith('//')) return null;
  try {
    // Checked again once resolved: `/pages/../auth/…` is not a page.
    const url = new URL(value, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid' || !isReturnPage(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
