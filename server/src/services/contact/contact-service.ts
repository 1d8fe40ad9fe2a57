import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactRequests } from '../../db/schema/index.js';
import type { Language } from '../../lib/i18n.js';
import { addSeconds, type Clock } from '../auth/clock.js';
import type { Throttle } from '../auth/throttle.js';
import type { Outbox } from '../mail/outbox.js';
import type { MailSender } from '../mail/sender.js';
import type { MailTemplates } from '../mail/templates.js';
import { contactError } from './contact-errors.js';
import { checkContact, type ContactInput } from './contact-rules.js';

/** Spec §8: the hub contacts the visitor within 48 hours. */
export const CONTACT_RESPONSE_HOURS = 48;
/** The same request again within this many seconds is answered with the first one (a double click, a retry). */
export const DUPLICATE_SECONDS = 60;
/** Requests are kept this long for the call back and its follow-up, then deleted (personal data minimised). */
export const CONTACT_RETENTION_DAYS = 180;
/** Requests a client address may send in an hour, and an e-mail address in a day. */
export const CONTACT_LIMITS = {
  perAddress: { max: 5, windowSeconds: 3600 },
  perEmail: { max: 3, windowSeconds: 24 * 3600 },
} as const;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // no 0/O, 1/I/L: read out on the phone
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

export interface ContactReceipt {
  reference: string;
  /** ISO 8601: when the hub will have contacted the visitor. */
  dueAt: string;
  hours: number;
}

export interface ContactDeps {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  outbox: Outbox;
  sender: MailSender;
  templates: MailTemplates;
  log: FastifyBaseLogger;
  /** The hub's inbox (CONTACT_INBOX); without it requests are stored and acknowledged but nobody is notified. */
  inbox: string | undefined;
  /** The public origin, for the link in the acknowledgement. */
  publicUrl: string;
}

/** `ITH-261123-7KQ4M2`: the day in China time and six characters that read clearly over the phone. */
export function newReference(now: Date): string {
  const day = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `ITH-${day}-${tail}`;
}

/** Throttle keys of an address, so erasing a person's data takes their counters too. */
export const contactThrottleKey = (kind: 'ip' | 'email', value: string) => `contact:${kind}:${value}`;

/** The contact form of the International Talent Hub: checks, stores, acknowledges and notifies. */
export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  async submit(input: ContactInput & { website?: string }, language: Language, clientAddress: string): Promise<ContactReceipt> {
    const values = checkContact(input);
    const now = this.deps.clock.now();

    // The honeypot: a field people never see. A bot that fills it is told what a person would be told.
    if (typeof input.website === 'string' && input.website.trim() !== '') {
      this.deps.log.info({ clientAddress }, 'contact request dropped: honeypot filled');
      return this.receipt(newReference(now), addSeconds(now, CONTACT_RESPONSE_HOURS * 3600));
    }

    const fingerprint = createHash('sha256')
      .update(JSON.stringify([values.name, values.email, values.phone, values.message ?? '']))
      .digest('hex');
    const [earlier] = await this.deps.db
      .update(contactRequests)
      .set({ repeats: sql`${contactRequests.repeats} + 1` })
      .where(and(eq(contactRequests.fingerprint, fingerprint), gt(contactRequests.createdAt, addSeconds(now, -DUPLICATE_SECONDS))))
      .returning({ reference: contactRequests.reference, dueAt: contactRequests.dueAt });
    if (earlier) return this.receipt(earlier.reference, earlier.dueAt);

    await this.count(contactThrottleKey('ip', clientAddress), CONTACT_LIMITS.perAddress, now);
    await this.count(contactThrottleKey('email', values.email), CONTACT_LIMITS.perEmail, now);

    const dueAt = addSeconds(now, CONTACT_RESPONSE_HOURS * 3600);
    const [row] = await this.deps.db
      .insert(contactRequests)
      .values({ ...values, reference: newReference(now), language, fingerprint, dueAt, createdAt: now })
      .returning();
    if (!row) throw new Error('contact request not stored');

    await this.acknowledge(row, language);
    await this.notify(row, language);
    if (this.deps.sender.delivering) this.deps.sender.kick();
    return this.receipt(row.reference, row.dueAt);
  }

  /** Deletes the requests older than the retention period; returns how many went. */
  async purgeExpired(): Promise<number> {
    const cutoff = addSeconds(this.deps.clock.now(), -CONTACT_RETENTION_DAYS * 24 * 3600);
    const gone = await this.deps.db.delete(contactRequests).where(lt(contactRequests.createdAt, cutoff)).returning({ id: contactRequests.id });
    return gone.length;
  }

  private receipt(reference: string, dueAt: Date): ContactReceipt {
    return { reference, dueAt: dueAt.toISOString(), hours: CONTACT_RESPONSE_HOURS };
  }

  private async count(key: string, limit: { max: number; windowSeconds: number }, now: Date): Promise<void> {
    const { count, resetAt } = await this.deps.throttle.hit(key, limit.windowSeconds);
    if (count > limit.max) {
      const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
      throw contactError('tooMany', null, { minutes });
    }
  }

  private dueText(dueAt: Date, language: Language): string {
    const locale = { EN: 'en-GB', CN: 'zh-CN', TC: 'zh-HK' }[language];
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(dueAt);
    return `${when} (UTC+8)`;
  }

  private async acknowledge(row: typeof contactRequests.$inferSelect, language: Language) {
    const link = `${this.deps.publicUrl}/pages/ith`;
    const content = this.deps.templates.render('contactAck', language, {
      name: row.name,
      link,
      values: { reference: row.reference, hours: CONTACT_RESPONSE_HOURS, due: this.dueText(row.dueAt, language) },
    });
    await this.deps.outbox.add(row.email, content, link);
  }

  private async notify(row: typeof contactRequests.$inferSelect, language: Language) {
    const { inbox, templates, outbox, log } = this.deps;
    if (!inbox) {
      log.warn({ reference: row.reference }, 'contact request stored; CONTACT_INBOX is not set, so nobody was notified');
      return;
    }
    // The hub's staff read the notification in Simplified Chinese; the visitor's own language is named in it.
    const staff: Language = 'CN';
    const t = (id: string, values?: Record<string, string | number>) => templates.t(staff, id, values);
    const lines: Array<[string, string]> = [
      [t('server.mail.contactInbox.reference'), row.reference],
      [t('server.mail.contactInbox.name'), row.name],
      [t('server.mail.contactInbox.email'), row.email],
      [t('server.mail.contactInbox.phone'), row.phone],
      [t('server.mail.contactInbox.language'), t(`server.mail.contactInbox.language.${language}`)],
      [t('server.mail.contactInbox.due'), this.dueText(row.dueAt, staff)],
      [t('server.mail.contactInbox.message'), row.message ?? '—'],
    ];
    const content = templates.renderLines(staff, 'contactInbox', { reference: row.reference }, lines);
    await outbox.add(inbox, content, null);
  }
}
