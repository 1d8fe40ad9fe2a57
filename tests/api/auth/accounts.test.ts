import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createAuthHarness, newUser, PUBLIC_URL, type AuthHarness } from './support/auth-harness.js';
import { linkIn } from './support/mail-catcher.js';
import { recipientHash } from '../../../server/src/services/mail/outbox.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(TEST_DATABASES)('accounts on $name', (database) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await createAuthHarness(database);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('serves the RSA public key as PEM (SPKI, 2048 bits)', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/auth/rsa-public-key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json().data as { publicKey: string };
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
    const { createPublicKey } = await import('node:crypto');
    expect(createPublicKey(publicKey).asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('registers, mails the activation link in the chosen language, activates and logs in', async () => {
    const user = newUser({ email: `Mixed.Case.${Date.now()}@Example.org` });
    const email = user.email.toLowerCase();
    const registered = await h.register(user, 'TC');
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ code: 0, message: 'success', data: true });

    const mail = await h.mailTo(email);
    expect(mail.subject).toBe('啟用您的人才門户帳户');
    expect(mail.text).toContain('Ann，您好');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/setPassword`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{32,}$/);

    // Correct password but not yet active: told to activate (the only message that differs).
    const inactive = await h.login(email, user.password);
    expectErrorEnvelope(inactive, 403, AUTH_ERRORS.accountInactive.code);
    // Wrong password on an inactive account: the generic message, nothing revealed.
    expectErrorEnvelope(await h.login(email, 'wrong password 1'), 401, AUTH_ERRORS.badCredentials.code);

    const activate = (password: string) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/auth/modify-passwd',
        payload: {
          email: link.searchParams.get('email'),
          accessCode: link.searchParams.get('code'),
          password: h.encrypt(password),
          rsaEncrypted: true,
        },
      });
    const activated = await activate('a new password 2');
    expect(activated.json()).toEqual({ code: 0, message: 'success', data: true });
    expectErrorEnvelope(await activate('another password 3'), 400, AUTH_ERRORS.codeInvalid.code);

    // setPassword replaced the registration password.
    expectErrorEnvelope(await h.login(email, user.password), 401, AUTH_ERRORS.badCredentials.code);
    const login = await h.login(user.email.toUpperCase(), 'a new password 2');
    expect(login.statusCode).toBe(200);
    const { token, userVo } = login.json().data as { token: string; userVo: Record<string, unknown> };
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(userVo).toEqual({
      firstName: 'Ann',
      email,
      permissions: [],
      age: 30,
      country: 'Germany',
      countryid: 276,
      education: 'Masters',
    });
  });

  it('answers a duplicate e-mail (other case) like a new one and mails the owner instead', async () => {
    const owner = await h.registerActive();
    const before = h.mails.to(owner.email).length;
    const again = await h.register(newUser({ email: owner.email.toUpperCase(), password: 'intruder pass 9' }));
    expect(again.json()).toEqual({ code: 0, message: 'success', data: true });
    const mail = await h.mailTo(owner.email);
    expect(h.mails.to(owner.email).length).toBe(before + 1);
    expect(mail.subject).toBe('You already have a Talent Portal account');
    expect(linkIn(mail).pathname).toBe('/auth/login');
    expectErrorEnvelope(await h.login(owner.email, 'intruder pass 9'), 401, AUTH_ERRORS.badCredentials.code);
    expect((await h.login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const user = await h.registerActive();
    const wrong = expectErrorEnvelope(await h.login(user.email, 'not the password'), 401);
    const unknown = expectErrorEnvelope(await h.login(`nobody.${Date.now()}@example.org`, 'not the password'), 401);
    expect(unknown).toEqual(wrong);
  });

  it('reads, edits and protects the profile; a password change ends the other sessions', async () => {
    const user = await h.registerActive();
    const first = await h.token(user.email, user.password);
    const second = await h.token(user.email, user.password);

    const read = await h.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(first) });
    expect(read.json().data).toMatchObject({ firstName: 'Ann', email: user.email, age: 30, education: 'Masters' });

    const edited = await h.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(first),
      payload: { firstName: '陳大文', age: 41, country: 'hong kong', education: 'Doctoral' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      firstName: '陳大文',
      age: 41,
      country: 'Hong Kong',
      countryid: 344,
      education: 'Doctoral',
    });

    const badEdit = await h.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(first), payload: { age: -3 } });
    expectErrorEnvelope(badEdit, 400, AUTH_ERRORS.ageInvalid.code);

    const change = (current: string, next: string) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: bearer(first),
        payload: { currentPassword: h.encrypt(current), newPassword: h.encrypt(next), rsaEncrypted: true },
      });
    expectErrorEnvelope(await change('wrong current 1', 'whatever 12345'), 400, AUTH_ERRORS.currentPasswordWrong.code);
    expect((await change(user.password, 'brand new pass 7')).statusCode).toBe(200);

    expect((await h.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(first) })).statusCode).toBe(200);
    expectErrorEnvelope(
      await h.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(second) }),
      401,
      AUTH_ERRORS.unauthorized.code,
    );
    expect((await h.login(user.email, 'brand new pass 7')).statusCode).toBe(200);
  });

  it('rejects missing, malformed and revoked tokens with 401 and logs out', async () => {
    const user = await h.registerActive();
    const token = await h.token(user.email, user.password);
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('x'.repeat(43)), bearer('y'.repeat(5000))]) {
      expectErrorEnvelope(await h.app.inject({ method: 'GET', url: '/api/profile', headers }), 401, AUTH_ERRORS.unauthorized.code);
    }
    const logout = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ code: 0, message: 'success', data: true });
    expectErrorEnvelope(await h.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }), 401);
    expectErrorEnvelope(await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }), 401);
  });

  it('expires sessions after 12 hours', async () => {
    const user = await h.registerActive();
    const token = await h.token(user.email, user.password);
    h.advance(12 * 3600 + 1);
    expectErrorEnvelope(await h.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }), 401);
  });

  it('erases the account: its token is refused, its mails and login are gone, the address is free again', async () => {
    const user = await h.registerActive();
    const token = await h.token(user.email, user.password);
    const erased = await h.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(token), payload: { password: h.encrypt(user.password), rsaEncrypted: true } });
    expect(erased.json()).toEqual({ code: 0, message: 'success', data: true });
    expectErrorEnvelope(await h.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }), 401);
    expectErrorEnvelope(await h.login(user.email, user.password), 401, AUTH_ERRORS.badCredentials.code);
    const outbox = await h.app.auth.outbox.latest(1000);
    expect(outbox.filter((row) => row.recipient === user.email || row.recipient === recipientHash(user.email))).toEqual([]);
    expect((await h.register(newUser({ email: user.email }))).statusCode).toBe(200);
    expect(linkIn(await h.mailTo(user.email)).pathname).toBe('/auth/setPassword');
  });
});
