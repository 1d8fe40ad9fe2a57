import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all } from 'redux-saga/effects';
import { httpClient } from '@/lib/http/http-client';
import { writeStoredSession } from '@/lib/storage/session-store';
import type { InboxRequest, StaffUser } from '../api/staff-api';
import { consoleSaga } from './console-saga';
import { accessRequested, consoleSlice } from './console-slice';
import { auditFileName, staffSaga } from './staff-saga';
import {
  assignRequested,
  auditExportRequested,
  deleteRequested,
  enableRequested,
  hubUsersRequested,
  inboxRequested,
  replyRequested,
  rolesChangeRequested,
  signInStarted,
  staffSlice,
  userRequested,
  usersRequested,
  verifyRequested,
} from './staff-slice';

/*
 * The staff sagas against a stand-in for the server at the HTTP adapter, as console-saga.test.ts does: the real
 * client (token, envelope, codes), the real API module and reducers.
 */

interface Answer {
  status: number;
  data: unknown;
}
type Route = (config: InternalAxiosRequestConfig) => Answer;

let routes: Record<string, Route> = {};
let calls: { method: string; url: string; body: unknown; responseType: unknown; authorization: unknown }[] = [];
const original = httpClient.defaults.adapter;

const bytes = (text: string) => {
  const encoded = new TextEncoder().encode(text);
  return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength);
};
const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, message: 'success', data } });
const refused = (status: number, code: number, data: unknown = null): Answer => ({ status, data: { code, message: 'Refused', data } });

const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
  calls.push({
    method: config.method?.toUpperCase() ?? '',
    url: httpClient.getUri(config),
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    responseType: config.responseType,
    authorization: config.headers.get('Authorization'),
  });
  const route = routes[key];
  if (!route) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
  const answer = route(config);
  return { status: answer.status, statusText: '', data: answer.data, headers: {}, config, request: {} };
};

const user = (over: Partial<StaffUser> = {}): StaffUser => ({
  id: 7,
  email: 'chen@example.cn',
  firstName: 'Chen',
  active: true,
  roles: ['editor:event'],
  totpEnrolled: true,
  createdAt: '2026-10-03T06:30:00.000Z',
  ...over,
});

const request = (over: Partial<InboxRequest> = {}): InboxRequest => ({
  id: 301,
  reference: 'ITH-C-0301',
  name: 'Jonas',
  email: 'jonas@example.de',
  phone: null,
  message: 'Hello',
  language: 'EN',
  status: 'open',
  dueAt: '2026-11-24T00:00:00.000Z',
  overdue: true,
  assignedTo: null,
  createdAt: '2026-11-22T00:00:00.000Z',
  replies: [],
  ...over,
});

