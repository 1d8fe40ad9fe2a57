import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage, type ContentSection } from '../../db/schema/index.js';
import { localize } from './translations.js';
import { documentColumns, visibleIn } from './visibility.js';

/** A language-independent attribute as text ('' when absent or not a string). */
export const textAttribute = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A small section read whole, in editorial order (rank, then number), each document in the reader's language. */
export async function orderedSection(db: Database, section: ContentSection, language: ContentLanguage, now: Date) {
  const docs = await db
    .select(documentColumns)
    .from(documents)
    .where(visibleIn(section, now))
    .orderBy(asc(documents.rank), asc(documents.documentNo));
  return localize(db, docs, language);
}
