import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ContentLanguage, ContentSection } from './content.js';

/**
 * The editors' working copy of a document (issue #13). The public site reads only `documents` and
 * `document_translations`; publishing a language copies its draft there. `draft` holds the whole document as the
 * editor sees it (shared fields and the three translations, any of which may be incomplete); `languages` holds each
 * language's workflow state. `version` grows with every save: a save names the version it was based on, and a
 * stale one is refused (optimistic concurrency), so two editors never overwrite each other.
 */
export const documentDrafts = pgTable('document_drafts', {
  documentNo: varchar('document_no', { length: 40 }).primaryKey(),
  section: varchar('section', { length: 24 }).$type<ContentSection>().notNull(),
  version: integer('version').notNull().default(1),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
  languages: jsonb('languages').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  updatedBy: integer('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every save of a draft (and every publish, unpublish, archive and restore) as a numbered revision: the whole
 * document then, and the field-level difference from the revision before. Restoring makes a new revision.
 */
export const documentRevisions = pgTable(
  'document_revisions',
  {
    id: serial('id').primaryKey(),
    documentNo: varchar('document_no', { length: 40 }).notNull(),
    revisionNo: integer('revision_no').notNull(),
    /** save, publish, unpublish, schedule, archive, restore, convert */
    kind: varchar('kind', { length: 16 }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    diff: jsonb('diff').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    authorId: integer('author_id'),
    authorLabel: varchar('author_label', { length: 400 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_revisions_no').on(t.documentNo, t.revisionNo)],
);

/**
 * Publishing or unpublishing one language of a document at a set instant. Every instance polls for due rows and
 * claims them with FOR UPDATE SKIP LOCKED inside the transaction that carries them out, so a row is carried out
 * once, whichever instance and however many restarts.
 */
export const contentSchedule = pgTable(
  'content_schedule',
  {
    id: serial('id').primaryKey(),
    documentNo: varchar('document_no', { length: 40 }).notNull(),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    action: varchar('action', { length: 10 }).$type<'publish' | 'unpublish'>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Why a due row could not be carried out (e.g. a required field went missing); it is then done, not retried. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_schedule_due').on(t.runAt), index('content_schedule_document').on(t.documentNo)],
);

/**
 * An uploaded image of the media library: the server's variants (AVIF, WebP and JPEG at each width) are files of the
 * storage interface; `variants` lists them. Alt text is required in the three languages.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    /** Public name, e.g. `MED-7KQ4M2XH`, used in content attributes and URLs. */
    assetNo: varchar('asset_no', { length: 20 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Record<ContentLanguage, string>>().notNull(),
    /** [{ format: 'avif' | 'webp' | 'jpeg', width, key, size }] */
    variants: jsonb('variants').$type<Array<{ format: string; width: number; key: string; size: number }>>().notNull(),
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_assets_no').on(t.assetNo), index('media_assets_created').on(t.createdAt)],
);
