import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, lt, notLike } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.js';
import { authThrottles, recoveryCodes, sessions, users } from '../../db/schema/auth.js';
import type { Clock } from '../auth/clock.js';
import { sha256Hex } from '../auth/secrets.js';
import type { ActiveSession, Sessions } from '../auth/sessions.js';
import { isSealed, SEALED_PREFIX, type SecretBox } from '../auth/secret-box.js';
import type { Throttle } from '../auth/throttle.js';
import { actorLabelOf, recordAudit } from './audit.js';
import { consoleError } from './console-errors.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; one step either side for clock drift. */
export const TOTP_SETTINGS = { issuer: 'Talent Portal', algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;
/** The console's session is shorter than the web's: 30 minutes without a console request ask for the code again. */
export const CONSOLE_IDLE_SECONDS = 30 * 60;
/** Wrong codes per account within the window before verification is refused (429). */
export const VERIFY_MAX_FAILURES = 5;
export const VERIFY_WINDOW_SECONDS = 15 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other when read from paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const secondFactorThrottleKey = (userId: number) => `second-factor:${userId}`;
/**
 * The last time step whose code this account used, kept in the shared counters table (`count` holds the step): a
 * code is accepted once, even by two instances at the same moment, because the step only moves forward in one
 * statement.
 */
export const totpStepKey = (userId: number) => `totp-step:${userId}`;
/** Every counter that names the account, for erasure. */
export const secondFactorKeysOf = (userId: number) => [secondFactorThrottleKey(userId), totpStepKey(userId)];
/** What a sealed TOTP secret is bound to: its own row (a value copied to another account does not open there). */
export const totpSecretContext = (userId: number) => `users.totp_secret:${userId}`;

export interface SecondFactorStatus {
  enrolled: boolean;
  verified: boolean;
  recoveryCodesLeft: number;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface VerifyInput {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** The request facts an audit row records besides the session's user. */
export interface RequestFacts {
  ip: string;
}

const totpFor = (email: string, secret: string) =>
  new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label: email,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });

/** `abcde-fghjk`: 10 characters (about 49 bits), in two groups a person copies without losing their place. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a person may type for a recovery code: any case, with or without the dash and spaces. */
const recoveryHash = (code: string) => sha256Hex(code.replace(/[\s-]/g, '').toLowerCase());

/**
 * The staff second factor (issue #13 §1): TOTP enrolment with recovery codes, verification per session, and the
 * 30-minute console idle rule. The secret is kept in the users row sealed with SECRET_KEY (issue #29 §7); codes and
 * recovery codes are checked here only.
 */
export class SecondFactorService {
  constructor(private readonly deps: { db: Database; clock: Clock; sessions: Sessions; throttle: Throttle; box: SecretBox }) {}

  /** Whether the session passed the second factor and has used the console within the idle time. */
  isVerified(session: ActiveSession, now = this.deps.clock.now()): boolean {
    return session.secondFactorAt !== null && !this.isIdle(session, now);
  }

  isIdle(session: ActiveSession, now = this.deps.clock.now()): boolean {
    const seen = session.consoleSeenAt ?? session.secondFactorAt;
    return seen === null || now.getTime() - seen.getTime() > CONSOLE_IDLE_SECONDS * 1000;
  }

  async status(session: ActiveSession): Promise<SecondFactorStatus> {
    const enrolled = session.user.totpEnabledAt !== null;
    return {
      enrolled,
      verified: enrolled && this.isVerified(session),
      recoveryCodesLeft: enrolled ? await this.codesLeft(this.deps.db, session.user.id) : 0,
    };
  }

  /** A new secret for the authenticator app, each call (a scan gone wrong is simply started again); refused once enrolled. */
  async setup(session: ActiveSession): Promise<Enrolment> {
    const { user } = session;
    if (user.totpEnabledAt !== null) throw consoleError('alreadyEnrolled');
    const secret = new Secret({ size: 20 }).base32;
    const [updated] = await this.deps.db
      .update(users)
      .set({ totpSecret: this.deps.box.seal(secret, totpSecretContext(user.id)), updatedAt: this.deps.clock.now() })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!updated) throw consoleError('alreadyEnrolled');
    const otpauthUri = totpFor(user.email, secret).toString();
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri, qrSvg };
  }

  /**
   * The first right code from the app confirms the enrolment: recovery codes are made (shown once, only their SHA-256
   * kept) and this session counts as verified.
   */
  async enable(session: ActiveSession, code: string, facts: RequestFacts): Promise<{ recoveryCodes: string[] }> {
    const { user } = session;
    if (user.totpEnabledAt !== null) throw consoleError('alreadyEnrolled');
    const [fresh] = await this.deps.db.select({ sealed: users.totpSecret }).from(users).where(eq(users.id, user.id));
    const sealed = fresh?.sealed;
    if (!sealed) throw consoleError('notEnrolled');
    const secret = this.openSecret(user.id, sealed);
    await this.countAttempt(user.id);
    if (!(await this.acceptTotp(user.id, user.email, secret, code))) {
      await this.failed(session, 'enable', facts);
      throw consoleError('badCode', { data: { field: 'code' } });
    }
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const [enabled] = await tx
        .update(users)
        .set({ totpEnabledAt: now, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.totpSecret, sealed), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      // Another request replaced the secret or finished the enrolment in between: this code belongs to neither.
      if (!enabled) throw consoleError('badCode', { data: { field: 'code' } });
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx.insert(recoveryCodes).values(codes.map((value) => ({ userId: user.id, codeHash: recoveryHash(value), createdAt: now })));
      await tx.update(sessions).set({ secondFactorAt: now, consoleSeenAt: now }).where(eq(sessions.id, session.sessionId));
      await recordAudit(
        tx,
        {
          actorId: user.id,
          actorLabel: actorLabelOf(user),
          action: 'session.secondFactorEnabled',
          target: { type: 'user', id: user.id },
          details: { recoveryCodes: RECOVERY_CODE_COUNT },
          ip: facts.ip,
        },
        now,
      );
    });
    await this.deps.throttle.clear(secondFactorThrottleKey(user.id));
    return { recoveryCodes: codes };
  }

  /** A code from the app, or one recovery code (used up by it), verifies this session. */
  async verify(session: ActiveSession, input: VerifyInput, facts: RequestFacts): Promise<{ verified: true; recoveryCodesLeft: number }> {
    const { user } = session;
    const code = input.code?.trim() ?? '';
    const recovery = input.recoveryCode?.trim() ?? '';
    if ((code === '') === (recovery === '')) throw consoleError('codeRequired', { data: { field: 'code' } });
    if (user.totpEnabledAt === null || !user.totpSecret) throw consoleError('notEnrolled');
    await this.countAttempt(user.id);
    const method = code ? 'totp' : 'recovery';
    const accepted = code
      ? await this.acceptTotp(user.id, user.email, this.openSecret(user.id, user.totpSecret), code)
      : await this.useRecoveryCode(user.id, recovery);
    if (!accepted) {
      await this.failed(session, method, facts);
      throw consoleError('badCode', { data: { field: code ? 'code' : 'recoveryCode' } });
    }
    const now = this.deps.clock.now();
    await this.deps.sessions.markSecondFactor(session.sessionId, now);
    await this.deps.throttle.clear(secondFactorThrottleKey(user.id));
    const recoveryCodesLeft = await this.codesLeft(this.deps.db, user.id);
    await recordAudit(
      this.deps.db,
      {
        actorId: user.id,
        actorLabel: actorLabelOf(user),
        action: 'session.secondFactor',
        target: { type: 'user', id: user.id },
        details: { method, ...(method === 'recovery' ? { recoveryCodesLeft } : {}) },
        ip: facts.ip,
      },
      now,
    );
    return { verified: true, recoveryCodesLeft };
  }

  /**
   * An admin's reset: the secret and the recovery codes go, every session of the account must enrol again. Runs in
   * the caller's transaction, with its audit row.
   */
  async reset(tx: Pick<Database, 'update' | 'delete'>, userId: number, now: Date): Promise<void> {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    // A new secret has codes of its own: the last step used belongs to the old one, and so do the failures.
    await tx.delete(authThrottles).where(inArray(authThrottles.key, secondFactorKeysOf(userId)));
    await tx.update(sessions).set({ secondFactorAt: null, consoleSeenAt: null }).where(eq(sessions.userId, userId));
  }

  /** The plain secret of the account's sealed TOTP secret (bound to its own row). */
  private openSecret(userId: number, sealed: string): string {
    return this.deps.box.open(sealed, totpSecretContext(userId));
  }

  private async codesLeft(db: Pick<Database, 'select'>, userId: number): Promise<number> {
    const [row] = await db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  }

  /**
   * Counts a code attempt on the account before the code is judged and refuses it with 429 once the account has had
   * VERIFY_MAX_FAILURES in the window: one atomic count, so 40 codes sent at once are not all judged (issue #29 §1).
   * A right code clears the count.
   */
  private async countAttempt(userId: number): Promise<void> {
    const { refusedForSeconds: seconds } = await this.deps.throttle.take(secondFactorThrottleKey(userId), VERIFY_MAX_FAILURES, VERIFY_WINDOW_SECONDS);
    if (seconds === undefined) return;
    throw consoleError('tooManyCodes', { values: { minutes: Math.ceil(seconds / 60) }, data: { seconds } });
  }

  /** A right code of a step not used before by this account; the step is then taken (replay refused). */
  private async acceptTotp(userId: number, email: string, secret: string, input: string): Promise<boolean> {
    const token = input.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const timestamp = this.deps.clock.now().getTime();
    const delta = totpFor(email, secret).validate({ token, timestamp, window: TOTP_SETTINGS.window });
    if (delta === null) return false;
    const step = TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
    // Kept until the step can no longer be valid; the row is only read to compare steps.
    const keepUntil = new Date((step + TOTP_SETTINGS.window + 1) * TOTP_SETTINGS.period * 1000);
    const [taken] = await this.deps.db
      .insert(authThrottles)
      .values({ key: totpStepKey(userId), count: step, resetAt: keepUntil })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: { count: step, resetAt: keepUntil },
        setWhere: lt(authThrottles.count, step),
      })
      .returning({ key: authThrottles.key });
    return taken !== undefined;
  }

  private async useRecoveryCode(userId: number, input: string): Promise<boolean> {
    if (input.length > 64) return false;
    const [used] = await this.deps.db
      .update(recoveryCodes)
      .set({ usedAt: this.deps.clock.now() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(input)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used !== undefined;
  }

  /** A wrong code (already counted by countAttempt) is written to the audit log: a guesser leaves a trace. */
  private async failed(session: ActiveSession, method: string, facts: RequestFacts): Promise<void> {
    const now = this.deps.clock.now();
    await recordAudit(
      this.deps.db,
      {
        actorId: session.user.id,
        actorLabel: actorLabelOf(session.user),
        action: 'session.secondFactorFailed',
        target: { type: 'user', id: session.user.id },
        details: { method },
        ip: facts.ip,
      },
      now,
    );
  }
}

/**
 * Seals what is not sealed with the current key: TOTP secrets stored in clear before issue #29 §7, and secrets sealed
 * with a previous key after a rotation. Runs at every start (a no-op once done); each row is replaced only if it still
 * holds the value read, so instances starting together cannot overwrite each other. A value no held key opens is left
 * as it is and reported: losing a secret would lock its owner out of the console.
 */
export async function sealTotpSecrets(
  db: Database,
  box: SecretBox,
  log: { warn(details: object, message: string): void },
): Promise<{ sealed: number; unreadable: number }> {
  const rows = await db
    .select({ id: users.id, stored: users.totpSecret })
    .from(users)
    .where(and(isNotNull(users.totpSecret), notLike(users.totpSecret, `${SEALED_PREFIX}${box.currentKeyId}.%`)));
  let sealed = 0;
  let unreadable = 0;
  for (const { id, stored } of rows) {
    if (stored === null) continue;
    let plain: string;
    try {
      plain = isSealed(stored) ? box.open(stored, totpSecretContext(id)) : stored;
    } catch (error) {
      unreadable += 1;
      log.warn({ userId: id, reason: (error as Error).message }, 'a TOTP secret could not be opened and was left as it is');
      continue;
    }
    const [replaced] = await db
      .update(users)
      .set({ totpSecret: box.seal(plain, totpSecretContext(id)) })
      .where(and(eq(users.id, id), eq(users.totpSecret, stored)))
      .returning({ id: users.id });
    if (replaced) sealed += 1;
  }
  return { sealed, unreadable };
}
