import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { httpClient } from '@/lib/http/http-client';
import type { StreamEvent } from '@/lib/http/event-stream-reader';
import type { DeskMessage, QueueItem } from '../api/chat-desk-api';
import { chatDeskSaga, type StreamOpener } from './chat-desk-saga';
import { chatDeskSlice, conversationSelected, deskOpened } from './chat-desk-slice';

/* The desk's sagas against a stand-in server at the HTTP adapter and stand-in streams the test drives. */

const ID = '6f1c1d5e-4a8b-4c2d-9e3f-1a2b3c4d5e6f';
const item = (over: Partial<QueueItem> = {}): QueueItem => ({
  id: ID,
  status: 'waiting',
  mode: 'live',
  language: 'TC',
  surface: 'web',
  page: '/pages/benefits',
  name: 'Mei',
  email: null,
  staffLabel: null,
  lastSeq: 1,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  closedAt: null,
  signedIn: false,
  assignedTo: null,
  lastMessage: null,
  ...over,
});
const message = (seq: number, author: DeskMessage['author'] = 'visitor', body = `m${seq}`): DeskMessage => ({
  seq,
  author,
  staffLabel: null,
  body,
  clientId: null,
  createdAt: '2026-11-27T02:00:00.000Z',
});

interface Stream {
  url: string;
  onOpen: () => void;
  onEvent: (event: StreamEvent) => void;
  end: (status: number | null) => void;
  aborted: boolean;
}
let streams: Stream[] = [];
const open: StreamOpener = (url, signal, handlers) =>
  new Promise((resolve, reject) => {
    const stream: Stream = { url, ...handlers, aborted: false, end: (status) => (status === null ? reject(new Error('network')) : resolve(status)) };
    signal.addEventListener('abort', () => {
      stream.aborted = true;
      reject(new Error('aborted'));
    });
    streams.push(stream);
  });

let answers: Record<string, unknown> = {};
const original = httpClient.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  const known = key in answers;
  return { data: known ? { code: 0, message: 'success', data: answers[key] } : { code: 40400, message: 'Not found', data: null }, status: known ? 200 : 404, statusText: '', headers: {}, config };
};

function start() {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { chatDesk: chatDeskSlice.reducer }, middleware: (g) => g({ thunk: false, serializableCheck: false }).concat(saga) });
  saga.run(chatDeskSaga, open);
  return store;
}

beforeEach(() => {
  httpClient.defaults.adapter = adapter;
  streams = [];
  answers = { 'GET /api/console/chat/queue': [item()], 'GET /api/console/chat/canned': [] };
});
afterEach(() => {
  httpClient.defaults.adapter = original;
  vi.useRealTimers();
});

describe('chat desk saga', () => {
  it('loads the queue when its stream opens and applies its events', async () => {
    vi.useFakeTimers();
    const store = start();
    store.dispatch(deskOpened());
    await vi.advanceTimersByTimeAsync(0);
    const queue = streams.find((s) => s.url.startsWith('/api/console/chat/events'))!;
    queue.onOpen();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().chatDesk.queue.items).toHaveLength(1);
    const other = item({ id: '7f1c1d5e-4a8b-4c2d-9e3f-1a2b3c4d5e6f', createdAt: '2026-11-27T03:00:00.000Z' });
    queue.onEvent({ event: 'queue', data: JSON.stringify({ type: 'created', item: other }) });
    queue.onEvent({ event: 'queue', data: JSON.stringify({ type: 'closed', item: item({ status: 'closed' }) }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().chatDesk.queue.items.map((i) => i.id)).toEqual([other.id]);
  });

  it('follows the chosen conversation from its last message, resumes after a drop without duplicates, stops when it closes', async () => {
    vi.useFakeTimers();
    answers[`GET /api/console/chat/conversations/${ID}`] = { ...item(), messages: [message(1)] };
    const store = start();
    store.dispatch(conversationSelected(ID));
    await vi.advanceTimersByTimeAsync(0);
    expect(streams[0]!.url).toContain(`/conversations/${ID}/events?after=1`);
    streams[0]!.onEvent({ event: 'message', data: JSON.stringify(message(1)) });
    streams[0]!.onEvent({ event: 'message', data: JSON.stringify(message(2)) });
    streams[0]!.end(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().chatDesk.conversation.live).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(streams[1]!.url).toContain('after=2');
    streams[1]!.onEvent({ event: 'message', data: JSON.stringify(message(3, 'system', 'closed')) });
    streams[1]!.onEvent({ event: 'closed', data: '{"seq":3}' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().chatDesk.conversation.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(store.getState().chatDesk.conversation.item?.status).toBe('closed');
    expect(streams).toHaveLength(2);
    expect(streams[1]!.aborted).toBe(true);
  });
});
