import { normalizeSearchText } from '../content/search-text.js';

/**
 * Turns text into search lexemes, the same way for indexed documents and for queries. Chinese is converted to
 * Simplified (normalizeSearchText) and cut into words with Intl.Segmenter; each run of Chinese characters also gives
 * its single characters and overlapping pairs, so a query segmented differently from the text still matches.
 * English is lowercased, stop words dropped and the rest stemmed (stem()).
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /^[a-z][a-z'’]*$/;

/** Words that would make every AND query fail or match everything; dropped from text and queries alike. */
const STOP_WORDS = new Set(
  'a an and are as at be by for from has have how i in into is it its of on or our the their this to was we what when where which who will with you your'.split(' '),
);

/** Raw English words of at least this length form the typo vocabulary (shorter ones are not corrected). */
export const MIN_VOCABULARY_LENGTH = 4;

/** A light English stemmer (plural, -ing, -ed, final -e): consistent on both sides, which is all matching needs. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = undoubled(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5) w = undoubled(w.slice(0, -2));
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undoubled(w: string): string {
  return /([^aeiouls])\1$/.test(w) ? w.slice(0, -1) : w;
}

export type TokenKind = 'latin' | 'number' | 'han';

export interface Token {
  kind: TokenKind;
  /** The word as written (normalized): the typo vocabulary holds these. */
  raw: string;
  /** What is matched: the stem of an English word, the word itself otherwise. */
  lexeme: string;
}

/** The words of a text in order, normalized; stop words left out. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const { segment, isWordLike } of segmenter.segment(normalizeSearchText(text))) {
    if (!isWordLike) continue;
    if (HAN.test(segment)) {
      // A segment may mix scripts ("app下载"): keep the Chinese runs and the rest apart.
      for (const part of segment.split(/(\p{Script=Han}+)/u)) {
        if (!part) continue;
        if (HAN.test(part)) tokens.push({ kind: 'han', raw: part, lexeme: part });
        else tokens.push(...tokenize(part));
      }
      continue;
    }
    for (const part of segment.split(/[^\p{L}\p{N}'’]+/u)) {
      if (!part) continue;
      if (/^\p{N}+$/u.test(part)) tokens.push({ kind: 'number', raw: part, lexeme: part });
      else if (LATIN_WORD.test(part)) {
        if (!STOP_WORDS.has(part)) tokens.push({ kind: 'latin', raw: part, lexeme: stem(part) });
      } else tokens.push({ kind: 'latin', raw: part, lexeme: part });
    }
  }
  return tokens;
}

/** The single characters and overlapping pairs of each run of Chinese characters in a text. */
export function hanGrams(text: string): string[] {
  const grams: string[] = [];
  for (const [run] of normalizeSearchText(text).matchAll(HAN_RUN)) {
    const chars = [...run];
    chars.forEach((char, i) => {
      grams.push(char);
      if (i + 1 < chars.length) grams.push(char + chars[i + 1]!);
    });
  }
  return grams;
}

/** Whether two words differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

// PostgreSQL's tsvector and tsquery text forms: a lexeme in single quotes, quote and backslash escaped.
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;
const MAX_LEXEME_LENGTH = 200;

export const quoteLexeme = (lexeme: string) => `'${lexeme.slice(0, MAX_LEXEME_LENGTH).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export type Weight = 'A' | 'B' | 'C' | 'D';

/**
 * A tsvector in its text form from weighted parts, positions counted across the parts in order. Built here rather
 * than by to_tsvector so the parser of neither database has a say in what a Chinese word is.
 */
export function buildTsvector(parts: ReadonlyArray<{ weight: Weight; lexemes: readonly string[] }>): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const { weight, lexemes } of parts) {
    for (const lexeme of lexemes) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(lexeme);
      if (!list) positions.set(lexeme, [`${position}${weight}`]);
      else if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${weight}`);
    }
  }
  return [...positions].map(([lexeme, list]) => `${quoteLexeme(lexeme)}:${list.join(',')}`).join(' ');
}
