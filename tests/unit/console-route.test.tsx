import type { AxiosAdapter } from 'axios';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '@/lib/http/http-client';
import { authRoutes, pageRoutes } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import ConsoleEntry from '@/features/console/console-entry';
import { renderApp } from './render-app';

/*
 * The console in the real route tree, store and providers (its chunk, store and `?console` messages load as in the
 * browser), with the server's answers given at the HTTP adapter.
 */

const LOAD = { timeout: 20_000 };
const SLOW = { timeout: 30_000 };

let answers: Record<string, { status: number; data: unknown }> = {};
const previous = httpClient.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
  const answer = answers[key] ?? { status: 404, data: { code: 404, message: 'Not here', data: null } };
  return { ...answer, statusText: '', headers: {}, config, request: {} };
};
const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'success', data } });

beforeEach(() => {
  answers = {};
  httpClient.defaults.adapter = adapter;
});
afterEach(() => {
  httpClient.defaults.adapter = previous;
});

const signedIn = (permissions: string[]) => {
  sessionStorage.setItem('token', 't');
  return { session: { token: 't', user: { firstName: 'Ada', permissions } } };
};

describe('/console/*', SLOW, () => {
  it('asks a visitor who is not signed in to sign in, with a way back to the console', async () => {
    renderApp(`${consoleRoutes.consoleApplications}?status=delivered`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Please sign in' }, LOAD);
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `${authRoutes.login}?redirect=${encodeURIComponent('/console/applications?status=delivered')}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('tells a signed-in user without a console role that they have no access, once the server says so', async () => {
    answers['GET /api/console/me'] = { status: 403, data: { code: 40390, message: 'No console role', data: null } };
    renderApp(consoleRoutes.console, { preloaded: signedIn([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access' }, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('console-user')).toHaveTextContent('Signed in as Ada');
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', pageRoutes.home);
  });

  it('opens the applications for a role the server confirms, even one granted after the login', async () => {
    answers['GET /api/console/me'] = ok({ roles: ['recruiter:ITH-0007'], admin: false, enterprises: [] });
    answers['GET /api/console/jobs'] = ok([{ documentNo: 'JOB-0001', title: 'Senior Frontend Engineer', enterpriseNo: 'ITH-0007' }]);
    answers['GET /api/console/applications'] = ok({ list: [], total: 0, page: 1, pageSize: 20 });
    const { router } = renderApp(consoleRoutes.console, { preloaded: signedIn([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(consoleRoutes.consoleApplications);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No applications yet. They appear here as soon as talents apply to your jobs.', undefined, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Senior Frontend Engineer (JOB-0001)' })).toBeInTheDocument());
    expect(document.title).toBe('Applications | Console | Talent Portal');
  });

  it('speaks Traditional Chinese (Hong Kong) like the rest', async () => {
    renderApp(consoleRoutes.consoleApplications, { language: 'TC' });
    expect(await screen.findByRole('heading', { level: 1, name: '請先登入' }, LOAD)).toBeInTheDocument();
  });
});

describe('the kiosk', () => {
  it('has no staff console: /kiosk/console goes to the home page', async () => {
    render(
      <MemoryRouter basename="/kiosk" initialEntries={['/kiosk/console/applications']}>
        <Routes>
          <Route path="/console/*" element={<ConsoleEntry />} />
          <Route path={pageRoutes.home} element={<p>kiosk home</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('kiosk home')).toBeInTheDocument();
  });
});
