import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { auditLog } from '../../db/schema/recruitment.js';

/** The database or a transaction on it: an audit row is written with the change it records. */
type Writer = Pick<Database, 'insert'>;

/** Console acts on applications, and role changes made with `npm run user:grant` (on users). */
export const AUDIT_ACTIONS = [
  'application.download',
  'application.status',
  'application.note',
  'user.grant',
  'user.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** Null when no portal user acted (the CLI). */
  actorId: number | null;
  action: AuditAction;
  target: { type: 'application' | 'user'; id: number };
  details: Record<string, unknown>;
}

export interface AuditView {
  id: number;
  actorId: number | null;
  /** Null once the actor's account is erased (the row stays: who did it is then only the id that was). */
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export async function recordAudit(writer: Writer, entry: AuditEntry, at: Date): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    details: entry.details,
    createdAt: at,
  });
}

/** Newest first; one target's history when targetId is given (an application unless targetType says user). */
export async function listAudit(
  db: Database,
  filter: { targetType?: 'application' | 'user'; targetId?: string; page: number; pageSize: number },
): Promise<{ list: AuditView[]; total: number; page: number; pageSize: number }> {
  const where: SQL | undefined =
    filter.targetId === undefined
      ? undefined
      : and(eq(auditLog.targetType, filter.targetType ?? 'application'), eq(auditLog.targetId, filter.targetId));
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
