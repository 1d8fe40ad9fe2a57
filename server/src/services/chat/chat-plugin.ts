import fp from 'fastify-plugin';
import { SHUTDOWN_RETRY_MS, StreamGate, type EventStream } from '../../lib/event-stream.js';
import { Throttle } from '../auth/throttle.js';
import { createChatBus, type ChatBus } from './chat-bus.js';
import { ChatHub } from './chat-hub.js';
import { ChatService } from './chat-service.js';

export interface ChatContext {
  service: ChatService;
  hub: ChatHub;
  bus: ChatBus;
  /** The event streams open on this instance, ended when the server closes so it does not wait for them. */
  streams: Set<EventStream>;
  /** Places for streams on this instance: per conversation, per client address and in all (issue #29 §4). */
  gate: StreamGate;
  /** Listens on the bus now (a serving instance does at listen; an app driven by inject() when a stream opens). */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatContext;
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The online service desk: its service, this instance's streams and the bus between the instances. */
export default fp(
  async (app) => {
    const { config } = app;
    const { clock, outbox, mail, templates, profile } = app.auth;
    const bus = createChatBus({ handle: app.database, redisUrl: config.redisUrl, channel: config.chat.channel, log: app.log });
    const service = new ChatService({
      db: app.db,
      clock,
      bus,
      outbox,
      sender: mail,
      templates,
      hours: config.chat.hours,
      retentionDays: config.chat.retentionDays,
      throttle: new Throttle(app.db, clock),
      log: app.log,
    });
    const hub = new ChatHub(bus, service, app.log);
    const streams = new Set<EventStream>();
    // Erasing an account erases its conversations (the foreign key) and those left under its address.
    profile.chat = service;
    const gate = new StreamGate(config.streams);
    app.decorate('chat', { service, hub, bus, streams, gate, start: () => hub.start() } satisfies ChatContext);

    app.addHook('onListen', async () => {
      hub.start().catch((error: unknown) => app.log.warn({ err: error }, 'chat bus did not start; streams start it again'));
    });
    // Every instance may purge: the delete is idempotent.
    const purge = setInterval(() => {
      service.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'chat purge failed'));
    }, PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onReady', async () => void (await service.purgeExpired()));
    // Before the server stops accepting: open streams would otherwise keep it waiting. Clients are told to reconnect
    // soon, which the balancer sends to another instance, and resume with Last-Event-ID.
    app.addHook('preClose', async () => {
      for (const stream of [...streams]) stream.end({ retryMs: SHUTDOWN_RETRY_MS });
    });
    app.addHook('onClose', async () => {
      clearInterval(purge);
      await hub.stop();
    });
  },
  { name: 'chat', dependencies: ['db', 'auth'] },
);
