import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { TRANSCRIPT_MAIL_LIMITS } from '../../services/chat/chat-service.js';
import {
  AfterQuery,
  ChatStatusSchema,
  ConversationParams,
  EventStreamSchema,
  LanguageQuery,
  MessageBody,
  OpenBody,
  OpenedSchema,
  PageBody,
  PostedSchema,
  StreamHeaders,
  StreamQuery,
  TokenQuery,
  TranscriptMailBody,
  VisitorConversationSchema,
  VisitorHeaders,
} from './schemas.js';
import { resumeFrom, streamConversation } from './streams.js';

const tags = ['chat'];
const BEARER = /^Bearer\s+(\S+)$/i;
const perConversation = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

/**
 * The visitor's side of the online service chat. A conversation is the visitor's through the token returned when it
 * was opened, sent as the X-Chat-Token header (Authorization stays free for a signed-in visitor's session), or as
 * `?token=` where a browser cannot send headers (EventSource, a download link). A wrong token and an unknown id get
 * the same 404, so ids cannot be probed.
 */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.chat;
  const { sessions } = app.auth;
  const limits = app.config.chat;
  const conversationKey = (request: FastifyRequest) => `chat:${(request.params as { id?: string }).id ?? ''}:${request.ip}`;

  const tokenOf = (request: FastifyRequest) => {
    const header = request.headers['x-chat-token'];
    return typeof header === 'string' && header !== '' ? header : (request.query as { token?: string }).token;
  };
  /** Params and query are validated by each route's schema before this runs. */
  const own = (request: FastifyRequest) => service.authorize((request.params as { id: string }).id, tokenOf(request));

  app.get(
    '/api/chat/status',
    {
      schema: {
        tags,
        summary: 'Whether the desk is staffed now (China time), when it opens next and closes, and the configured hours',
        querystring: LanguageQuery,
        response: { 200: successEnvelope(ChatStatusSchema), 400: ErrorEnvelope },
      },
    },
    async () => ok(service.status()),
  );

  app.post(
    '/api/chat/conversations',
    {
      config: { rateLimit: { max: limits.openLimit, timeWindow: 10 * 60_000 } },
      schema: {
        tags,
        summary: `Open a conversation (anonymous, or as the signed-in user when an Authorization session is sent). In staffed hours it is live; outside them it is a message answered by e-mail, so an e-mail is required. At most ${limits.openLimit} per client address per 10 minutes`,
        querystring: LanguageQuery,
        body: OpenBody,
        response: { 200: successEnvelope(OpenedSchema), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const session = token ? await sessions.find(token) : undefined;
      const user = session ? { id: session.user.id, firstName: session.user.firstName, email: session.user.email } : null;
      return ok(await service.open(request.body, user));
    },
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      schema: {
        tags,
        summary: 'The conversation and its messages after ?after= (all by default): what a reloaded page shows',
        params: ConversationParams,
        querystring: Type.Object({ ...AfterQuery.properties, token: TokenQuery.properties.token }),
        headers: VisitorHeaders,
        response: { 200: successEnvelope(VisitorConversationSchema), ...perConversation },
      },
    },
    async (request) => ok(await service.visitorView(await own(request), request.query.after ?? 0)),
  );

  app.post(
    '/api/chat/conversations/:id/messages',
    {
      config: { rateLimit: { max: limits.messageLimit, timeWindow: 60_000, keyGenerator: conversationKey } },
      schema: {
        tags,
        summary: `Send a message (plain text, 1 to 2000 characters). A retry with the same clientId stores nothing new and answers the first message. At most ${limits.messageLimit} a minute`,
        params: ConversationParams,
        querystring: LanguageQuery,
        headers: VisitorHeaders,
        body: MessageBody,
        response: { 200: successEnvelope(PostedSchema), 409: ErrorEnvelope, ...perConversation },
      },
    },
    async (request) => {
      const row = await own(request);
      return ok(await service.post(row.id, { kind: 'visitor' }, request.body.clientId.toLowerCase(), request.body.body));
    },
  );

  app.put(
    '/api/chat/conversations/:id/page',
    {
      config: { rateLimit: { max: limits.messageLimit * 2, timeWindow: 60_000, keyGenerator: conversationKey } },
      schema: {
        tags,
        summary: 'The page the visitor is on now, so staff see it',
        params: ConversationParams,
        querystring: LanguageQuery,
        headers: VisitorHeaders,
        body: PageBody,
        response: { 200: successEnvelope(Type.Null()), ...perConversation },
      },
    },
    async (request) => {
      await service.setPage(await own(request), request.body.page);
      return ok(null);
    },
  );

  app.get(
    '/api/chat/conversations/:id/events',
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events: each message as an event with `id: <seq>` (first those after Last-Event-ID or ?after=, then live), a heartbeat comment every 15 s, `event: closed` then the end when the conversation closes; 204 for a closed conversation with nothing left to send. The server ends a stream after EVENT_STREAM_LIFETIME_SECONDS (EventSource reconnects with Last-Event-ID and loses nothing); 3 streams per conversation and 20 per client address (429), EVENT_STREAMS_MAX per instance (503), with Retry-After',
        params: ConversationParams,
        querystring: StreamQuery,
        headers: StreamHeaders,
        response: { 200: EventStreamSchema, 204: Type.Null(), 503: ErrorEnvelope, ...perConversation },
      },
    },
    async (request, reply) => {
      const row = await own(request);
      return streamConversation(app, request, reply, row, resumeFrom(request));
    },
  );

  app.post(
    '/api/chat/conversations/:id/close',
    {
      schema: {
        tags,
        summary: 'End the conversation (the visitor, or the kiosk’s idle reset); closing a closed one changes nothing',
        params: ConversationParams,
        querystring: LanguageQuery,
        headers: VisitorHeaders,
        response: { 200: successEnvelope(VisitorConversationSchema), ...perConversation },
      },
    },
    async (request) => {
      const row = await own(request);
      const closed = await service.close(row.id, { visitor: true });
      return ok(await service.visitorView(closed, closed.lastSeq));
    },
  );

  app.get(
    '/api/chat/conversations/:id/transcript',
    {
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'The conversation as a UTF-8 text file (attachment), headings in the conversation’s language, times in China time',
        params: ConversationParams,
        querystring: TokenQuery,
        headers: VisitorHeaders,
        response: { 200: Type.String({ description: 'text/plain; charset=utf-8, Content-Disposition: attachment' }), ...perConversation },
      },
    },
    async (request, reply) => {
      const { text, fileName } = await service.transcript(await own(request));
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/api/chat/conversations/:id/transcript/email',
    {
      config: { rateLimit: { max: limits.transcriptMailLimit, timeWindow: 60 * 60_000, keyGenerator: conversationKey } },
      schema: {
        tags,
        summary: `Mail the transcript to the address left when opening, or to the account address of a visitor who opened it signed in (any other address: 403). At most ${limits.transcriptMailLimit} an hour per conversation, ${TRANSCRIPT_MAIL_LIMITS.perRecipient} a day per recipient and ${TRANSCRIPT_MAIL_LIMITS.perAddress} a day per client address (429 with Retry-After)`,
        params: ConversationParams,
        querystring: LanguageQuery,
        headers: VisitorHeaders,
        body: Type.Optional(TranscriptMailBody),
        response: { 200: successEnvelope(Type.Object({ email: Type.String() })), 403: ErrorEnvelope, ...perConversation },
      },
    },
    async (request) => {
      const row = await own(request);
      return ok(await service.mailTranscript(row, request.body?.email, { ip: request.ip }));
    },
  );
};

export default chatRoutes;
