import { and, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { auditLog } from '../../db/schema/recruitment.js';

/** The database or a transaction on it: an audit row is written with the change it records. */
type Writer = Pick<Database, 'insert'>;

/**
 * Everything the console writes, every staff sign-in and every download (issue #13 §6): the only actions a row can
 * name. A scheduled change carried out is written as the action it does (`content.publish` by the editor who scheduled
 * it, labelled "(scheduled)"); a cancelled one as `content.unschedule`.
 */
export const AUDIT_ACTIONS = [
  'application.download',
  'application.status',
  'application.note',
  'user.grant',
  'user.revoke',
  'user.roles',
  'user.activate',
  'user.deactivate',
  'user.passwordReset',
  'user.secondFactorReset',
  'user.delete',
  'inbox.assign',
  'inbox.reply',
  'inbox.close',
  'audit.export',
  'analytics.export',
  'session.login',
  'session.loginFailed',
  'session.secondFactorEnabled',
  'session.secondFactor',
  'session.secondFactorFailed',
  'content.create',
  'content.save',
  'content.convert',
  'content.publish',
  'content.unpublish',
  'content.archive',
  'content.schedule',
  'content.unschedule',
  'content.restore',
  'media.upload',
  'media.update',
  'chat.claim',
  'chat.reply',
  'chat.close',
  'chat.canned',
  // Kiosk registration (issue #29 §10): a device key made, renewed, or a device retired.
  'kiosk.registered',
  'kiosk.keyRenewed',
  'kiosk.retired',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTargetType = 'application' | 'user' | 'contact' | 'document' | 'media' | 'audit' | 'analytics' | 'session' | 'chat' | 'kiosk';

export interface AuditEntry {
  /** Null when no portal user acted (the CLI, scheduled work). */
  actorId: number | null;
  /** Who acted as shown at the time (`Ann <ann@example.org>`), kept when the account is erased; null for the CLI. */
  actorLabel: string | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: number | string };
  /** `before` / `after` for changes; anything else the action needs said. Never a secret or a file's content. */
  details: Record<string, unknown>;
  /** The client address of the request; null for the CLI and scheduled work. */
  ip: string | null;
}

export interface AuditView {
  id: number;
  actorId: number | null;
  actorLabel: string | null;
  /** The actor's e-mail today; null once the account is erased (the label written at the time stays). */
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
}

export interface AuditFilter {
  /** Free text in the actor, action, target and details. */
  q?: string;
  /** An account id, or text in the actor's label. */
  actor?: string;
  /** One action (`user.roles`) or a family (`content`, `content.*`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive start; a bare date is that day's start (China time: the zone's office hours). */
  from?: Date;
  /** Exclusive end (a bare date is made the next day's start by `parseAuditDate`). */
  to?: Date;
}

/** How a staff member is named in the log and in revisions: first name and e-mail, as they were when acting. */
export function actorLabelOf(user: { firstName: string; email: string }): string {
  return `${user.firstName} <${user.email}>`.slice(0, 400);
}

export async function recordAudit(writer: Writer, entry: AuditEntry, at: Date): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: entry.actorId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    details: entry.details,
    ip: entry.ip?.slice(0, 45) ?? null,
    createdAt: at,
  });
}

const CHINA_OFFSET = '+08:00';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2026-03-01` (a day in China time; as an end, the whole day is included) or a full ISO 8601 time with its zone.
 * Undefined when it is neither (the route answers 400).
 */
export function parseAuditDate(text: string, end: boolean): Date | undefined {
  const dateOnly = DATE_ONLY.test(text);
  if (!dateOnly && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const date = new Date(dateOnly ? `${text}T00:00:00${CHINA_OFFSET}` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  // A date that does not exist (2026-02-30) is rolled over by Date: refuse it rather than guess.
  if (dateOnly && new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10) !== text) return undefined;
  return dateOnly && end ? new Date(date.getTime() + 24 * 3600_000) : date;
}

/** `%` and `_` typed by a person are searched as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditions(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const pattern = likeText(q);
    where.push(
      or(
        ilike(auditLog.actorLabel, pattern),
        ilike(auditLog.action, pattern),
        ilike(auditLog.targetId, pattern),
        sql`${auditLog.details}::text ilike ${pattern}`,
      )!,
    );
  }
  const actor = filter.actor?.trim();
  if (actor) {
    where.push(/^\d{1,10}$/.test(actor) ? eq(auditLog.actorId, Number(actor)) : ilike(auditLog.actorLabel, likeText(actor)));
  }
  const action = filter.action?.trim();
  if (action) {
    const family = action.endsWith('.*') ? action.slice(0, -2) : action.includes('.') ? undefined : action;
    where.push(family === undefined ? eq(auditLog.action, action) : like(auditLog.action, `${family.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`));
  }
  if (filter.targetId !== undefined) {
    where.push(eq(auditLog.targetType, filter.targetType ?? 'application'), eq(auditLog.targetId, filter.targetId));
  } else if (filter.targetType !== undefined) {
    where.push(eq(auditLog.targetType, filter.targetType));
  }
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) where.push(lt(auditLog.createdAt, filter.to));
  return where.length === 0 ? undefined : and(...where);
}

function view(entry: typeof auditLog.$inferSelect, actorEmail: string | null): AuditView {
  return {
    id: entry.id,
    actorId: entry.actorId,
    actorLabel: entry.actorLabel,
    actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    ip: entry.ip,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Newest first, narrowed by the filter. */
export async function listAudit(
  db: Database,
  filter: AuditFilter & { page: number; pageSize: number },
): Promise<{ list: AuditView[]; total: number; page: number; pageSize: number }> {
  const where = conditions(filter);
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
    list: rows.map(({ entry, actorEmail }) => view(entry, actorEmail)),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The most rows one export carries; a wider export is narrowed by dates. */
export const AUDIT_EXPORT_MAX = 100_000;
const EXPORT_BATCH = 2000;

const CSV_COLUMNS = ['id', 'createdAt', 'actorId', 'actorLabel', 'ip', 'action', 'targetType', 'targetId', 'details'] as const;

/**
 * A cell as text, quoted when needed. A cell that a spreadsheet would read as a formula (= + - @, tab, CR) gets a
 * leading apostrophe: labels and details carry what people typed, and an export must not run it.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The filtered log as CSV (UTF-8 with a BOM, so spreadsheet programs read the Chinese right), last written first. */
export async function exportAudit(db: Database, filter: AuditFilter): Promise<{ csv: string; rows: number }> {
  const where = conditions(filter);
  const lines: string[] = [CSV_COLUMNS.join(',')];
  let rows = 0;
  // Keyset pages on the id (the order rows were written), so a long export neither skips nor repeats rows written
  // meanwhile; timestamps are not used for paging because the database keeps microseconds and JavaScript milliseconds.
  let before: number | undefined;
  while (rows < AUDIT_EXPORT_MAX) {
    const page = await db
      .select()
      .from(auditLog)
      .where(and(where, before === undefined ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX - rows));
    for (const entry of page) {
      const row = view(entry, null);
      lines.push(CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
    }
    rows += page.length;
    const last = page[page.length - 1];
    if (!last || page.length < EXPORT_BATCH) break;
    before = last.id;
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows };
}
