import { and, eq, getTableColumns, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { documents, documentTranslations, type ContentSection } from '../../db/schema/index.js';

export const documentColumns = getTableColumns(documents);
export type DocumentRow = typeof documents.$inferSelect;

/** Published documents of a section whose publication time has come. */
export function visibleIn(section: ContentSection, now: Date): SQL {
  return and(
    eq(documents.section, section),
    eq(documents.status, 'published'),
    or(isNull(documents.publishedAt), lte(documents.publishedAt, now)),
  )!;
}

/** Each pattern must match the search text of at least one language of the document. */
export function matchesKeyword(patterns: readonly string[]): SQL[] {
  return patterns.map(
    (pattern) =>
      sql`exists (select 1 from ${documentTranslations} where ${documentTranslations.documentId} = ${documents.id} and ${documentTranslations.searchText} ilike ${pattern} escape '\\')`,
  );
}
