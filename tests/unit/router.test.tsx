import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import { authRoutes, pageRoutes, routes, SERVICE_TABS, withQuery, type RouteName } from '@/lib/routes';
import { lazyWithRetry } from '@/lib/chunk-load';
import { RouteErrorBounded } from '@/app/route-error-view';
import { messagesByLanguage, renderApp } from './render-app';

const en = messagesByLanguage.EN;

// Each page is a lazy chunk that Vitest transforms on first use; on a busy machine that takes seconds.
const LOAD_TIMEOUT_MS = 20_000;
const SLOW = { timeout: 30_000 };

async function heading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: LOAD_TIMEOUT_MS });
}

describe('route tree (spec §2)', SLOW, () => {
  it.each(['/', '/foo/bar', '/pages', '/pages/nope', '/auth/unknown'])('%s redirects to /pages/home', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(pageRoutes.home), { timeout: LOAD_TIMEOUT_MS });
    expect(await heading()).toHaveTextContent(en['app.title']!);
  });

  const named = (Object.keys(routes) as RouteName[]).filter((name) => name !== 'home');
  it.each(named)('%s renders its page shell with a localized h1', async (name) => {
    const { router } = renderApp(routes[name]);
    expect(await heading()).toHaveTextContent(en[`page.${name}.title`]!);
    expect(router.state.location.pathname).toBe(routes[name]);
  });

  it.each(['CN', 'TC'] as const)('renders in %s', async (language) => {
    renderApp(pageRoutes.events, { language });
    expect(await heading()).toHaveTextContent(messagesByLanguage[language]['page.events.title']!);
  });

  it('sets document.title to page title | app title', async () => {
    renderApp(pageRoutes.talentBenefits);
    await heading();
    await waitFor(() => expect(document.title).toBe(`${en['page.talentBenefits.title']} | ${en['app.title']}`));
  });

  it('main pages have header and footer, auth pages have neither site nav nor footer', async () => {
    renderApp(pageRoutes.about);
    await heading();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('auth pages sit in the auth layout without the footer', async () => {
    renderApp(authRoutes.signin);
    await heading();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('tabs and breadcrumbs', SLOW, () => {
  it('services ?active=4 marks the volunteer tab', async () => {
    renderApp(withQuery(pageRoutes.services, { active: 4 }));
    await heading();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent(en[`services.tab.${SERVICE_TABS[4]}`]!);
  });

  it('an out-of-range active falls back to the first tab', async () => {
    renderApp(withQuery(pageRoutes.lifepage, { active: 9 }));
    await heading();
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent(en['life.tab.food']!);
  });

  it('serviceDetail shows Home › Talent services › Service details', async () => {
    renderApp(withQuery(pageRoutes.serviceDetail, { documentNo: 'S1', language: 'EN', active: 0 }));
    await heading();
    const trail = screen.getByRole('navigation', { name: en['breadcrumbs.label'] });
    expect(within(trail).getByRole('link', { name: en['page.home.title'] })).toHaveAttribute('href', pageRoutes.home);
    expect(within(trail).getByRole('link', { name: en['page.services.title'] })).toHaveAttribute('href', pageRoutes.services);
    expect(within(trail).getByText(en['page.serviceDetail.title']!)).toHaveAttribute('aria-current', 'page');
  });
});

describe('session-dependent routes', SLOW, () => {
  it('/auth/login?clear wipes the stored user info and token', async () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('userInfo', JSON.stringify({ firstName: 'Ada' }));
    const { store } = renderApp(`${authRoutes.login}?clear`, {
      preloaded: { session: { token: 't', user: { firstName: 'Ada' } } },
    });
    await heading();
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it('/auth/login without clear keeps the session', async () => {
    sessionStorage.setItem('token', 't');
    renderApp(authRoutes.login, { preloaded: { session: { token: 't', user: { firstName: 'Ada' } } } });
    await heading();
    expect(sessionStorage.getItem('token')).toBe('t');
  });

  it('profile greets a logged-in user by first name', async () => {
    renderApp(pageRoutes.profile, { preloaded: { session: { token: 't', user: { firstName: 'Ada' } } } });
    expect(await screen.findByTestId('profile-greeting', undefined, { timeout: LOAD_TIMEOUT_MS })).toHaveTextContent('Hello, Ada');
  });

  it('profile offers a login link otherwise', async () => {
    renderApp(pageRoutes.profile);
    const prompt = await screen.findByTestId('profile-login', undefined, { timeout: LOAD_TIMEOUT_MS });
    expect(within(prompt).getByRole('link')).toHaveAttribute('href', authRoutes.login);
  });
});

describe('route error boundary', SLOW, () => {
  it('a failed page chunk shows the retry message, never a blank page', async () => {
    const Broken = lazyWithRetry(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      { retryDelayMs: 0 },
    );
    const tree: RouteObject[] = [{ element: <RouteErrorBounded reload={() => {}}><Outlet /></RouteErrorBounded>, children: [{ path: '/', element: <Broken /> }] }];
    renderApp('/', { routes: tree });
    const alert = await screen.findByTestId('chunk-error', undefined, { timeout: LOAD_TIMEOUT_MS });
    expect(within(alert).getByRole('button', { name: en['chunkError.retry'] })).toBeInTheDocument();
    expect(alert).toHaveTextContent('ChunkLoadError:error');
  });
});
