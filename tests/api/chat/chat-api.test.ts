import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/src/db/schema/auth.js';
import { chatConversations, chatMessages } from '../../../server/src/db/schema/chat.js';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
import { CHAT_ERRORS } from '../../../server/src/services/chat/chat-errors.js';
import { parseChatHours } from '../../../server/src/services/chat/chat-hours.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { baseUrl, newClientId, openConversation, openSse, visitorPost, type Visitor } from './support.js';

const ALWAYS = parseChatHours('always');
const NEVER = parseChatHours('never');

describe.each(TEST_DATABASES)('online service chat on $name', (database) => {
  let h: ConsoleHarness;
  let staff: Person;
  let colleague: Person;
  let admin: Person;
  let url: string;

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    h.app.chat.service.hours = ALWAYS;
    [staff, colleague, admin] = await Promise.all([h.person(['service'], { firstName: 'Mei' }), h.person(['service']), h.person(['admin'])]);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(h.app);
  });

  afterAll(async () => {
    await h?.close();
  });

  const staffPost = (person: Person, id: string, body: string, clientId = newClientId()) =>
    h.as(person, 'POST', `/api/console/chat/conversations/${id}/messages`, { clientId, body });
  const events = (visitor: Visitor, query = '', headers: Record<string, string> = {}) =>
    openSse(`${url}/api/chat/conversations/${visitor.id}/events?token=${encodeURIComponent(visitor.token)}${query}`, headers);

  it('tells whether the desk is staffed, in China time', async () => {
    h.app.chat.service.hours = parseChatHours('Mon-Fri 09:00-18:00');
    const response = await h.app.inject({ method: 'GET', url: '/api/chat/status' });
    expect(response.statusCode).toBe(200);
    const status = response.json().data;
    expect(status).toMatchObject({ hours: 'Mon-Fri 09:00-18:00', timeZone: 'Asia/Shanghai' });
    expect(typeof status.staffed).toBe('boolean');
    expect(status.nextOpening).toMatch(/^\d{4}-/);
    h.app.chat.service.hours = ALWAYS;
  });

  it('carries a conversation live both ways: queue, claim, reply, stream in order with ids, resume without loss or duplicates', async () => {
    const visitor = await openConversation(h.app, { name: 'Lena', page: '/pages/benefits/housing', language: 'TC' });
    expect(visitor.mode).toBe('live');
    const stream = await events(visitor);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);

    expect((await visitorPost(h.app, visitor, 'Hello, I have a question about housing https://example.org/x')).statusCode).toBe(200);
    const queue = (await h.as(staff, 'GET', '/api/console/chat/queue')).json().data as Array<Record<string, unknown>>;
    const item = queue.find((entry) => entry.id === visitor.id)!;
    expect(item).toMatchObject({ status: 'waiting', language: 'TC', page: '/pages/benefits/housing', surface: 'web', name: 'Lena', assignedTo: null });
    expect((item.lastMessage as { preview: string }).preview).toContain('housing');

    // Replying before taking it is refused; taking it is audited; a colleague then cannot take it.
    expectErrorEnvelope(await staffPost(staff, visitor.id, 'Hi'), 409, CHAT_ERRORS.notClaimed.code);
    const claimed = await h.as(staff, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({ status: 'active', assignedTo: { id: staff.id } });
    expectErrorEnvelope(await h.as(colleague, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`), 409, CHAT_ERRORS.claimedByOther.code);
    expectErrorEnvelope(await staffPost(colleague, visitor.id, 'Me too'), 409, CHAT_ERRORS.claimedByOther.code);
    const reply = await staffPost(staff, visitor.id, 'Hello Lena, happy to help.');
    expect(reply.statusCode, reply.body).toBe(200);

    await stream.until((all) => all.length >= 3);
    expect(stream.events.map((event) => event.id)).toEqual(['1', '2', '3']);
    expect(stream.messages().map((m) => [m.seq, m.author, m.body])).toEqual([
      [1, 'visitor', 'Hello, I have a question about housing https://example.org/x'],
      [2, 'system', 'claimed'],
      [3, 'staff', 'Hello Lena, happy to help.'],
    ]);
    expect((stream.events[2]!.data as { staffLabel: string }).staffLabel).toBe('Mei');
    stream.close();

    // A network drop: the browser reconnects with Last-Event-ID and gets only what it missed, then live messages.
    expect((await staffPost(staff, visitor.id, 'Are you still there?')).statusCode).toBe(200);
    const resumed = await events(visitor, '', { 'last-event-id': '3' });
    await resumed.until((all) => all.length >= 1);
    expect((await visitorPost(h.app, visitor, 'Yes!')).statusCode).toBe(200);
    await resumed.until((all) => all.length >= 2);
    expect(resumed.messages().map((m) => m.seq)).toEqual([4, 5]);
    // ?after= does the same for a reloaded page.
    const reloaded = await h.app.inject({ method: 'GET', url: `/api/chat/conversations/${visitor.id}?after=3`, headers: { 'x-chat-token': visitor.token } });
    expect(reloaded.json().data.messages.map((m: { seq: number }) => m.seq)).toEqual([4, 5]);
    expect(reloaded.json().data.conversation).toMatchObject({ status: 'active', staffLabel: 'Mei', lastSeq: 5 });

    // The staff side streams the same conversation.
    const console = await openSse(`${url}/api/console/chat/conversations/${visitor.id}/events?after=4`, { authorization: `Bearer ${staff.token}` });
    await console.until((all) => all.length >= 1);
    expect(console.messages().map((m) => m.seq)).toEqual([5]);

    // Staff close it: both streams get the closed message and a `closed` event, then end; reconnecting answers 204.
    const closed = await h.as(staff, 'POST', `/api/console/chat/conversations/${visitor.id}/close`);
    expect(closed.json().data.status).toBe('closed');
    await resumed.ended;
    await console.ended;
    expect(resumed.events.slice(-2).map((event) => event.event)).toEqual(['message', 'closed']);
    const again = await events(visitor, '', { 'last-event-id': '6' });
    expect(again.status).toBe(204);
    expectErrorEnvelope(await visitorPost(h.app, visitor, 'One more thing'), 409, CHAT_ERRORS.closed.code);

    const audit = await h.app.db.select().from(auditLog).where(eq(auditLog.targetId, visitor.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['chat.claim', 'chat.close', 'chat.reply', 'chat.reply']);
    expect(JSON.stringify(audit.map((row) => row.details))).not.toContain('happy to help');
  });

  it('stores a retried message once (same clientId), and numbers messages without gaps', async () => {
    const visitor = await openConversation(h.app);
    const clientId = newClientId();
    const [first, second] = await Promise.all([visitorPost(h.app, visitor, 'Once', clientId), visitorPost(h.app, visitor, 'Once', clientId)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json().data, second.json().data];
    expect(answers.map((answer) => answer.duplicate).sort()).toEqual([false, true]);
    expect(answers[0].message.seq).toBe(answers[1].message.seq);
    const third = await visitorPost(h.app, visitor, 'Once', clientId.toUpperCase());
    expect(third.json().data.duplicate).toBe(true);
    expect((await visitorPost(h.app, visitor, 'Twice')).json().data.message.seq).toBe(2);
    const rows = await h.app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, visitor.id));
    expect(rows.map((row) => row.seq).sort()).toEqual([1, 2]);
  });

  it('keeps conversations private: another token, no token, an unknown id', async () => {
    const mine = await openConversation(h.app);
    const theirs = await openConversation(h.app);
    const unknown = '7d0c9a57-2d54-4f5e-9f1b-3a8d4f1b2c3d';
    const notFound = CHAT_ERRORS.notFound.code;
    const as = (id: string, token: string | undefined) => (token ? { 'x-chat-token': token } : {});
    for (const [id, token] of [[theirs.id, mine.token], [unknown, mine.token]] as const) {
      expectErrorEnvelope(await h.app.inject({ method: 'GET', url: `/api/chat/conversations/${id}`, headers: as(id, token) }), 404, notFound);
      expectErrorEnvelope(await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${id}/messages`, headers: as(id, token), payload: { clientId: newClientId(), body: 'x' } }), 404, notFound);
      expectErrorEnvelope(await h.app.inject({ method: 'GET', url: `/api/chat/conversations/${id}/transcript?token=${token}` }), 404, notFound);
      expectErrorEnvelope(await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${id}/close`, headers: as(id, token) }), 404, notFound);
      const stream = await h.app.inject({ method: 'GET', url: `/api/chat/conversations/${id}/events?token=${token}` });
      expectErrorEnvelope(stream, 404, notFound);
    }
    expectErrorEnvelope(await h.app.inject({ method: 'GET', url: `/api/chat/conversations/${theirs.id}` }), 401, CHAT_ERRORS.tokenRequired.code);
    const [row] = await h.app.db.select().from(chatConversations).where(eq(chatConversations.id, mine.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(mine.token);
  });

  it('checks text: length, control characters, localized messages', async () => {
    const visitor = await openConversation(h.app);
    const long = await visitorPost(h.app, visitor, 'x'.repeat(2001), newClientId(), 'TC');
    const body = expectErrorEnvelope(long, 400, CHAT_ERRORS.bodyInvalid.code);
    expect(body.message).toContain('2000');
    expect(body.message).toMatch(/訊息/);
    expectErrorEnvelope(await visitorPost(h.app, visitor, ' \u0000\u0007 \n '), 400, CHAT_ERRORS.bodyInvalid.code);
    const cleaned = await visitorPost(h.app, visitor, '  Hi\u0000 there\u202e \r\nsecond line  ');
    expect(cleaned.json().data.message.body).toBe('Hi there \nsecond line');
    // 2000 Chinese characters are 2000 characters, whatever their bytes.
    expect((await visitorPost(h.app, visitor, '字'.repeat(2000))).statusCode).toBe(200);
    const name = await h.app.inject({
      method: 'POST',
      url: '/api/chat/conversations?language=CN',
      payload: { language: 'CN', page: '/pages', surface: 'web', name: 'n'.repeat(61) },
    });
    expect(expectErrorEnvelope(name, 400, CHAT_ERRORS.nameInvalid.code).message).toMatch(/姓名/);
    const page = await h.app.inject({ method: 'POST', url: '/api/chat/conversations', payload: { language: 'EN', page: 'https://evil.example/', surface: 'web' } });
    expectErrorEnvelope(page, 400, CHAT_ERRORS.pageInvalid.code);
  });

  it('limits how fast one conversation can post', async () => {
    const visitor = await openConversation(h.app);
    const limit = h.app.config.chat.messageLimit;
    const answers = [];
    for (let i = 0; i <= limit; i += 1) answers.push((await visitorPost(h.app, visitor, `m${i}`)).statusCode);
    expect(answers.slice(0, limit).every((status) => status === 200)).toBe(true);
    expectErrorEnvelope(await visitorPost(h.app, visitor, 'too many'), 429);
  });

  it('outside staffed hours takes a message with an e-mail and mails the reply in the visitor’s language', async () => {
    h.app.chat.service.hours = NEVER;
    try {
      const status = (await h.app.inject({ method: 'GET', url: '/api/chat/status' })).json().data;
      expect(status).toMatchObject({ staffed: false, nextOpening: null });
      const refused = await h.app.inject({
        method: 'POST',
        url: '/api/chat/conversations?language=TC',
        payload: { language: 'TC', page: '/pages/benefits', surface: 'web' },
      });
      expect(expectErrorEnvelope(refused, 400, CHAT_ERRORS.emailRequired.code).message).toMatch(/電郵/);
      const email = `visitor.${Date.now()}@example.org`;
      const visitor = await openConversation(h.app, { language: 'TC', email, name: '陳小姐' });
      expect(visitor.mode).toBe('message');
      expect((await visitorPost(h.app, visitor, '請問住房補貼怎樣申請？')).statusCode).toBe(200);
      expect((await h.as(staff, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`)).statusCode).toBe(200);
      expect((await staffPost(staff, visitor.id, '您好，請參閱政策福利頁面。')).statusCode).toBe(200);
      const mail = await h.mailTo(email);
      expect(mail.subject).toBe('人才門户網上客服的回覆');
      expect(mail.text).toContain('陳小姐');
      expect(mail.text).toContain('請問住房補貼怎樣申請？');
      expect(mail.text).toContain('您好，請參閱政策福利頁面。');
      expect(mail.text).toContain('網上客服（Mei）');

      // The transcript: a UTF-8 text file in the conversation's language, and by e-mail on request.
      const transcript = await h.app.inject({ method: 'GET', url: `/api/chat/conversations/${visitor.id}/transcript?token=${encodeURIComponent(visitor.token)}` });
      expect(transcript.statusCode).toBe(200);
      expect(transcript.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(String(transcript.headers['content-disposition'])).toMatch(/^attachment; filename="?chat-\d{4}-\d{2}-\d{2}\.txt"?$/);
      expect(transcript.body).toContain('人才門户網上客服：對話紀錄');
      expect(transcript.body).toContain('陳小姐: 請問住房補貼怎樣申請？');
      expect(transcript.body).toContain('Mei 已加入對話');
      // By e-mail: only to the address the conversation was opened with (issue #29 §5: the portal relays no mail to
      // an address typed afterwards); a stranger's address is refused and nothing is queued for it.
      const other = `copy.${Date.now()}@example.org`;
      const relayed = await h.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${visitor.id}/transcript/email?language=TC`,
        headers: { 'x-chat-token': visitor.token },
        payload: { email: other },
      });
      expect(expectErrorEnvelope(relayed, 403, CHAT_ERRORS.recipientNotAllowed.code).message).toMatch(/電郵地址/);
      await h.app.auth.mail.flush();
      expect(await h.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, other))).toEqual([]);
      expect(h.mails.to(other)).toEqual([]);
      const mailed = await h.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${visitor.id}/transcript/email`,
        headers: { 'x-chat-token': visitor.token },
        payload: {},
      });
      expect(mailed.json().data).toEqual({ email });
      const copy = await h.mailTo(email);
      expect(copy.subject).toBe('您與人才門户網上客服的對話紀錄');
      expect(copy.text).toContain('您好，請參閱政策福利頁面。');
      // Naming the same address (in any case) is the same request.
      expect((await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${visitor.id}/transcript/email`, headers: { 'x-chat-token': visitor.token }, payload: { email: email.toUpperCase() } })).statusCode).toBe(200);
      expectErrorEnvelope(
        await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${visitor.id}/transcript/email`, headers: { 'x-chat-token': visitor.token }, payload: { email: 'nope' } }),
        400,
        CHAT_ERRORS.emailInvalid.code,
      );
    } finally {
      h.app.chat.service.hours = ALWAYS;
    }
  });

  it('lets the visitor (or the kiosk’s idle reset) end the conversation; staff see it leave the queue', async () => {
    const visitor = await openConversation(h.app, { surface: 'kiosk', page: '/kiosk/events' });
    const queueStream = await openSse(`${url}/api/console/chat/events`, { authorization: `Bearer ${staff.token}` });
    expect(queueStream.status).toBe(200);
    const stream = await events(visitor);
    expect((await visitorPost(h.app, visitor, 'hi')).statusCode).toBe(200);
    await queueStream.until((all) => all.some((event) => (event.data as { type: string; item: { id: string } }).item?.id === visitor.id));
    const closed = await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${visitor.id}/close`, headers: { 'x-chat-token': visitor.token } });
    expect(closed.json().data.conversation.status).toBe('closed');
    await stream.ended;
    await queueStream.until((all) => all.some((event) => (event.data as { type: string }).type === 'closed'));
    queueStream.close();
    const queue = (await h.as(staff, 'GET', '/api/console/chat/queue')).json().data as Array<{ id: string }>;
    expect(queue.some((entry) => entry.id === visitor.id)).toBe(false);
    // Closing twice changes nothing.
    expect((await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${visitor.id}/close`, headers: { 'x-chat-token': visitor.token } })).statusCode).toBe(200);
  });

  it('lets an admin take a conversation over and edit the ready answers; both audited', async () => {
    const visitor = await openConversation(h.app);
    expect((await h.as(colleague, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`)).statusCode).toBe(200);
    const taken = await h.as(admin, 'POST', `/api/console/chat/conversations/${visitor.id}/claim`);
    expect(taken.json().data.assignedTo.id).toBe(admin.id);
    const canned = (await h.as(staff, 'GET', '/api/console/chat/canned')).json().data as Array<{ id: string; title: Record<string, string> }>;
    expect(canned.map((entry) => entry.id)).toEqual(['greeting', 'visa-residence', 'housing-subsidy', 'tax', 'reply-by-email']);
    const edit = { title: { EN: 'Hello', CN: '问候语', TC: '問候語' }, body: { EN: 'Hello!', CN: '您好！', TC: '您好！' } };
    expectErrorEnvelope(await h.as(staff, 'PUT', '/api/console/chat/canned/greeting', edit), 403);
    const saved = await h.as(admin, 'PUT', '/api/console/chat/canned/greeting', edit);
    expect(saved.json().data).toMatchObject({ id: 'greeting', title: edit.title, body: edit.body });
    expectErrorEnvelope(await h.as(admin, 'PUT', '/api/console/chat/canned/nothing-here', edit), 404, CHAT_ERRORS.cannedNotFound.code);
    expectErrorEnvelope(await h.as(admin, 'PUT', '/api/console/chat/canned/greeting', { ...edit, title: { ...edit.title, TC: ' ' } }), 400, CHAT_ERRORS.cannedInvalid.code);
    const audit = await h.app.db.select().from(auditLog).where(like(auditLog.action, 'chat.%'));
    expect(audit.some((row) => row.action === 'chat.canned' && row.targetId === 'greeting')).toBe(true);
    expect(audit.filter((row) => row.action === 'chat.claim' && row.targetId === visitor.id).map((row) => row.actorId)).toEqual([colleague.id, admin.id]);
  });

  it('ties a signed-in visitor’s conversation to the account and erases it with the account', async () => {
    const person = await h.person([]);
    const visitor = await openConversation(h.app, {}, { authorization: `Bearer ${person.token}` });
    const anonymous = await openConversation(h.app, { email: person.email });
    const [row] = await h.app.db.select().from(chatConversations).where(eq(chatConversations.id, visitor.id));
    expect(row).toMatchObject({ userId: person.id, email: person.email, visitorName: 'Ann' });
    expect((await h.as(person, 'DELETE', '/api/profile', { password: h.encrypt(person.password), rsaEncrypted: true })).statusCode).toBe(200);
    const left = await h.app.db.select().from(chatConversations).where(eq(chatConversations.email, person.email));
    expect(left).toEqual([]);
    expect(await h.app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, anonymous.id))).toEqual([]);
  });

  it('deletes conversations after the retention period', async () => {
    const visitor = await openConversation(h.app);
    await h.app.inject({ method: 'POST', url: `/api/chat/conversations/${visitor.id}/close`, headers: { 'x-chat-token': visitor.token } });
    const old = new Date(Date.now() - (h.app.config.chat.retentionDays + 1) * 86_400_000);
    await h.app.db.update(chatConversations).set({ closedAt: old, updatedAt: old }).where(eq(chatConversations.id, visitor.id));
    const fresh = await openConversation(h.app);
    expect(await h.app.chat.service.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await h.app.chat.service.find(visitor.id)).toBeUndefined();
    expect(await h.app.chat.service.find(fresh.id)).toBeDefined();
  });
});
