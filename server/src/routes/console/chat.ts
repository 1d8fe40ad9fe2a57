import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { chatError } from '../../services/chat/chat-errors.js';
import { CONSOLE_AREAS, consoleRoles } from '../../services/console/roles.js';
import type { ChatContext } from '../../services/chat/chat-plugin.js';
import {
  CannedAnswerSchema,
  CannedBody,
  CannedParams,
  ConsoleConversationSchema,
  ConsoleStreamQuery,
  ConversationParams,
  EventStreamSchema,
  LanguageQuery,
  MessageBody,
  PostedSchema,
  QueueItemSchema,
  AfterQuery,
} from '../chat/schemas.js';
import { openChatStream, resumeFrom, streamConversation } from '../chat/streams.js';
import { actorOf, type ConsoleApp } from './console-context.js';

const tags = ['console', 'chat'];
const BEARER = /^Bearer\s+(\S+)$/i;
const config = { consoleArea: 'chat' } as const;
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
const perConversation = { 400: ErrorEnvelope, 404: ErrorEnvelope, ...denied };

/**
 * The online service desk in the console (`service` role and admins): the queue and its live events, a conversation
 * and its stream, claim, reply, close, and the ready answers (edited by admins). Every write is audited. The streams
 * take the session in the Authorization header like every console call, so the console reads them with fetch rather
 * than EventSource (which cannot send headers).
 */
export function chatConsoleRoutes(app: ConsoleApp, chat: ChatContext): void {
  const { service, hub } = chat;
  /**
   * Whether the session that opened a console stream may still have it: not revoked or expired, the account active,
   * the chat desk still among its roles and its second factor not reset (issue #29 §4). Asked every few seconds.
   */
  const stillAllowedFor = (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return async () => {
      const session = await app.auth.sessions.find(token);
      return session !== undefined && session.secondFactorAt !== null && CONSOLE_AREAS.chat(consoleRoles(session.user.permissions));
    };
  };
  const existing = async (id: string) => {
    const row = await service.find(id);
    if (!row) throw chatError('notFound');
    return row;
  };

  app.get(
    '/chat/queue',
    {
      config,
      schema: {
        tags,
        summary: 'Open conversations, oldest first: waiting ones and those taken (assignedTo tells mine from others’), with language, page, surface and the newest message',
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Type.Array(QueueItemSchema)), 400: ErrorEnvelope, ...denied },
      },
    },
    async () => ok(await service.queue()),
  );

  app.get(
    '/chat/events',
    {
      config,
      schema: {
        tags,
        summary:
          'Server-Sent Events of the queue: `event: queue` with { type: created | message | claimed | closed | resync, item } whenever any instance changes a conversation; after a reconnect, load the queue again. The stream ends after EVENT_STREAM_LIFETIME_SECONDS and within EVENT_STREAM_RECHECK_SECONDS of the session losing it (revoked, role removed, account deactivated); 20 streams per client address (429) and EVENT_STREAMS_MAX per instance (503), with Retry-After',
        querystring: LanguageQuery,
        response: { 200: EventStreamSchema, 400: ErrorEnvelope, 503: ErrorEnvelope, ...denied },
      },
    },
    async (request, reply) => {
      await openChatStream(app, request, reply, {
        stillAllowed: stillAllowedFor(request),
        subscribe: (stream) => hub.subscribeQueue({ send: (event) => stream.send({ event: 'queue', data: event }) }),
      });
      return reply;
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One conversation with its messages after ?after= (all by default)',
        params: ConversationParams,
        querystring: AfterQuery,
        response: { 200: successEnvelope(ConsoleConversationSchema), ...perConversation },
      },
    },
    async (request) => {
      await existing(request.params.id);
      return ok(await service.consoleView(request.params.id, request.query.after ?? 0));
    },
  );

  app.get(
    '/chat/conversations/:id/events',
    {
      config,
      schema: {
        tags,
        summary: 'Server-Sent Events of one conversation, as the visitor’s stream (Last-Event-ID or ?after= to resume)',
        params: ConversationParams,
        querystring: ConsoleStreamQuery,
        response: { 200: EventStreamSchema, 204: Type.Null(), 503: ErrorEnvelope, ...perConversation },
      },
    },
    async (request, reply) => {
      const row = await existing(request.params.id);
      return streamConversation(app, request, reply, row, resumeFrom(request), stillAllowedFor(request));
    },
  );

  app.post(
    '/chat/conversations/:id/claim',
    {
      config,
      schema: {
        tags,
        summary: 'Take a waiting conversation; 409 when a colleague took it first (an admin takes it over); audited',
        params: ConversationParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(QueueItemSchema), 409: ErrorEnvelope, ...perConversation },
      },
    },
    async (request) => ok(await service.claim(actorOf(request), request.params.id)),
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      config,
      schema: {
        tags,
        summary:
          'Reply (the one who took the conversation, or an admin). For a conversation left outside staffed hours the reply is also mailed to the visitor in their language; audited',
        params: ConversationParams,
        querystring: LanguageQuery,
        body: MessageBody,
        response: { 200: successEnvelope(PostedSchema), 409: ErrorEnvelope, ...perConversation },
      },
    },
    async (request) =>
      ok(await service.post(request.params.id, { kind: 'staff', actor: actorOf(request) }, request.body.clientId.toLowerCase(), request.body.body)),
  );

  app.post(
    '/chat/conversations/:id/close',
    {
      config,
      schema: {
        tags,
        summary: 'Close the conversation; the visitor’s stream ends; audited',
        params: ConversationParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(QueueItemSchema), ...perConversation },
      },
    },
    async (request) => {
      const row = await service.close(request.params.id, { actor: actorOf(request) });
      return ok(await service.queueItem(row.id));
    },
  );

  app.get(
    '/chat/canned',
    {
      config,
      schema: {
        tags,
        summary: 'The ready answers in English, Simplified and Traditional Chinese, in their order',
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Type.Array(CannedAnswerSchema)), 400: ErrorEnvelope, ...denied },
      },
    },
    async () => ok(await service.canned()),
  );

  app.put(
    '/chat/canned/:id',
    {
      config: { consoleArea: 'admin' },
      schema: {
        tags,
        summary: 'Replace a ready answer’s titles and texts in the three languages (admins only); audited',
        params: CannedParams,
        querystring: LanguageQuery,
        body: CannedBody,
        response: { 200: successEnvelope(CannedAnswerSchema), ...perConversation },
      },
    },
    async (request) => ok(await service.updateCanned(actorOf(request), request.params.id, request.body)),
  );
}
