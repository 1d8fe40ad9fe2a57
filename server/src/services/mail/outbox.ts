import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/auth.js';
import type { Clock } from '../auth/clock.js';
import { addSeconds } from '../auth/clock.js';
import { sha256Hex } from '../auth/secrets.js';
import type { MailContent } from './templates.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** After this many failed deliveries a mail is marked failed and left for an operator. */
export const MAX_ATTEMPTS = 8;
/** A claim longer than any SMTP exchange; a sender that dies mid-send releases its rows when it lapses. */
const CLAIM_SECONDS = 120;

/** 30 s, 1 min, 2 min, ... capped at 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * What a sent mail keeps of its recipient (issue #29 §7): a hash, so an operator can still answer "was this address
 * mailed, when, after how many attempts?" without the portal keeping the address, the link or the body.
 */
export const recipientHash = (email: string) => `sha256:${sha256Hex(email.trim().toLowerCase())}`;

export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async add(recipient: string, content: MailContent, link: string | null): Promise<OutboxRow> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ recipient, ...content, link, nextAttemptAt: this.clock.now() })
      .returning();
    if (!row) throw new Error('mail not queued');
    return row;
  }

  /**
   * Claims due mails for this sender in one statement. SKIP LOCKED lets several instances claim side by side
   * on PostgreSQL; no transaction stays open during delivery, which matters on PGlite's single connection.
   */
  async claim(limit: number): Promise<OutboxRow[]> {
    const now = this.clock.now();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ lockedUntil: addSeconds(now, CLAIM_SECONDS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /**
   * Delivered: the row keeps its subject (which kind of mail), times and attempts; the address becomes a hash and the
   * body and link (an activation or reset code among them) are cleared.
   */
  async markSent(row: Pick<OutboxRow, 'id' | 'recipient'>): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: this.clock.now(),
        lockedUntil: null,
        attempts: sql`${mailOutbox.attempts} + 1`,
        recipient: recipientHash(row.recipient),
        text: '',
        html: '',
        link: null,
      })
      .where(eq(mailOutbox.id, row.id));
  }

  async markFailed(row: OutboxRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await this.db
      .update(mailOutbox)
      .set({
        attempts,
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        nextAttemptAt: addSeconds(this.clock.now(), backoffSeconds(attempts)),
        lockedUntil: null,
        lastError: message.slice(0, 500),
      })
      .where(eq(mailOutbox.id, row.id));
  }

  /** Newest first, for the development mailbox. */
  latest(limit = 100): Promise<OutboxRow[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  /** Part of erasing an account: mails still addressed to the person go too, and the traces of those sent. */
  async removeFor(recipient: string): Promise<void> {
    await this.db.delete(mailOutbox).where(inArray(mailOutbox.recipient, [recipient, recipientHash(recipient)]));
  }
}
