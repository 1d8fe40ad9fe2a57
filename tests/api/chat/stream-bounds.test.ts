import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../server/src/config.js';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from '../../../server/src/lib/event-stream.js';
import { parseChatHours } from '../../../server/src/services/chat/chat-hours.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { TEST_DATABASES, type TestDatabase } from '../support/databases.js';
import { baseUrl, openConversation, openSse, visitorPost, type SseClient, type Visitor } from './support.js';

/**
 * Issue #29 §4, performed as the attacks: one chat token opening stream after stream, one address opening them across
 * conversations, an instance filled up, streams that never end, and a staff member's stream outliving their rights.
 */
const harnessWith = async (database: TestDatabase, streams: Partial<StreamLimits>, config: Partial<Config> = {}) => {
  const h = await createConsoleHarness(database, { trustProxy: true, streams: { ...DEFAULT_STREAM_LIMITS, ...streams }, ...config });
  h.app.chat.service.hours = parseChatHours('always');
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return h;
};

const from = (address: string) => ({ 'x-forwarded-for': address });

describe.each(TEST_DATABASES)('event streams are bounded on $name', (database) => {
  let h: ConsoleHarness;
  let url: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    h = await harnessWith(database, { recheckMs: 100 });
    url = baseUrl(h.app);
  });

  afterAll(async () => {
    for (const stream of open) stream.close();
    await h?.close();
  });

  const follow = async (visitor: Visitor, address: string, lastEventId?: string) => {
    const stream = await openSse(`${url}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`, {
      ...from(address),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
    open.push(stream);
    return stream;
  };
  /** The instance's count of open streams, once it settles at `count` (a closed socket is noticed asynchronously). */
  const openStreams = async (count: number) => {
    for (;;) {
      if (h.app.chat.gate.open === count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('lets one conversation have 3 streams at once and refuses a 4th with 429, whatever address asks', async () => {
    const visitor = await openConversation(h.app, {}, from('198.51.100.1'));
    const before = h.app.chat.gate.open;
    const streams = [];
    for (let i = 0; i < 3; i += 1) streams.push(await follow(visitor, `198.51.100.${10 + i}`));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const fourth = await follow(visitor, '198.51.100.20');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // A closed tab gives its place back.
    streams[0]!.close();
    await openStreams(before + 2);
    expect((await follow(visitor, '198.51.100.21')).status).toBe(200);
  });

  it('lets one client address have 20 streams at once, across conversations', async () => {
    const address = '203.0.113.50';
    const visitors = [];
    for (let i = 0; i < 8; i += 1) visitors.push(await openConversation(h.app, {}, from(`192.0.2.${i + 1}`)));
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await follow(visitors[Math.floor(i / 3)]!, address)).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    // Another address is not held back.
    expect((await follow(visitors[7]!, '203.0.113.51')).status).toBe(200);
  });

  it('ends a staff member’s console streams when their session is revoked, their role removed or the account deactivated', async () => {
    const admin = await h.person(['admin']);
    const visitor = await openConversation(h.app, {}, from('198.51.100.80'));
    const streamsOf = async (person: Person) => {
      const headers = { authorization: `Bearer ${person.token}` };
      const queue = await openSse(`${url}/api/console/chat/events`, headers);
      const conversation = await openSse(`${url}/api/console/chat/conversations/${visitor.id}/events`, headers);
      open.push(queue, conversation);
      expect([queue.status, conversation.status]).toEqual([200, 200]);
      return [queue, conversation];
    };

    const loggedOut = await h.person(['service']);
    const first = await streamsOf(loggedOut);
    expect((await h.as(loggedOut, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await Promise.all(first.map((stream) => stream.ended));

    const demoted = await h.person(['service']);
    const second = await streamsOf(demoted);
    expect((await h.as(admin, 'PUT', `/api/console/users/${demoted.id}/roles`, { roles: [] })).statusCode).toBe(200);
    await Promise.all(second.map((stream) => stream.ended));

    const deactivated = await h.person(['service']);
    const third = await streamsOf(deactivated);
    expect((await h.as(admin, 'PUT', `/api/console/users/${deactivated.id}/active`, { active: false })).statusCode).toBe(200);
    await Promise.all(third.map((stream) => stream.ended));

    // A colleague who keeps the role keeps the streams (they were not ended for everyone).
    const kept = await h.person(['service']);
    const fourth = await streamsOf(kept);
    const beat = await visitorPost(h.app, visitor, 'still here?');
    expect(beat.statusCode).toBe(200);
    await fourth[1]!.until(() => fourth[1]!.messages().some((message) => message.body === 'still here?'));
  });
});

// What the stream itself does, whatever the database: on the embedded one only.
describe('event streams end in time and an instance has a maximum', () => {
  const database: TestDatabase = { name: 'pglite' };

  it('ends every stream after its lifetime; the client resumes with Last-Event-ID and loses nothing', async () => {
    const short = await harnessWith(database, { lifetimeMs: 300 });
    try {
      const visitor = await openConversation(short.app, {}, from('198.51.100.70'));
      const stream = await openSse(`${baseUrl(short.app)}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`);
      expect((await visitorPost(short.app, visitor, 'first')).statusCode).toBe(200);
      await stream.until(() => stream.messages().some((message) => message.body === 'first'));
      await stream.ended;
      expect(short.app.chat.gate.open).toBe(0);
      // Written while the visitor's browser was between two streams.
      expect((await visitorPost(short.app, visitor, 'second')).statusCode).toBe(200);
      const lastId = stream.events.filter((event) => event.id !== undefined).at(-1)!.id!;
      const resumed = await openSse(`${baseUrl(short.app)}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`, {
        'last-event-id': lastId,
      });
      await resumed.until(() => resumed.messages().some((message) => message.body === 'second'));
      expect(resumed.messages().map((message) => message.body)).toEqual(['second']);
      resumed.close();
    } finally {
      await short.close();
    }
  });

  it('answers 503 with Retry-After once the instance holds its maximum of streams', async () => {
    const full = await harnessWith(database, { perInstance: 2 });
    try {
      const visitors = [];
      for (let i = 0; i < 3; i += 1) visitors.push(await openConversation(full.app, {}, from(`198.51.100.${90 + i}`)));
      const streams = [];
      for (const [i, visitor] of visitors.entries()) {
        streams.push(await openSse(`${baseUrl(full.app)}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`, from(`198.51.100.${90 + i}`)));
      }
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 503]);
      expect(Number(streams[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
      for (const stream of streams) stream.close();
    } finally {
      await full.close();
    }
  });
});
