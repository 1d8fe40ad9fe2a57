import type { AxiosAdapter } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '@/lib/http/http-client';
import { consoleRoutes } from '@/features/console/console-routes';
import { renderApp } from './render-app';

/*
 * The console's second factor and role-based screens in the real route tree, store and providers, with the server's
 * answers given at the HTTP adapter (as console-route.test.tsx does). The server here follows the shared contract of
 * issue #13: 403 with 40311/40312 until the session passes the second factor.
 */

const LOAD = { timeout: 20_000 };
const SLOW = { timeout: 30_000 };

type Answer = { status: number; data: unknown };
let answers: Record<string, Answer | (() => Answer)> = {};
let posted: { url: string; body: unknown }[] = [];
const previous = httpClient.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
  if (config.method === 'post' || config.method === 'put') posted.push({ url: key, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
  const found = answers[key];
  const answer = (typeof found === 'function' ? found() : found) ?? { status: 404, data: { code: 404, message: 'Not here', data: null } };
  return { ...answer, statusText: '', headers: {}, config, request: {} };
};
const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, message: 'success', data } });
const needsCode = (code: 40311 | 40312, enrolled: boolean): Answer => ({ status: 403, data: { code, message: 'Second factor', data: { enrolled } } });

beforeEach(() => {
  answers = {};
  posted = [];
  httpClient.defaults.adapter = adapter;
});
afterEach(() => {
  httpClient.defaults.adapter = previous;
});

const signedIn = (permissions: string[]) => {
  sessionStorage.setItem('token', 't');
  return { session: { token: 't', user: { firstName: 'Ada', permissions } } };
};

const ADMIN_ME = { roles: ['admin'], admin: true, enterprises: [], editorSections: ['event'], hub: false, secondFactor: { enrolled: true, verified: true } };

