import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recoveryCodes, users } from '../../db/schema/auth.js';
import { documents } from '../../db/schema/content.js';
import type { AuthService } from '../auth/auth-service.js';
import type { Clock } from '../auth/clock.js';
import { hashPassword } from '../auth/password-hash.js';
import type { ProfileService } from '../auth/profile-service.js';
import { randomSecret, TOKEN_BYTES } from '../auth/secrets.js';
import type { Sessions } from '../auth/sessions.js';
import { cancelSchedulesBeyondAuthority } from '../editorial/schedule-authority.js';
import { recordAudit } from './audit.js';
import { consoleError } from './console-errors.js';
import { auditActor, type Actor, type Page } from './console-service.js';
import { ADMIN_ROLE, consoleRoles, enterpriseOf, parseRole, type Role } from './roles.js';
import type { SecondFactorService } from './second-factor.js';

type UserRow = typeof users.$inferSelect;

export interface StaffUser {
  id: number;
  email: string;
  firstName: string;
  active: boolean;
  /** The recognised roles of the permissions list (other entries are kept but not shown). */
  roles: string[];
  totpEnrolled: boolean;
  createdAt: string;
}

export interface StaffUserDetail extends StaffUser {
  language: string;
  updatedAt: string;
  totpEnabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface UserFilter {
  q?: string;
  status?: 'active' | 'inactive';
  /** An exact role (`editor:event`), or a kind: `admin`, `hub`, `service`, `editor`, `recruiter`, `staff` (any role). */
  role?: string;
  page: number;
  pageSize: number;
}

/** The most roles one account may hold: every editor section, a few enterprises and the rest, with room to spare. */
export const ROLES_MAX = 50;

const ROLE_KINDS = ['admin', 'hub', 'service', 'editor', 'recruiter', 'staff'] as const;

const permissionsOf = (row: Pick<UserRow, 'permissions'>): string[] =>
  Array.isArray(row.permissions) ? row.permissions.filter((entry): entry is string => typeof entry === 'string') : [];

const holds = (role: string) => sql`${users.permissions} @> ${JSON.stringify([role])}::jsonb`;
const holdsPrefix = (prefix: string) =>
  sql`exists (select 1 from jsonb_array_elements_text(${users.permissions}) as entry where entry like ${`${prefix}%`})`;

function view(row: UserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    active: row.active,
    roles: consoleRoles(row.permissions).roles,
    totpEnrolled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's user management (issue #13 §4): search, activate, roles, password reset, second factor, erasure. */
export class UsersAdminService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      sessions: Sessions;
      auth: AuthService;
      profile: ProfileService;
      secondFactor: SecondFactorService;
    },
  ) {}

  async list(filter: UserFilter): Promise<Page<StaffUser>> {
    const where: SQL[] = [];
    const q = filter.q?.trim();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      where.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern))!);
    }
    if (filter.status) where.push(eq(users.active, filter.status === 'active'));
    if (filter.role) where.push(this.roleCondition(filter.role));
    const condition = where.length === 0 ? undefined : and(...where);
    const [rows, totals] = await Promise.all([
      this.deps.db
        .select()
        .from(users)
        .where(condition)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.deps.db.select({ total: count() }).from(users).where(condition),
    ]);
    return { list: rows.map(view), total: totals[0]?.total ?? 0, page: filter.page, pageSize: filter.pageSize };
  }

  async detail(id: number): Promise<StaffUserDetail> {
    const row = await this.load(id);
    const [codes] = await this.deps.db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)));
    return {
      ...view(row),
      language: row.language,
      updatedAt: row.updatedAt.toISOString(),
      totpEnabledAt: row.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: row.totpEnabledAt === null ? 0 : (codes?.left ?? 0),
    };
  }

  /** Deactivating ends the account's sessions; the last active admin cannot be deactivated. */
  async setActive(actor: Actor, id: number, active: boolean): Promise<StaffUserDetail> {
    const changed = await this.deps.db.transaction(async (tx) => {
      const row = await this.lockForChange(tx, id);
      if (row.active === active) return false;
      if (!active) await this.assertNotLastAdmin(tx, row);
      const now = this.deps.clock.now();
      await tx.update(users).set({ active, updatedAt: now }).where(eq(users.id, id));
      const schedulesCanceled = active ? [] : await cancelSchedulesBeyondAuthority(tx, { id, active, permissions: row.permissions }, now);
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: active ? 'user.activate' : 'user.deactivate',
          target: { type: 'user', id },
          details: { before: { active: row.active }, after: { active }, ...(schedulesCanceled.length ? { schedulesCanceled } : {}) },
        },
        now,
      );
      return true;
    });
    if (changed && !active) await this.deps.sessions.revokeAll(id);
    return this.detail(id);
  }

  /**
   * Replaces the account's console roles (entries of the permissions list that are no console role stay as they are).
   * Each role must be one the console knows, a recruiter's enterprise must exist; the last admin keeps `admin`.
   */
  async setRoles(actor: Actor, id: number, input: readonly string[]): Promise<StaffUserDetail> {
    const roles = await this.checkRoles(input);
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockForChange(tx, id);
      const before = permissionsOf(row);
      const kept = before.filter((entry) => parseRole(entry) === undefined);
      const after = [...kept, ...roles];
      const beforeRoles = consoleRoles(before).roles;
      if (beforeRoles.length === roles.length && beforeRoles.every((role) => roles.includes(role))) return;
      if (beforeRoles.includes(ADMIN_ROLE) && !roles.includes(ADMIN_ROLE)) await this.assertNotLastAdmin(tx, row);
      const now = this.deps.clock.now();
      await tx.update(users).set({ permissions: after, updatedAt: now }).where(eq(users.id, id));
      const schedulesCanceled = await cancelSchedulesBeyondAuthority(tx, { id, active: row.active, permissions: after }, now);
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'user.roles',
          target: { type: 'user', id },
          details: { before: beforeRoles, after: roles, ...(schedulesCanceled.length ? { schedulesCanceled } : {}) },
        },
        now,
      );
    });
    return this.detail(id);
  }

  /**
   * Forces a new password: the old one stops working at once, every session ends, and the reset mail of the ordinary
   * flow goes out (so the same 60-second resend rule applies).
   */
  async forcePasswordReset(actor: Actor, id: number): Promise<StaffUserDetail> {
    const row = await this.load(id);
    await this.deps.auth.requestReset(row.email);
    const passwordHash = await hashPassword(randomSecret(TOKEN_BYTES));
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
      await recordAudit(tx, { ...auditActor(actor), action: 'user.passwordReset', target: { type: 'user', id }, details: {} }, now);
    });
    await this.deps.sessions.revokeAll(id);
    return this.detail(id);
  }

  /** The person lost their authenticator: they enrol again at their next console sign-in. */
  async resetSecondFactor(actor: Actor, id: number): Promise<StaffUserDetail> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockForChange(tx, id);
      const now = this.deps.clock.now();
      await this.deps.secondFactor.reset(tx, id, now);
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'user.secondFactorReset',
          target: { type: 'user', id },
          details: { before: { enrolled: row.totpEnabledAt !== null }, after: { enrolled: false } },
        },
        now,
      );
    });
    return this.detail(id);
  }

  /**
   * Erases the account with everything it owns, by the same path as the person's own erasure; the audit rows it left
   * stay (no foreign key). The last admin cannot be deleted. The deletion's own row names the account only by id.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await this.lockForChange(tx, id);
      await this.assertNotLastAdmin(tx, locked);
      return locked;
    });
    await this.deps.profile.eraseAccount(row);
    await recordAudit(
      this.deps.db,
      {
        ...auditActor(actor),
        action: 'user.delete',
        target: { type: 'user', id },
        details: { before: { roles: consoleRoles(row.permissions).roles, active: row.active } },
      },
      this.deps.clock.now(),
    );
  }

  private roleCondition(role: string): SQL {
    const kind = ROLE_KINDS.find((candidate) => candidate === role);
    if (kind === 'editor' || kind === 'recruiter') return holdsPrefix(`${kind}:`);
    if (kind === 'staff') {
      return or(holds(ADMIN_ROLE), holds('hub'), holdsPrefix('editor:'), holdsPrefix('recruiter:'))!;
    }
    return holds(role);
  }

  private async checkRoles(input: readonly string[]): Promise<Role[]> {
    const roles: Role[] = [];
    for (const entry of input) {
      const role = parseRole(entry);
      if (role === undefined || role !== entry) {
        throw consoleError('roleInvalid', { values: { role: entry.slice(0, 60) }, data: { field: 'roles', role: entry.slice(0, 60) } });
      }
      if (!roles.includes(role)) roles.push(role);
    }
    const enterprises = roles.map(enterpriseOf).filter((no): no is string => no !== undefined);
    if (enterprises.length > 0) {
      const known = await this.deps.db
        .select({ documentNo: documents.documentNo })
        .from(documents)
        .where(
          and(
            eq(documents.section, 'ith'),
            sql`${documents.attributes}->>'kind' = 'enterprise'`,
            inArray(documents.documentNo, enterprises),
          ),
        );
      const missing = enterprises.find((no) => !known.some((row) => row.documentNo === no));
      if (missing) throw consoleError('enterpriseUnknown', { values: { enterpriseNo: missing }, data: { field: 'roles', role: `recruiter:${missing}` } });
    }
    return roles;
  }

  private async load(id: number): Promise<UserRow> {
    const [row] = await this.deps.db.select().from(users).where(eq(users.id, id));
    if (!row) throw consoleError('userNotFound');
    return row;
  }

  /**
   * The account, locked, after every admin row: changes that could remove an admin take the admins' locks first, in
   * id order, so two admins demoting each other at the same moment cannot both succeed (or deadlock).
   */
  private async lockForChange(tx: Pick<Database, 'select'>, id: number): Promise<UserRow> {
    await lockAdmins(tx);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw consoleError('userNotFound');
    return row;
  }

  /** Refuses when the account is the last active admin (an inactive admin cannot sign in, so it does not count). */
  private async assertNotLastAdmin(tx: Pick<Database, 'select'>, row: UserRow): Promise<void> {
    await assertNotLastActiveAdmin(tx, row);
  }
}

/**
 * Refuses (409) when the account is the last active admin: the portal would have nobody left to run it. Call it in a
 * transaction that has locked the admins' rows (lockAdmins), so two admins erasing themselves at once cannot both pass.
 */
export async function assertNotLastActiveAdmin(tx: Pick<Database, 'select'>, row: Pick<UserRow, 'id' | 'active' | 'permissions'>): Promise<void> {
  if (!row.active || !consoleRoles(row.permissions).admin) return;
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(holds(ADMIN_ROLE), eq(users.active, true), sql`${users.id} <> ${row.id}`));
  if ((others?.total ?? 0) === 0) throw consoleError('lastAdmin');
}

/** Locks the rows of every admin account (in id order, so concurrent callers queue rather than deadlock). */
export async function lockAdmins(tx: Pick<Database, 'select'>): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(holds(ADMIN_ROLE)).orderBy(users.id).for('update');
}
