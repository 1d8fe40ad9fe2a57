import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/src/db/schema/auth.js';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { LOGIN_MAX_FAILURES } from '../../../server/src/services/auth/auth-service.js';

/**
 * Issue #29 §6, as the attack: someone holding only a session token (stolen, or a staff password without the
 * authenticator) tries to erase the account or change its password. Matrix: visitor, staff without the second factor,
 * staff with it, the last admin.
 */
describe.each(TEST_DATABASES)('step-up for destructive account actions on $name', (database) => {
  let h: ConsoleHarness;

  beforeAll(async () => {
    h = await createConsoleHarness(database);
  });

  afterAll(async () => {
    await h?.close();
  });

  const erase = (person: Person, password?: string) =>
    h.as(person, 'DELETE', '/api/profile?language=EN', password === undefined ? undefined : { password: h.encrypt(password), rsaEncrypted: true });
  const changePassword = (person: Person, current: string) =>
    h.as(person, 'PUT', '/api/profile/password?language=EN', {
      currentPassword: h.encrypt(current),
      newPassword: h.encrypt('A brand new one 9'),
      rsaEncrypted: true,
    });
  const exists = async (person: Person) => (await h.app.db.select({ id: users.id }).from(users).where(eq(users.id, person.id))).length === 1;

  it('a visitor: the token alone or a wrong password erases nothing; the current password does', async () => {
    const visitor = await h.person([]);
    expect((await erase(visitor)).statusCode).toBe(400);
    expectErrorEnvelope(await erase(visitor, 'not my password'), 400, AUTH_ERRORS.currentPasswordWrong.code);
    expectErrorEnvelope(await changePassword(visitor, 'not my password'), 400, AUTH_ERRORS.currentPasswordWrong.code);
    expect(await exists(visitor)).toBe(true);
    expect((await erase(visitor, visitor.password)).statusCode).toBe(200);
    expect(await exists(visitor)).toBe(false);
  });

  it('wrong passwords here count towards the login limit: a stolen token cannot guess without end', async () => {
    const visitor = await h.person([]);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) expect((await erase(visitor, `guess ${i}`)).statusCode).toBe(400);
    expectErrorEnvelope(await erase(visitor, visitor.password), 429, AUTH_ERRORS.tooManyAttempts.code);
    expect(await exists(visitor)).toBe(true);
  });

  it('staff without the second factor: refused even with the right password', async () => {
    const staff = await h.person(['hub']);
    const passwordOnly = { ...staff, token: await h.token(staff.email, staff.password) };
    expectErrorEnvelope(await erase(passwordOnly, staff.password), 403, CONSOLE_ERRORS.secondFactorRequired.code);
    expectErrorEnvelope(await changePassword(passwordOnly, staff.password), 403, CONSOLE_ERRORS.secondFactorRequired.code);
    expect(await exists(staff)).toBe(true);
    // The verified session of the same person may, with the password.
    expect((await changePassword(staff, staff.password)).statusCode).toBe(200);
    staff.password = 'A brand new one 9';
    expect((await erase(staff, staff.password)).statusCode).toBe(200);
    expect(await exists(staff)).toBe(false);
  });

  it('the last active admin cannot erase itself; with another admin it can', async () => {
    // Start from a state with exactly one active admin: those made by earlier tests step down.
    await h.app.db.update(users).set({ active: false }).where(eq(users.active, true));
    const admin = await h.person(['admin']);
    expectErrorEnvelope(await erase(admin, admin.password), 409, CONSOLE_ERRORS.lastAdmin.code);
    expect(await exists(admin)).toBe(true);
    await h.person(['admin']);
    expect((await erase(admin, admin.password)).statusCode).toBe(200);
    expect(await exists(admin)).toBe(false);
  });
});
