import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/src/db/schema/auth.js';
import { redactUrl } from '../../../server/src/lib/redact-url.js';
import { recipientHash } from '../../../server/src/services/mail/outbox.js';
import { TEST_DATABASES } from '../support/databases.js';
import { createAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { linkIn } from './support/mail-catcher.js';

/**
 * Issue #29 §7: the mailed activation and reset codes are secrets. The attack is reading what the portal keeps — its
 * log and its outbox — after a reset: neither may hold the code (nor the address in a URL).
 */
describe.each(TEST_DATABASES)('secrets stay out of the log and the outbox on $name', (database) => {
  let h: AuthHarness;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    h = await createAuthHarness(database, {}, { logger: { level: 'info', stream } });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('logs the reset flow without its code or address, and keeps no code or body in the outbox once sent', async () => {
    const user = await h.registerActive();
    const email = user.email.toLowerCase();
    const activation = linkIn(await h.mailTo(email)).searchParams.get('code')!;
    expect((await h.app.inject({ method: 'GET', url: `/api/auth/forget-passwd?language=EN&email=${encodeURIComponent(email)}` })).statusCode).toBe(200);
    const link = linkIn(await h.mailTo(email));
    const code = link.searchParams.get('code')!;
    expect(code.length).toBeGreaterThan(10);
    // The visitor opens the mailed link (the page route logs its URL), also as a client that spells the names oddly.
    await h.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    await h.app.inject({ method: 'GET', url: `/auth/resetPassword?%65mail=${encodeURIComponent(email)}&CODE=${code}&accessCode=${code}` });
    const reset = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/reset-passwd?language=EN',
      payload: { email, accessCode: code, password: h.encrypt('A new password 1'), rsaEncrypted: true },
    });
    expect(reset.statusCode).toBe(200);
    await h.app.auth.mail.flush();

    const log = lines.join('\n');
    expect(lines.some((line) => line.includes('/auth/resetPassword?'))).toBe(true);
    expect(log).toContain('[redacted]');
    for (const secret of [code, activation, encodeURIComponent(email), email]) expect(log).not.toContain(secret);

    const rows = await h.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipientHash(email)));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', text: '', html: '', link: null });
      expect(row.subject.length).toBeGreaterThan(0);
      expect(row.sentAt).not.toBeNull();
    }
    const all = JSON.stringify(await h.app.db.select().from(mailOutbox));
    expect(all).not.toContain(code);
    expect(all).not.toContain(activation);
    expect(all).not.toContain(email);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/auth/resetPassword?email=a%40b.org&code=XYZ', '/auth/resetPassword?email=[redacted]&code=[redacted]'],
    ['/api/chat/conversations/1/events?token=abc&after=3', '/api/chat/conversations/1/events?token=[redacted]&after=3'],
    ['/x?accessCode=1&Email=2&TOKEN=3', '/x?accessCode=[redacted]&Email=[redacted]&TOKEN=[redacted]'],
    ['/x?%65mail=a&c%6Fde=b', '/x?email=[redacted]&code=[redacted]'],
    ['/x?page=2&encode=1', '/x?page=2&encode=1'],
    ['/pages/benefits', '/pages/benefits'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
