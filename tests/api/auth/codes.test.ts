import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createAuthHarness, newUser, PUBLIC_URL, type AuthHarness } from './support/auth-harness.js';
import { linkIn } from './support/mail-catcher.js';
import { LOGIN_MAX_FAILURES } from '../../../server/src/services/auth/auth-service.js';

describe.each(TEST_DATABASES)('mailed codes, resend lockout and login throttle on $name', (database) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await createAuthHarness(database);
  });

  afterAll(async () => {
    await h?.close();
  });

  const putCode = (path: 'modify-passwd' | 'reset-passwd', email: string, accessCode: string, password: string) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/auth/${path}`,
      payload: { email, accessCode, password: h.encrypt(password), rsaEncrypted: true },
    });
  const get = (path: 'forget-passwd' | 'first-forget-passwd', email: string) =>
    h.app.inject({ method: 'GET', url: `/api/auth/${path}?language=EN&email=${encodeURIComponent(email)}` });

  it('answers forgot-password the same for known and unknown addresses and locks resends for 60 s', async () => {
    const user = await h.registerActive();
    const unknown = `nobody.${Date.now()}@example.org`;
    const known = await get('forget-passwd', user.email);
    const stranger = await get('forget-passwd', unknown);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(known.json().data).toMatch(/we have sent an e-mail/);

    for (const email of [user.email, unknown]) {
      const locked = expectErrorEnvelope(await get('forget-passwd', email), 429, AUTH_ERRORS.resendTooSoon.code);
      expect(locked.data).toEqual({ seconds: 60 });
      expect(locked.message).toContain('60 seconds');
    }
    h.advance(45);
    expect(expectErrorEnvelope(await get('forget-passwd', user.email), 429).data).toEqual({ seconds: 15 });
    h.advance(16);
    expect((await get('forget-passwd', user.email)).statusCode).toBe(200);
    expect(h.mails.to(unknown)).toEqual([]);
  });

  it('resets the password with the mailed link, ends every session, and refuses the code a second time', async () => {
    const user = await h.registerActive();
    const token = await h.token(user.email, user.password);
    expect((await get('forget-passwd', user.email)).statusCode).toBe(200);
    const mail = await h.mailTo(user.email);
    expect(mail.subject).toBe('Reset your Talent Portal password');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/resetPassword`);
    const code = link.searchParams.get('code')!;

    const reset = await putCode('reset-passwd', user.email, code, 'after reset 123');
    expect(reset.json()).toEqual({ code: 0, message: 'success', data: true });
    const profile = await h.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expectErrorEnvelope(profile, 401, AUTH_ERRORS.unauthorized.code);
    expectErrorEnvelope(await putCode('reset-passwd', user.email, code, 'again reset 456'), 400, AUTH_ERRORS.codeInvalid.code);
    expectErrorEnvelope(await h.login(user.email, user.password), 401);
    expect((await h.login(user.email, 'after reset 123')).statusCode).toBe(200);
  });

  it('expires a reset code after 30 minutes and an activation code after 24 hours', async () => {
    const active = await h.registerActive();
    await get('forget-passwd', active.email);
    const resetCode = linkIn(await h.mailTo(active.email)).searchParams.get('code')!;
    h.advance(30 * 60 + 1);
    expectErrorEnvelope(await putCode('reset-passwd', active.email, resetCode, 'too late 12345'), 400, AUTH_ERRORS.codeInvalid.code);

    const pending = newUser();
    await h.register(pending);
    const activationCode = linkIn(await h.mailTo(pending.email)).searchParams.get('code')!;
    h.advance(24 * 3600 - 60);
    // Still inside 24 h: the code works.
    const inTime = newUser();
    await h.register(inTime);
    const inTimeCode = linkIn(await h.mailTo(inTime.email)).searchParams.get('code')!;
    h.advance(61);
    expectErrorEnvelope(await putCode('modify-passwd', pending.email, activationCode, 'too late 12345'), 400, AUTH_ERRORS.codeInvalid.code);
    expect((await putCode('modify-passwd', inTime.email, inTimeCode, inTime.password)).statusCode).toBe(200);
  });

  it('burns a code after 5 wrong guesses', async () => {
    const user = newUser();
    await h.register(user);
    const code = linkIn(await h.mailTo(user.email)).searchParams.get('code')!;
    for (let i = 0; i < 5; i += 1) {
      expectErrorEnvelope(await putCode('modify-passwd', user.email, `wrong-${i}-${code}`, user.password), 400, AUTH_ERRORS.codeInvalid.code);
    }
    expectErrorEnvelope(await putCode('modify-passwd', user.email, code, user.password), 400, AUTH_ERRORS.codeInvalid.code);
  });

  it('resends activation only to inactive accounts; a new code retires the old one', async () => {
    const user = newUser();
    await h.register(user);
    const firstCode = linkIn(await h.mailTo(user.email)).searchParams.get('code')!;
    const resent = await get('first-forget-passwd', user.email);
    expect(resent.statusCode).toBe(200);
    const secondMail = await h.mailTo(user.email);
    const secondCode = linkIn(secondMail).searchParams.get('code')!;
    expect(secondCode).not.toBe(firstCode);
    expectErrorEnvelope(await get('first-forget-passwd', user.email), 429, AUTH_ERRORS.resendTooSoon.code);
    expectErrorEnvelope(await putCode('modify-passwd', user.email, firstCode, user.password), 400, AUTH_ERRORS.codeInvalid.code);
    expect((await putCode('modify-passwd', user.email, secondCode, user.password)).statusCode).toBe(200);

    const mailsBefore = h.mails.to(user.email).length;
    h.advance(61);
    const activeResend = await get('first-forget-passwd', user.email);
    expect(activeResend.body).toBe((await get('first-forget-passwd', `nobody.${Date.now()}@example.org`)).body);
    await h.app.auth.mail.flush();
    expect(h.mails.to(user.email).length).toBe(mailsBefore);
  });

  it('throttles an account from one address after 5 failed logins for 15 minutes, known or not', async () => {
    const user = await h.registerActive();
    const unknown = `ghost.${Date.now()}@example.org`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expectErrorEnvelope(await h.login(email, `guess number ${i}`), 401, AUTH_ERRORS.badCredentials.code);
      }
      const throttled = expectErrorEnvelope(await h.login(email, user.password), 429, AUTH_ERRORS.tooManyAttempts.code);
      expect(throttled.message).toContain('15 minutes');
    }
    h.advance(15 * 60 + 1);
    expect((await h.login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('per-address rate limit on the auth routes', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await createAuthHarness({ name: 'pglite' }, { authRateLimitMax: 3 });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 in the envelope once a client exceeds the route limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await h.login(`rl${i}@example.org`, 'whatever 123')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expectErrorEnvelope(await h.login('rl9@example.org', 'whatever 123'), 429);
  });
});
