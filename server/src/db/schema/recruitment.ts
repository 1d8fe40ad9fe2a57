import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Where an application stands (issue #10 §5); `withdrawn` keeps the row (without its file) for the applicant's list. */
export const APPLICATION_STATUSES = ['delivered', 'viewed', 'shortlisted', 'notSelected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Every stored résumé file, whatever the backend (PostgreSQL chunks or S3-compatible object storage). A file is
 * `pending` while it streams in, `live` once an application points at it in the same transaction, `deleting` once no
 * application needs it. The sweeper removes pending files older than an hour and every deleting one, so a crash in
 * the middle of an upload leaves neither an application without its file nor a file without an owner for long.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    state: varchar('state', { length: 10 }).$type<'pending' | 'live' | 'deleting'>().notNull().default('pending'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_state').on(t.state, t.createdAt)],
);

/** The PostgreSQL backend's bytes: a file as ordered chunks, so neither side ever holds a whole file in memory. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    key: varchar('key', { length: 64 }).notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);

/**
 * A résumé sent to a job: one per user and job (a second delivery replaces the file). The original file name is
 * metadata only (sanitized); the file is stored under a random key. `retainUntil` is the end of the retention the
 * applicant consented to (180 days after the job closes); the purge deletes the file and the row then.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobNo: varchar('job_no', { length: 40 }).notNull(),
    enterpriseNo: varchar('enterprise_no', { length: 40 }).notNull(),
    status: varchar('status', { length: 12 }).$type<ApplicationStatus>().notNull().default('delivered'),
    fileKey: varchar('file_key', { length: 64 }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileType: varchar('file_type', { length: 8 }).$type<'pdf' | 'doc' | 'docx' | 'jpg' | 'png'>().notNull(),
    fileSize: integer('file_size').notNull(),
    /** The recruiter's private note; never shown to the applicant. */
    note: text('note').notNull().default(''),
    /** The applicant's language when sending: their e-mails use it. */
    language: varchar('language', { length: 2 }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_user_job').on(t.userId, t.jobNo),
    index('applications_enterprise').on(t.enterpriseNo, t.status, t.createdAt),
    index('applications_retain').on(t.retainUntil),
  ],
);

/** Who did what in the console, and when (every download, status change and note). Kept when the actor leaves. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /**
     * The acting account's id at the time, deliberately without a foreign key: the table is append-only (a trigger
     * refuses UPDATE, DELETE and TRUNCATE), so erasing an account must not have to touch its rows.
     */
    actorId: integer('actor_id'),
    /** Who acted, as shown then (name and e-mail); null for the CLI. */
    actorLabel: varchar('actor_label', { length: 400 }),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 24 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    /** What changed (`before` / `after` where a record changed) and anything else the action needs said. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The client address the request came from; null for the CLI and scheduled work. */
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target').on(t.targetType, t.targetId),
    index('audit_log_created').on(t.createdAt),
    index('audit_log_actor').on(t.actorId, t.createdAt),
  ],
);

/**
 * A signed-in visitor's saved job search: a daily e-mail lists jobs posted since the last one. The unsubscribe link
 * carries a random token of which only the SHA-256 is stored, so it works without logging in.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job board's query: keyword, categories, salary range, recruitment types. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    unsubscribeHash: varchar('unsubscribe_hash', { length: 64 }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_unsubscribe').on(t.unsubscribeHash), index('saved_searches_user').on(t.userId)],
);
