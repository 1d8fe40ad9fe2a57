import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { isLanguage, type Language } from '../../lib/i18n.js';
import type { Mailer, Recipient } from '../mail/mailer.js';
import { authError } from './auth-errors.js';
import type { Clock } from './clock.js';
import { CODE_LIFETIME_SECONDS, type AccessCodes, type CodePurpose } from './codes.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hash.js';
import {
  checkAge,
  checkCountry,
  checkEducation,
  checkFirstName,
  checkPasswordLength,
  normalizeEmail,
} from './profile-rules.js';
import type { PasswordCipher } from './rsa-keys.js';
import type { Sessions } from './sessions.js';
import { sha256Hex } from './secrets.js';
import type { Throttle } from './throttle.js';
import { toUserView, type UserView } from './user-view.js';
import { contactThrottleKey } from '../contact/contact-service.js';
import { actorLabelOf, recordAudit } from '../console/audit.js';
import { consoleRoles, hasConsoleAccess } from '../console/roles.js';

/** Spec §9: one mail per address and kind per 60 s, enforced here as well as by the client's countdown. */
export const RESEND_LOCKOUT_SECONDS = 60;
/**
 * Password attempts per account **and client address** within the window before that address is refused (issue #29 §2):
 * the guesser is stopped, the owner signing in from elsewhere is not.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * Account-wide, from every address together: this many attempts per window are judged as they come; beyond them one
 * attempt at a time, each after a pause that doubles up to LOGIN_PACE_MAX_SECONDS. Distributed guessing is held to
 * about one guess a minute without locking the owner out (who may also reset the password, which lifts every count).
 */
export const LOGIN_ACCOUNT_FREE_ATTEMPTS = 10;
export const LOGIN_PACE_MAX_SECONDS = 60;
/** The pause after the account's `count`-th attempt of the window. */
export const loginPaceSeconds = (count: number) =>
  Math.min(LOGIN_PACE_MAX_SECONDS, 2 ** Math.max(0, count - LOGIN_ACCOUNT_FREE_ATTEMPTS - 1));
/** How long an ended counter is kept before the sweep deletes it (longer than any pause or lock-out). */
export const COUNTER_GRACE_SECONDS = 60 * 60;
/** A password attempt that was let through to be judged: from where, and the account's count in its window with it. */
export interface PasswordAttempt {
  ip: string | null;
  count: number;
}

/** Where a refused visitor can lift the lock at once: a password reset clears every count of the account. */
export const RESET_PATH = '/auth/forgetPassword';

export interface EncryptedPassword {
  password?: unknown;
  /** Passwords are RSA-encrypted unless the client says `rsaEncrypted: false` (then sent as plain text over TLS). */
  rsaEncrypted?: unknown;
}

export interface RegistrationInput extends EncryptedPassword {
  username?: unknown;
  firstName?: unknown;
  age?: unknown;
  country?: unknown;
  education?: unknown;
  email?: unknown;
}

export interface CodeInput extends EncryptedPassword {
  email?: unknown;
  accessCode?: unknown;
}

export interface LoginInput extends EncryptedPassword {
  username?: unknown;
  email?: unknown;
}

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  cipher: PasswordCipher;
  codes: AccessCodes;
  sessions: Sessions;
  throttle: Throttle;
  mailer: Mailer;
  /** Origin of the web app that mail links open, e.g. https://talent.example.org. */
  publicUrl: string;
}