function setUp() {
  const saveFile = vi.fn<(file: Blob, name: string) => void>();
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { console: consoleSlice.reducer, consoleStaff: staffSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(function* root() {
    yield all([consoleSaga({ saveFile }), staffSaga({ saveFile })]);
  });
  return { store, access: () => store.getState().console.access, staff: () => store.getState().consoleStaff, saveFile };
}

beforeEach(() => {
  routes = {};
  calls = [];
  httpClient.defaults.adapter = adapter;
  writeStoredSession('staff-token', { firstName: 'Ada' });
});
afterEach(() => {
  httpClient.defaults.adapter = original;
});

describe('the console session refusals', () => {
  it('sends a session without the second factor to the sign-in step, saying whether the account is enrolled', async () => {
    routes['GET /api/console/me'] = () => refused(403, 40311, { enrolled: false });
    const { store, access } = setUp();
    store.dispatch(accessRequested());
    await vi.waitFor(() => expect(access()).toMatchObject({ status: 'secondFactor', secondFactor: { enrolled: false, idle: false } }));
  });

  it('tells an idle session apart from one that never passed, on any console call', async () => {
    routes['GET /api/console/users'] = () => refused(403, 40312, { enrolled: true });
    const { store, access } = setUp();
    store.dispatch(usersRequested({ page: 1 }));
    await vi.waitFor(() => expect(access()).toMatchObject({ status: 'secondFactor', secondFactor: { enrolled: true, idle: true } }));
  });

  it('keeps a plain 403 without those codes as "no role"', async () => {
    routes['GET /api/console/me'] = () => refused(403, 40390);
    const { store, access } = setUp();
    store.dispatch(accessRequested());
    await vi.waitFor(() => expect(access().status).toBe('denied'));
  });
});

describe('the sign-in step', () => {
  it('enrols: status, a new secret, the first code, then the recovery codes once', async () => {
    routes['GET /api/console/2fa'] = () => ok({ enrolled: false, verified: false, recoveryCodesLeft: 0 });
    routes['POST /api/console/2fa/setup'] = () => ok({ secret: 'JBSWY3DP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg/>' });
    const codes = Array.from({ length: 10 }, (_, i) => `CODE-${i}`);
    routes['POST /api/console/2fa/enable'] = () => ok({ recoveryCodes: codes });
    const { store, staff } = setUp();
    store.dispatch(signInStarted({ idle: false }));
    await vi.waitFor(() => expect(staff().signIn.setup.status).toBe('ready'));
    expect(staff().signIn.enrolled).toBe(false);
    store.dispatch(enableRequested('123456'));
    await vi.waitFor(() => expect(staff().signIn.recoveryCodes).toEqual(codes));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { code: '123456' }, authorization: 'Bearer staff-token' });
    expect(staff().signIn.verified).toBe(false);
  });

  it('refuses a malformed code before asking the server', async () => {
    const { store, staff } = setUp();
    store.dispatch(verifyRequested({ code: '12345' }));
    await vi.waitFor(() => expect(staff().signIn.failure).toEqual({ messageId: 'console.signIn.codeFormat' }));
    expect(calls).toHaveLength(0);
  });

  it.each([
    [refused(400, 40013), { messageId: 'console.signIn.wrongCode' }],
    [refused(429, 42900, { retryAfter: 600 }), { messageId: 'console.signIn.tooManyAttemptsWait', values: { minutes: 10 } }],
    [refused(429, 42900), { text: 'Refused' }],
    [{ status: 429, data: { code: 42900, data: null } }, { messageId: 'console.signIn.tooManyAttempts' }],
  ])('says why a code was refused (%j)', async (answer, failure) => {
    routes['POST /api/console/2fa/verify'] = () => answer;
    const { store, staff } = setUp();
    store.dispatch(verifyRequested({ code: '123456' }));
    await vi.waitFor(() => expect(staff().signIn.failure).toEqual(failure));
    expect(staff().signIn.submitting).toBe(false);
  });

  it('passes with a recovery code', async () => {
    routes['POST /api/console/2fa/verify'] = () => ok({ verified: true, recoveryCodesLeft: 9 });
    const { store, staff } = setUp();
    store.dispatch(verifyRequested({ recoveryCode: 'P4TR-83HN' }));
    await vi.waitFor(() => expect(staff().signIn.verified).toBe(true));
    expect(calls[0]?.body).toEqual({ recoveryCode: 'P4TR-83HN' });
  });

  it('asks an idle session for a code even when the server remembers the last one', async () => {
    routes['GET /api/console/2fa'] = () => ok({ enrolled: true, verified: true, recoveryCodesLeft: 10 });
    const { store, staff } = setUp();
    store.dispatch(signInStarted({ idle: true }));
    await vi.waitFor(() => expect(staff().signIn.status).toBe('ready'));
    expect(staff().signIn.verified).toBe(false);
  });
});

describe('users', () => {
  it('lists with the filters of the URL', async () => {
    routes['GET /api/console/users'] = () => ok({ list: [user()], total: 1, page: 2, pageSize: 20 });
    const { store, staff } = setUp();
    store.dispatch(usersRequested({ q: 'chen', role: 'editor', page: 2 }));
    await vi.waitFor(() => expect(staff().users.status).toBe('ready'));
    expect(calls[0]?.url).toBe('/api/console/users?language=EN&q=chen&role=editor&page=2&pageSize=20');
  });

  it('saves roles and shows the user as the server now has it', async () => {
    routes['PUT /api/console/users/7/roles'] = () => ok(user({ roles: ['editor:event', 'hub'] }));
    routes['GET /api/console/users/7'] = () => ok(user());
    const { store, staff } = setUp();
    store.dispatch(userRequested(7));
    await vi.waitFor(() => expect(staff().user.status).toBe('ready'));
    store.dispatch(rolesChangeRequested({ id: 7, roles: ['editor:event', 'hub'] }));
    await vi.waitFor(() => expect(staff().userAction.outcome).toEqual({ kind: 'done', action: 'roles', id: 7 }));
    expect(staff().user.data?.roles).toEqual(['editor:event', 'hub']);
    expect(calls.at(-1)?.body).toEqual({ roles: ['editor:event', 'hub'] });
  });

  it('shows the last-admin refusal (409) as such', async () => {
    routes['PUT /api/console/users/1/roles'] = () => refused(409, 40990);
    const { store, staff } = setUp();
    store.dispatch(rolesChangeRequested({ id: 1, roles: [] }));
    await vi.waitFor(() => expect(staff().userAction.outcome).toMatchObject({ kind: 'failed', action: 'roles', lastAdmin: true }));
  });

  it('forgets the erased account', async () => {
    routes['DELETE /api/console/users/7'] = () => ok(null);
    routes['GET /api/console/users/7'] = () => ok(user());
    const { store, staff } = setUp();
    store.dispatch(userRequested(7));
    await vi.waitFor(() => expect(staff().user.status).toBe('ready'));
    store.dispatch(deleteRequested({ id: 7 }));
    await vi.waitFor(() => expect(staff().userAction.outcome).toEqual({ kind: 'done', action: 'delete', id: 7 }));
    expect(staff().user).toEqual({ status: 'missing', id: 7, data: null });
  });
});

