import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../server/src/app.js';

export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** A Server-Sent Events client over fetch (headers allowed), collecting events as they arrive. */
export interface SseClient {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** Messages (default `message` events) received so far. */
  messages(): Array<{ seq: number; author: string; body: string }>;
  /**
   * Resolves when `predicate` holds for the events received; rejects when the stream ends first. No deadline of its
   * own: the test's timeout is the ceiling for an event that never comes.
   */
  until(predicate: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export function baseUrl(app: App): string {
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let finished = false;
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  const pump = async () => {
    if (!response.body || response.status !== 200) {
      finished = true;
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: StreamEvent = { event: 'message', data: undefined };
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || line.startsWith('retry:')) continue;
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') data = value;
          }
          if (data === undefined) continue;
          event.data = JSON.parse(data);
          events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    } finally {
      finished = true;
      endedResolve();
      for (const wake of waiters) wake();
    }
  };
  void pump();
  return {
    status: response.status,
    headers: response.headers,
    events,
    messages: () => events.filter((event) => event.event === 'message').map((event) => event.data as { seq: number; author: string; body: string }),
    until: (predicate) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (predicate(events)) {
            waiters.delete(check);
            resolve(events);
          } else if (finished) {
            waiters.delete(check);
            reject(new Error(`stream ended before the condition held; events: ${JSON.stringify(events)}`));
          }
        };
        waiters.add(check);
        check();
      }),
    ended,
    close: () => controller.abort(),
  };
}

export const newClientId = () => randomUUID();

export interface Visitor {
  id: string;
  token: string;
  mode: string;
}

export async function openConversation(app: App, body: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Visitor> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/conversations?language=EN',
    headers,
    payload: { language: 'EN', page: '/pages/benefits', surface: 'web', ...body },
  });
  if (response.statusCode !== 200) throw new Error(`open failed: ${response.body}`);
  return (response.json() as { data: Visitor }).data;
}

export function visitorPost(app: App, visitor: Visitor, body: string, clientId = newClientId(), language = 'EN') {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${visitor.id}/messages?language=${language}`,
    headers: { 'x-chat-token': visitor.token },
    payload: { clientId, body },
  });
}
