import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { authThrottles, contactRequests, mailOutbox } from '../../../server/src/db/schema/index.js';
import { CONTACT_ERRORS } from '../../../server/src/services/contact/contact-errors.js';
import { CONTACT_LIMITS, CONTACT_RETENTION_DAYS } from '../../../server/src/services/contact/contact-service.js';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import { ERRORS } from '../../../server/src/lib/error-codes.js';
import { loadCatalog } from '../../../server/src/lib/i18n.js';
import { createAuthHarness, type AuthHarness } from '../auth/support/auth-harness.js';
import { contactOf } from '../../../server/src/routes/contact/index.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { addressedTo } from '../support/outbox.js';

const INBOX = 'hub-desk@coopzone.example.org';
const REFERENCE = /^ITH-\d{6}-[2-9A-HJKMNP-Z]{6}$/;
const catalog = loadCatalog();

let counter = 0;
const visitor = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: 'Maria Schmidt', email: `maria.${counter}.${Date.now()}@example.org`, phone: '+49 30 901820', message: 'I would like to visit the co-working floor.', ...overrides };
};

describe.each(TEST_DATABASES)('contact form API on $name', (database) => {
  let h: AuthHarness;
  const send = (body: unknown, language = 'EN', headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: `/api/ith/contact?language=${language}`, payload: body as object, headers });
  const stored = async () => (await h.app.db.select().from(contactRequests)).length;
  const queued = async () => (await h.app.db.select().from(mailOutbox)).length;

  beforeAll(async () => {
    h = await createAuthHarness(database, { contactInbox: INBOX });
  });
  afterAll(async () => h?.close());
  // Each case starts with fresh counters, as if from another address on another day.
  beforeEach(async () => {
    await h.app.db.delete(authThrottles).where(like(authThrottles.key, 'contact:%'));
  });

  it('stores a request, answers its reference and the 48-hour promise, acknowledges it by e-mail and notifies the hub', async () => {
    const body = visitor({ email: `  Maria.Upper.${Date.now()}@Example.org ` });
    const before = h.app.auth.clock.now().getTime();
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json() as { code: number; data: { reference: string; dueAt: string; hours: number } };
    expect(code).toBe(0);
    expect(data.reference).toMatch(REFERENCE);
    expect(data.hours).toBe(48);
    const due = new Date(data.dueAt).getTime() - before;
    expect(due).toBeGreaterThanOrEqual(48 * 3600_000);
    expect(due).toBeLessThan(48 * 3600_000 + 60_000);

    const email = String(body.email).trim().toLowerCase();
    const [row] = await h.app.db.select().from(contactRequests).where(eq(contactRequests.reference, data.reference));
    expect(row).toMatchObject({ name: 'Maria Schmidt', email, phone: '+4930901820', message: body.message, language: 'EN', status: 'open' });

    const ack = await h.mailTo(email);
    expect(ack.subject).toContain(data.reference);
    expect(ack.text).toContain(data.reference);
    expect(ack.text).toContain('within 48 hours');
    expect(ack.text).toContain('Dear Maria Schmidt');
    const notice = h.mails.last(INBOX);
    expect(notice.subject).toContain(data.reference);
    for (const part of [email, '+4930901820', 'Maria Schmidt', body.message as string, '英文']) expect(notice.text).toContain(part);
  });

  it.each([
    ['CN', '感谢您联系国际人才港', '48 小时'],
    ['TC', '感謝您聯絡國際人才港', '48 小時'],
  ] as const)('acknowledges in %s, the language of the request', async (language, greeting, promise) => {
    const body = visitor({ name: '陳大文', phone: '+852 9123 4567' });
    const response = await send(body, language);
    expect(response.statusCode).toBe(200);
    const { reference } = (response.json() as { data: { reference: string } }).data;
    const ack = await h.mailTo(String(body.email));
    expect(ack.text).toContain(greeting);
    expect(ack.text).toContain(promise);
    expect(ack.text).toContain(reference);
    const [row] = await h.app.db.select().from(contactRequests).where(eq(contactRequests.reference, reference));
    expect(row).toMatchObject({ language, phone: '+85291234567' });
  });

  const long = (length: number) => 'x'.repeat(length);
  const rules: Array<[string, Record<string, unknown>, { code: number; messageId: string; field?: string }]> = [
    ['no name', { name: undefined }, { ...CONTACT_ERRORS.nameRequired, field: 'name' }],
    ['a blank name', { name: '   ' }, { ...CONTACT_ERRORS.nameRequired, field: 'name' }],
    ['a 101-character name', { name: long(101) }, { ...CONTACT_ERRORS.nameTooLong, field: 'name' }],
    ['a name with a control character', { name: 'Ann\u0000Lee' }, { ...CONTACT_ERRORS.nameInvalid, field: 'name' }],
    ['no e-mail', { email: '' }, { ...AUTH_ERRORS.emailRequired, field: 'email' }],
    ['an e-mail without a domain', { email: 'maria@' }, { ...AUTH_ERRORS.emailInvalid, field: 'email' }],
    ['an e-mail with a space', { email: 'maria schmidt@example.org' }, { ...AUTH_ERRORS.emailInvalid, field: 'email' }],
    ['no phone', { phone: undefined }, { ...CONTACT_ERRORS.phoneRequired, field: 'phone' }],
    ['a phone without its country code', { phone: '13800138000' }, { ...CONTACT_ERRORS.phoneInvalid, field: 'phone' }],
    ['a phone number too short for its country', { phone: '+86 138' }, { ...CONTACT_ERRORS.phoneInvalid, field: 'phone' }],
    ['a phone of letters', { phone: '+call me' }, { ...CONTACT_ERRORS.phoneInvalid, field: 'phone' }],
    ['a 1,001-character message', { message: long(1001) }, { ...CONTACT_ERRORS.messageTooLong, field: 'message' }],
    ['a message with a NUL', { message: 'hello\u0000' }, { ...CONTACT_ERRORS.messageInvalid, field: 'message' }],
  ];

  it.each(rules)('refuses %s with its localized message and field, storing and sending nothing', async (_name, change, expected) => {
    const [rowsBefore, mailsBefore] = [await stored(), await queued()];
    for (const language of ['EN', 'CN', 'TC'] as const) {
      const body = expectErrorEnvelope(await send(visitor(change), language), 400, expected.code);
      const values = { max: expected.messageId.endsWith('nameTooLong') ? 100 : 1000 };
      const wanted = catalog[language][expected.messageId]!.replace(/\{max\}/g, String(values.max));
      expect(body.message).toBe(wanted);
      expect(body.data).toEqual({ field: expected.field });
    }
    expect(await stored()).toBe(rowsBefore);
    expect(await queued()).toBe(mailsBefore);
  });

  it('accepts a message of exactly 1,000 characters (line breaks kept) and none at all', async () => {
    const exact = `${long(500)}\n${long(499)}`;
    expect((await send(visitor({ message: exact }))).statusCode).toBe(200);
    const none = visitor({ message: undefined });
    const response = await send(none);
    expect(response.statusCode).toBe(200);
    const [row] = await h.app.db.select().from(contactRequests).where(eq(contactRequests.email, String(none.email)));
    expect(row!.message).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"name": ', ERRORS.malformedJson.code],
    ['an array', [], ERRORS.validation.code],
    ['a number as the name', { ...visitor(), name: 42 }, ERRORS.validation.code],
    ['an object as the phone', { ...visitor(), phone: { number: 1 } }, ERRORS.validation.code],
  ])('answers %s with a 400 envelope, never a 5xx', async (_name, payload, code) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/ith/contact?language=EN',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expectErrorEnvelope(response, 400, code);
  });

  it('answers a filled honeypot like a person but stores and sends nothing', async () => {
    const [rowsBefore, mailsBefore] = [await stored(), await queued()];
    const response = await send(visitor({ website: 'http://spam.example.com' }));
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { reference: string } }).data.reference).toMatch(REFERENCE);
    expect(await stored()).toBe(rowsBefore);
    expect(await queued()).toBe(mailsBefore);
  });

  it('answers the same request within a minute once: same reference, one row, one acknowledgement', async () => {
    const body = visitor();
    const first = (await send(body)).json() as { data: { reference: string } };
    h.advance(30);
    const second = (await send(body)).json() as { data: { reference: string } };
    expect(second.data.reference).toBe(first.data.reference);
    const rows = await h.app.db.select().from(contactRequests).where(eq(contactRequests.email, String(body.email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.repeats).toBe(1);
    expect(await h.app.db.select().from(mailOutbox).where(addressedTo(String(body.email)))).toHaveLength(1);
    // After the minute it is a new request.
    h.advance(31);
    const third = (await send(body)).json() as { data: { reference: string } };
    expect(third.data.reference).not.toBe(first.data.reference);
  });

  it(`limits an e-mail address to ${CONTACT_LIMITS.perEmail.max} requests a day (429, localized)`, async () => {
    const email = visitor().email;
    for (let i = 0; i < CONTACT_LIMITS.perEmail.max; i += 1) {
      expect((await send(visitor({ email, message: `request ${i}` }))).statusCode).toBe(200);
    }
    const [rowsBefore, mailsBefore] = [await stored(), await queued()];
    await h.app.db.delete(authThrottles).where(like(authThrottles.key, 'contact:ip:%'));
    const refused = expectErrorEnvelope(await send(visitor({ email, message: 'once more' }), 'TC'), 429, CONTACT_ERRORS.tooMany.code);
    expect(refused.message).toMatch(/^我們已收到您的多次請求，請於 \d+ 分鐘後再試/);
    expect(await stored()).toBe(rowsBefore);
    expect(await queued()).toBe(mailsBefore);
    h.advance(CONTACT_LIMITS.perEmail.windowSeconds + 1);
    expect((await send(visitor({ email, message: 'next day' }))).statusCode).toBe(200);
  });

  it(`limits a client address to ${CONTACT_LIMITS.perAddress.max} requests an hour, whatever the e-mail`, async () => {
    for (let i = 0; i < CONTACT_LIMITS.perAddress.max; i += 1) expect((await send(visitor())).statusCode).toBe(200);
    const refused = expectErrorEnvelope(await send(visitor(), 'EN'), 429, CONTACT_ERRORS.tooMany.code);
    expect(refused.message).toMatch(/Please try again in \d+ minutes/);
    h.advance(CONTACT_LIMITS.perAddress.windowSeconds + 1);
    expect((await send(visitor())).statusCode).toBe(200);
  });

  it("erases a person's requests with their account", async () => {
    const user = await h.registerActive();
    const email = user.email.toLowerCase();
    expect((await send(visitor({ email }))).statusCode).toBe(200);
    expect(await h.app.db.select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(1);
    const token = await h.token(user.email, user.password);
    const erased = await h.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: h.encrypt(user.password), rsaEncrypted: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(await h.app.db.select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(0);
  });

  it(`deletes requests after ${CONTACT_RETENTION_DAYS} days`, async () => {
    const body = visitor();
    expect((await send(body)).statusCode).toBe(200);
    const mine = () => h.app.db.select().from(contactRequests).where(eq(contactRequests.email, String(body.email)));
    h.advance((CONTACT_RETENTION_DAYS - 1) * 24 * 3600);
    await contactOf(h.app).purgeExpired();
    expect(await mine()).toHaveLength(1);
    h.advance(2 * 24 * 3600);
    expect(await contactOf(h.app).purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await mine()).toHaveLength(0);
  });

  it('is in the OpenAPI document with its body and answers', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const post = doc.paths['/api/ith/contact']?.post;
    expect(post).toBeDefined();
    expect(Object.keys(post!.responses).sort()).toEqual(['200', '400', '429']);
    expect(doc.paths['/api/ith']?.get).toBeDefined();
  });
});
