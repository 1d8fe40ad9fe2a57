import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { httpClient } from '@/lib/http/http-client';
import { readStoredChat, writeStoredChat } from '@/lib/storage/chat-store';
import type { ChatConversation, ChatMessage } from '../api/chat-api';
import { chatSaga, type EventSourceFactory } from './chat-saga';
import { chatOpened, chatSlice, conversationRequested, messageSent } from './chat-slice';

/*
 * The saga against a stand-in server at the HTTP adapter (the real client and API module) and a stand-in EventSource
 * the test drives: what a reload, a dropped stream and a resend of messages already seen do to the conversation.
 */

const conversation = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  id: '6f1c1d5e-4a8b-4c2d-9e3f-1a2b3c4d5e6f',
  status: 'waiting',
  mode: 'live',
  language: 'EN',
  surface: 'web',
  page: '/pages/home',
  name: null,
  email: null,
  staffLabel: null,
  lastSeq: 0,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  closedAt: null,
  ...over,
});
const message = (seq: number, author: ChatMessage['author'] = 'staff', body = `m${seq}`, clientId: string | null = null): ChatMessage => ({
  seq,
  author,
  staffLabel: author === 'visitor' ? null : 'Sam',
  body,
  clientId,
  createdAt: '2026-11-27T02:00:00.000Z',
});

type Route = (config: InternalAxiosRequestConfig) => unknown;
let routes: Record<string, Route> = {};
const calls: string[] = [];
const original = httpClient.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  calls.push(key);
  const route = routes[key];
  const data = route ? { code: 0, message: 'success', data: await route(config) } : { code: 40400, message: 'Not found', data: null };
  return { data, status: route ? 200 : 404, statusText: '', headers: {}, config };
};

class FakeSource {
  static CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closedListeners: (() => void)[] = [];
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(_type: string, listener: () => void) {
    this.closedListeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  deliver(m: ChatMessage) {
    this.onmessage?.({ data: JSON.stringify(m) } as MessageEvent<string>);
  }
}

let sources: FakeSource[] = [];
const open: EventSourceFactory = (url) => {
  const source = new FakeSource(url);
  sources.push(source);
  return source as unknown as EventSource;
};

function start() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { chat: chatSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(chatSaga, open);
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  httpClient.defaults.adapter = adapter;
  vi.stubGlobal('EventSource', FakeSource);
  routes = {};
  calls.length = 0;
  sources = [];
  sessionStorage.clear();
});
afterEach(() => {
  httpClient.defaults.adapter = original;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const base = `/api/chat/conversations/${conversation().id}`;

describe('chat saga', () => {
  it('opens a conversation, keeps its id and token for a reload, and follows its stream from the start', async () => {
    routes['GET /api/chat/status'] = () => ({ staffed: true, nextOpening: null, closesAt: null, hours: 'always', timeZone: 'Asia/Shanghai' });
    routes['POST /api/chat/conversations'] = () => ({ id: conversation().id, token: 'tok', mode: 'live', conversation: conversation() });
    const store = start();
    store.dispatch(chatOpened());
    await flush();
    expect(store.getState().chat.phase).toBe('form');
    store.dispatch(conversationRequested({ language: 'EN', page: '/pages/home', surface: 'web' }));
    await flush();
    expect(readStoredChat()).toEqual({ id: conversation().id, token: 'tok' });
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toContain(`${base}/events?token=tok&after=0`);
  });

  it('after a reload shows the history and streams only what comes after it; a resent message appears once', async () => {
    writeStoredChat({ id: conversation().id, token: 'tok' });
    routes[`GET ${base}`] = () => ({ conversation: conversation({ lastSeq: 2 }), messages: [message(1, 'visitor'), message(2)] });
    const store = start();
    store.dispatch(chatOpened());
    await flush();
    expect(store.getState().chat.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(sources[0]!.url).toContain('after=2');
    sources[0]!.deliver(message(2));
    sources[0]!.deliver(message(3));
    expect(store.getState().chat.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('when the browser gives up on the stream, reads what was missed and streams again from the last message', async () => {
    vi.useFakeTimers();
    writeStoredChat({ id: conversation().id, token: 'tok' });
    routes[`GET ${base}`] = (config) =>
      (config.params as { after: number }).after === 0
        ? { conversation: conversation({ lastSeq: 1 }), messages: [message(1)] }
        : { conversation: conversation({ lastSeq: 2 }), messages: [message(2)] };
    const store = start();
    store.dispatch(chatOpened());
    await vi.advanceTimersByTimeAsync(0);
    const first = sources[0]!;
    first.readyState = FakeSource.CLOSED;
    first.onerror?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.closed).toBe(true);
    expect(store.getState().chat.connection).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().chat.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toContain('after=2');
  });

  it('sends a message with its client id; the confirmed message replaces the pending one', async () => {
    writeStoredChat({ id: conversation().id, token: 'tok' });
    routes[`GET ${base}`] = () => ({ conversation: conversation(), messages: [] });
    routes[`POST ${base}/messages`] = (config) => {
      const body = JSON.parse(config.data as string) as { clientId: string; body: string };
      expect(config.headers['X-Chat-Token']).toBe('tok');
      return { message: message(1, 'visitor', body.body, body.clientId), duplicate: false };
    };
    const store = start();
    store.dispatch(chatOpened());
    await flush();
    store.dispatch(messageSent('Hello'));
    expect(store.getState().chat.outbox).toHaveLength(1);
    await flush();
    expect(store.getState().chat.outbox).toHaveLength(0);
    expect(store.getState().chat.messages.map((m) => m.body)).toEqual(['Hello']);
  });
});
