import type { ChatBus, ChatEvent } from './chat-bus.js';
import { MESSAGES_PAGE, messageView, type ChatMessageView, type ChatQueueItem, type ChatService } from './chat-service.js';

/** One open stream of a conversation on this instance. */
export interface ConversationSink {
  /** The highest message number the stream has sent; only later ones are sent to it. */
  lastSeq: number;
  send(messages: ChatMessageView[]): void;
}

/** One open queue stream (the console). */
export interface QueueSink {
  send(event: { type: ChatEvent['type'] | 'resync'; item: ChatQueueItem | null }): void;
}

interface Entry {
  sinks: Set<ConversationSink>;
  reading: boolean;
  again: boolean;
}

interface Logger {
  warn(object: object, message: string): void;
}

const RETRY_MS = 1000;

/**
 * This instance's live streams, fed by the bus. A notification only says "conversation X has news": the hub reads the
 * new rows once per conversation (however many streams follow it here) and hands each stream the ones it has not
 * sent, so a stream never sees a message twice or out of order. A stream that subscribes is first given what it
 * missed (its Last-Event-ID) by the same read, so there is no gap between the replay and the live part.
 */
export class ChatHub {
  private readonly conversations = new Map<string, Entry>();
  private readonly queueSinks = new Set<QueueSink>();
  private queueChain: Promise<void> = Promise.resolve();
  private starting: Promise<void> | undefined;
  private stopped = false;
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly bus: ChatBus,
    private readonly service: ChatService,
    private readonly log: Logger,
  ) {}

  /** Listens on the bus (once); a serving instance starts at listen, and the first stream starts it otherwise. */
  start(): Promise<void> {
    this.starting ??= this.bus.start({ event: (event) => this.heard(event), resumed: () => this.resumed() }).catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.conversations.clear();
    this.queueSinks.clear();
    await this.bus.stop();
  }

  /** Streams open on this instance (the bench and the health of a deployment). */
  get streams(): number {
    let count = this.queueSinks.size;
    for (const entry of this.conversations.values()) count += entry.sinks.size;
    return count;
  }

  /** Follows a conversation from `sink.lastSeq` on; returns the function that stops it. */
  subscribe(conversationId: string, sink: ConversationSink): () => void {
    let entry = this.conversations.get(conversationId);
    if (!entry) {
      entry = { sinks: new Set(), reading: false, again: false };
      this.conversations.set(conversationId, entry);
    }
    entry.sinks.add(sink);
    void this.read(conversationId);
    return () => {
      const current = this.conversations.get(conversationId);
      if (!current) return;
      current.sinks.delete(sink);
      if (current.sinks.size === 0 && !current.reading) this.conversations.delete(conversationId);
    };
  }

  subscribeQueue(sink: QueueSink): () => void {
    this.queueSinks.add(sink);
    return () => this.queueSinks.delete(sink);
  }

  private heard(event: ChatEvent): void {
    if (this.stopped) return;
    const entry = this.conversations.get(event.conversationId);
    // Every stream here has the message already (the one that sent it, mostly): nothing to read.
    if (entry && [...entry.sinks].some((sink) => sink.lastSeq < event.seq)) void this.read(event.conversationId);
    if (this.queueSinks.size > 0) this.queueChain = this.queueChain.then(() => this.tellQueue(event));
  }

  /** After the bus was cut off: every stream reads what it may have missed, the queues are told to load again. */
  private resumed(): void {
    for (const id of this.conversations.keys()) void this.read(id);
    for (const sink of this.queueSinks) sink.send({ type: 'resync', item: null });
  }

  private async tellQueue(event: ChatEvent): Promise<void> {
    try {
      const item = await this.service.queueItem(event.conversationId);
      for (const sink of this.queueSinks) sink.send({ type: event.type, item });
    } catch (error) {
      // Deleted meanwhile (retention) or the database is away: the console's next load shows the truth.
      this.log.warn({ err: error, event }, 'chat queue event not delivered');
    }
  }

  /** Reads and hands out the new messages of one conversation; calls during a read make it read once more. */
  private async read(conversationId: string): Promise<void> {
    const entry = this.conversations.get(conversationId);
    if (!entry || this.stopped) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.reading = true;
    try {
      do {
        entry.again = false;
        let from = Math.min(...[...entry.sinks].map((sink) => sink.lastSeq));
        for (;;) {
          if (entry.sinks.size === 0) break;
          const rows = await this.service.messagesAfter(conversationId, from, MESSAGES_PAGE);
          if (rows.length === 0) break;
          const views = rows.map(messageView);
          for (const sink of entry.sinks) {
            const fresh = sink.lastSeq >= views[views.length - 1]!.seq ? [] : views.filter((message) => message.seq > sink.lastSeq);
            if (fresh.length === 0) continue;
            sink.lastSeq = fresh[fresh.length - 1]!.seq;
            sink.send(fresh);
          }
          from = views[views.length - 1]!.seq;
          if (rows.length < MESSAGES_PAGE) break;
        }
      } while (entry.again && entry.sinks.size > 0 && !this.stopped);
    } catch (error) {
      if (this.stopped) return;
      this.log.warn({ err: error, conversationId }, 'chat stream read failed; retrying');
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        void this.read(conversationId);
      }, RETRY_MS);
      timer.unref();
      this.retries.add(timer);
    } finally {
      entry.reading = false;
      if (entry.sinks.size === 0 && this.conversations.get(conversationId) === entry) this.conversations.delete(conversationId);
    }
  }
}
