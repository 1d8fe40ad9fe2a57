import { loadCatalog, translate, type Catalog, type Language } from '../../lib/i18n.js';

/** Mails rendered by `render`; the saved-search digest (`jobDigest`) has its own `renderJobDigest`. */
export type MailKind = 'activation' | 'reset' | 'accountExists' | 'contactAck' | 'signInAlert';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParams {
  name: string;
  link: string;
  /** Placeholder values of the body, e.g. the validity in hours or minutes. */
  values?: Record<string, string | number>;
}

/** One new job in a saved-search digest. */
export interface JobDigestItem {
  title: string;
  company: string;
  workplace: string;
  link: string;
}

export interface JobDigestParams {
  name: string;
  /** The saved search's keyword, '' when it has none. */
  keyword: string;
  /** The first new jobs; `total` counts them all. */
  jobs: readonly JobDigestItem[];
  total: number;
  boardLink: string;
  unsubscribeLink: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Builds mails from the server.mail.* messages, in the recipient's language. */
export class MailTemplates {
  private readonly catalog: Catalog;

  constructor(catalog: Catalog = loadCatalog()) {
    this.catalog = catalog;
  }

  t(language: Language, id: string, values?: Record<string, string | number>): string {
    return translate(this.catalog, language, id, values);
  }

  render(kind: MailKind, language: Language, { name, link, values = {} }: MailParams): MailContent {
    const t = (id: string, v?: Record<string, string | number>) => this.t(language, id, v);
    const greeting = t('server.mail.greeting', { name });
    const body = t(`server.mail.${kind}.body`, values);
    const action = t(`server.mail.${kind}.action`);
    // An alert is not a reply to a request: it says what to do if it was the reader after all.
    const ignore = t(kind === 'signInAlert' ? 'server.mail.signInAlert.ignore' : 'server.mail.ignore');
    const signature = t('server.mail.signature');
    const text = [greeting, '', body, '', `${action}: ${link}`, '', ignore, '', signature].join('\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p style="word-break:break-all">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n');
    return { subject: t(`server.mail.${kind}.subject`, values), text, html };
  }

  /** The daily digest of a saved job search (mail kind `jobDigest`): the new jobs with links, the board, and how to stop it. */
  renderJobDigest(language: Language, { name, keyword, jobs, total, boardLink, unsubscribeLink }: JobDigestParams): MailContent {
    const t = (id: string, v?: Record<string, string | number>) => this.t(language, id, v);
    const greeting = t('server.mail.greeting', { name });
    const intro = t(keyword ? 'server.mail.jobDigest.bodyKeyword' : 'server.mail.jobDigest.body', { count: total, keyword });
    const more = total > jobs.length ? t('server.mail.jobDigest.more', { count: total - jobs.length }) : '';
    const action = t('server.mail.jobDigest.action');
    const unsubscribe = t('server.mail.jobDigest.unsubscribe');
    const unsubscribeAction = t('server.mail.jobDigest.unsubscribeAction');
    const signature = t('server.mail.signature');
    const line = (job: JobDigestItem) => t('server.mail.jobDigest.job', { title: job.title, company: job.company, workplace: job.workplace });
    // The message is escaped with markers in place of the values, which then go in escaped, the title as the link.
    const marked = escapeHtml(t('server.mail.jobDigest.job', { title: '\u0000T', company: '\u0000C', workplace: '\u0000W' }));
    const htmlLine = (job: JobDigestItem) =>
      marked
        .replace('\u0000T', () => `<a href="${escapeHtml(job.link)}">${escapeHtml(job.title)}</a>`)
        .replace('\u0000C', () => escapeHtml(job.company))
        .replace('\u0000W', () => escapeHtml(job.workplace));
    const text = [
      greeting,
      '',
      intro,
      '',
      ...jobs.flatMap((job) => [`- ${line(job)}`, `  ${job.link}`]),
      ...(more ? ['', more] : []),
      '',
      `${action}: ${boardLink}`,
      '',
      unsubscribe,
      `${unsubscribeAction}: ${unsubscribeLink}`,
      '',
      signature,
    ].join('\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...jobs.map((job) => `<li>${htmlLine(job)}</li>`),
      '</ul>',
      ...(more ? [`<p>${escapeHtml(more)}</p>`] : []),
      `<p><a href="${escapeHtml(boardLink)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(unsubscribeAction)}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n');
    return { subject: t('server.mail.jobDigest.subject', { count: total }), text, html };
  }

  /** A notice of labelled lines (label: value) with a subject and an intro, e.g. a contact request for the hub's inbox. */
  renderLines(language: Language, kind: 'contactInbox', values: Record<string, string | number>, lines: ReadonlyArray<[string, string]>): MailContent {
    const t = (id: string) => this.t(language, id, values);
    const intro = t(`server.mail.${kind}.body`);
    const text = [intro, '', ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
    const html = [
      `<p>${escapeHtml(intro)}</p>`,
      '<table>',
      ...lines.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`),
      '</table>',
    ].join('\n');
    return { subject: t(`server.mail.${kind}.subject`), text, html };
  }
}
