import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../lib/i18n.js';
import { redactUrl } from '../../lib/redact-url.js';
import type { Outbox } from './outbox.js';
import type { MailSender } from './sender.js';
import type { MailKind, MailTemplates } from './templates.js';

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

/** Queues a localized mail in the outbox and wakes the sender; without SMTP the link is logged for developers. */
export class Mailer {
  constructor(
    private readonly templates: MailTemplates,
    private readonly outbox: Outbox,
    private readonly sender: MailSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(kind: MailKind, to: Recipient, link: string, values?: Record<string, string | number>): Promise<void> {
    const content = this.templates.render(kind, to.language, { name: to.firstName, link, values });
    const row = await this.outbox.add(to.email, content, link);
    if (this.sender.delivering) {
      this.sender.kick();
    } else {
      // The link carries the mailed code: the log gets it without its secrets (the development mailbox shows it whole).
      this.log.info({ mailId: row.id, kind, link: redactUrl(link) }, 'mail kept in the outbox (no SMTP_URL)');
    }
  }
}
