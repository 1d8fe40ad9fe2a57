import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { documents } from '../../db/schema/content.js';
import { cancelSchedulesBeyondAuthority } from '../editorial/schedule-authority.js';
import { recordAudit } from './audit.js';
import { enterpriseOf, parseRole, type Role } from './roles.js';

/** A refusal the CLI prints as it is (no stack): the operator's input, not the program, is at fault. */
export class GrantError extends Error {
  override name = 'GrantError';
}

export interface GrantRequest {
  email: string;
  role: Role;
  revoke: boolean;
}

export interface GrantOutcome {
  changed: boolean;
  email: string;
  active: boolean;
  before: string[];
  after: string[];
}

/**
 * An operator's spelling of a role → the stored form: `admin`, `hub`, `service`, `editor:event`, `editor:*` or
 * `recruiter:ITH-0007` (the case of the words is forgiven, nothing else). Undefined when it is no role at all.
 */
export function normalizeRole(input: string): Role | undefined {
  const text = input.trim();
  const recruiter = /^recruiter:ith-(\d{4})$/i.exec(text);
  return parseRole(recruiter ? `recruiter:ITH-${recruiter[1]}` : text.toLowerCase());
}

/**
 * Adds or removes one role on an account, in one transaction with an audit row (actor unknown: the CLI runs as the
 * operator of the machine, not as a portal user). Other entries of the permissions list are kept as they are.
 */
export async function changeRole(db: Database, request: GrantRequest, now: Date): Promise<GrantOutcome> {
  const email = request.email.trim().toLowerCase();
  const enterpriseNo = enterpriseOf(request.role);
  if (enterpriseNo !== undefined && !request.revoke) await requireEnterprise(db, enterpriseNo);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, active: users.active, permissions: users.permissions })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) {
      throw new GrantError(
        `No account with the e-mail ${email}. The person registers first on the portal (/auth/register) and ` +
          'activates the account from the e-mail it sends; then run this again.',
      );
    }
    const before = Array.isArray(user.permissions) ? user.permissions : [];
    const held = before.includes(request.role);
    const after = request.revoke ? before.filter((entry) => entry !== request.role) : held ? before : [...before, request.role];
    const changed = request.revoke ? held : !held;
    if (changed) {
      await tx.update(users).set({ permissions: after, updatedAt: now }).where(eq(users.id, user.id));
      const schedulesCanceled = await cancelSchedulesBeyondAuthority(tx, { id: user.id, active: user.active, permissions: after }, now);
      await recordAudit(
        tx,
        {
          actorId: null,
          actorLabel: null,
          ip: null,
          action: request.revoke ? 'user.revoke' : 'user.grant',
          target: { type: 'user', id: user.id },
          details: { role: request.role, via: 'cli', ...(schedulesCanceled.length ? { schedulesCanceled } : {}) },
        },
        now,
      );
    }
    return { changed, email: user.email, active: user.active, before, after };
  });
}

async function requireEnterprise(db: Database, enterpriseNo: string): Promise<void> {
  const enterprises = await db
    .select({ documentNo: documents.documentNo })
    .from(documents)
    .where(and(eq(documents.section, 'ith'), sql`${documents.attributes}->>'kind' = 'enterprise'`));
  if (enterprises.length === 0) {
    throw new GrantError('The database holds no enterprises yet: start the server once (or run npm run db:seed), then run this again.');
  }
  if (!enterprises.some((row) => row.documentNo === enterpriseNo)) {
    const numbers = enterprises.map((row) => row.documentNo).sort();
    throw new GrantError(
      `No enterprise ${enterpriseNo} in the International Talent Hub (known: ${numbers[0]} … ${numbers[numbers.length - 1]}).`,
    );
  }
}
