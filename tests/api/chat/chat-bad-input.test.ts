import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChatHours } from '../../../server/src/services/chat/chat-hours.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { openConversation, type Visitor } from './support.js';

type Method = 'GET' | 'POST' | 'PUT';

interface Endpoint {
  method: Method;
  /** With `{id}` where the conversation (or ready answer) id goes. */
  path: string;
  who: 'visitor' | 'service' | 'admin';
  /** Takes a JSON body. */
  body?: boolean;
  /** Answers a stream for a valid request: only invalid requests are sent to it. */
  stream?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/chat/status', who: 'visitor' },
  { method: 'POST', path: '/api/chat/conversations', who: 'visitor', body: true },
  { method: 'GET', path: '/api/chat/conversations/{id}', who: 'visitor' },
  { method: 'POST', path: '/api/chat/conversations/{id}/messages', who: 'visitor', body: true },
  { method: 'PUT', path: '/api/chat/conversations/{id}/page', who: 'visitor', body: true },
  { method: 'GET', path: '/api/chat/conversations/{id}/events', who: 'visitor', stream: true },
  { method: 'POST', path: '/api/chat/conversations/{id}/close', who: 'visitor' },
  { method: 'GET', path: '/api/chat/conversations/{id}/transcript', who: 'visitor' },
  { method: 'POST', path: '/api/chat/conversations/{id}/transcript/email', who: 'visitor', body: true },
  { method: 'GET', path: '/api/console/chat/queue', who: 'service' },
  { method: 'GET', path: '/api/console/chat/events', who: 'service', stream: true },
  { method: 'GET', path: '/api/console/chat/conversations/{id}', who: 'service' },
  { method: 'GET', path: '/api/console/chat/conversations/{id}/events', who: 'service', stream: true },
  { method: 'POST', path: '/api/console/chat/conversations/{id}/claim', who: 'service' },
  { method: 'POST', path: '/api/console/chat/conversations/{id}/messages', who: 'service', body: true },
  { method: 'POST', path: '/api/console/chat/conversations/{id}/close', who: 'service' },
  { method: 'GET', path: '/api/console/chat/canned', who: 'service' },
  { method: 'PUT', path: '/api/console/chat/canned/{id}', who: 'admin', body: true },
];

const BAD_IDS = ['not-a-uuid', '1', "1' or '1'='1", '%00', '%E0%A4%A', '7d0c9a57-2d54-4f5e-9f1b-3a8d4f1b2c3dx', 'x'.repeat(3000), '..%2F..%2Fetc'];
const BAD_QUERIES = ['language=FR', 'language=', 'after=-1', 'after=abc', 'after=1e999', 'after=99999999999999', 'token=' + 'x'.repeat(300)];
const RAW_BODIES: Array<[string, string]> = [
  ['application/json', '{'],
  ['application/json', '{"body": "hi",}'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '123'],
  ['application/json', '{"clientId": 5, "body": ["a"]}'],
  ['application/json', '{"clientId": "not-a-uuid", "body": "hi"}'],
  ['application/json', '{"clientId": "7d0c9a57-2d54-4f5e-9f1b-3a8d4f1b2c3d", "body": {"$gt": ""}}'],
  ['application/json', '{"language": "XX", "page": 5, "surface": "tv"}'],
  ['application/json', '{"title": "x", "body": null}'],
  ['application/json', '{"page": null, "email": 7}'],
  ['application/json', '{"__proto__": {"admin": true}, "body": "x"}'],
  ['application/json', JSON.stringify({ body: 'x'.repeat(30_000), clientId: '7d0c9a57-2d54-4f5e-9f1b-3a8d4f1b2c3d', page: '/'.repeat(5000) })],
  ['application/json', `{"body": "${'a'.repeat(2 * 1024 * 1024)}"}`],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['application/x-www-form-urlencoded', 'body=hi'],
];
const BAD_HEADERS: Array<Record<string, string>> = [{ 'last-event-id': 'abc' }, { 'last-event-id': '-1' }, { 'last-event-id': '99999999999' }, { 'x-chat-token': 'x'.repeat(500) }];

