import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A registered person. The e-mail is stored lowercased so the unique index makes it case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    age: integer('age').notNull(),
    /** ISO 3166 numeric id of the nationality (`countryid` of the country list). */
    country: integer('country').notNull(),
    education: varchar('education', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** EN / CN / TC: the language mails are written in, taken from the registration request. */
    language: varchar('language', { length: 2 }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(false),
    /**
     * The staff second factor (issue #13): a base32 TOTP secret, set when enrolment starts and confirmed by
     * `totp_enabled_at` once the first code from the person's authenticator app was right.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Activation and reset codes: only the SHA-256 of the code is kept; one live code per user and purpose. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<'activation' | 'reset'>().notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_user_purpose').on(t.userId, t.purpose)],
);

/** Bearer sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When this session passed the staff second factor; null for a visitor's session. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** The last console request: the console refuses the session after 30 idle minutes (the web part stays). */
    consoleSeenAt: timestamp('console_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/**
 * Fixed-window counters shared by every instance: failed logins per account and the resend lockout per address.
 * The key names the purpose and the lowercased e-mail, whether or not an account exists (no enumeration).
 */
export const authThrottles = pgTable('auth_throttles', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** The RSA key pair that encrypts passwords in transit, made once on first start and shared by all instances. */
export const rsaKeys = pgTable('rsa_keys', {
  id: varchar('id', { length: 32 }).primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Every mail is written here before any delivery attempt, so an SMTP outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The link the mail carries, kept for the development mailbox and the log. */
    link: text('link'),
    status: varchar('status', { length: 10 }).$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim by one instance's sender; an expired claim (crashed sender) is taken over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due').on(t.status, t.nextAttemptAt)],
);

/** One-time recovery codes of a staff second factor: only the SHA-256 is kept; a used code stays used. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);
