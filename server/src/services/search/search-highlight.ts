import { normalizeSearchText } from '../content/search-text.js';
import { stem } from './search-analyzer.js';
import type { QueryTerm } from './search-query.js';

/** A piece of text, marked when it matched the query: the client renders marks as elements, never as HTML. */
export interface TextSegment {
  text: string;
  hit: boolean;
}

/** Characters of a snippet around its best passage. */
export const SNIPPET_LENGTH = 160;
const LEAD = 24;

const normalizedChars = new Map<string, string>();

/** The text normalized character by character (Simplified, lowercase), so offsets stay those of the original. */
function alignedNormal(text: string): string {
  let out = '';
  for (const char of text) {
    let normal = normalizedChars.get(char);
    if (normal === undefined) {
      const converted = normalizeSearchText(char);
      normal = converted.length === char.length ? converted : char.toLowerCase().length === char.length ? char.toLowerCase() : ' '.repeat(char.length);
      if (normalizedChars.size < 20_000) normalizedChars.set(char, normal);
    }
    out += normal;
  }
  return out;
}

const WORD = /[\p{L}\p{N}'’]+/gu;
const HAN = /\p{Script=Han}/u;

/** The [start, end) ranges of the text the terms match, sorted and merged. */
export function hitRanges(text: string, terms: readonly QueryTerm[]): Array<[number, number]> {
  if (!terms.length || !text) return [];
  const normal = alignedNormal(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    if (term.kind !== 'han') continue;
    for (let at = normal.indexOf(term.raw); at >= 0; at = normal.indexOf(term.raw, at + term.raw.length)) ranges.push([at, at + term.raw.length]);
  }
  const latin = terms.filter((term) => term.kind !== 'han');
  if (latin.length) {
    // Stemming keeps a word's first two letters, so only words starting like some lexeme are stemmed.
    const heads = new Set(latin.flatMap((term) => term.alternatives.map((a) => a.lexeme.slice(0, 2))));
    for (const match of normal.matchAll(WORD)) {
      const word = match[0];
      if (!heads.has(word.slice(0, 2)) && !heads.has(word.slice(0, 1))) continue;
      if (HAN.test(word)) continue;
      const lexeme = /^\p{N}+$/u.test(word) ? word : stem(word);
      const hit = latin.some((term) => term.alternatives.some((a) => (a.prefix ? lexeme.startsWith(a.lexeme) : lexeme === a.lexeme)));
      if (hit) ranges.push([match.index, match.index + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function segmentsOf(text: string, ranges: ReadonlyArray<[number, number]>, from: number, to: number): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s > at) segments.push({ text: text.slice(at, s), hit: false });
    segments.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (at < to) segments.push({ text: text.slice(at, to), hit: false });
  return segments;
}

/** The whole text with its matches marked (titles). */
export function highlight(text: string, terms: readonly QueryTerm[]): TextSegment[] {
  return segmentsOf(text, hitRanges(text, terms), 0, text.length);
}

/**
 * The passage of at most `length` characters holding the most matches, marked; `…` where it was cut. Line breaks
 * (between the summary, body and fields) read as spaces.
 */
export function snippet(body: string, terms: readonly QueryTerm[], length = SNIPPET_LENGTH): TextSegment[] {
  const text = body.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const ranges = hitRanges(text, terms);
  let best = 0;
  let bestCount = -1;
  for (const [start] of ranges) {
    const from = Math.max(0, start - LEAD);
    const count = ranges.filter(([s, e]) => s >= from && e <= from + length).length;
    if (count > bestCount) {
      best = from;
      bestCount = count;
    }
  }
  let from = best;
  // Start at a word's beginning when the cut falls inside an English word.
  if (from > 0) {
    const space = text.lastIndexOf(' ', from);
    if (space >= 0 && from - space < 12) from = space + 1;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from + length / 2) to = space;
  }
  if (from > 0 && to === text.length) from = Math.max(0, to - length);
  const segments = segmentsOf(text, ranges, from, to);
  if (from > 0) segments.unshift({ text: '…', hit: false });
  if (to < text.length) segments.push({ text: '…', hit: false });
  return mergePlain(segments);
}

function mergePlain(segments: TextSegment[]): TextSegment[] {
  const out: TextSegment[] = [];
  for (const segment of segments) {
    const last = out[out.length - 1];
    if (last && !last.hit && !segment.hit) last.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}

/** Characters of an answer's passage before it is cut around its matches. */
export const PASSAGE_LENGTH = 420;

/**
 * The paragraph of `body` that answers best (the most matches; the first paragraph, usually the summary, when none
 * has any), marked; a long paragraph is cut around its matches like a snippet.
 */
export function passage(body: string, terms: readonly QueryTerm[], length = PASSAGE_LENGTH): TextSegment[] {
  const paragraphs = body
    .split(/\n+/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  let best = paragraphs[0] ?? '';
  let bestCount = 0;
  for (const paragraph of paragraphs) {
    const count = hitRanges(paragraph, terms).length;
    if (count > bestCount) {
      best = paragraph;
      bestCount = count;
    }
  }
  if (best.length > length) return snippet(best, terms, length);
  return best ? highlight(best, terms) : [];
}
