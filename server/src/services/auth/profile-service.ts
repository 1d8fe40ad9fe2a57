import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authThrottles, users } from '../../db/schema/auth.js';
import { contactRequests } from '../../db/schema/contact.js';
import { consoleError } from '../console/console-errors.js';
import { consoleRoles, hasConsoleAccess } from '../console/roles.js';
import { secondFactorKeysOf } from '../console/second-factor.js';
import { assertNotLastActiveAdmin, lockAdmins } from '../console/users-admin.js';
import { cancelSchedulesBeyondAuthority } from '../editorial/schedule-authority.js';
import type { Outbox } from '../mail/outbox.js';
import { authError } from './auth-errors.js';
import { throttleKeysOf, type AuthService } from './auth-service.js';
import type { Clock } from './clock.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { checkAge, checkCountry, checkEducation, checkFirstName, checkPasswordLength } from './profile-rules.js';
import type { ActiveSession, Sessions } from './sessions.js';
import type { Throttle } from './throttle.js';
import { toUserView, type UserView } from './user-view.js';

export interface ProfileInput {
  firstName?: unknown;
  age?: unknown;
  country?: unknown;
  education?: unknown;
}

export interface ErasureInput {
  password?: unknown;
  rsaEncrypted?: unknown;
}

export interface PasswordChangeInput {
  currentPassword?: unknown;
  newPassword?: unknown;
  rsaEncrypted?: unknown;
}

export interface ProfileServiceDeps {
  db: Database;
  clock: Clock;
  auth: AuthService;
  sessions: Sessions;
  throttle: Throttle;
  outbox: Outbox;
}

/** The résumé files of an account (set by the recruitment plugin), so erasing the account erases them too. */
export interface ResumeFilesOfUser {
  markUserFilesDeleting(tx: Database, userId: number): Promise<string[]>;
  remove(keys: readonly string[]): Promise<void>;
}

/** The chat conversations of an account (set by the chat plugin), erased with it. */
export interface ChatOfUser {
  eraseFor(user: { id: number; email: string }): Promise<void>;
}

export class ProfileService {
  resumeFiles: ResumeFilesOfUser | undefined;
  chat: ChatOfUser | undefined;

  constructor(private readonly deps: ProfileServiceDeps) {}

  view({ user }: ActiveSession): UserView {
    return toUserView(user);
  }

  /** Updates the fields present in the body (each validated as at registration). */
  async update({ user }: ActiveSession, input: ProfileInput): Promise<UserView> {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.firstName !== undefined) changes.firstName = checkFirstName(input.firstName);
    if (input.age !== undefined) changes.age = checkAge(input.age);
    if (input.country !== undefined) changes.country = checkCountry(input.country);
    if (input.education !== undefined) changes.education = checkEducation(input.education);
    const [updated] = await this.deps.db
      .update(users)
      .set({ ...changes, updatedAt: this.deps.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw authError('unauthorized');
    return toUserView(updated);
  }

  /**
   * Needs the current password (failures count towards the account's login throttle); other sessions are ended,
   * the one making the change stays.
   */
  async changePassword(session: ActiveSession, input: PasswordChangeInput, facts: { ip: string | null } = { ip: null }): Promise<true> {
    const rsaEncrypted = input.rsaEncrypted;
    const current = this.deps.auth.readPassword({ password: input.currentPassword, rsaEncrypted });
    const next = checkPasswordLength(this.deps.auth.readPassword({ password: input.newPassword, rsaEncrypted }));
    await this.stepUp(session, current, facts.ip);
    const passwordHash = await hashPassword(next);
    await this.deps.db
      .update(users)
      .set({ passwordHash, updatedAt: this.deps.clock.now() })
      .where(eq(users.id, session.user.id));
    await this.deps.sessions.revokeAll(session.user.id, session.sessionId);
    return true;
  }

  /**
   * Erasure on request: the user row (codes, sessions, recovery codes and applications cascade) with its résumé files,
   * queued mails, the hub contact requests sent from the address and counters keyed by it. Audit rows stay: the log
   * keeps the actor's id and label without a foreign key.
   */
  async erase(session: ActiveSession, input: ErasureInput, facts: { ip: string | null } = { ip: null }): Promise<true> {
    const password = this.deps.auth.readPassword({ password: input.password, rsaEncrypted: input.rsaEncrypted });
    await this.stepUp(session, password, facts.ip);
    // The same rule as the console's own delete: the portal keeps at least one active admin.
    await this.deps.db.transaction(async (tx) => {
      await lockAdmins(tx);
      await assertNotLastActiveAdmin(tx, session.user);
    });
    return this.eraseAccount(session.user);
  }

  /**
   * A destructive change to one's own account proves more than a session token (issue #29 §6): a staff account (any
   * console role) needs a session that passed the second factor, and everyone the current password, whose failures
   * count towards the account's login limit like a login's.
   */
  private async stepUp(session: ActiveSession, password: string, ip: string | null): Promise<void> {
    const { auth } = this.deps;
    if (hasConsoleAccess(consoleRoles(session.user.permissions)) && session.secondFactorAt === null) {
      throw consoleError('secondFactorRequired', { data: { enrolled: session.user.totpEnabledAt !== null } });
    }
    const attempt = await auth.countPasswordAttempt(session.user.email, ip);
    if (!(await verifyPassword(session.user.passwordHash, password))) throw authError('currentPasswordWrong');
    await auth.clearPasswordAttempts(session.user.email, attempt);
  }

  /** The same erasure for an account an admin deletes from the console (issue #13 §4). */
  async eraseAccount(user: { id: number; email: string }): Promise<true> {
    const files = this.resumeFiles;
    const released = await this.deps.db.transaction(async (tx) => {
      const keys = files ? await files.markUserFilesDeleting(tx, user.id) : [];
      // Its pending publications go with it (issue #29 §8); the ones carried out stay, as the content does.
      await cancelSchedulesBeyondAuthority(tx, { id: user.id, active: false, permissions: [] }, this.deps.clock.now());
      await tx.delete(users).where(eq(users.id, user.id));
      return keys;
    });
    await files?.remove(released);
    await this.chat?.eraseFor(user);
    await this.deps.db.delete(contactRequests).where(eq(contactRequests.email, user.email));
    await this.deps.outbox.removeFor(user.email);
    const keys = [...throttleKeysOf(user.email), ...secondFactorKeysOf(user.id)];
    await this.deps.db.delete(authThrottles).where(inArray(authThrottles.key, keys));
    await this.deps.auth.eraseAttemptCounts(user.email);
    return true;
  }
}
