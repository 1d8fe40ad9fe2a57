import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { httpClient } from '@/lib/http/http-client';
import { writeStoredSession } from '@/lib/storage/session-store';
import type { EditorDocument } from '../api/content-api';
import { consoleSlice } from './console-slice';
import { contentSaga } from './content-saga';
import {
  contentSlice,
  documentRequested,
  previewRequested,
  publishRequested,
  saveRequested,
  scheduleCancelRequested,
  scheduleRequested,
  sectionsRequested,
  uploadRequested,
} from './content-slice';

/* The content sagas against a stand-in server at the HTTP adapter: the real client, API module and reducers. */

interface Answer {
  status: number;
  data: unknown;
}
let routes: Record<string, (config: InternalAxiosRequestConfig) => Answer> = {};
let calls: { key: string; body: unknown }[] = [];
const original = httpClient.defaults.adapter;

const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, message: 'success', data } });
const refused = (status: number, message: string, data: unknown = null): Answer => ({ status, data: { code: status * 100, message, data } });

const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
  calls.push({ key, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
  const route = routes[key];
  if (!route) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
  const answer = route(config);
  return { status: answer.status, statusText: '', data: answer.data, headers: {}, config, request: {} };
};

const state = (over: Partial<EditorDocument['languages']['EN']> = {}) => ({ status: 'draft' as const, changed: false, machineDrafted: false, ...over });
const documentOf = (over: Partial<EditorDocument> = {}): EditorDocument => ({
  documentNo: 'EVT-0001',
  section: 'event',
  version: 3,
  shared: { category: 'forum' },
  translations: { CN: { title: '人才论坛' } },
  languages: { EN: state({ status: 'missing' }), CN: state(), TC: state({ status: 'missing' }) },
  fallback: { EN: ['title'], TC: ['title'] },
  machineDrafted: {},
  schedule: [],
  ...over,
});

function setUp() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { console: consoleSlice.reducer, consoleContent: contentSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(contentSaga);
  return { store, editor: () => store.getState().consoleContent.editor, access: () => store.getState().console.access };
}

beforeEach(() => {
  routes = {};
  calls = [];
  httpClient.defaults.adapter = adapter;
  writeStoredSession('editor-token', { firstName: 'Ada' });
});
afterEach(() => {
  httpClient.defaults.adapter = original;
});

async function opened() {
  routes['GET /api/console/content/EVT-0001'] = () => ok(documentOf());
  const setup = setUp();
  setup.store.dispatch(documentRequested('EVT-0001'));
  await vi.waitFor(() => expect(setup.editor().status).toBe('ready'));
  return setup;
}

describe('saving a draft', () => {
  it('sends the version it was based on; the answer becomes the document without resetting the form', async () => {
    const { store, editor } = await opened();
    const generation = editor().generation;
    routes['PUT /api/console/content/EVT-0001'] = () => ok(documentOf({ version: 4, translations: { CN: { title: '人才论坛 2026' } } }));
    store.dispatch(saveRequested({ documentNo: 'EVT-0001', body: { version: 3, shared: {}, translations: { CN: { title: '人才论坛 2026' } } } }));
    await vi.waitFor(() => expect(editor().outcome).toEqual({ kind: 'done', action: 'save' }));
    expect(calls.at(-1)).toEqual({ key: 'PUT /api/console/content/EVT-0001', body: { version: 3, shared: {}, translations: { CN: { title: '人才论坛 2026' } } } });
    expect(editor().document?.version).toBe(4);
    expect(editor().generation).toBe(generation);
  });

  it("opens the conflict on a 409 with the other editor's version and change, and keeps the loaded document", async () => {
    const { store, editor } = await opened();
    const current = documentOf({ version: 5, translations: { CN: { title: '他人的标题' } } });
    const diff = [{ path: 'title', language: 'CN', before: '人才论坛', after: '他人的标题' }];
    routes['PUT /api/console/content/EVT-0001'] = () => refused(409, 'Someone else saved first.', { current, changedBy: 'Ben', diff });
    store.dispatch(saveRequested({ documentNo: 'EVT-0001', body: { version: 3, shared: {}, translations: {} } }));
    await vi.waitFor(() => expect(editor().conflict).toEqual({ current, changedBy: 'Ben', diff }));
    expect(editor().document?.version).toBe(3);
    expect(editor().pending).toBeNull();
  });
});

describe('opening a document', () => {
  it('keeps what the editor typed when the document read again has not changed (just created), and replaces it when it has', async () => {
    const { store, editor } = await opened();
    const generation = editor().generation;
    store.dispatch(documentRequested('EVT-0001'));
    await vi.waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/console/content/EVT-0001')).toHaveLength(2));
    await vi.waitFor(() => expect(editor().status).toBe('ready'));
    expect(editor().generation).toBe(generation);

    routes['GET /api/console/content/EVT-0001'] = () => ok(documentOf({ version: 4 }));
    store.dispatch(documentRequested('EVT-0001'));
    await vi.waitFor(() => expect(editor().document?.version).toBe(4));
    expect(editor().generation).toBe(generation + 1);
  });
});

describe('a refusal for the second factor', () => {
  it('hands over to the sign-in step and leaves the sections to be asked again, not loading forever', async () => {
    routes['GET /api/console/content/sections'] = () => ({ status: 403, data: { code: 40311, message: 'Enter your code.', data: { enrolled: false } } });
    const { store, access } = setUp();
    store.dispatch(sectionsRequested());
    expect(store.getState().consoleContent.sections.status).toBe('loading');
    await vi.waitFor(() => expect(access().status).toBe('secondFactor'));
    expect(store.getState().consoleContent.sections).toMatchObject({ status: 'idle', key: undefined });
  });

  it('lets a pending write go, so the editor can save again once the code is entered', async () => {
    const { store, editor, access } = await opened();
    routes['PUT /api/console/content/EVT-0001'] = () => ({ status: 403, data: { code: 40312, message: 'Enter your code again.', data: { enrolled: true } } });
    store.dispatch(saveRequested({ documentNo: 'EVT-0001', body: { version: 3, shared: {}, translations: {} } }));
    await vi.waitFor(() => expect(access().status).toBe('secondFactor'));
    expect(editor().pending).toBeNull();
    expect(editor().document?.version).toBe(3);
  });
});

describe('publishing', () => {
  it('lists the fields a 422 names, by language, beside a failure in the server words', async () => {
    const { store, editor } = await opened();
    const errors = [{ language: 'EN', path: 'title', message: 'Title is required.' }];
    routes['POST /api/console/content/EVT-0001/publish'] = () => refused(422, 'Some required fields are empty.', { errors });
    store.dispatch(publishRequested({ documentNo: 'EVT-0001', version: 3, languages: ['EN', 'CN'] }));
    await vi.waitFor(() => expect(editor().publishErrors).toEqual(errors));
    expect(calls.at(-1)?.body).toEqual({ version: 3, languages: ['EN', 'CN'] });
    expect(editor().outcome).toEqual({ kind: 'failed', action: 'publish', failure: { text: 'Some required fields are empty.' } });
  });

  it('asks to sign in again on a 401', async () => {
    const { store, access } = await opened();
    routes['POST /api/console/content/EVT-0001/publish'] = () => refused(401, 'Sign in');
    store.dispatch(publishRequested({ documentNo: 'EVT-0001', version: 3, languages: ['CN'] }));
    await vi.waitFor(() => expect(access().status).toBe('signedOut'));
  });
});

describe('previewing', () => {
  it('keeps the fields a 422 names, so the frame can say what the page still needs; asking again clears them', async () => {
    const { store } = setUp();
    const errors = [{ language: 'CN', path: 'title', message: '必填' }];
    routes['GET /api/console/content/EVT-0001/preview'] = () => refused(422, 'Some required fields are empty.', { errors });
    store.dispatch(previewRequested({ documentNo: 'EVT-0001', language: 'TC' }));
    await vi.waitFor(() => expect(store.getState().consoleContent.preview.status).toBe('error'));
    expect(store.getState().consoleContent.previewProblems).toEqual(errors);

    routes['GET /api/console/content/EVT-0001/preview'] = () => refused(500, 'Server error');
    store.dispatch(previewRequested({ documentNo: 'EVT-0001', language: 'TC' }));
    expect(store.getState().consoleContent.previewProblems).toEqual([]);
    await vi.waitFor(() => expect(store.getState().consoleContent.preview.status).toBe('error'));
    expect(store.getState().consoleContent.previewProblems).toEqual([]);
  });
});

describe('scheduling', () => {
  it('posts the instant and reads the document again for its schedule', async () => {
    const { store, editor } = await opened();
    const row = { id: 9, language: 'TC', action: 'publish', runAt: '2026-12-01T01:30:00.000Z', createdBy: 7, doneAt: null, canceledAt: null, failure: null };
    routes['POST /api/console/content/EVT-0001/schedule'] = () => ok({ ...row, version: 4 });
    routes['GET /api/console/content/EVT-0001'] = () => ok(documentOf({ version: 4, schedule: [row as EditorDocument['schedule'][number]] }));
    store.dispatch(scheduleRequested({ documentNo: 'EVT-0001', version: 3, language: 'TC', scheduleAction: 'publish', at: row.runAt }));
    await vi.waitFor(() => expect(editor().document?.schedule).toHaveLength(1));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({ version: 3, language: 'TC', action: 'publish', at: row.runAt });
  });

  it('takes the document a cancellation answers, without reading it again', async () => {
    const { store, editor } = await opened();
    const row = { id: 9, language: 'TC' as const, action: 'publish' as const, runAt: '2026-12-01T01:30:00.000Z', createdBy: 7, doneAt: null, canceledAt: '2026-11-30T01:00:00.000Z', failure: null };
    routes['DELETE /api/console/content/EVT-0001/schedule/9'] = () => ok(documentOf({ version: 5, schedule: [row] }));
    const reads = calls.length;
    store.dispatch(scheduleCancelRequested({ documentNo: 'EVT-0001', id: 9 }));
    await vi.waitFor(() => expect(editor().outcome).toEqual({ kind: 'done', action: 'cancelSchedule' }));
    expect(editor().document?.schedule).toEqual([row]);
    expect(calls.slice(reads).map((call) => call.key)).toEqual(['DELETE /api/console/content/EVT-0001/schedule/9']);
  });
});

describe('uploading an image', () => {
  it('sends the file and the three alternative texts as multipart fields', async () => {
    const asset = { assetNo: 'MED-0001', width: 1600, height: 900, alt: { EN: 'Hall', CN: '大厅', TC: '大堂' }, url: '/media/MED-0001/1600.jpg', sources: [], createdAt: '2026-11-24T00:00:00.000Z' };
    routes['POST /api/console/media'] = () => ok(asset);
    const { store } = setUp();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'hall.jpg', { type: 'image/jpeg' });
    store.dispatch(uploadRequested({ file, alt: asset.alt }));
    await vi.waitFor(() => expect(store.getState().consoleContent.media.upload.uploaded).toEqual(asset));
    const form = calls[0]?.body as FormData;
    expect([form.get('altEN'), form.get('altCN'), form.get('altTC')]).toEqual(['Hall', '大厅', '大堂']);
    expect((form.get('file') as File).name).toBe('hall.jpg');
  });
});
