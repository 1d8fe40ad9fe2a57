import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Sections of the portal's content. One table serves all of them, so a later section (or an editors' console)
 * needs a new code here, not a new table.
 */
export const CONTENT_SECTIONS = [
  'benefit',
  'event',
  'why_zone',
  'home_block',
  'taxonomy_term',
  'service',
  'life',
  'hkmacao',
  'job',
  'app',
  'journey',
  'about',
  'ith',
] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export const DOCUMENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Spec §4 language codes; the CN translation is the fallback of every document. */
export const CONTENT_LANGUAGES = ['EN', 'CN', 'TC'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One piece of content, whatever its language. `terms` holds taxonomy codes as `group:code`
 * (`talentType:student`) so every filter is one indexed array overlap; `attributes` holds the section's own
 * language-independent fields (poster, banner, map query, ...). `starts_at` / `ends_at` are columns, not attributes,
 * because lists filter and sort on them (event state, later job deadlines).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    documentNo: varchar('document_no', { length: 40 }).notNull(),
    section: varchar('section', { length: 24 }).$type<ContentSection>().notNull(),
    status: varchar('status', { length: 16 }).$type<DocumentStatus>().notNull().default('draft'),
    /** Shown from this instant on; a future value schedules publication. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Editorial order within a section (home strip, carousels); null sorts after the ranked ones. */
    rank: integer('rank'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documents_document_no_unique').on(t.documentNo),
    index('documents_section_status_published_idx').on(t.section, t.status, t.publishedAt),
    index('documents_section_starts_idx').on(t.section, t.startsAt),
    index('documents_terms_idx').using('gin', t.terms),
  ],
);

/**
 * The text of a document in one language. `fields` holds the section's localized extras (amounts, eligibility,
 * location, ...). `search_text` is every searchable string lowercased and in Simplified characters, so one
 * normalized query matches English, Simplified and Traditional text alike.
 */
export const documentTranslations = pgTable(
  'document_translations',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('document_translations_document_language_unique').on(t.documentId, t.language)],
);

/**
 * A single row whose version grows with every content write; each instance compares it with the version its
 * response cache was built from.
 */
export const contentState = pgTable('content_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
