import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.js';

export const CHAT_EVENT_TYPES = ['created', 'message', 'claimed', 'closed'] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];

/**
 * What the bus carries: which conversation changed and its newest message number, never the text. Subscribers read
 * the rows from the database, so a notification that is lost costs a delay (the next one, or a reconnect's replay),
 * never a message.
 */
export interface ChatEvent {
  type: ChatEventType;
  conversationId: string;
  seq: number;
}

export interface ChatBusHandlers {
  event(event: ChatEvent): void;
  /** The bus was cut off and is back: events may have been missed meanwhile, so subscribers read again. */
  resumed(): void;
}

interface Logger {
  warn(object: object, message: string): void;
}

/** Publishes to every instance (this one included) and hears every instance. */
export interface ChatBus {
  readonly kind: 'postgres' | 'pglite' | 'redis';
  publish(event: ChatEvent): Promise<void>;
  start(handlers: ChatBusHandlers): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeEvent(event: ChatEvent): string {
  return JSON.stringify({ t: event.type, c: event.conversationId, s: event.seq });
}

export function decodeEvent(payload: string | undefined): ChatEvent | undefined {
  if (!payload) return undefined;
  try {
    const raw = JSON.parse(payload) as { t?: unknown; c?: unknown; s?: unknown };
    const type = CHAT_EVENT_TYPES.find((known) => known === raw.t);
    if (!type || typeof raw.c !== 'string' || !UUID.test(raw.c) || !Number.isSafeInteger(raw.s)) return undefined;
    return { type, conversationId: raw.c, seq: raw.s as number };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL NOTIFY on the shared database: a dedicated connection LISTENs (a pooled one could be handed to a query
 * mid-notification) and reconnects when lost; PGlite lives in this process and hears its own NOTIFY through `listen`.
 */
class DatabaseBus implements ChatBus {
  readonly kind: 'postgres' | 'pglite';
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly channel: string,
    private readonly log: Logger,
  ) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`chat channel "${channel}" is not a plain identifier`);
    this.kind = handle.driver;
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.handle.db.execute(sql`select pg_notify(${this.channel}, ${encodeEvent(event)})`);
  }

  async start(handlers: ChatBusHandlers): Promise<void> {
    if (this.stopListening) return;
    const deliver = (payload: string | undefined) => {
      const event = decodeEvent(payload);
      if (event) handlers.event(event);
    };
    const { handle, channel, log } = this;
    if (handle.driver === 'pglite') {
      const unlisten = await handle.client.listen(channel, deliver);
      this.stopListening = async () => {
        if (!handle.client.closed) await unlisten();
      };
      return;
    }
    let stopped = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let lost = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client(handle.pool.options);
      client = next;
      const retry = (error: unknown) => {
        if (stopped || client !== next) return;
        log.warn({ err: error }, 'chat listener lost its connection; reconnecting');
        lost = true;
        client = undefined;
        next.end().catch(() => undefined);
        timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS);
        timer.unref();
      };
      next.on('error', retry);
      next.on('end', () => retry(new Error('connection ended')));
      next.on('notification', (message) => {
        if (message.channel === channel) deliver(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
        if (lost) {
          lost = false;
          handlers.resumed();
        }
      } catch (error) {
        retry(error);
      }
    };
    await connect();
    this.stopListening = async () => {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    };
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.();
  }
}

/** Redis pub/sub (REDIS_URL): one connection publishes, one subscribes; ioredis reconnects and resubscribes itself. */
class RedisBus implements ChatBus {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private subscriber: Redis | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly log: Logger,
  ) {
    this.publisher = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 2 });
    this.publisher.on('error', (error) => log.warn({ err: error }, 'chat redis publisher error'));
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.publisher.publish(this.channel, encodeEvent(event));
  }

  async start(handlers: ChatBusHandlers): Promise<void> {
    if (this.subscriber) return;
    const subscriber = new Redis(this.url, { connectTimeout: 1000 });
    this.subscriber = subscriber;
    let ready = false;
    subscriber.on('error', (error) => this.log.warn({ err: error }, 'chat redis subscriber error'));
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      const event = decodeEvent(payload);
      if (event) handlers.event(event);
    });
    subscriber.on('ready', () => {
      // The first ready is the start; any later one follows a reconnect (ioredis subscribes again by itself).
      if (ready) handlers.resumed();
      ready = true;
    });
    await subscriber.subscribe(this.channel);
  }

  async stop(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}

/** Redis pub/sub when REDIS_URL is set, else NOTIFY on the database the instances share. */
export function createChatBus(options: { handle: DatabaseHandle; redisUrl: string | undefined; channel: string; log: Logger }): ChatBus {
  return options.redisUrl
    ? new RedisBus(options.redisUrl, options.channel, options.log)
    : new DatabaseBus(options.handle, options.channel, options.log);
}
