import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { httpClient } from '@/lib/http/http-client';
import { writeStoredSession } from '@/lib/storage/session-store';
import type { ConsoleApplication } from '../api/console-api';
import { consoleSaga } from './console-saga';
import {
  accessRequested,
  consoleSlice,
  detailRequested,
  kiosksRequested,
  listRequested,
  noteSaveRequested,
  resumeRequested,
  signOutRequested,
  statusChangeRequested,
} from './console-slice';

/*
 * The sagas against a stand-in for the server at the HTTP adapter: the real client (token, envelope, errors), the
 * real API module and reducer. Only the browser's "save file" is watched instead of performed.
 */

interface Answer {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
}
type Route = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

let routes: Record<string, Route> = {};
let calls: { method: string; url: string; body: unknown; authorization: unknown; responseType: unknown }[] = [];
const original = httpClient.defaults.adapter;

const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, message: 'success', data } });
const refused = (status: number, message: string): Answer => ({ status, data: { code: status * 100, message, data: null } });

const adapter: AxiosAdapter = async (config) => {
  const path = (config.url ?? '').split('?')[0]!;
  const key = `${config.method?.toUpperCase()} ${path}`;
  calls.push({
    method: config.method?.toUpperCase() ?? '',
    url: httpClient.getUri(config),
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    authorization: config.headers.get('Authorization'),
    responseType: config.responseType,
  });
  const route = routes[key];
  if (!route) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
  const answer = await route(config);
  return { status: answer.status, statusText: '', data: answer.data, headers: answer.headers ?? {}, config, request: {} };
};

const application = (over: Partial<ConsoleApplication> = {}): ConsoleApplication => ({
  id: 7,
  jobNo: 'JOB-0001',
  jobTitle: 'Senior Frontend Engineer',
  enterpriseNo: 'ITH-0007',
  company: 'Qianhai Cloud Technology',
  status: 'delivered',
  applicantName: 'Ada',
  applicantEmail: 'ada@example.org',
  fileName: 'cv.pdf',
  fileType: 'pdf',
  fileSize: 1234,
  deliveredAt: '2026-11-20T01:30:00.000Z',
  updatedAt: '2026-11-20T01:30:00.000Z',
  note: '',
  ...over,
});

