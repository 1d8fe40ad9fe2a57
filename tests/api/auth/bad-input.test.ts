import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createAuthHarness, newUser, type AuthHarness } from './support/auth-harness.js';

/** Names that must come back exactly as typed: stored and returned as data, never interpreted. */
const INERT_NAMES = [
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}} ${7*7} #{7*7}',
  '\\u0000 %00 %s %n',
  '😀 Zoë 王小明',
  'x'.repeat(100),
];

interface Case {
  name: string;
  patch: Record<string, unknown>;
  code: number;
}

// firstName longer than 100 characters is rejected (documented limit), never truncated or 5xx.
const REGISTRATION_CASES: Case[] = [
  { name: 'missing firstName', patch: { firstName: undefined }, code: AUTH_ERRORS.firstNameRequired.code },
  { name: 'blank firstName', patch: { firstName: '   ' }, code: AUTH_ERRORS.firstNameRequired.code },
  { name: '101-character firstName', patch: { firstName: 'x'.repeat(101) }, code: AUTH_ERRORS.firstNameTooLong.code },
  { name: '10 KB firstName', patch: { firstName: 'A'.repeat(10 * 1024) }, code: AUTH_ERRORS.firstNameTooLong.code },
  { name: 'NUL in firstName', patch: { firstName: 'Ann\u0000Lee' }, code: AUTH_ERRORS.firstNameInvalid.code },
  { name: 'line break in firstName', patch: { firstName: 'Ann\r\nBcc: x@y.z' }, code: AUTH_ERRORS.firstNameInvalid.code },
  { name: 'missing age', patch: { age: undefined }, code: AUTH_ERRORS.ageRequired.code },
  { name: 'negative age', patch: { age: -1 }, code: AUTH_ERRORS.ageInvalid.code },
  { name: 'age 151', patch: { age: 151 }, code: AUTH_ERRORS.ageInvalid.code },
  { name: 'fractional age', patch: { age: 12.5 }, code: AUTH_ERRORS.ageInvalid.code },
  { name: 'non-numeric age', patch: { age: 'abc' }, code: AUTH_ERRORS.ageInvalid.code },
  { name: 'age as SQL', patch: { age: '1; DROP TABLE users' }, code: AUTH_ERRORS.ageInvalid.code },
  { name: 'missing email', patch: { email: undefined, username: undefined }, code: AUTH_ERRORS.emailRequired.code },
  { name: 'malformed email', patch: { email: 'not-an-email', username: 'not-an-email' }, code: AUTH_ERRORS.emailInvalid.code },
  { name: 'email with SQL', patch: { email: "a'--@x.org OR 1=1", username: undefined }, code: AUTH_ERRORS.emailInvalid.code },
  { name: 'NUL in email', patch: { email: 'a\u0000b@example.org', username: undefined }, code: AUTH_ERRORS.emailInvalid.code },
  { name: 'missing education', patch: { education: undefined }, code: AUTH_ERRORS.educationRequired.code },
  { name: 'unknown education', patch: { education: 'PhD' }, code: AUTH_ERRORS.educationInvalid.code },
  { name: 'missing country', patch: { country: undefined }, code: AUTH_ERRORS.countryRequired.code },
  { name: 'unknown country name', patch: { country: 'Atlantis' }, code: AUTH_ERRORS.countryUnknown.code },
  { name: 'unknown country id', patch: { country: 999 }, code: AUTH_ERRORS.countryUnknown.code },
  { name: 'missing password', patch: { password: undefined }, code: AUTH_ERRORS.passwordRequired.code },
  { name: 'tampered ciphertext', patch: { password: 'TAMPER' }, code: AUTH_ERRORS.passwordUndecryptable.code },
  { name: 'plain text sent as encrypted', patch: { password: 'hunter22hunter22' }, code: AUTH_ERRORS.passwordUndecryptable.code },
  { name: 'not base64', patch: { password: '%%%not base64%%%' }, code: AUTH_ERRORS.passwordUndecryptable.code },
  { name: '7-character password', patch: { password: 'PLAIN:1234567' }, code: AUTH_ERRORS.passwordLength.code },
  { name: '65-character password', patch: { password: `PLAIN:${'p'.repeat(65)}` }, code: AUTH_ERRORS.passwordLength.code },
];

