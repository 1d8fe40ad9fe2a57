import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentTranslations, type ContentLanguage } from '../../db/schema/index.js';

export interface TranslationRow {
  documentId: number;
  language: ContentLanguage;
  title: string;
  summary: string;
  body: string;
  fields: Record<string, unknown>;
}

/** The requested language, else CN (the spec's fallback), else whatever exists. */
const FALLBACK_ORDER: readonly ContentLanguage[] = ['CN', 'EN', 'TC'];

export function pickTranslation(rows: readonly TranslationRow[], language: ContentLanguage): TranslationRow | undefined {
  for (const wanted of [language, ...FALLBACK_ORDER]) {
    const row = rows.find((r) => r.language === wanted);
    if (row) return row;
  }
  return undefined;
}

/** Every translation of the given documents, grouped by document id. */
export async function translationsOf(db: Database, ids: readonly number[]): Promise<Map<number, TranslationRow[]>> {
  const byDocument = new Map<number, TranslationRow[]>();
  if (ids.length === 0) return byDocument;
  const rows = await db
    .select({
      documentId: documentTranslations.documentId,
      language: documentTranslations.language,
      title: documentTranslations.title,
      summary: documentTranslations.summary,
      body: documentTranslations.body,
      fields: documentTranslations.fields,
    })
    .from(documentTranslations)
    .where(inArray(documentTranslations.documentId, [...ids]));
  for (const row of rows) {
    const list = byDocument.get(row.documentId) ?? [];
    list.push(row);
    byDocument.set(row.documentId, list);
  }
  return byDocument;
}

/** Documents paired with the translation a reader of `language` sees; documents without any text are left out. */
export async function localize<T extends { id: number }>(
  db: Database,
  docs: readonly T[],
  language: ContentLanguage,
): Promise<Array<{ doc: T; text: TranslationRow; all: TranslationRow[] }>> {
  const byDocument = await translationsOf(
    db,
    docs.map((d) => d.id),
  );
  return docs.flatMap((doc) => {
    const all = byDocument.get(doc.id) ?? [];
    const text = pickTranslation(all, language);
    return text ? [{ doc, text, all }] : [];
  });
}
