import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A generated talent report (issue #11): the visitor's answers, validated by the server, and nothing that names them.
 * `id` is a random, unguessable identifier (the share link carries only it). Without an owner the row lives for
 * the 30 days its link is valid; with one it stays in "my reports" until its owner deletes it (or the account), and
 * only its link stops working after `shareUntil`. The report itself is computed again from the answers when read, so
 * it always reflects the current rules and content.
 */
export const talentReports = pgTable(
  'talent_reports',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The questionnaire's answers as the server validated them (see the report rules). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** The language the report was generated in (EN, CN, TC). */
    language: varchar('language', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The share link (and an anonymous report) ends here: 30 days after generation. */
    shareUntil: timestamp('share_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('talent_reports_user').on(t.userId, t.createdAt), index('talent_reports_share_until').on(t.shareUntil)],
);

/**
 * The entry-preparation checklist a signed-in visitor ticked (issue #11): one per identity and timing, holding the
 * ids of the ticked steps. Deleted with the account.
 */
export const entryChecklists = pgTable(
  'entry_checklists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `foreigner` or `hkMacao`. */
    identity: varchar('identity', { length: 10 }).notNull(),
    /** `before` or `after` entry. */
    timing: varchar('timing', { length: 6 }).notNull(),
    ticked: jsonb('ticked').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.identity, t.timing] })],
);
