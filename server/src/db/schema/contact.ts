import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A request sent with the International Talent Hub's contact form (spec §2 "ith", §3). It holds only what the hub
 * needs to call back — name, e-mail, phone and the optional message — and is deleted with the person's data.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    /** Shown to the visitor and quoted in the acknowledgement, e.g. `ITH-261123-7KQ4M2`. */
    reference: varchar('reference', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Lowercased. */
    email: varchar('email', { length: 254 }).notNull(),
    /** E.164, e.g. +85291234567. */
    phone: varchar('phone', { length: 20 }).notNull(),
    message: text('message'),
    /** The visitor's language (EN, CN, TC): the acknowledgement and the call back use it. */
    language: varchar('language', { length: 2 }).notNull(),
    /** SHA-256 of the request's content: the same request again within a minute is answered with the first one. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    /** The hub colleague handling it (the console's inbox, issue #13); null while unassigned. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the hub promised to have contacted the visitor (spec §8: within 48 hours). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** How many times the acknowledgement was asked for again (duplicates answered once). */
    repeats: integer('repeats').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_requests_reference').on(t.reference),
    index('contact_requests_fingerprint').on(t.fingerprint, t.createdAt),
    index('contact_requests_email').on(t.email),
    index('contact_requests_due').on(t.status, t.dueAt),
  ],
);

/** A reply the hub sent from the console; the mail itself goes through the outbox. Deleted with its request. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_request').on(t.requestId)],
);
