import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { parseChatHours } from '../../../server/src/services/chat/chat-hours.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { buildTestApp } from '../support/build-test-app.js';
import { POSTGRES_ADMIN_URL } from '../support/databases.js';
import { baseUrl, newClientId, openConversation, openSse, visitorPost } from './support.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/*
 * Two instances on one PostgreSQL (always real PostgreSQL: the point is the shared database): the visitor's stream
 * is on A, staff answer on B, and each side hears the other live — through NOTIFY, then through Redis pub/sub.
 */
describe.each([
  { bus: 'postgres', redis: false },
  { bus: 'redis', redis: true },
])('chat across two instances ($bus bus)', ({ bus, redis }) => {
  let b: ConsoleHarness;
  let a: App;
  let staff: Person;

  beforeAll(async () => {
    const unique = randomBytes(4).toString('hex');
    const config: Partial<Config> = {
      chat: { ...loadConfig({}).chat, hours: parseChatHours('always'), channel: `chat_test_${unique}` },
      ...(redis ? { redisUrl: REDIS_URL } : {}),
    };
    b = await createConsoleHarness({ name: 'postgres', adminUrl: POSTGRES_ADMIN_URL }, config);
    a = await buildTestApp({
      databaseUrl: b.app.config.databaseUrl!,
      config: { ...config, rateLimitMax: 100_000 },
      rateLimitNamespace: `chat-instances-${unique}-`,
    });
    staff = await b.person(['service']);
    await Promise.all([a.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it(`uses the ${bus} bus`, () => {
    expect(a.chat.bus.kind).toBe(bus);
    expect(b.app.chat.bus.kind).toBe(bus);
  });

  it('delivers live: the visitor on A, staff on B, both directions', async () => {
    const visitor = await openConversation(a);
    const visitorStream = await openSse(`${baseUrl(a)}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`);
    const queue = await openSse(`${baseUrl(b.app)}/api/console/chat/events`, { authorization: `Bearer ${staff.token}` });
    expect([visitorStream.status, queue.status]).toEqual([200, 200]);

    expect((await visitorPost(a, visitor, 'Hello from A')).statusCode).toBe(200);
    await queue.until((all) => all.some((event) => (event.data as { type: string; item: { id: string } }).item?.id === visitor.id && (event.data as { type: string }).type === 'message'));
    const staffStream = await openSse(`${baseUrl(b.app)}/api/console/chat/conversations/${visitor.id}/events`, { authorization: `Bearer ${staff.token}` });
    expect((await b.as(staff, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`)).statusCode).toBe(200);
    // The visitor's stream on A hears of B's writes only through the bus (A has no other way to learn of them); how
    // soon is for the chat benchmark to measure.
    expect((await b.as(staff, 'POST', `/api/console/chat/conversations/${visitor.id}/messages`, { clientId: newClientId(), body: 'Hello from B' })).statusCode).toBe(200);
    await visitorStream.until((all) => all.length >= 3);
    expect(visitorStream.messages().map((m) => [m.seq, m.author, m.body])).toEqual([
      [1, 'visitor', 'Hello from A'],
      [2, 'system', 'claimed'],
      [3, 'staff', 'Hello from B'],
    ]);
    expect((await visitorPost(a, visitor, 'Thanks')).statusCode).toBe(200);
    await staffStream.until((all) => all.length >= 4);
    expect(staffStream.messages().map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    visitorStream.close();
    staffStream.close();
    queue.close();
  });

  it('survives losing an instance: the visitor reconnects to the other with Last-Event-ID and misses nothing', async () => {
    const visitor = await openConversation(b.app);
    expect((await b.as(staff, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`)).statusCode).toBe(200);
    const stream = await openSse(`${baseUrl(b.app)}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`);
    await stream.until((all) => all.length >= 1);
    stream.close();
    // While the visitor is away, staff write twice (on A, the instance the visitor was not on).
    const staffToken = { authorization: `Bearer ${staff.token}` };
    for (const body of ['First while away', 'Second while away']) {
      const posted = await a.inject({ method: 'POST', url: `/api/console/chat/conversations/${visitor.id}/messages`, headers: staffToken, payload: { clientId: newClientId(), body } });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    const back = await openSse(`${baseUrl(a)}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}`, { 'last-event-id': '1' });
    await back.until((all) => all.length >= 2);
    expect(back.messages().map((m) => [m.seq, m.body])).toEqual([
      [2, 'First while away'],
      [3, 'Second while away'],
    ]);
    back.close();
  });
});
