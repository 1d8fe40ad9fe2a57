import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { contactReplies, contactRequests } from '../../db/schema/contact.js';
import { auditLog } from '../../db/schema/recruitment.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../lib/i18n.js';
import type { Clock } from '../auth/clock.js';
import type { Outbox } from '../mail/outbox.js';
import type { MailSender } from '../mail/sender.js';
import { escapeHtml, type MailContent, type MailTemplates } from '../mail/templates.js';
import { actorLabelOf, recordAudit } from './audit.js';
import { consoleError } from './console-errors.js';
import { auditActor, type Actor, type Page } from './console-service.js';
import { consoleRoles } from './roles.js';

export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const REPLY_MAX = 5000;

export interface InboxReply {
  id: number;
  body: string;
  authorLabel: string;
  createdAt: string;
}

export interface InboxItem {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  language: string;
  status: InboxStatus;
  dueAt: string;
  /** Still open after its due time (48 hours after it arrived). */
  overdue: boolean;
  assignedTo: { id: number; label: string } | null;
  createdAt: string;
  replies: InboxReply[];
}

type RequestRow = typeof contactRequests.$inferSelect;

/** A reply's text: 1 to REPLY_MAX characters (counted as a person counts them) once the ends are trimmed. */
export function parseReply(raw: unknown): string {
  const body = typeof raw === 'string' ? raw.trim() : '';
  const length = [...body].length;
  if (length === 0 || length > REPLY_MAX) throw consoleError('replyInvalid', { values: { max: REPLY_MAX }, data: { field: 'body' } });
  return body;
}

/**
 * The International Talent Hub's contact requests in the console (issue #13 §5): overdue first, assignment to a hub
 * colleague, replies mailed to the visitor in their language through the outbox, closing. Every change is audited.
 */
export class InboxService {
  constructor(
    private readonly deps: { db: Database; clock: Clock; outbox: Outbox; sender: MailSender; templates: MailTemplates },
  ) {}

  async list(filter: { status?: InboxStatus; page: number; pageSize: number }): Promise<Page<InboxItem>> {
    const now = this.deps.clock.now();
    const where: SQL | undefined = filter.status ? eq(contactRequests.status, filter.status) : undefined;
    const overdue = sql`(${contactRequests.status} = 'open' and ${contactRequests.dueAt} < ${now.toISOString()}::timestamptz)`;
    const [rows, totals] = await Promise.all([
      this.deps.db
        .select()
        .from(contactRequests)
        .where(where)
        .orderBy(desc(overdue), asc(contactRequests.dueAt), asc(contactRequests.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.deps.db.select({ total: count() }).from(contactRequests).where(where),
    ]);
    return { list: await this.views(rows), total: totals[0]?.total ?? 0, page: filter.page, pageSize: filter.pageSize };
  }

  async detail(id: number): Promise<InboxItem> {
    const [view] = await this.views([await this.load(this.deps.db, id)]);
    return view!;
  }

  /** To a hub colleague or an admin (active), or back to nobody. */
  /**
   * Who a request can be assigned to: the active accounts with the hub role or admin, by name. Hub colleagues see each
   * other here without the users' administration (an admin's): only the id and the label the inbox shows anyway.
   */
  async assignees(): Promise<{ list: { id: number; label: string }[] }> {
    const candidates = await this.deps.db
      .select({ id: users.id, firstName: users.firstName, email: users.email, permissions: users.permissions })
      .from(users)
      .where(and(eq(users.active, true), sql`${users.permissions}::jsonb ?| array['hub', 'admin']`))
      .orderBy(asc(users.firstName), asc(users.id));
    return {
      list: candidates.filter((user) => consoleRoles(user.permissions).hub).map((user) => ({ id: user.id, label: actorLabelOf(user) })),
    };
  }

  async assign(actor: Actor, id: number, userId: number | null): Promise<InboxItem> {
    if (userId !== null) {
      const [assignee] = await this.deps.db.select().from(users).where(eq(users.id, userId));
      if (!assignee || !assignee.active || !consoleRoles(assignee.permissions).hub) {
        throw consoleError('assigneeInvalid', { data: { field: 'userId' } });
      }
    }
    await this.deps.db.transaction(async (tx) => {
      const row = await this.load(tx, id, true);
      if (row.assignedTo === userId) return;
      const now = this.deps.clock.now();
      await tx.update(contactRequests).set({ assignedTo: userId }).where(eq(contactRequests.id, id));
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'inbox.assign',
          target: { type: 'contact', id },
          details: { before: { assignedTo: row.assignedTo }, after: { assignedTo: userId } },
        },
        now,
      );
    });
    return this.detail(id);
  }

