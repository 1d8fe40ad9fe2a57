import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const CHAT_STATUSES = ['waiting', 'active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** `live`: opened during staffed hours; `message`: left outside them, answered by e-mail. */
export const CHAT_MODES = ['live', 'message'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
export const CHAT_SURFACES = ['web', 'kiosk'] as const;
export type ChatSurface = (typeof CHAT_SURFACES)[number];
export const CHAT_AUTHORS = ['visitor', 'staff', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/**
 * A conversation of the online service desk. The visitor proves it is theirs with a random token whose SHA-256 is
 * kept here; a signed-in visitor's conversations are also tied to the account and erased with it. Closed
 * conversations and their messages are deleted after the retention period (CHAT_RETENTION_DAYS).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorName: varchar('visitor_name', { length: 60 }),
    /** Lowercased; required for conversations left outside staffed hours (the reply is mailed there). */
    email: varchar('email', { length: 254 }),
    language: varchar('language', { length: 2 }).notNull(),
    /** The page the visitor opened the chat on (path only), updated when they move on. */
    page: varchar('page', { length: 300 }).notNull(),
    surface: varchar('surface', { length: 5 }).$type<ChatSurface>().notNull(),
    status: varchar('status', { length: 7 }).$type<ChatStatus>().notNull().default('waiting'),
    mode: varchar('mode', { length: 7 }).$type<ChatMode>().notNull(),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's first name as the visitor sees it. */
    assignedLabel: varchar('assigned_label', { length: 100 }),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversations_open').on(t.status, t.createdAt),
    index('chat_conversations_user').on(t.userId),
    index('chat_conversations_email').on(t.email),
    index('chat_conversations_retention').on(t.updatedAt),
    check('chat_conversations_status_check', sql`${t.status} in ('waiting', 'active', 'closed')`),
  ],
);

/** One message; `seq` numbers a conversation's messages from 1 and is the stream's event id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    author: varchar('author', { length: 7 }).$type<ChatAuthor>().notNull(),
    /** Who answered (staff first name), null for the visitor and the system. */
    staffLabel: varchar('staff_label', { length: 100 }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text as typed (never HTML); for `system` messages an event name (`claimed`, `closed`). */
    body: text('body').notNull(),
    /** The sender's id for the message: a retry with the same id is answered with the message already stored. */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client').on(t.conversationId, t.clientId),
  ],
);

/** Ready answers staff insert into a reply, in the three languages; admins edit them. */
export const chatCannedAnswers = pgTable('chat_canned_answers', {
  id: varchar('id', { length: 40 }).primaryKey(),
  titleEn: varchar('title_en', { length: 100 }).notNull(),
  titleCn: varchar('title_cn', { length: 100 }).notNull(),
  titleTc: varchar('title_tc', { length: 100 }).notNull(),
  bodyEn: text('body_en').notNull(),
  bodyCn: text('body_cn').notNull(),
  bodyTc: text('body_tc').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
