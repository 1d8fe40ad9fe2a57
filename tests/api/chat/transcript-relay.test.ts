import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/src/db/schema/auth.js';
import { CHAT_ERRORS } from '../../../server/src/services/chat/chat-errors.js';
import { parseChatHours } from '../../../server/src/services/chat/chat-hours.js';
import { TRANSCRIPT_MAIL_LIMITS } from '../../../server/src/services/chat/chat-service.js';
import { createAuthHarness, type AuthHarness } from '../auth/support/auth-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { openConversation, type Visitor } from './support.js';

/**
 * Issue #29 §5, performed as the attack: the transcript mail of a chat must not carry the portal's name to an address
 * of the requester's choosing, nor flood one mailbox, nor be sent in bulk from one client address.
 */
describe.each(TEST_DATABASES)('no mail relay through chat transcripts on $name', (database) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await createAuthHarness(database, { trustProxy: true });
    h.app.chat.service.hours = parseChatHours('always');
  });

  afterAll(async () => {
    await h?.close();
  });

  let n = 0;
  const unique = (name: string) => `${name}.${Date.now()}.${(n += 1)}@example.org`;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const mailTranscript = (visitor: Visitor, email?: string, address = '198.51.100.1', token?: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${visitor.id}/transcript/email?language=EN`,
      headers: { 'x-chat-token': visitor.token, ...from(address), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // The widget sends `{}` to mean "the conversation's own address".
      payload: email === undefined ? {} : { email },
    });
  const queuedFor = async (email: string) => {
    await h.app.auth.mail.flush();
    const rows = await h.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
    return rows.length + h.mails.to(email).length;
  };

  it('refuses a transcript to any address the conversation does not know, and queues nothing', async () => {
    const victim = unique('victim');
    const anonymous = await openConversation(h.app, {}, from('198.51.100.2'));
    expectErrorEnvelope(await mailTranscript(anonymous, victim), 403, CHAT_ERRORS.recipientNotAllowed.code);
    // Without an address of its own there is nowhere to send it: the download remains.
    expectErrorEnvelope(await mailTranscript(anonymous), 403, CHAT_ERRORS.recipientNotAllowed.code);

    const own = unique('own');
    const withAddress = await openConversation(h.app, { email: own }, from('198.51.100.2'));
    expectErrorEnvelope(await mailTranscript(withAddress, victim), 403, CHAT_ERRORS.recipientNotAllowed.code);
    expect(await queuedFor(victim)).toBe(0);
    expect((await mailTranscript(withAddress)).json().data).toEqual({ email: own });
    expect(await queuedFor(own)).toBe(1);
  });

  it("also mails to the account address of a visitor who opened the conversation signed in, and to no other", async () => {
    const user = await h.registerActive();
    const token = await h.token(user.email, user.password);
    const given = unique('given');
    const visitor = await openConversation(h.app, { email: given }, { authorization: `Bearer ${token}`, ...from('198.51.100.3') });
    const account = user.email.toLowerCase();
    expect((await mailTranscript(visitor, account, '198.51.100.3')).json().data).toEqual({ email: account });
    expect((await mailTranscript(visitor, given, '198.51.100.3')).json().data).toEqual({ email: given });
    const victim = unique('victim');
    expectErrorEnvelope(await mailTranscript(visitor, victim, '198.51.100.3'), 403, CHAT_ERRORS.recipientNotAllowed.code);
    expect(await queuedFor(victim)).toBe(0);
  });

  it('mails one recipient at most 3 transcripts a day, whatever conversations and addresses ask', async () => {
    const target = unique('target');
    const answers = [];
    for (let i = 0; i <= TRANSCRIPT_MAIL_LIMITS.perRecipient; i += 1) {
      const address = `198.51.100.${10 + i}`;
      const visitor = await openConversation(h.app, { email: target }, from(address));
      answers.push(await mailTranscript(visitor, undefined, address));
    }
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(Array(TRANSCRIPT_MAIL_LIMITS.perRecipient).fill(200));
    const refused = answers.at(-1)!;
    expectErrorEnvelope(refused, 429, CHAT_ERRORS.transcriptLimit.code);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await queuedFor(target)).toBe(TRANSCRIPT_MAIL_LIMITS.perRecipient);
    h.advance(TRANSCRIPT_MAIL_LIMITS.windowSeconds + 1);
    const visitor = await openConversation(h.app, { email: target }, from('198.51.100.30'));
    expect((await mailTranscript(visitor, undefined, '198.51.100.30')).statusCode).toBe(200);
  });

  it('sends at most 10 transcripts a day from one client address, to however many recipients', async () => {
    const address = '203.0.113.44';
    const statuses = [];
    for (let i = 0; i <= TRANSCRIPT_MAIL_LIMITS.perAddress; i += 1) {
      const visitor = await openConversation(h.app, { email: unique('many') }, from(address));
      statuses.push((await mailTranscript(visitor, undefined, address)).statusCode);
    }
    expect(statuses).toEqual([...Array(TRANSCRIPT_MAIL_LIMITS.perAddress).fill(200), 429]);
  });
});
