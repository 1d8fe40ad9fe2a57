import { availableParallelism } from 'node:os';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './lib/event-stream.js';
import { parseSecretKey } from './services/auth/secret-box.js';
import { DEFAULT_CHAT_HOURS, parseChatHours, type ChatHours } from './services/chat/chat-hours.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  MIGRATION_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  STATIC_DIR: Type.String({ minLength: 1, default: 'dist' }),
  LOG_LEVEL: Type.Union(LOG_LEVELS.map((level) => Type.Literal(level)), { default: 'info' }),
  TRUST_PROXY: Type.String({ default: 'false' }),
  DEV_MAILBOX: Type.Boolean({ default: false }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 300 }),
  AUTH_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 20 }),
  SECOND_FACTOR_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 20 }),
  PAGE_RENDER_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 60 }),
  PAGE_RENDERS_MAX: Type.Integer({ minimum: 1, maximum: 256, default: 4 }),
  PAGE_RENDER_THREADS: Type.Optional(Type.Integer({ minimum: 0, maximum: 64 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  CONTACT_INBOX: Type.Optional(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+$' })),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_FORCE_PATH_STYLE: Type.Optional(Type.Boolean()),
  CHAT_HOURS: Type.String({ default: DEFAULT_CHAT_HOURS }),
  CHAT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 180 }),
  EVENT_STREAMS_MAX: Type.Integer({ minimum: 1, default: 2000 }),
  EVENT_STREAM_LIFETIME_SECONDS: Type.Integer({ minimum: 10, maximum: 86_400, default: 600 }),
  EVENT_STREAM_RECHECK_SECONDS: Type.Integer({ minimum: 1, maximum: 300, default: 5 }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  SHUTDOWN_DRAIN_SECONDS: Type.Number({ minimum: 0, maximum: 120, default: 5 }),
  SHUTDOWN_TIMEOUT_SECONDS: Type.Number({ minimum: 1, maximum: 600, default: 25 }),
  SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  SECRET_KEYS_PREVIOUS: Type.Optional(Type.String({ minLength: 1 })),
});

type Env = Static<typeof EnvSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  /** When set, node-postgres is used; otherwise the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * The two-role set-up (issue #29 §9): migrations run as this role, which owns the schema; the app connects as
   * DATABASE_URL's role, which owns nothing and may only add and read audit rows. Unset: one role does both.
   */
  migrationDatabaseUrl: string | undefined;
  /** PGlite folder; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  redisUrl: string | undefined;
  staticDir: string;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /**
   * The development mailbox: /dev/mailbox lists the outbox, activation and reset links included. Only with
   * DEV_MAILBOX=true (`npm run dev` sets it), never by default, whatever NODE_ENV says.
   */
  devMailbox: boolean;
  publicUrl: string | undefined;
  /** Requests per client per minute on rate-limited routes, unless a route sets a stricter limit. */
  rateLimitMax: number;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Requests per client per minute on login, registration and mail-sending routes. */
  authRateLimitMax: number;
  /**
   * Second-factor codes per client address per 15 minutes (console enable and verify), on top of the 5 wrong codes
   * per account: one address cannot spread its guesses over many staff sessions.
   */
  secondFactorRateLimitMax: number;
  /**
   * Server renders of pages not in the page cache, per client address per minute (issue #29 §3): beyond it 429. Pages
   * served from the cache do not count.
   */
  pageRenderRateLimitMax: number;
  /** Server renders running at once in this instance; a page request beyond it gets the client-rendered page (200). */
  pageRendersMax: number;
  /**
   * Worker threads that render pages, off the event loop that answers everything else; 0 renders on the event loop.
   * Default: one core left to the event loop (at least one thread, at most PAGE_RENDERS_MAX).
   */
  pageRenderThreads: number;
  /** Mails are delivered through this server; without it they stay in the outbox (development mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The International Talent Hub's inbox: every contact request is sent there; unset, requests are only stored. */
  contactInbox: string | undefined;
  /** Résumé files go to this S3-compatible bucket when S3_BUCKET is set; otherwise into the database. */
  s3: S3Config | undefined;
  /** The online service desk (chat). */
  chat: ChatConfig;
  /** Server-Sent Events streams (chat): how many at once and for how long (issue #29 §4). */
  streams: StreamLimits;
  /**
   * The key that seals stored secrets (TOTP secrets, issue #29 §7): SECRET_KEY, and SECRET_KEYS_PREVIOUS (comma-separated)
   * that still open values during a rotation. Unset, the embedded installation generates one in DATA_DIR.
   */
  secretKeys: { current: string | undefined; previous: string[] };
  /**
   * Stopping on SIGTERM (issue #31 §3): /readyz answers 503 for `drainMs` while everything else is still served, so a
   * load balancer stops sending before the listener closes; the process exits within `timeoutMs` of the signal.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /** The bearer token of `GET /metrics` (Prometheus); unset, nothing is measured and /metrics answers 404. */
  metricsToken: string | undefined;
}