/** The account's attempts from every address (the pace is judged from it). */
export const loginThrottleKey = (email: string) => `login:${email}`;
/** The account's attempts from one client address, kept under a hash of the address. */
export const loginFromKey = (email: string, ip: string | null) => `${loginFromPrefix(email)}${sha256Hex(ip ?? 'unknown').slice(0, 16)}`;
const loginFromPrefix = (email: string) => `login-from:${email}|`;
/** The account's pause between paced attempts, one row per window of the account's count (its end names it). */
const loginPacePrefix = (email: string) => `login-pace:${email}|`;
export const loginPaceKey = (email: string, windowEnd: Date) => `${loginPacePrefix(email)}${windowEnd.getTime()}`;
const resendKey = (purpose: CodePurpose, email: string) => `resend:${purpose}:${email}`;
const existsMailKey = (email: string) => `mail:accountExists:${email}`;
/** Every counter that names the address, for erasure. */
export const throttleKeysOf = (email: string) => [
  loginThrottleKey(email),
  resendKey('activation', email),
  resendKey('reset', email),
  existsMailKey(email),
  contactThrottleKey('email', email),
];

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /** The plain password from a request body: required, decrypted, 8–64 characters. */
  readPassword(input: EncryptedPassword, field: 'password' = 'password'): string {
    const value = input[field];
    if (typeof value !== 'string' || value.length === 0) throw authError('passwordRequired');
    const plain = input.rsaEncrypted === false ? value : this.deps.cipher.decrypt(value);
    if (plain.length === 0) throw authError('passwordRequired');
    return plain;
  }

  /**
   * Always answers `true` after validation. A taken address gets an "you already have an account" mail instead
   * of a new account, so the answer never tells whether an address is registered. The password chosen here is
   * the account's password; the activation link's setPassword step confirms or replaces it.
   */
  async register(input: RegistrationInput, language: Language): Promise<true> {
    const firstName = checkFirstName(input.firstName);
    const age = checkAge(input.age);
    const email = normalizeEmail(input.email ?? input.username);
    const education = checkEducation(input.education);
    const country = checkCountry(input.country);
    const password = checkPasswordLength(this.readPassword(input));
    // Hashed before the uniqueness check so both outcomes cost the same time.
    const passwordHash = await hashPassword(password);
    const [created] = await this.deps.db
      .insert(users)
      .values({ email, firstName, age, country, education, passwordHash, language })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) {
      await this.sendCode(created, 'activation');
      return true;
    }
    const existing = await this.findUser(email);
    if (existing && (await this.deps.throttle.acquire(existsMailKey(email), RESEND_LOCKOUT_SECONDS)) === 0) {
      await this.deps.mailer.send('accountExists', recipientOf(existing), this.link('/auth/login'));
    }
    return true;
  }

  /** Resend activation (first-forget-passwd): same answer for every address; a mail only to inactive accounts. */
  async resendActivation(emailInput: unknown): Promise<void> {
    const email = normalizeEmail(emailInput, 'loginEmailRequired');
    await this.takeResendSlot('activation', email);
    const user = await this.findUser(email);
    if (user && !user.active) await this.sendCode(user, 'activation');
  }

  /** Forgot password: same answer for every address; a reset mail to any existing account. */
  async requestReset(emailInput: unknown): Promise<void> {
    const email = normalizeEmail(emailInput, 'loginEmailRequired');
    await this.takeResendSlot('reset', email);
    const user = await this.findUser(email);
    if (user) await this.sendCode(user, 'reset');
  }

  /** modify-passwd: the activation link's code sets the password and activates the account. */
  async setPassword(input: CodeInput): Promise<true> {
    await this.redeem('activation', input);
    return true;
  }

  /** reset-passwd: the reset code sets a new password, activates, and ends every session of the user. */
  async resetPassword(input: CodeInput): Promise<true> {
    const user = await this.redeem('reset', input);
    await this.deps.sessions.revokeAll(user.id);
    await this.clearPasswordAttempts(user.email);
    return true;
  }

  /**
   * Unknown address and wrong password share one message and about the same time (a dummy hash is checked).
   * Only after a correct password is an inactive account told to activate: that reveals nothing to a guesser.
   */
  async login(input: LoginInput, facts: { ip: string | null } = { ip: null }): Promise<{ token: string; userVo: UserView }> {
    const email = normalizeEmail(input.email ?? input.username, 'loginEmailRequired');
    const password = this.readPassword(input);
    const attempt = await this.countPasswordAttempt(email, facts.ip);
    const user = await this.findUser(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      if (user) await this.auditStaffSignIn(user, 'session.loginFailed', facts.ip);
      throw authError('badCredentials');
    }
    if (!user.active) {
      // A right password is not a failure, but an inactive account is not signed in either: the attempt is given back.
      await this.deps.throttle.discount(loginThrottleKey(email));
      await this.deps.throttle.discount(loginFromKey(email, facts.ip));
      throw authError('accountInactive', { data: { email, resend: '/api/auth/first-forget-passwd' } });
    }
    await this.clearPasswordAttempts(email, attempt);
    const token = await this.deps.sessions.open(user.id);
    await this.auditStaffSignIn(user, 'session.login', facts.ip);
    return { token, userVo: toUserView(user) };
  }

  /** Sign-ins of staff accounts (any console role) are written to the audit log (issue #13 §6); visitors' are not. */
  private async auditStaffSignIn(user: typeof users.$inferSelect, action: 'session.login' | 'session.loginFailed', ip: string | null) {
    if (!hasConsoleAccess(consoleRoles(user.permissions))) return;
    await recordAudit(
      this.deps.db,
      { actorId: user.id, actorLabel: actorLabelOf(user), action, target: { type: 'user', id: user.id }, details: {}, ip },
      this.deps.clock.now(),
    );
  }

  /**
   * Counts a password attempt before the password is judged (issue #29 §1: one atomic count per key, so concurrent
   * guesses cannot slip under a limit) and refuses it with 429 when
   * - this address has had LOGIN_MAX_FAILURES attempts at the account in the window (`tooManyAttempts`), or
   * - the account as a whole is past LOGIN_ACCOUNT_FREE_ATTEMPTS and its pause since the last judged attempt has not
   *   ended (`signInSlowed`, issue #29 §2).
   * Both refusals name the reset page. A right password clears the counts (clearPasswordAttempts). A staff account is
   * told by e-mail when it reaches LOGIN_ACCOUNT_FREE_ATTEMPTS in a window.
   */
  async countPasswordAttempt(email: string, ip: string | null): Promise<PasswordAttempt> {
    const { throttle } = this.deps;
    const fromHere = await throttle.take(loginFromKey(email, ip), LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS);
    if (fromHere.refusedForSeconds !== undefined) {
      const seconds = fromHere.refusedForSeconds;
      throw authError('tooManyAttempts', { values: { minutes: Math.max(1, Math.ceil(seconds / 60)) }, data: { seconds, reset: RESET_PATH } });
    }
    const { count, resetAt } = await throttle.hit(loginThrottleKey(email), LOGIN_WINDOW_SECONDS);
    if (count === LOGIN_ACCOUNT_FREE_ATTEMPTS) await this.alertStaff(email, count);
    if (count <= LOGIN_ACCOUNT_FREE_ATTEMPTS) return { ip, count };
    // One statement decides: the first attempt past the allowance starts the pause and waits it out; later ones go
    // one at a time, each as a pause ends, so of the attempts arriving together at most one is judged.
    const wait = await throttle.pace(loginPaceKey(email, resetAt), loginPaceSeconds(count));
    if (wait === 0) return { ip, count };
    throw authError('signInSlowed', { values: { seconds: wait }, data: { seconds: wait, reset: RESET_PATH } });
  }

  /**
   * After a right password or a reset: every count of the account, from every address, and its pause. After a right
   * password that was the first attempt of its window (`attempt`, the usual sign-in) the only counts are the account's
   * and this address's, so the two prefix deletes (a scan of the counters where the key's collation is not C) are left
   * out of the sign-in's path.
   */
  async clearPasswordAttempts(email: string, attempt?: PasswordAttempt): Promise<void> {
    const { throttle } = this.deps;
    await throttle.clear(loginThrottleKey(email));
    if (attempt && attempt.count <= 1) {
      await throttle.clear(loginFromKey(email, attempt.ip));
      return;
    }
    await throttle.clearPrefix(loginPacePrefix(email));
    await throttle.clearPrefix(loginFromPrefix(email));
  }

  /** Counters (every kind, every account and address) that ended over an hour ago; run hourly by each instance. */
  async sweepExpiredCounters(): Promise<number> {
    return this.deps.throttle.sweep(COUNTER_GRACE_SECONDS);
  }

  /** The counters of an erased account named by prefix: its per-address counts and its pauses. */
  async eraseAttemptCounts(email: string): Promise<void> {
    await this.deps.throttle.clearPrefix(loginFromPrefix(email));
    await this.deps.throttle.clearPrefix(loginPacePrefix(email));
  }

  /**
   * A staff account (any console role) being guessed at is told once per window, in its language, with the reset link:
   * a password holder who did not try should change it. Visitors are not mailed (a guesser could flood their inbox).
   */
  private async alertStaff(email: string, attempts: number): Promise<void> {
    const user = await this.findUser(email);
    if (!user?.active || !hasConsoleAccess(consoleRoles(user.permissions))) return;
    await this.deps.mailer.send('signInAlert', recipientOf(user), this.link(RESET_PATH), {
      attempts,
      minutes: LOGIN_WINDOW_SECONDS / 60,
    });
  }

  private async redeem(purpose: CodePurpose, input: CodeInput) {
    const email = normalizeEmail(input.email);
    const code = typeof input.accessCode === 'string' ? input.accessCode.trim() : '';
    if (!code) throw authError('accessCodeRequired');
    const password = checkPasswordLength(this.readPassword(input));
    const user = await this.findUser(email);
    if (!user || code.length > 200) throw authError('codeInvalid');
    const passwordHash = await hashPassword(password);
    const redeemed = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.codes.consume(user.id, purpose, code, tx))) return false;
      await tx
        .update(users)
        .set({ passwordHash, active: true, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, user.id));
      return true;
    });
    if (!redeemed) throw authError('codeInvalid');
    return user;
  }

  private async takeResendSlot(purpose: CodePurpose, email: string): Promise<void> {
    const secondsLeft = await this.deps.throttle.acquire(resendKey(purpose, email), RESEND_LOCKOUT_SECONDS);
    if (secondsLeft > 0) {
      throw authError('resendTooSoon', { values: { seconds: secondsLeft }, data: { seconds: secondsLeft } });
    }
  }

  private async sendCode(user: typeof users.$inferSelect, purpose: CodePurpose): Promise<void> {
    const code = await this.deps.codes.issue(user.id, purpose);
    const path = purpose === 'activation' ? '/auth/setPassword' : '/auth/resetPassword';
    const query = new URLSearchParams({ email: user.email, code });
    const lifetime = CODE_LIFETIME_SECONDS[purpose];
    await this.deps.mailer.send(
      purpose,
      recipientOf(user),
      this.link(`${path}?${query.toString()}`),
      { hours: lifetime / 3600, minutes: lifetime / 60 },
    );
  }

  private link(pathAndQuery: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;
  }

  async findUser(email: string) {
    const [user] = await this.deps.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }
}

function recipientOf(user: typeof users.$inferSelect): Recipient {
  return { email: user.email, firstName: user.firstName, language: isLanguage(user.language) ? user.language : 'CN' };
}
