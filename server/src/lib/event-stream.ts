import type { FastifyReply, FastifyRequest } from 'fastify';

/** Comments sent this often keep proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before it reconnects. */
export const RETRY_MS = 3000;

export interface EventStream {
  /** One event; `id` becomes the browser's Last-Event-ID. */
  send(event: { id?: number | string; event?: string; data: unknown }): void;
  end(): void;
  readonly closed: boolean;
}

/**
 * Turns the reply into a Server-Sent Events stream (text/event-stream): the headers Fastify would have sent (security
 * headers, request id) plus the stream's own, a retry hint, and a heartbeat comment every 15 s. `onClose` runs once,
 * whether the client went away or the server ended the stream.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): EventStream {
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
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  raw.on('error', finish);
  return {
    send({ id, event, data }) {
      if (closed) return;
      const lines = [];
      if (id !== undefined) lines.push(`id: ${id}`);
      if (event !== undefined) lines.push(`event: ${event}`);
      lines.push(`data: ${JSON.stringify(data)}`);
      raw.write(`${lines.join('\n')}\n\n`);
    },
    end() {
      if (closed) return;
      finish();
      raw.end();
    },
    get closed() {
      return closed;
    },
  };
}
