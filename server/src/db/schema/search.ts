import { customType, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { documents, type ContentLanguage } from './content.js';

/** A tsvector written as its text form (built in the service, so PGlite and PostgreSQL store the same lexemes). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * The site search index: one row per public document (or entry-preparation step) and visitor language. A language
 * the document lacks holds the CN text (the fallback). `tsv` holds pre-segmented, Simplified, lowercased and stemmed
 * lexemes with title (A, C) over body (B, D) weights; `words` the raw English words, the vocabulary that one-typo
 * queries are corrected against. `title` and `body` keep the original text for snippets. `source_stamp` tells the
 * sync which rows are out of date.
 */
export const searchIndex = pgTable(
  'search_index',
  {
    key: varchar('key', { length: 80 }).notNull(),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 24 }).notNull(),
    sourceLanguage: varchar('source_language', { length: 2 }).$type<ContentLanguage>().notNull(),
    sourceStamp: text('source_stamp').notNull(),
    route: text('route').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tsv: tsvector('tsv').notNull(),
    words: text('words').array().notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.language] }),
    index('search_index_tsv_idx').using('gin', t.tsv),
    index('search_index_language_section_idx').on(t.language, t.section),
    index('search_index_document_idx').on(t.documentId),
  ],
);