describe('audit export', () => {
  it('downloads the CSV with the filters and the bearer token, and saves it under the day', async () => {
    routes['GET /api/console/audit.csv'] = () => ({ status: 200, data: bytes('\uFEFFid,action\n1,user.roles\n') });
    const { store, staff, saveFile } = setUp();
    store.dispatch(auditExportRequested({ actor: 'ada', from: '2026-11-01' }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(calls[0]).toMatchObject({ responseType: 'arraybuffer', authorization: 'Bearer staff-token' });
    expect(calls[0]?.url).toBe('/api/console/audit.csv?language=EN&actor=ada&from=2026-10-31T16%3A00%3A00.000Z');
    const file = saveFile.mock.calls[0]![0];
    expect(file.type).toBe('text/csv;charset=utf-8');
    // The bytes as sent, byte-order mark included (Excel needs it to read UTF-8).
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.text()).toBe('id,action\n1,user.roles\n');
    expect(saveFile.mock.calls[0]?.[1]).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(staff().auditExport).toEqual({ exporting: false, failure: null });
  });

  it('reads a refused export as its envelope: an idle session goes to the sign-in step, nothing is saved', async () => {
    routes['GET /api/console/audit.csv'] = () => ({ status: 403, data: bytes(JSON.stringify({ code: 40312, message: 'Idle', data: { enrolled: true } })) });
    const { store, access, staff, saveFile } = setUp();
    store.dispatch(auditExportRequested({}));
    await vi.waitFor(() => expect(access()).toMatchObject({ status: 'secondFactor', secondFactor: { idle: true } }));
    expect(saveFile).not.toHaveBeenCalled();
    // The button is usable again when the person comes back from the code step.
    expect(staff().auditExport).toEqual({ exporting: false, failure: null });
  });

  it('says the export failed when the server refuses it otherwise', async () => {
    routes['GET /api/console/audit.csv'] = () => ({ status: 500, data: bytes('oops') });
    const { store, staff, saveFile } = setUp();
    store.dispatch(auditExportRequested({}));
    await vi.waitFor(() => expect(staff().auditExport).toEqual({ exporting: false, failure: { messageId: 'console.audit.exportFailed' } }));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('names the file by the day in China time', () => {
    expect(auditFileName(new Date('2026-11-24T17:00:00Z'))).toBe('audit-2026-11-25.csv');
  });
});

describe('hub inbox', () => {
  it('loads who requests can be assigned to from the inbox, not from the users administration', async () => {
    routes['GET /api/console/inbox/assignees'] = () => ok({ list: [{ id: 12, label: 'Maria <maria@example.org>' }] });
    const { store, staff } = setUp();
    store.dispatch(hubUsersRequested());
    await vi.waitFor(() => expect(staff().hubUsers.status).toBe('ready'));
    expect(staff().hubUsers.data).toEqual([{ id: 12, label: 'Maria <maria@example.org>' }]);
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual(['GET /api/console/inbox/assignees']);
  });

  it('replaces a request with the answer of an action', async () => {
    routes['GET /api/console/inbox'] = () => ok({ list: [request()], total: 1, page: 1, pageSize: 20 });
    routes['PUT /api/console/inbox/301/assign'] = () => ok(request({ assignedTo: { id: 12, label: 'Maria' } }));
    const { store, staff } = setUp();
    store.dispatch(inboxRequested({ page: 1 }));
    await vi.waitFor(() => expect(staff().inbox.status).toBe('ready'));
    store.dispatch(assignRequested({ id: 301, userId: 12 }));
    await vi.waitFor(() => expect(staff().inbox.data?.list[0]?.assignedTo).toEqual({ id: 12, label: 'Maria' }));
    expect(calls.at(-1)?.body).toEqual({ userId: 12 });
  });

  it('asks for the list again when an action answers without the request', async () => {
    let replies = 0;
    routes['GET /api/console/inbox'] = () => ok({ list: [request(replies ? { status: 'answered' } : {})], total: 1, page: 1, pageSize: 20 });
    routes['POST /api/console/inbox/301/reply'] = () => {
      replies += 1;
      return ok(null);
    };
    const { store, staff } = setUp();
    store.dispatch(inboxRequested({ status: 'open', page: 1 }));
    await vi.waitFor(() => expect(staff().inbox.status).toBe('ready'));
    store.dispatch(replyRequested({ id: 301, body: '  Thank you  ' }));
    await vi.waitFor(() => expect(staff().inbox.data?.list[0]?.status).toBe('answered'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Thank you' });
  });

  it('refuses an empty reply without a call', async () => {
    const { store, staff } = setUp();
    store.dispatch(replyRequested({ id: 301, body: '   ' }));
    await vi.waitFor(() => expect(staff().inboxAction.outcome).toMatchObject({ kind: 'failed', failure: { messageId: 'console.inbox.reply.empty' } }));
    expect(calls).toHaveLength(0);
  });
});
