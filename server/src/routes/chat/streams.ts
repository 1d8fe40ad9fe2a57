import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { openEventStream, type EventStream } from '../../lib/event-stream.js';
import type { chatConversations } from '../../db/schema/chat.js';
import type { ConversationSink } from '../../services/chat/chat-hub.js';

type ConversationRow = typeof chatConversations.$inferSelect;

/** Where a (re)connecting stream resumes: the Last-Event-ID header (EventSource's reconnect), else `?after=`, else 0. */
export function resumeFrom(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && header.trim() !== '') {
    const value = header.trim();
    if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) {
      throw AppError.of('validation', { values: { field: 'Last-Event-ID' }, data: { field: 'Last-Event-ID', rule: 'pattern', in: 'headers' } });
    }
    return Number(value);
  }
  return (request.query as { after?: number }).after ?? 0;
}

/**
 * A conversation as Server-Sent Events: every message an event whose id is its number, first those after `after`
 * (what a reconnecting client missed), then live ones as any instance stores them. When the conversation is closed
 * the `closed` system message is followed by a `closed` event and the stream ends; connecting to a closed one that
 * has nothing left to send answers 204, which makes EventSource stop reconnecting.
 */
export async function streamConversation(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  row: ConversationRow,
  after: number,
  stillAllowed?: () => Promise<boolean>,
): Promise<FastifyReply> {
  const from = Math.min(after, row.lastSeq);
  if (row.status === 'closed' && from >= row.lastSeq) return reply.code(204).send();
  const sinkOf = (opened: EventStream): ConversationSink => ({
    lastSeq: from,
    send(messages) {
      for (const message of messages) {
        opened.send({ id: message.seq, data: message });
        if (message.author === 'system' && message.body === 'closed') {
          opened.send({ event: 'closed', data: { seq: message.seq } });
          opened.end();
          return;
        }
      }
    },
  });
  // Staff following a conversation count apart from the visitor's own share of streams.
  await openChatStream(app, request, reply, {
    conversation: `${request.consoleActor ? 'console' : 'visitor'}:${row.id}`,
    stillAllowed,
    subscribe: (stream) => app.chat.hub.subscribe(row.id, sinkOf(stream)),
  });
  return reply;
}

/**
 * One chat stream of this instance (visitor's or console's): a place taken from the stream gate (429/503 before the
 * reply is hijacked), the bus started, the stream opened with its lifetime and, for a session's stream, its re-check,
 * registered for shutdown and subscribed; closing it gives everything back.
 */
export async function openChatStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { conversation?: string; stillAllowed?: (() => Promise<boolean>) | undefined; subscribe: (stream: EventStream) => () => void },
): Promise<EventStream> {
  const release = app.chat.gate.admit(request.ip, options.conversation);
  try {
    await app.chat.start();
  } catch (error) {
    release();
    throw error;
  }
  const { lifetimeMs, recheckMs } = app.config.streams;
  let unsubscribe = () => {};
  const stream = openEventStream(
    request,
    reply,
    () => {
      unsubscribe();
      app.chat.streams.delete(stream);
      release();
    },
    { lifetimeMs, ...(options.stillAllowed ? { recheck: { everyMs: recheckMs, allowed: options.stillAllowed } } : {}) },
  );
  app.chat.streams.add(stream);
  unsubscribe = options.subscribe(stream);
  return stream;
}