describe.each(TEST_DATABASES)('chat endpoints under malformed input on $name', (database) => {
  let h: ConsoleHarness;
  let service: Person;
  let admin: Person;
  let visitor: Visitor;

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    h.app.chat.service.hours = parseChatHours('always');
    [service, admin] = await Promise.all([h.person(['service']), h.person(['admin'])]);
    visitor = await openConversation(h.app);
  });

  afterAll(async () => {
    await h?.close();
  });

  const headersOf = (who: Endpoint['who']): Record<string, string> =>
    who === 'visitor' ? { 'x-chat-token': visitor.token } : { authorization: `Bearer ${(who === 'admin' ? admin : service).token}` };
  const realId = (endpoint: Endpoint) => (endpoint.path.includes('/canned/') ? 'greeting' : visitor.id);

  it('answers every malformed request to every chat endpoint with a 4xx envelope, never a 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (endpoint: Endpoint, url: string, options: { headers?: Record<string, string>; payload?: string; contentType?: string } = {}) => {
      const headers = { ...headersOf(endpoint.who), ...options.headers, ...(options.contentType ? { 'content-type': options.contentType } : {}) };
      const label = `${endpoint.method} ${url.slice(0, 120)} ${JSON.stringify(options).slice(0, 120)}`;
      // The answer is handed over as soon as its head is written: a request that opened a stream (which would never
      // end) is seen by its content type, reported and closed, not waited for.
      const abort = new AbortController();
      const head = await h.app.inject({
        method: endpoint.method,
        url,
        headers,
        ...(options.payload === undefined ? {} : { payload: options.payload }),
        payloadAsStream: true,
        signal: abort.signal,
      });
      sent += 1;
      if (String(head.headers['content-type']).startsWith('text/event-stream')) {
        abort.abort();
        failures.push(`${label}: a stream opened`);
        return;
      }
      const response = { statusCode: head.statusCode, headers: head.headers, body: await text(head.stream()) };
      if (response.statusCode < 400 || response.statusCode >= 500) {
        failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return;
      }
      try {
        expectErrorEnvelope(response, response.statusCode);
      } catch (error) {
        failures.push(`${label}: not an envelope (${(error as Error).message.slice(0, 120)})`);
      }
    };
    for (const endpoint of ENDPOINTS) {
      const withId = (id: string) => endpoint.path.replace('{id}', id);
      if (endpoint.path.includes('{id}')) for (const id of BAD_IDS) await send(endpoint, withId(id), endpoint.body ? { payload: '{}', contentType: 'application/json' } : {});
      const url = withId(realId(endpoint));
      for (const query of BAD_QUERIES) {
        // A stream route that ignores the parameter would answer 200 and stay open: only what it reads is sent to it.
        if (query.startsWith('token=') && endpoint.who !== 'visitor') continue;
        if (endpoint.stream && endpoint.path === '/api/console/chat/events' && !query.startsWith('language=')) continue;
        if (!endpoint.stream && !query.startsWith('language=') && !(endpoint.method === 'GET' && endpoint.path.endsWith('{id}'))) continue;
        await send(endpoint, `${url}?${query}`, endpoint.body ? { payload: '{}', contentType: 'application/json' } : {});
      }
      if (endpoint.body) for (const [contentType, payload] of RAW_BODIES) await send(endpoint, url, { payload, contentType });
      if (endpoint.stream && endpoint.who === 'visitor') for (const headers of BAD_HEADERS) await send(endpoint, url, { headers });
      if (endpoint.path.includes('/conversations/{id}') && endpoint.who === 'visitor') {
        await send(endpoint, url, { headers: { 'x-chat-token': 'wrong' }, ...(endpoint.body ? { payload: '{"clientId":"7d0c9a57-2d54-4f5e-9f1b-3a8d4f1b2c3d","body":"x","page":"/","email":"a@b.cd"}', contentType: 'application/json' } : {}) });
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(250);
  });

  it('lists every chat endpoint in the OpenAPI document', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.path.replace('{id}', '{id}');
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]![endpoint.method.toLowerCase()], `${endpoint.method} ${path}`).toBeDefined();
    }
  });
});
