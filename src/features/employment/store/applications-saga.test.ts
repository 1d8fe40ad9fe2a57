import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanceledError, type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { httpClient, setHttpAdapter } from '@/lib/http/http-client';
import { httpEvents, type HttpNotice } from '@/lib/http/http-events';
import type { ApplicationView, SavedSearch } from '../api/applications-api';
import { applicationsSaga } from './applications-saga';
import {
  applicationsCleared,
  applicationsRequested,
  applicationsSlice,
  deliveryCancelRequested,
  deliveryProgressed,
  deliveryRequested,
  savedSearchDeleteRequested,
  savedSearchesRequested,
  searchSaveRequested,
  withdrawRequested,
} from './applications-slice';
import { RESUME_MAX_BYTES } from './resume-rules';
import { claimResume, stageResume } from './staged-resume';

/**
 * The saga runs against the app's real HTTP client (interceptors, Bearer token, envelope, errors); only the network
 * is replaced, by an adapter that plays the server: it answers, reports upload progress and honours aborts.
 */
interface PendingRequest {
  config: InternalAxiosRequestConfig;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
  fail: (error: unknown) => void;
  aborted: () => boolean;
}

function fakeNetwork() {
  const requests: PendingRequest[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      let aborted = false;
      config.signal?.addEventListener?.('abort', () => {
        aborted = true;
        reject(new CanceledError(undefined, undefined, config));
      });
      requests.push({
        config,
        progress: (loaded, total) =>
          config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true, upload: true } as AxiosProgressEvent),
        answer: (status, body) => resolve({ data: body, status, statusText: '', headers: {}, config }),
        fail: reject,
        aborted: () => aborted,
      });
    });
  return { adapter, requests, last: () => requests[requests.length - 1]! };
}

const TOKEN = 'token-ada';
const view = (overrides: Partial<ApplicationView> = {}): ApplicationView => ({
  id: 41,
  jobNo: 'JOB-0007',
  jobTitle: 'Solar plant engineer',
  company: 'Solvane Energy',
  enterpriseNo: 'ITH-0007',
  status: 'delivered',
  fileName: 'cv.pdf',
  fileType: 'pdf',
  fileSize: 1234,
  deliveredAt: '2026-03-16T04:00:00.000Z',
  updatedAt: '2026-03-16T04:00:00.000Z',
  retainUntil: '2026-12-27T15:59:59.000Z',
  ...overrides,
});
const ok = (data: unknown) => ({ code: 0, message: 'success', data });

let network: ReturnType<typeof fakeNetwork>;
let notices: HttpNotice[];
let stopListening: () => void;
const originalAdapter = httpClient.defaults.adapter;

beforeEach(() => {
  network = fakeNetwork();
  setHttpAdapter(network.adapter);
  sessionStorage.setItem('token', TOKEN);
  notices = [];
  stopListening = httpEvents.on('notice', (notice) => notices.push(notice));
});
afterEach(() => {
  stopListening();
  httpClient.defaults.adapter = originalAdapter;
});

/** Keeps every dispatched action, to see what the saga put (progress steps, toasts). */
const recorder =
  (actions: UnknownAction[]): Middleware =>
  () =>
  (next) =>
  (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };

function setUp() {
  const actions: UnknownAction[] = [];
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { applications: applicationsSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false })
        .concat(recorder(actions))
        .concat(saga),
  });
  saga.run(applicationsSaga);
  const state = () => store.getState().applications;
  const deliver = (file: File, jobNo = 'JOB-0007') => {
    const ticket = stageResume(file);
    store.dispatch(deliveryRequested({ jobNo, ticket, size: file.size }));
    return ticket;
  };
  return { store, state, actions, deliver };
}

