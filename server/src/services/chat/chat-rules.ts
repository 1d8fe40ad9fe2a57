import { chatError } from './chat-errors.js';

export const CHAT_NAME_MAX = 60;
export const CHAT_EMAIL_MAX = 254;
export const CHAT_BODY_MAX = 2000;
export const CHAT_PAGE_MAX = 300;
export const CANNED_TITLE_MAX = 100;
export const CANNED_BODY_MAX = 2000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** C0 and C1 controls except tab and line breaks, and the Unicode direction overrides that disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Characters as a person counts them (a Chinese character or an emoji is one). */
export const lengthOf = (text: string) => [...text].length;

/**
 * A message as stored: control characters removed, line breaks made `\n`, at most two blank lines in a row, the ends
 * trimmed; 1 to CHAT_BODY_MAX characters. Plain text: links are made clickable by the client, never by the server.
 */
export function parseBody(raw: string, max = CHAT_BODY_MAX): string {
  const body = raw
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
  const length = lengthOf(body);
  if (length === 0 || length > max) throw chatError('bodyInvalid', { field: 'body', values: { max } });
  return body;
}

/** An optional name: trimmed, one line, at most CHAT_NAME_MAX characters; empty means none. */
export function parseName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const name = raw.replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
  if (name === '') return null;
  if (lengthOf(name) > CHAT_NAME_MAX || /[<>]/.test(name)) throw chatError('nameInvalid', { field: 'name', values: { max: CHAT_NAME_MAX } });
  return name;
}

/** An optional e-mail address, lowercased; empty means none. */
export function parseEmail(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const email = raw.trim().toLowerCase();
  if (email === '') return null;
  if (email.length > CHAT_EMAIL_MAX || !EMAIL.test(email)) throw chatError('emailInvalid', { field: 'email' });
  return email;
}

/** The path of a page on the portal (`/pages/benefits?x=1`): what staff see as the visitor's current page. */
export function parsePage(raw: string): string {
  const page = raw.trim();
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!page.startsWith('/') || page.startsWith('//') || page.length > CHAT_PAGE_MAX || /[\s\u0000-\u001f\u007f]/.test(page)) {
    throw chatError('pageInvalid', { field: 'page', values: { max: CHAT_PAGE_MAX } });
  }
  return page;
}
