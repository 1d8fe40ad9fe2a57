import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { ApplicationStatus } from '../../db/schema/recruitment.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../lib/i18n.js';
import type { Outbox } from '../mail/outbox.js';
import type { MailSender } from '../mail/sender.js';
import { escapeHtml, type MailContent, type MailTemplates } from '../mail/templates.js';
import { jobTexts } from './application-jobs.js';

/** Where the mails' links lead: the applicant's list (in the profile) and the recruiters' console. */
export const MY_APPLICATIONS_PATH = '/pages/profile';
export const CONSOLE_APPLICATIONS_PATH = '/console/applications';

export interface ApplicationMailDeps {
  db: Database;
  outbox: Outbox;
  sender: MailSender;
  templates: MailTemplates;
  log: FastifyBaseLogger;
  publicUrl: string;
}

interface Notice {
  kind: 'applicationSent' | 'applicationArrived' | 'applicationStatus';
  name: string;
  link: string;
  values: Record<string, string | number>;
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : FALLBACK_LANGUAGE);

/**
 * The recruitment mails, through the outbox like every other mail. No résumé is ever attached; the recruiters' notice
 * carries no personal data at all (only the job and a link to the console, where access is checked).
 */
export class ApplicationMails {
  constructor(private readonly deps: ApplicationMailDeps) {}

  /** To the applicant, in the language they applied in, and to every recruiter of the enterprise, in theirs. */
  async delivered(application: { userId: number; jobNo: string; enterpriseNo: string; language: string }): Promise<void> {
    const { db } = this.deps;
    const [applicant] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, application.userId));
    if (applicant) {
      const language = languageOf(application.language);
      const job = await this.job(application, language);
      await this.queue(applicant.email, language, {
        kind: 'applicationSent',
        name: applicant.firstName,
        link: this.link(MY_APPLICATIONS_PATH),
        values: { job: job.title, company: job.company },
      });
    }
    const role = `recruiter:${application.enterpriseNo}`;
    const recruiters = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.active, true), sql`${users.permissions} @> ${JSON.stringify([role])}::jsonb`));
    for (const recruiter of recruiters) {
      const language = languageOf(recruiter.language);
      const job = await this.job(application, language);
      await this.queue(recruiter.email, language, {
        kind: 'applicationArrived',
        name: recruiter.firstName,
        link: this.link(CONSOLE_APPLICATIONS_PATH),
        values: { job: job.title },
      });
    }
    this.wake();
  }

  /** To the applicant when a recruiter changes the status (viewed, shortlisted, not selected). */
  async statusChanged(
    application: { userId: number; jobNo: string; enterpriseNo: string; language: string },
    status: ApplicationStatus,
  ): Promise<void> {
    const [applicant] = await this.deps.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, application.userId));
    if (!applicant) return;
    const language = languageOf(application.language);
    const job = await this.job(application, language);
    const t = (id: string) => this.deps.templates.t(language, id);
    await this.queue(applicant.email, language, {
      kind: 'applicationStatus',
      name: applicant.firstName,
      link: this.link(MY_APPLICATIONS_PATH),
      values: { job: job.title, company: job.company, status: t(`server.recruitment.status.${status}`) },
    });
    this.wake();
  }

  private async job(application: { jobNo: string; enterpriseNo: string }, language: Language) {
    const texts = await jobTexts(this.deps.db, [application], language);
    return texts.get(application.jobNo) ?? { title: application.jobNo, company: application.enterpriseNo };
  }

  private link(path: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${path}`;
  }

  private async queue(to: string, language: Language, notice: Notice): Promise<void> {
    const row = await this.deps.outbox.add(to, this.render(language, notice), notice.link);
    if (!this.deps.sender.delivering) this.deps.log.info({ mailId: row.id, kind: notice.kind }, 'mail kept in the outbox (no SMTP_URL)');
  }

  private wake(): void {
    if (this.deps.sender.delivering) this.deps.sender.kick();
  }

  /** Greeting, the notice, one link and the signature (no "ignore this mail" line: these answer nobody's request). */
  private render(language: Language, { kind, name, link, values }: Notice): MailContent {
    const t = (id: string, v?: Record<string, string | number>) => this.deps.templates.t(language, id, v);
    const greeting = t('server.mail.greeting', { name });
    const body = t(`server.mail.${kind}.body`, values);
    const action = t(`server.mail.${kind}.action`);
    const signature = t('server.mail.signature');
    const text = [greeting, '', body, '', `${action}: ${link}`, '', signature].join('\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p style="word-break:break-all">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n');
    return { subject: t(`server.mail.${kind}.subject`, values), text, html };
  }
}
