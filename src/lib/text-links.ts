/** A piece of plain text: words, or an http(s) address to show as a link. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Addresses as people paste them: ASCII up to a space, a quote or the first non-ASCII character (Chinese text runs
 * straight on after a link); punctuation that ends a sentence is left out of the link.
 */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`\u0080-\uffff]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits a chat message into text and links. Only `http:` and `https:` addresses become links (never `javascript:`,
 * `data:` or anything else), checked with the URL parser; the text itself is always rendered as text.
 */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING, '');
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (href === null || candidate === '') continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