  /** Stores the reply, marks the request answered and queues the mail to the visitor in the language they wrote in. */
  async reply(actor: Actor, id: number, body: string): Promise<InboxItem> {
    const now = this.deps.clock.now();
    const mail = await this.deps.db.transaction(async (tx) => {
      const row = await this.load(tx, id, true);
      if (row.status === 'closed') throw consoleError('requestClosed');
      const [reply] = await tx
        .insert(contactReplies)
        .values({ requestId: id, authorId: actor.userId, body, createdAt: now })
        .returning({ id: contactReplies.id });
      await tx.update(contactRequests).set({ status: 'answered' }).where(eq(contactRequests.id, id));
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'inbox.reply',
          target: { type: 'contact', id },
          // The reply's id and length, not its text: the log is searched by many, the reply is for one person.
          details: { replyId: reply!.id, length: [...body].length, before: { status: row.status }, after: { status: 'answered' } },
        },
        now,
      );
      return this.replyMail(row, body);
    });
    // After the commit: the outbox uses the shared connection, which PGlite cannot lend inside a transaction.
    await this.deps.outbox.add(mail.to, mail.content, null);
    if (this.deps.sender.delivering) this.deps.sender.kick();
    return this.detail(id);
  }

  async close(actor: Actor, id: number): Promise<InboxItem> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.load(tx, id, true);
      if (row.status === 'closed') return;
      const now = this.deps.clock.now();
      await tx.update(contactRequests).set({ status: 'closed', closedAt: now }).where(eq(contactRequests.id, id));
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'inbox.close',
          target: { type: 'contact', id },
          details: { before: { status: row.status }, after: { status: 'closed' } },
        },
        now,
      );
    });
    return this.detail(id);
  }

  private async load(db: Pick<Database, 'select'>, id: number, forUpdate = false): Promise<RequestRow> {
    const query = db.select().from(contactRequests).where(eq(contactRequests.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw consoleError('requestNotFound');
    return row;
  }

  /** Greeting, the hub's words as written, the reference to quote, the hub's signature; no link to click. */
  private replyMail(row: RequestRow, body: string): { to: string; content: MailContent } {
    const language: Language = isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE;
    const t = (id: string, values?: Record<string, string | number>) => this.deps.templates.t(language, id, values);
    const greeting = t('server.mail.greeting', { name: row.name });
    const intro = t('server.mail.contactReply.body', { reference: row.reference });
    const footer = t('server.mail.contactReply.footer', { reference: row.reference });
    const signature = t('server.mail.contactReply.signature');
    const text = [greeting, '', intro, '', body, '', footer, '', signature].join('\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(footer)}</p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n');
    return { to: row.email, content: { subject: t('server.mail.contactReply.subject', { reference: row.reference }), text, html } };
  }

  private async views(rows: RequestRow[]): Promise<InboxItem[]> {
    if (rows.length === 0) return [];
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const ids = rows.map((row) => row.id);
    const replies = await db
      .select({ reply: contactReplies, firstName: users.firstName, email: users.email })
      .from(contactReplies)
      .leftJoin(users, eq(users.id, contactReplies.authorId))
      .where(inArray(contactReplies.requestId, ids))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    const labels = await this.erasedAuthorLabels(replies.filter((entry) => entry.email === null).map((entry) => entry.reply.id));
    const assigneeIds = [...new Set(rows.map((row) => row.assignedTo).filter((id): id is number => id !== null))];
    const assignees =
      assigneeIds.length === 0
        ? []
        : await db.select({ id: users.id, firstName: users.firstName, email: users.email }).from(users).where(inArray(users.id, assigneeIds));
    return rows.map((row) => {
      const assignee = assignees.find((candidate) => candidate.id === row.assignedTo);
      return {
        id: row.id,
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        language: row.language,
        status: row.status,
        dueAt: row.dueAt.toISOString(),
        overdue: row.status === 'open' && row.dueAt.getTime() < now.getTime(),
        assignedTo: assignee ? { id: assignee.id, label: actorLabelOf(assignee) } : null,
        createdAt: row.createdAt.toISOString(),
        replies: replies
          .filter((entry) => entry.reply.requestId === row.id)
          .map(({ reply, firstName, email }) => ({
            id: reply.id,
            body: reply.body,
            authorLabel: firstName !== null && email !== null ? actorLabelOf({ firstName, email }) : (labels.get(reply.id) ?? '—'),
            createdAt: reply.createdAt.toISOString(),
          })),
      };
    });
  }

  /**
   * The author of a reply whose account was erased (`author_id` is then null): the label the audit row of that reply
   * kept. (A label column on contact_replies would save this lookup.)
   */
  private async erasedAuthorLabels(replyIds: number[]): Promise<Map<number, string>> {
    const labels = new Map<number, string>();
    if (replyIds.length === 0) return labels;
    const rows = await this.deps.db
      .select({ replyId: sql<string>`${auditLog.details}->>'replyId'`, label: auditLog.actorLabel })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'inbox.reply'),
          inArray(sql<string>`${auditLog.details}->>'replyId'`, replyIds.map(String)),
        ),
      );
    for (const row of rows) if (row.label) labels.set(Number(row.replyId), row.label);
    return labels;
  }
}