/** The online service desk: staffed hours, retention, the bus channel and its rate limits. */
export interface ChatConfig {
  /** CHAT_HOURS, China time; outside them a conversation is left as a message and answered by e-mail. */
  hours: ChatHours;
  /** CHAT_RETENTION_DAYS: conversations are deleted this many days after they closed (or were last active). */
  retentionDays: number;
  /** The PostgreSQL NOTIFY channel or Redis pub/sub channel of the chat's events (tests use their own). */
  channel: string;
  /** Conversations one client address may open per 10 minutes. */
  openLimit: number;
  /** Messages per minute per conversation (visitor) or per staff member. */
  messageLimit: number;
  /** Transcript mails per conversation per hour. */
  transcriptMailLimit: number;
}

/** S3-compatible object storage for résumé files (S3_* variables). */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, …); unset for AWS itself. */
  endpoint: string | undefined;
  /** Both set, or the SDK's default credential chain (environment, instance role, …). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** The bucket in the path rather than the host name, as MinIO and s3rver expect. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Reads and validates the environment; call once at start. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, converted)) {
    const problems = Value.Errors(EnvSchema, converted).map(
      (error) => `${error.instancePath.replace(/^\//, '') || 'environment'} ${error.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const parsed = converted as Env;
  if (parsed.MIGRATION_DATABASE_URL && !parsed.DATABASE_URL) {
    throw new ConfigError('Invalid environment: MIGRATION_DATABASE_URL needs DATABASE_URL (the role the server connects as)');
  }
  const secretKeys = {
    current: parsed.SECRET_KEY,
    previous: (parsed.SECRET_KEYS_PREVIOUS ?? '').split(',').map((key) => key.trim()).filter(Boolean),
  };
  try {
    if (secretKeys.current !== undefined) parseSecretKey(secretKeys.current);
    secretKeys.previous.forEach((key, index) => parseSecretKey(key, `SECRET_KEYS_PREVIOUS[${index}]`));
  } catch (error) {
    throw new ConfigError(`Invalid environment: ${(error as Error).message}`);
  }
  let hours: ChatHours;
  try {
    hours = parseChatHours(parsed.CHAT_HOURS);
  } catch (error) {
    throw new ConfigError(`Invalid environment: CHAT_HOURS ${(error as Error).message}`);
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    migrationDatabaseUrl: parsed.MIGRATION_DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    redisUrl: parsed.REDIS_URL,
    staticDir: parsed.STATIC_DIR,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    devMailbox: parsed.DEV_MAILBOX,
    publicUrl: parsed.PUBLIC_URL,
    rateLimitMax: parsed.RATE_LIMIT_MAX,
    bodyLimit: 1024 * 1024,
    authRateLimitMax: parsed.AUTH_RATE_LIMIT_MAX,
    secondFactorRateLimitMax: parsed.SECOND_FACTOR_RATE_LIMIT_MAX,
    pageRenderRateLimitMax: parsed.PAGE_RENDER_RATE_LIMIT_MAX,
    pageRendersMax: parsed.PAGE_RENDERS_MAX,
    pageRenderThreads: parsed.PAGE_RENDER_THREADS ?? Math.min(parsed.PAGE_RENDERS_MAX, Math.max(1, availableParallelism() - 1)),
    smtpUrl: parsed.SMTP_URL,
    contactInbox: parsed.CONTACT_INBOX,
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          region: parsed.S3_REGION,
          endpoint: parsed.S3_ENDPOINT,
          accessKeyId: parsed.S3_ACCESS_KEY_ID,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
          // MinIO, s3rver and most S3-compatible servers want the bucket in the path; AWS itself takes either.
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? parsed.S3_ENDPOINT !== undefined,
        }
      : undefined,
    chat: {
      hours,
      retentionDays: parsed.CHAT_RETENTION_DAYS,
      channel: 'chat_events',
      openLimit: 20,
      messageLimit: 30,
      transcriptMailLimit: 5,
    },
    streams: {
      ...DEFAULT_STREAM_LIMITS,
      perInstance: parsed.EVENT_STREAMS_MAX,
      lifetimeMs: parsed.EVENT_STREAM_LIFETIME_SECONDS * 1000,
      recheckMs: parsed.EVENT_STREAM_RECHECK_SECONDS * 1000,
    },
    secretKeys,
    metricsToken: parsed.METRICS_TOKEN,
    shutdown: { drainMs: parsed.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: parsed.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    mailFrom: parsed.MAIL_FROM ?? `no-reply@${parsed.PUBLIC_URL ? new URL(parsed.PUBLIC_URL).hostname : 'localhost'}`,
  };
}
