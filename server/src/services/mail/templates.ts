import { loadCatalog, translate, type Catalog, type Language } from '../../lib/i18n.js';

export type MailKind = 'activation' | 'reset' | 'accountExists' | 'contactAck';

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
    const ignore = t('server.mail.ignore');
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
