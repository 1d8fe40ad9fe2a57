import * as OpenCC from 'opencc-js/t2cn';

/** Hong Kong Traditional → Simplified; built once, on first use (about 70 ms). */
let toSimplified: ((text: string) => string) | undefined;

/**
 * The one normalization for stored search text and for queries: NFKC (full-width letters and digits become ASCII),
 * lowercase, Traditional → Simplified, runs of white space collapsed. A Simplified query therefore finds Traditional
 * text and the reverse, and English matches without regard to case.
 */
export function normalizeSearchText(text: string): string {
  const convert = (toSimplified ??= OpenCC.Converter({ from: 'hk', to: 'cn' }));
  // Control characters (NUL above all, which PostgreSQL refuses in text) count as white space.
  // eslint-disable-next-line no-control-regex
  const plain = text.normalize('NFKC').replace(/[\u0000-\u001f\u007f]/g, ' ');
  return convert(plain.toLowerCase()).replace(/\s+/g, ' ').trim();
}

/** Every string inside a value (objects and arrays walked), skipping the given keys. */
export function stringsOf(value: unknown, skipKeys: ReadonlySet<string> = new Set()): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, skipKeys));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (skipKeys.has(key) ? [] : stringsOf(item, skipKeys)));
  }
  return [];
}

/** Contact details are not what people search for, and an e-mail domain would match every entry. */
const UNSEARCHED_FIELDS = new Set(['contact', 'phone', 'email', 'url']);

export function buildSearchText(parts: { title: string; summary: string; body: string; fields: unknown }): string {
  return normalizeSearchText(
    [parts.title, parts.summary, parts.body, ...stringsOf(parts.fields, UNSEARCHED_FIELDS)].join('\n'),
  );
}

/** At most this many words of a keyword are matched (each must appear somewhere in the document). */
export const MAX_KEYWORD_TERMS = 8;

/** LIKE patterns for a keyword: one per word, `%`, `_` and `\` escaped so they match themselves. */
export function keywordPatterns(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = normalizeSearchText(keyword).split(' ').filter(Boolean).slice(0, MAX_KEYWORD_TERMS);
  return [...new Set(words)].map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