describe.each(TEST_DATABASES)('auth bad input on $name', (database) => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await createAuthHarness(database);
  });

  afterAll(async () => {
    await h?.close();
  });

  function registrationBody(patch: Record<string, unknown>) {
    const user = newUser();
    let password: unknown = h.encrypt(user.password);
    if ('password' in patch) {
      const given = patch.password;
      if (given === 'TAMPER') {
        const bytes = Buffer.from(password as string, 'base64');
        bytes[bytes.length - 1]! ^= 0x01;
        password = bytes.toString('base64');
      } else if (typeof given === 'string' && given.startsWith('PLAIN:')) {
        password = h.encrypt(given.slice('PLAIN:'.length));
      } else {
        password = given;
      }
    }
    const body: Record<string, unknown> = { ...user, username: user.email, rsaEncrypted: true, ...patch, password };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    return body;
  }

  it.each(REGISTRATION_CASES)('register: $name → 400 with its own message', async ({ patch, code }) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/auth/register?language=EN', payload: registrationBody(patch) });
    const body = expectErrorEnvelope(response, 400, code);
    expect(body.message).not.toMatch(/server\.error/);
  });

  it('uses the form wording for required fields', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register?language=EN',
      payload: registrationBody({ firstName: undefined }),
    });
    expect(response.json().message).toBe('Please input your name');
    const chinese = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register?language=CN',
      payload: registrationBody({ education: undefined }),
    });
    expect(chinese.json().message).toBe('请选择您的最高学历');
    const forgot = await h.app.inject({ method: 'GET', url: '/api/auth/forget-passwd?language=EN&email=' });
    expect(expectErrorEnvelope(forgot, 400, AUTH_ERRORS.loginEmailRequired.code).message).toBe('Please input email address');
    const login = await h.app.inject({ method: 'POST', url: '/api/auth/logon?language=TC', payload: { password: 'x' } });
    expect(expectErrorEnvelope(login, 400, AUTH_ERRORS.loginEmailRequired.code).message).toBe('請輸入電郵地址');
  });

  it.each(INERT_NAMES)('stores and returns the name %j exactly', async (firstName) => {
    const user = await h.registerActive({ firstName });
    const login = await h.login(user.email, user.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.userVo.firstName).toBe(firstName.trim());
  });

  it('refuses wrong shapes with a 4xx envelope, never a 5xx', async () => {
    const requests = [
      { method: 'POST' as const, url: '/api/auth/register', payload: { age: { $gt: 1 }, email: ['a@b.co'] } },
      { method: 'POST' as const, url: '/api/auth/logon', payload: { email: { $ne: null }, password: 1 } },
      { method: 'POST' as const, url: '/api/auth/logon', payload: { email: 'x@example.org', password: 'x'.repeat(5000) } },
      { method: 'PUT' as const, url: '/api/auth/modify-passwd', payload: { email: 'x@example.org', accessCode: 'a'.repeat(10_000), password: h.encrypt('whatever 123') } },
      { method: 'PUT' as const, url: '/api/auth/reset-passwd', payload: {} },
      { method: 'GET' as const, url: "/api/auth/forget-passwd?email=' OR 1=1 --" },
      { method: 'GET' as const, url: '/api/auth/first-forget-passwd' },
      { method: 'GET' as const, url: '/api/auth/forget-passwd?email=a%00b@example.org' },
      { method: 'POST' as const, url: '/api/auth/logon', payload: { email: 'a\u0000b@example.org', password: 'x' } },
      { method: 'GET' as const, url: `/api/auth/forget-passwd?email=${'a'.repeat(300)}@example.org` },
    ];
    for (const request of requests) {
      const response = await h.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expectErrorEnvelope(response, response.statusCode);
    }
  });

  it('rejects a tampered login ciphertext with 400, not as a wrong password', async () => {
    const user = await h.registerActive();
    const bytes = Buffer.from(h.encrypt(user.password), 'base64');
    bytes[10]! ^= 0xff;
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logon?language=EN',
      payload: { email: user.email, password: bytes.toString('base64'), rsaEncrypted: true },
    });
    const body = expectErrorEnvelope(response, 400, AUTH_ERRORS.passwordUndecryptable.code);
    expect(body.message).toBe('The password could not be decrypted. Please reload the page and try again.');
  });
});