describe('/console with the second factor', SLOW, () => {
  it('asks an enrolled admin for a code, then returns to the page they opened with the navigation of their role', async () => {
    let verified = false;
    answers['GET /api/console/me'] = () => (verified ? ok(ADMIN_ME) : needsCode(40311, true));
    answers['GET /api/console/2fa'] = () => ok({ enrolled: true, verified, recoveryCodesLeft: 10 });
    answers['POST /api/console/2fa/verify'] = () => {
      verified = true;
      return ok({ verified: true, recoveryCodesLeft: 10 });
    };
    answers['GET /api/console/audit'] = ok({ list: [], total: 0, page: 1, pageSize: 20 });
    const { router } = renderApp(`${consoleRoutes.consoleAudit}?actor=chen`, { preloaded: signedIn(['admin']) });

    const code = await screen.findByRole('textbox', { name: /Authentication code/ }, LOAD);
    expect(router.state.location.pathname).toBe(consoleRoutes.consoleSignIn);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/console/audit?actor=chen')}`);
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(screen.getByText(/after 30 minutes without activity/)).toBeInTheDocument();

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?actor=chen');
    expect(posted).toContainEqual({ url: 'POST /api/console/2fa/verify', body: { code: '123456' } });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Applications', 'Content', 'Media', 'Statistics', 'Hub inbox', 'Chat desk', 'Users', 'Audit log', 'Kiosks']));
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('enrols an account without a second factor and shows the recovery codes before going on', async () => {
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `R${i}AB-CD${i}E`);
    answers['GET /api/console/me'] = () => (enabled ? ok({ ...ADMIN_ME, roles: ['hub'], admin: false, hub: true, editorSections: [] }) : needsCode(40311, false));
    answers['GET /api/console/2fa'] = ok({ enrolled: false, verified: false, recoveryCodesLeft: 0 });
    answers['POST /api/console/2fa/setup'] = ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    answers['POST /api/console/2fa/enable'] = () => {
      enabled = true;
      return ok({ recoveryCodes: codes });
    };
    answers['GET /api/console/inbox'] = ok({ list: [], total: 0, page: 1, pageSize: 20 });
    renderApp(consoleRoutes.console, { preloaded: signedIn(['hub']) });

    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP', undefined, LOAD)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Code from the app/ }), '000111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));
    expect(await screen.findByRole('heading', { name: 'Store your recovery codes' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('R9AB-CD9E')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue to the console' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have stored my recovery codes' }));
    await userEvent.click(next);
    // A hub's console opens on its inbox, the only section its role opens.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hub inbox' }, LOAD)).toBeInTheDocument();
  });

  it('says so when the console session sat idle, and a wrong code is refused in words', async () => {
    answers['GET /api/console/me'] = needsCode(40312, true);
    answers['GET /api/console/2fa'] = ok({ enrolled: true, verified: true, recoveryCodesLeft: 3 });
    answers['POST /api/console/2fa/verify'] = { status: 400, data: { code: 40013, message: 'Wrong code', data: null } };
    renderApp(consoleRoutes.consoleUsers, { preloaded: signedIn(['admin']) });
    expect(await screen.findByText(/You have not used the console for more than 30 minutes/, undefined, LOAD)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Authentication code/ }), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');
  });

  it('tells a hub that the users screen is not for their role', async () => {
    answers['GET /api/console/me'] = ok({ roles: ['hub'], admin: false, enterprises: [], editorSections: [], hub: true });
    renderApp(consoleRoutes.consoleUsers, { preloaded: signedIn(['hub']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available for your role' }, LOAD)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hub inbox']);
  });

  it('lets an admin find a user, change their roles and erase the account after typing its e-mail', async () => {
    const chen = { id: 7, email: 'chen@example.cn', firstName: 'Chen', active: true, roles: ['editor:event'], totpEnrolled: true, createdAt: '2026-10-03T06:30:00.000Z' };
    let deleted = false;
    answers['GET /api/console/me'] = ok(ADMIN_ME);
    answers['GET /api/console/users'] = () => ok({ list: deleted ? [] : [chen], total: deleted ? 0 : 1, page: 1, pageSize: 20 });
    answers['GET /api/console/users/7'] = ok(chen);
    answers['PUT /api/console/users/7/roles'] = () => ok({ ...chen, roles: ['editor:event', 'hub'] });
    answers['DELETE /api/console/users/7'] = () => {
      deleted = true;
      return ok(null);
    };
    const { router } = renderApp(consoleRoutes.consoleUsers, { preloaded: signedIn(['admin']) });
    await userEvent.click(await screen.findByRole('link', { name: 'Chen' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Chen' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/console/users/7');

    await userEvent.click(screen.getByRole('checkbox', { name: /^Talent Hub inbox/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('The roles are saved. They apply from the account\'s next request.')).toBeInTheDocument();
    expect(posted).toContainEqual({ url: 'PUT /api/console/users/7/roles', body: { roles: ['editor:event', 'hub'] } });

    await userEvent.click(screen.getByRole('button', { name: 'Delete the account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this account?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'chen@example.cn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The account and everything it owned are deleted.', undefined, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(consoleRoutes.consoleUsers);
    expect(deleted).toBe(true);
  });

  it("lets a hub member reply to a request in the visitor's language and see the thread", async () => {
    const base = {
      id: 301,
      reference: 'ITH-C-0301',
      name: 'Jonas',
      email: 'jonas@example.de',
      phone: null,
      message: 'How do I register my children for school?',
      language: 'EN',
      status: 'open',
      dueAt: '2026-11-24T00:00:00.000Z',
      overdue: true,
      assignedTo: null,
      createdAt: '2026-11-22T00:00:00.000Z',
      replies: [] as unknown[],
    };
    answers['GET /api/console/me'] = ok({ roles: ['hub'], admin: false, enterprises: [], editorSections: [], hub: true, userId: 12 });
    answers['GET /api/console/inbox'] = ok({ list: [base], total: 1, page: 1, pageSize: 20 });
    answers['PUT /api/console/inbox/301/assign'] = ok({ ...base, assignedTo: { id: 12, label: 'Maria' } });
    answers['POST /api/console/inbox/301/reply'] = ok({
      ...base,
      status: 'answered',
      assignedTo: { id: 12, label: 'Maria' },
      replies: [{ id: 1, body: 'Welcome! Here is how.', authorLabel: 'Maria', createdAt: '2026-11-24T02:00:00.000Z' }],
    });
    renderApp(consoleRoutes.consoleInbox, { preloaded: signedIn(['hub']) });
    const card = await screen.findByRole('article', { name: 'ITH-C-0301 · Jonas' }, LOAD);
    expect(within(card).getByText(/Overdue: was due/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Assign to me' }));
    expect(await within(card).findByText('Maria')).toBeInTheDocument();
    expect(within(card).getByText(/in English \(the visitor's language\)/)).toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Reply' }), 'Welcome! Here is how.');
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await within(card).findByText('The reply is sent by e-mail.')).toBeInTheDocument();
    expect(within(card).getByText('Welcome! Here is how.')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    expect(posted).toContainEqual({ url: 'POST /api/console/inbox/301/reply', body: { body: 'Welcome! Here is how.' } });
  });
});
