import { LANGS, flatten, type Json, type Lang } from './localized-schema.js';

/** One changed field: `language` null for a shared field; `status` paths record a language's workflow state. */
export interface DiffEntry {
  path: string;
  language: Lang | null;
  before: unknown;
  after: unknown;
}

interface Comparable {
  shared: Json;
  translations: Partial<Record<Lang, Json>>;
  statuses?: Partial<Record<Lang, string>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function compare(before: Json | undefined, after: Json | undefined, language: Lang | null): DiffEntry[] {
  const was = flatten(before ?? {});
  const now = flatten(after ?? {});
  const paths = [...new Set([...was.keys(), ...now.keys()])].sort();
  return paths.flatMap((path) => (same(was.get(path), now.get(path)) ? [] : [{ path, language, before: was.get(path) ?? null, after: now.get(path) ?? null }]));
}

/** The field-level difference between two states of a document (plain objects walked, lists compared whole). */
export function diffDrafts(before: Comparable, after: Comparable): DiffEntry[] {
  return [
    ...compare(before.shared, after.shared, null),
    ...LANGS.flatMap((lang) => compare(before.translations[lang], after.translations[lang], lang)),
    ...LANGS.flatMap((lang) =>
      before.statuses && after.statuses && before.statuses[lang] !== after.statuses[lang]
        ? [{ path: 'status', language: lang, before: before.statuses[lang] ?? null, after: after.statuses[lang] ?? null }]
        : [],
    ),
  ];
}
