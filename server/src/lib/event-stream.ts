import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Comments sent this often keep proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before it reconnects. */
export const RETRY_MS = 3000;
/** The reconnection delay a stream ended by a stopping instance asks for: the balancer sends the client elsewhere. */
export const SHUTDOWN_RETRY_MS = 500;

export interface EventStream {
  /** One event; `id` becomes the browser's Last-Event-ID. */
  send(event: { id?: number | string; event?: string; data: unknown }): void;
  /** Ends the stream; with `retryMs`, first tells the client to reconnect after that long (e.g. to another instance). */
  end(options?: { retryMs?: number }): void;
  readonly closed: boolean;
}

/**
 * How many streams may be open at once (issue #29 §4): per conversation, per client address and on this instance, and
 * how long one may last before the server ends it and the client reconnects (EventSource resumes by Last-Event-ID).
 */
export interface StreamLimits {
  perConversation: number;
  perAddress: number;
  perInstance: number;
  lifetimeMs: number;
  /** How often a stream opened by a session asks whether that session may still have it (staff streams). */
  recheckMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perConversation: 3,
  perAddress: 20,
  perInstance: 2000,
  lifetimeMs: 10 * 60_000,
  recheckMs: 5000,
};
/** What a refused client is told to wait: about the time a stream of a closed tab takes to be noticed and released. */
export const STREAM_RETRY_SECONDS = 30;

/**
 * Places for streams on this instance. `admit` takes one for a client address (and a conversation, when the stream
 * follows one) or refuses: 503 when the instance holds its maximum, 429 when the address or the conversation holds
 * its share; both with Retry-After. The place is given back by the release it returns (once, however often called).
 * Counts are per instance: behind a balancer every instance holds at most its own maximum.
 */
export class StreamGate {
  private total = 0;
  private readonly held = new Map<string, number>();

  constructor(readonly limits: StreamLimits) {}

  get open(): number {
    return this.total;
  }

  admit(address: string, conversation?: string): () => void {
    const seconds = STREAM_RETRY_SECONDS;
    if (this.total >= this.limits.perInstance) throw AppError.of('serviceUnavailable', { data: { seconds } });
    const keys: Array<[string, number]> = [[`address:${address}`, this.limits.perAddress]];
    if (conversation !== undefined) keys.push([`conversation:${conversation}`, this.limits.perConversation]);
    for (const [key, max] of keys) {
      if ((this.held.get(key) ?? 0) >= max) throw AppError.of('rateLimited', { values: { seconds }, data: { seconds } });
    }
    this.total += 1;
    for (const [key] of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      for (const [key] of keys) {
        const left = (this.held.get(key) ?? 1) - 1;
        if (left > 0) this.held.set(key, left);
        else this.held.delete(key);
      }
    };
  }
}

export interface EventStreamOptions {
  /** The server ends the stream after this long; the client reconnects (with Last-Event-ID) and loses nothing. */
  lifetimeMs?: number;
  /**
   * Asked every `everyMs` while the stream is open: once it answers false (or fails), the stream ends. A stream is
   * authorised when it opens; this keeps it authorised while it lasts (a revoked session, a removed role).
   */
  recheck?: { everyMs: number; allowed: () => Promise<boolean> };
}

/**
 * Turns the reply into a Server-Sent Events stream (text/event-stream): the headers Fastify would have sent (security
 * headers, request id) plus the stream's own, a retry hint, and a heartbeat comment every 15 s. `onClose` runs once,
 * whether the client went away or the server ended the stream (or its lifetime ran out).
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
  options: EventStreamOptions = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // Every stream ends in time, so none holds a socket and a timer for ever; clients reconnect at once.
  const lifetime = options.lifetimeMs === undefined ? undefined : setTimeout(() => stream.end(), options.lifetimeMs);
  lifetime?.unref();
  const { recheck } = options;
  let checking = false;
  const rechecks = recheck
    ? setInterval(() => {
        if (checking || closed) return;
        checking = true;
        recheck
          .allowed()
          .catch(() => false)
          .then((allowed) => {
            if (!allowed) stream.end();
          })
          .finally(() => {
            checking = false;
          });
      }, recheck.everyMs)
    : undefined;
  rechecks?.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearInterval(rechecks);
    clearTimeout(lifetime);
    onClose();
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  raw.on('error', finish);
  const stream: EventStream = {
    send({ id, event, data }) {
      if (closed) return;
      const lines = [];
      if (id !== undefined) lines.push(`id: ${id}`);
      if (event !== undefined) lines.push(`event: ${event}`);
      lines.push(`data: ${JSON.stringify(data)}`);
      raw.write(`${lines.join('\n')}\n\n`);
    },
    end(options) {
      if (closed) return;
      finish();
      if (options?.retryMs !== undefined) raw.write(`retry: ${Math.max(0, Math.round(options.retryMs))}\n\n`);
      raw.end();
    },
    get closed() {
      return closed;
    },
  };
  return stream;
}