function setUp() {
  const saveFile = vi.fn<(file: Blob, name: string) => void>();
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { console: consoleSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(consoleSaga, { saveFile });
  return { store, state: () => store.getState().console, saveFile };
}

beforeEach(() => {
  routes = {};
  calls = [];
  httpClient.defaults.adapter = adapter;
  writeStoredSession('recruiter-token', { firstName: 'Ada' });
});
afterEach(() => {
  httpClient.defaults.adapter = original;
});

describe('the access check (GET /api/console/me)', () => {
  it('grants the console with what the server answered, asked with the session token', async () => {
    const me = { roles: ['recruiter:ITH-0007'], admin: false, enterprises: [{ enterpriseNo: 'ITH-0007', name: 'Qianhai Cloud' }] };
    routes['GET /api/console/me'] = () => ok(me);
    const { store, state } = setUp();
    store.dispatch(accessRequested());
    expect(state().access.status).toBe('checking');
    await vi.waitFor(() => expect(state().access).toEqual({ status: 'granted', me }));
    expect(calls[0]?.authorization).toBe('Bearer recruiter-token');
  });

  it.each([
    [403, 'denied'],
    [401, 'signedOut'],
  ] as const)('answers %i with %s', async (status, expected) => {
    routes['GET /api/console/me'] = () => refused(status, 'No');
    const { store, state } = setUp();
    store.dispatch(accessRequested());
    await vi.waitFor(() => expect(state().access.status).toBe(expected));
  });

  it('refuses a caller the server answers with no role at all', async () => {
    routes['GET /api/console/me'] = () => ok({ roles: [], admin: false, enterprises: [] });
    const { store, state } = setUp();
    store.dispatch(accessRequested());
    await vi.waitFor(() => expect(state().access.status).toBe('denied'));
  });

  it('offers a retry when the server cannot be reached', async () => {
    const { store, state } = setUp();
    store.dispatch(accessRequested());
    await vi.waitFor(() => expect(state().access.status).toBe('error'));
  });
});

describe('the list', () => {
  it('asks for the filters and page of the URL and keeps the answer under that request', async () => {
    const page = { list: [application()], total: 1, page: 2, pageSize: 20 };
    routes['GET /api/console/applications'] = () => ok(page);
    const { store, state } = setUp();
    store.dispatch(listRequested({ jobNo: 'JOB-0001', status: 'delivered', page: 2 }));
    await vi.waitFor(() => expect(state().list.status).toBe('ready'));
    expect(state().list).toEqual({ status: 'ready', key: 'JOB-0001|delivered|2', data: page });
    expect(calls[0]?.url).toBe('/api/console/applications?language=EN&jobNo=JOB-0001&status=delivered&page=2&pageSize=20');
  });

  it('closes the console when the role is gone (403), and everything loaded goes with it', async () => {
    routes['GET /api/console/applications'] = () => refused(403, 'You have no console role.');
    const { store, state } = setUp();
    store.dispatch(listRequested({ page: 1 }));
    await vi.waitFor(() => expect(state().access.status).toBe('denied'));
    expect(state().list.status).toBe('idle');
  });
});

describe('the detail', () => {
  it("says so in the server's words when the application is another enterprise's (403), the console staying open", async () => {
    routes['GET /api/console/applications/9'] = () => refused(403, "This application belongs to another enterprise's job.");
    const { store, state } = setUp();
    store.dispatch(detailRequested(9));
    await vi.waitFor(() => expect(state().detail.status).toBe('forbidden'));
    expect(state().detail.failure).toEqual({ text: "This application belongs to another enterprise's job." });
    expect(state().access.status).toBe('idle');
  });

  it('tells a missing application (404) from a failed load', async () => {
    routes['GET /api/console/applications/404'] = () => refused(404, 'No such application.');
    const { store, state } = setUp();
    store.dispatch(detailRequested(404));
    await vi.waitFor(() => expect(state().detail.status).toBe('missing'));
    store.dispatch(detailRequested(500));
    await vi.waitFor(() => expect(state().detail).toMatchObject({ id: 500, status: 'error', failure: { messageId: 'http.error.network' } }));
  });
});

describe('handling an application', () => {
  it('sets a status: the answer replaces the open application and its row in the list', async () => {
    routes['GET /api/console/applications'] = () => ok({ list: [application()], total: 1, page: 1, pageSize: 20 });
    routes['GET /api/console/applications/7'] = () => ok(application());
    routes['PUT /api/console/applications/7/status'] = (config) =>
      ok(application({ status: (JSON.parse(config.data as string) as { status: 'shortlisted' }).status, updatedAt: '2026-11-21T00:00:00.000Z' }));
    const { store, state } = setUp();
    store.dispatch(listRequested({ page: 1 }));
    store.dispatch(detailRequested(7));
    await vi.waitFor(() => expect(state().detail.status).toBe('ready'));
    await vi.waitFor(() => expect(state().list.status).toBe('ready'));

    store.dispatch(statusChangeRequested({ id: 7, status: 'shortlisted' }));
    expect(state().status.pending).toBe('shortlisted');
    await vi.waitFor(() => expect(state().status).toEqual({ pending: null, outcome: { kind: 'done', value: 'shortlisted' } }));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'shortlisted' } });
    expect(state().detail.data?.status).toBe('shortlisted');
    expect(state().list.data?.list[0]?.status).toBe('shortlisted');
  });

  it("keeps the server's refusal beside the status buttons (409: withdrawn)", async () => {
    routes['PUT /api/console/applications/7/status'] = () => refused(409, 'The applicant has withdrawn this application.');
    const { store, state } = setUp();
    store.dispatch(statusChangeRequested({ id: 7, status: 'viewed' }));
    await vi.waitFor(() =>
      expect(state().status.outcome).toEqual({ kind: 'failed', failure: { text: 'The applicant has withdrawn this application.' } }),
    );
  });

  it('saves the note, and refuses one over 2000 characters without asking the server', async () => {
    routes['PUT /api/console/applications/7/note'] = (config) => ok(application({ note: (JSON.parse(config.data as string) as { note: string }).note }));
    const { store, state } = setUp();
    store.dispatch(detailRequested(7));
    store.dispatch(noteSaveRequested({ id: 7, note: '😀'.repeat(2001) }));
    await vi.waitFor(() => expect(state().note.outcome).toEqual({ kind: 'failed', failure: { messageId: 'console.note.tooLong' } }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    // 2000 emoji are 4000 UTF-16 units but 2000 characters, as the server counts them.
    store.dispatch(noteSaveRequested({ id: 7, note: '😀'.repeat(2000) }));
    await vi.waitFor(() => expect(state().note.outcome).toEqual({ kind: 'done', value: undefined }));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { note: '😀'.repeat(2000) } });
  });

  it("downloads the résumé as a blob and saves it under the server's name (UTF-8 filename*)", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
    routes['GET /api/console/applications/7/resume'] = () => ({
      status: 200,
      data: new Blob([bytes], { type: 'application/octet-stream' }),
      headers: { 'content-disposition': `attachment; filename="resume.pdf"; filename*=UTF-8''${encodeURIComponent('陈伟 简历.pdf')}` },
    });
    const { store, state, saveFile } = setUp();
    store.dispatch(resumeRequested({ id: 7, fallbackName: 'cv.pdf' }));
    expect(state().download.downloading).toBe(true);
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [file, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('陈伟 简历.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(calls[0]).toMatchObject({ responseType: 'blob', authorization: 'Bearer recruiter-token' });
    expect(state().download).toEqual({ downloading: false, failure: null });
  });

  it('says the résumé is gone when the server has no file any more (404)', async () => {
    routes['GET /api/console/applications/7/resume'] = () => ({ status: 404, data: new Blob(['{"code":40491}']) });
    const { store, state, saveFile } = setUp();
    store.dispatch(resumeRequested({ id: 7, fallbackName: 'cv.pdf' }));
    await vi.waitFor(() => expect(state().download.failure).toEqual({ messageId: 'console.resume.gone' }));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('asks to sign in again when the session has expired mid-way (401)', async () => {
    routes['PUT /api/console/applications/7/note'] = () => refused(401, 'Please log in again.');
    const { store, state } = setUp();
    store.dispatch(noteSaveRequested({ id: 7, note: 'x' }));
    await vi.waitFor(() => expect(state().access.status).toBe('signedOut'));
  });
});

describe('the kiosk list (admins)', () => {
  const kiosk = { deviceId: 'hall-1', appVersion: '1.0.19', route: '/events', online: true, silent: false, firstSeenAt: '2026-11-20T01:00:00.000Z', lastSeenAt: '2026-11-20T01:30:00.000Z' };

  it('shows what the server lists and keeps it on screen while a refresh runs', async () => {
    routes['GET /api/console/kiosks'] = () => ok([kiosk]);
    const { store, state } = setUp();
    store.dispatch(kiosksRequested());
    await vi.waitFor(() => expect(state().kiosks).toEqual({ status: 'ready', data: [kiosk] }));
    routes['GET /api/console/kiosks'] = () => new Promise(() => {});
    store.dispatch(kiosksRequested());
    expect(state().kiosks).toEqual({ status: 'loading', data: [kiosk] });
  });

  it('says "admins only" on a 403 without closing the console, and asks to sign in on a 401', async () => {
    routes['GET /api/console/kiosks'] = () => refused(403, 'Only administrators can do this.');
    const { store, state } = setUp();
    store.dispatch(kiosksRequested());
    await vi.waitFor(() => expect(state().kiosks.status).toBe('forbidden'));
    expect(state().access.status).toBe('idle');
    routes['GET /api/console/kiosks'] = () => refused(401, 'Sign in');
    store.dispatch(kiosksRequested());
    await vi.waitFor(() => expect(state().access.status).toBe('signedOut'));
  });

  it('offers a retry when the server cannot be reached', async () => {
    const { store, state } = setUp();
    store.dispatch(kiosksRequested());
    await vi.waitFor(() => expect(state().kiosks.status).toBe('error'));
  });
});

describe('signing out', () => {
  it('revokes the token on the server, then leaves for the login page that wipes the local session', async () => {
    routes['POST /api/auth/logout'] = () => ok(true);
    const { store, state } = setUp();
    store.dispatch(signOutRequested());
    await vi.waitFor(() => expect(state().leaveTo).toBe('/auth/login?clear'));
    expect(calls).toMatchObject([{ method: 'POST', authorization: 'Bearer recruiter-token' }]);
  });

  it('leaves all the same when the server cannot be told', async () => {
    const { store, state } = setUp();
    store.dispatch(signOutRequested());
    await vi.waitFor(() => expect(state().leaveTo).toBe('/auth/login?clear'));
  });
});
