import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authThrottles } from '../../../server/src/db/schema/auth.js';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import {
  COUNTER_GRACE_SECONDS,
  LOGIN_ACCOUNT_FREE_ATTEMPTS,
  LOGIN_MAX_FAILURES,
  LOGIN_PACE_MAX_SECONDS,
  LOGIN_WINDOW_SECONDS,
  RESET_PATH,
} from '../../../server/src/services/auth/auth-service.js';
import { createConsoleHarness, type ConsoleHarness } from '../console/support/console-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { linkIn } from './support/mail-catcher.js';

/**
 * Issue #29 §2: ten wrong passwords used to lock any account, its owner's included. Failures now count per account and
 * client address (the guesser is stopped), and account-wide beyond a free allowance each attempt waits its turn after
 * a doubling pause (distributed guessing stays capped) — neither shuts the owner out, and a reset lifts both.
 */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe.each(TEST_DATABASES)('lock-out without denial of service on $name', (database) => {
  let h: ConsoleHarness;
  let addresses = 0;
  /** A client address not used before in this file. */
  const fresh = () => {
    addresses += 1;
    return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };

  beforeAll(async () => {
    h = await createConsoleHarness(database, { trustProxy: 1 });
  });

  afterAll(async () => {
    await h?.close();
  });

  const login = (email: string, password: string, address: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/logon?language=EN',
      headers: from(address),
      payload: { email, password: h.encrypt(password), rsaEncrypted: true },
    });

  it("stops a guesser at one address while the owner signs in from another; the refusal offers the reset", async () => {
    const user = await h.registerActive();
    const attacker = fresh();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expectErrorEnvelope(await login(user.email, `guess ${i}`, attacker), 401, AUTH_ERRORS.badCredentials.code);
    }
    // Even the right password is refused from there: the address has used its attempts.
    const refused = expectErrorEnvelope(await login(user.email, user.password, attacker), 429, AUTH_ERRORS.tooManyAttempts.code);
    expect(refused.data).toMatchObject({ reset: RESET_PATH });
    expect(refused.message).toContain('reset your password');
    // The owner, at home, is not locked out by it.
    expect((await login(user.email, user.password, fresh())).statusCode).toBe(200);
    // A right password clears every count of the account, the guesser's address included.
    expect((await login(user.email, 'one more guess', attacker)).statusCode).toBe(401);
  });

  it('caps distributed guessing account-wide: the free attempts, then one at a time after a doubling pause', async () => {
    const user = await h.registerActive();
    // The pauses are counted on the app's clock, which only the test moves: a slow machine cannot stretch a second.
    onTestFinished(h.freeze());
    const burst = (size: number) =>
      Promise.all(Array.from({ length: size }, (_, i) => login(user.email, `distributed ${i}`, fresh())));
    const judgedIn = (answers: Array<{ statusCode: number }>) => answers.filter((answer) => answer.statusCode === 401).length;

    const first = await burst(30);
    expect(judgedIn(first)).toBe(LOGIN_ACCOUNT_FREE_ATTEMPTS);
    const slowed = first.find((answer) => answer.statusCode === 429)!;
    expect(expectErrorEnvelope(slowed, 429, AUTH_ERRORS.signInSlowed.code).data).toMatchObject({ reset: RESET_PATH });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // Within the same second, nothing more is judged, however many addresses try.
    expect(judgedIn(await burst(10))).toBe(0);

    // A window of steady guessing from ever new addresses, 4 at a time every 5 seconds: one guess per pause at most.
    let judged = 0;
    for (let elapsed = 0; elapsed < LOGIN_WINDOW_SECONDS - 30; elapsed += 5) {
      h.advance(5);
      judged += judgedIn(await burst(4));
    }
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(Math.ceil(LOGIN_WINDOW_SECONDS / LOGIN_PACE_MAX_SECONDS) + 6);

    // The owner is slowed with everyone else, and the reset the refusal offers lets them in at once.
    expect((await h.app.inject({ method: 'GET', url: `/api/auth/forget-passwd?language=EN&email=${encodeURIComponent(user.email)}` })).statusCode).toBe(200);
    const link = linkIn(await h.mailTo(user.email.toLowerCase()));
    const reset = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/reset-passwd?language=EN',
      payload: { email: link.searchParams.get('email'), accessCode: link.searchParams.get('code'), password: h.encrypt('A new password 2'), rsaEncrypted: true },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'A new password 2', fresh())).statusCode).toBe(200);
  });

  it('keeps no counter that names the account once its windows are over (the hourly sweep)', async () => {
    const user = await h.registerActive();
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_ATTEMPTS + 2; i += 1) await login(user.email, `guess ${i}`, fresh());
    const named = async () =>
      (await h.app.db.select({ key: authThrottles.key }).from(authThrottles)).filter((row) => row.key.includes(user.email.toLowerCase()));
    expect((await named()).length).toBeGreaterThan(LOGIN_ACCOUNT_FREE_ATTEMPTS);
    // Within the window and its hour of grace nothing goes; after it, all of them.
    h.advance(LOGIN_WINDOW_SECONDS);
    await h.app.auth.service.sweepExpiredCounters();
    expect((await named()).length).toBeGreaterThan(0);
    h.advance(COUNTER_GRACE_SECONDS + 1);
    expect(await h.app.auth.service.sweepExpiredCounters()).toBeGreaterThan(0);
    expect(await named()).toEqual([]);
  });

  it('mails a staff account once per window when it is being guessed at, in its language; a visitor is not mailed', async () => {
    const staff = await h.person(['hub'], { secondFactor: false });
    const visitor = await h.person([]);
    for (const person of [staff, visitor]) {
      for (let i = 0; i < LOGIN_ACCOUNT_FREE_ATTEMPTS + 5; i += 1) await login(person.email, `guess ${i}`, fresh());
      h.advance(LOGIN_PACE_MAX_SECONDS);
      for (let i = 0; i < 5; i += 1) await login(person.email, `later guess ${i}`, fresh());
    }
    await h.app.auth.mail.flush();
    const alerts = h.mails.to(staff.email).filter((mail) => mail.subject === 'Failed sign-ins to your Talent Portal staff account');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`${LOGIN_ACCOUNT_FREE_ATTEMPTS} times in the last 15 minutes`);
    expect(linkIn(alerts[0]!).pathname).toBe(RESET_PATH);
    expect(h.mails.to(visitor.email).filter((mail) => mail.subject.includes('Failed sign-ins'))).toHaveLength(0);
    // The next window is a new story: one more alert if the guessing goes on.
    h.advance(LOGIN_WINDOW_SECONDS + 1);
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_ATTEMPTS; i += 1) await login(staff.email, `next window ${i}`, fresh());
    await h.app.auth.mail.flush();
    expect(h.mails.to(staff.email).filter((mail) => mail.subject.startsWith('Failed sign-ins'))).toHaveLength(2);
  });
});