const resume = (size = 1234, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

/** axios runs its interceptors asynchronously, so a request reaches the network a moment after the dispatch. */
const requestsMade = (count: number) => vi.waitFor(() => expect(network.requests).toHaveLength(count));

async function signedInWith(items: ApplicationView[]) {
  const context = setUp();
  context.store.dispatch(applicationsRequested(TOKEN));
  await requestsMade(1);
  network.last().answer(200, ok(items));
  await vi.waitFor(() => expect(context.state().list.status).toBe('ready'));
  return context;
}

describe('résumé delivery', () => {
  it('posts consent first, then the one file, with the Bearer token; reports progress; keeps the answer', async () => {
    const { state, actions, deliver } = await signedInWith([]);
    deliver(resume(1000));
    await requestsMade(2);
    const upload = network.last();
    expect(upload.config.method).toBe('post');
    expect(upload.config.url).toBe('/api/recruitment/applications');
    expect(upload.config.params).toMatchObject({ documentNo: 'JOB-0007' });
    expect(upload.config.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    const body = upload.config.data as FormData;
    expect([...body.keys()]).toEqual(['consent', 'file']);
    expect(body.get('consent')).toBe('true');
    expect((body.get('file') as File).name).toBe('cv.pdf');
    expect(state().delivery).toMatchObject({ jobNo: 'JOB-0007', status: 'uploading', loaded: 0, total: 1000 });

    upload.progress(250, 1000);
    await vi.waitFor(() => expect(state().delivery.loaded).toBe(250));
    // The same whole percent again is not worth a render.
    upload.progress(251, 1000);
    upload.progress(600, 1000);
    await vi.waitFor(() => expect(state().delivery.loaded).toBe(600));
    upload.progress(1000, 1000);
    upload.answer(200, ok(view()));

    await vi.waitFor(() => expect(state().delivery.status).toBe('sent'));
    expect(actions.filter((action) => action.type === deliveryProgressed.type).map((action) => action.payload)).toEqual([
      { loaded: 250, total: 1000 },
      { loaded: 600, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    expect(state().list.items).toEqual([view()]);
    // The dialog speaks for itself: no overlay toast on top of it.
    expect(notices).toEqual([]);
  });

  it('a second delivery to the same job replaces the application in the list', async () => {
    const { state, deliver } = await signedInWith([view({ fileName: 'old.pdf' }), view({ id: 7, jobNo: 'JOB-0003' })]);
    deliver(resume());
    await requestsMade(2);
    network.last().answer(200, ok(view({ fileName: 'new.pdf', deliveredAt: '2026-03-17T04:00:00.000Z' })));
    await vi.waitFor(() => expect(state().delivery.status).toBe('sent'));
    expect(state().list.items.map((item) => [item.jobNo, item.fileName])).toEqual([
      ['JOB-0007', 'new.pdf'],
      ['JOB-0003', 'cv.pdf'],
    ]);
  });

  it('cancel aborts the request, keeps nothing, and asks the list again (the server may have finished first)', async () => {
    const { store, state, deliver } = await signedInWith([]);
    deliver(resume(1000));
    await requestsMade(2);
    const upload = network.last();
    upload.progress(400, 1000);
    await vi.waitFor(() => expect(state().delivery.loaded).toBe(400));

    store.dispatch(deliveryCancelRequested());
    expect(upload.aborted()).toBe(true);
    expect(state().delivery).toMatchObject({ status: 'idle', loaded: 0 });
    await requestsMade(3);
    expect(network.last().config).toMatchObject({ method: 'get', url: '/api/recruitment/applications' });
    network.last().answer(200, ok([]));
    await vi.waitFor(() => expect(state().list.status).toBe('ready'));
    expect(state().list.items).toEqual([]);
    expect(state().delivery.status).toBe('idle');
    expect(notices).toEqual([]);
  });

  it('one upload at a time: a second request while one runs is ignored', async () => {
    const { state, deliver } = await signedInWith([]);
    deliver(resume(1000, 'first.pdf'));
    await requestsMade(2);
    deliver(resume(2000, 'second.pdf'), 'JOB-0003');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.requests).toHaveLength(2);
    expect(state().delivery).toMatchObject({ jobNo: 'JOB-0007', total: 1000, status: 'uploading' });

    network.last().answer(200, ok(view()));
    await vi.waitFor(() => expect(state().delivery.status).toBe('sent'));
    // Once it is done, the next one goes.
    deliver(resume(2000, 'second.pdf'), 'JOB-0003');
    await requestsMade(3);
    expect(((network.last().config.data as FormData).get('file') as File).name).toBe('second.pdf');
  });

  it("a refusal keeps nothing and shows 'Resume sent failed' with the server's reason", async () => {
    const { state, deliver } = await signedInWith([]);
    const ticket = deliver(resume(1000, 'setup.pdf'));
    await requestsMade(2);
    network.last().answer(415, { code: 415, message: 'Only PDF, DOC, DOCX, JPG or PNG files are accepted.', data: null });
    await vi.waitFor(() => expect(state().delivery.status).toBe('failed'));
    expect(state().delivery.failure).toEqual({ status: 415, detail: { text: 'Only PDF, DOC, DOCX, JPG or PNG files are accepted.' } });
    expect(state().list.items).toEqual([]);
    expect(claimResume(ticket)).toBeNull();
    expect(notices).toEqual([]);
  });

  it('a lost connection fails with the network message; an expired session with 401 (the dialog offers the login)', async () => {
    const { state, deliver } = await signedInWith([]);
    deliver(resume());
    await requestsMade(2);
    network.last().fail(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' }));
    await vi.waitFor(() => expect(state().delivery.status).toBe('failed'));
    expect(state().delivery.failure).toEqual({ detail: { messageId: 'http.error.network' } });

    deliver(resume());
    await requestsMade(3);
    network.last().answer(401, { code: 401, message: 'Please log in first', data: null });
    await vi.waitFor(() => expect(state().delivery.failure?.status).toBe(401));
    expect(state().delivery.failure?.detail).toEqual({ text: 'Please log in first' });
  });

  it('a file over 6 MB that slipped past the dialog is never sent', async () => {
    const { state, deliver } = await signedInWith([]);
    deliver(resume(RESUME_MAX_BYTES + 1));
    await vi.waitFor(() => expect(state().delivery.status).toBe('failed'));
    expect(network.requests).toHaveLength(1);
  });
});

describe('the applications list', () => {
  it('belongs to one session: a new login loads its own, the end of the session drops it', async () => {
    const { store, state } = await signedInWith([view()]);
    expect(network.requests[0]!.config).toMatchObject({ method: 'get', url: '/api/recruitment/applications' });
    expect(state().owner).toBe(TOKEN);

    store.dispatch(applicationsRequested('token-bo'));
    expect(state().list).toEqual({ status: 'loading', items: [] });
    await requestsMade(2);
    network.last().answer(200, ok([]));
    await vi.waitFor(() => expect(state().list.status).toBe('ready'));
    expect(state().list.items).toEqual([]);

    store.dispatch(applicationsCleared());
    expect(state().owner).toBeNull();
    expect(state().list).toEqual({ status: 'idle', items: [] });
  });

  it("an answer for a previous session's request is dropped", async () => {
    const { store, state } = setUp();
    store.dispatch(applicationsRequested(TOKEN));
    await requestsMade(1);
    const first = network.last();
    store.dispatch(applicationsCleared());
    first.answer(200, ok([view()]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state().list.items).toEqual([]);
  });

  it('withdraw replaces the application with the withdrawn one and says so', async () => {
    const { store, state, actions } = await signedInWith([view()]);
    store.dispatch(withdrawRequested(41));
    expect(state().withdrawing).toEqual([41]);
    await requestsMade(2);
    expect(network.last().config).toMatchObject({ method: 'delete', url: '/api/recruitment/applications/41' });
    network.last().answer(200, ok(view({ status: 'withdrawn' })));
    await vi.waitFor(() => expect(state().withdrawing).toEqual([]));
    expect(state().list.items[0]!.status).toBe('withdrawn');
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'feedback/noticeShown', payload: expect.objectContaining({ messageId: 'employment.applications.withdrawn' }) }),
    );
  });

  it('a refused withdrawal leaves the application as it was', async () => {
    const { store, state } = await signedInWith([view()]);
    store.dispatch(withdrawRequested(41));
    await requestsMade(2);
    network.last().answer(404, { code: 404, message: 'Not found', data: null });
    await vi.waitFor(() => expect(state().withdrawing).toEqual([]));
    expect(state().list.items[0]!.status).toBe('delivered');
  });

  it('the "applied" badges leave out withdrawn applications', async () => {
    const { store } = await signedInWith([view(), view({ id: 7, jobNo: 'JOB-0003', status: 'withdrawn' }), view({ id: 8, jobNo: 'JOB-0009', status: 'viewed' })]);
    const applied = applicationsSlice.selectors.selectAppliedJobNos(store.getState());
    expect([...applied].sort()).toEqual(['JOB-0007', 'JOB-0009']);
    // Memoized: the board's cards do not re-render for an unrelated change.
    expect(applicationsSlice.selectors.selectAppliedJobNos(store.getState())).toBe(applied);
  });
});

describe('saved searches', () => {
  const saved: SavedSearch = { id: 3, query: { keyword: 'solar', category: ['research'] }, createdAt: '2026-03-16T04:00:00.000Z' };

  it('saves only the filters in use, then lists and deletes', async () => {
    const { store, state } = setUp();
    store.dispatch(savedSearchesRequested(TOKEN));
    await requestsMade(1);
    network.last().answer(200, ok([]));
    await vi.waitFor(() => expect(state().savedSearches.status).toBe('ready'));

    store.dispatch(searchSaveRequested({ query: { keyword: ' solar ', category: ['research'], salary: null, type: [] }, key: 'keyword=solar&category=research' }));
    expect(state().saveSearch).toEqual({ status: 'saving', key: 'keyword=solar&category=research', failure: null });
    await requestsMade(2);
    expect(network.last().config).toMatchObject({ method: 'post', url: '/api/recruitment/saved-searches' });
    expect(JSON.parse(network.last().config.data as string)).toEqual({ keyword: 'solar', category: ['research'] });
    network.last().answer(200, ok(saved));
    await vi.waitFor(() => expect(state().saveSearch.status).toBe('saved'));
    expect(state().savedSearches.items).toEqual([saved]);

    store.dispatch(savedSearchDeleteRequested(3));
    await requestsMade(3);
    expect(network.last().config).toMatchObject({ method: 'delete', url: '/api/recruitment/saved-searches/3' });
    network.last().answer(200, ok(true));
    await vi.waitFor(() => expect(state().savedSearches.items).toEqual([]));
  });

  it("a refused save shows the server's reason beside the button", async () => {
    const { store, state } = setUp();
    store.dispatch(searchSaveRequested({ query: { keyword: '', category: [], salary: '10to20k', type: ['campus'] }, key: 'k' }));
    await requestsMade(1);
    expect(JSON.parse(network.last().config.data as string)).toEqual({ salary: '10to20k', type: ['campus'] });
    network.last().answer(409, { code: 409, message: 'You can keep at most 10 saved searches.', data: null });
    await vi.waitFor(() => expect(state().saveSearch.status).toBe('failed'));
    expect(state().saveSearch.failure).toEqual({ text: 'You can keep at most 10 saved searches.' });
  });
});
