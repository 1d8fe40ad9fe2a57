import { Type } from 'typebox';
import { CHAT_AUTHORS, CHAT_MODES, CHAT_STATUSES, CHAT_SURFACES } from '../../db/schema/chat.js';
import { LANGUAGES } from '../../lib/i18n.js';
import { CHAT_BODY_MAX, CHAT_EMAIL_MAX, CHAT_NAME_MAX, CHAT_PAGE_MAX } from '../../services/chat/chat-rules.js';

const Language = Type.Enum(LANGUAGES);
const Uuid = (description: string) =>
  Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description });
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** Wide on purpose: lengths and characters are checked by the service, so each failure gets the form's own message. */
const Text = (description: string, maxLength = 20_000) => Type.String({ maxLength, description });

export const ConversationParams = Type.Object({ id: Uuid('The conversation id') });
export const CannedParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'The ready answer’s id' }) });

export const LanguageQuery = Type.Object({ language: Type.Optional(Language) });

export const AfterQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Only messages numbered above this' })),
  language: Type.Optional(Language),
});

export const StreamQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Resume after this message number (the Last-Event-ID header wins when both are sent)' }),
  ),
  token: Type.Optional(
    Type.String({ maxLength: 128, description: 'The conversation token, for EventSource (which cannot send headers); otherwise the X-Chat-Token header' }),
  ),
  language: Type.Optional(Language),
});

export const ConsoleStreamQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Resume after this message number' })),
  language: Type.Optional(Language),
});

export const TokenQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128, description: 'The conversation token, for a download link; otherwise the X-Chat-Token header' })),
  language: Type.Optional(Language),
});

export const VisitorHeaders = Type.Object({
  'x-chat-token': Type.Optional(Type.String({ maxLength: 128, description: 'The token returned when the conversation was opened' })),
});

export const StreamHeaders = Type.Object({
  'x-chat-token': Type.Optional(Type.String({ maxLength: 128 })),
  'last-event-id': Type.Optional(Type.String({ maxLength: 20, description: 'Sent by EventSource on reconnect: the last message number received' })),
});

export const OpenBody = Type.Object(
  {
    name: Type.Optional(Text(`Optional, at most ${CHAT_NAME_MAX} characters`, 1000)),
    email: Type.Optional(Text(`Optional in staffed hours, required outside them (the reply is mailed); at most ${CHAT_EMAIL_MAX} characters`, 1000)),
    language: Language,
    page: Text(`The path of the page the chat is opened on, e.g. /pages/benefits; at most ${CHAT_PAGE_MAX} characters`, 2000),
    surface: Type.Enum(CHAT_SURFACES, { description: 'web or kiosk' }),
  },
  { additionalProperties: false },
);

export const MessageBody = Type.Object(
  {
    clientId: Uuid('A new UUID per message; a retry with the same id is answered with the message stored the first time'),
    body: Text(`Plain text, 1 to ${CHAT_BODY_MAX} characters once trimmed; control characters are removed`),
  },
  { additionalProperties: false },
);

export const PageBody = Type.Object({ page: Text(`The visitor's current page path; at most ${CHAT_PAGE_MAX} characters`, 2000) }, { additionalProperties: false });

export const TranscriptMailBody = Type.Object(
  {
    email: Type.Optional(
      Text("The address left when opening or the signed-in opener's account address; the one left when opening when omitted", 1000),
    ),
  },
  { additionalProperties: false },
);

const PerLanguage = (description: string, maxLength: number) =>
  Type.Object({ EN: Text(description, maxLength), CN: Text(description, maxLength), TC: Text(description, maxLength) }, { additionalProperties: false });

export const CannedBody = Type.Object(
  {
    title: PerLanguage('1 to 100 characters', 1000),
    body: PerLanguage('1 to 2000 characters', 20_000),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

export const ChatStatusSchema = Type.Object({
  staffed: Type.Boolean({ description: 'Whether the desk is staffed now (a new conversation is live; otherwise a message answered by e-mail)' }),
  nextOpening: Nullable(Type.String({ format: 'date-time', description: 'Now while staffed; null when the hours never open' })),
  closesAt: Nullable(Type.String({ format: 'date-time', description: 'When the current staffed window ends; null outside it' })),
  hours: Type.String({ description: 'The configured hours, e.g. Mon-Fri 09:00-18:00' }),
  timeZone: Type.Literal('Asia/Shanghai'),
});

export const ChatMessageSchema = Type.Object({
  seq: Type.Integer({ minimum: 1, description: 'Numbers the conversation’s messages from 1; the event id of the stream' }),
  author: Type.Enum(CHAT_AUTHORS),
  staffLabel: Nullable(Type.String({ description: 'The staff member’s first name' })),
  body: Type.String({ description: 'Plain text, never HTML (render as text; only http(s) links may be made clickable). For system messages: claimed or closed' }),
  clientId: Nullable(Type.String()),
  createdAt: DateTime,
});

export const ChatConversationSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(CHAT_STATUSES),
  mode: Type.Enum(CHAT_MODES),
  language: Language,
  surface: Type.Enum(CHAT_SURFACES),
  page: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  staffLabel: Nullable(Type.String()),
  lastSeq: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  updatedAt: DateTime,
  closedAt: Nullable(DateTime),
});

export const OpenedSchema = Type.Object({
  id: Type.String(),
  token: Type.String({ description: 'Keep it (e.g. in sessionStorage): send it as X-Chat-Token, or as ?token= to the stream' }),
  mode: Type.Enum(CHAT_MODES),
  conversation: ChatConversationSchema,
});

export const VisitorConversationSchema = Type.Object({ conversation: ChatConversationSchema, messages: Type.Array(ChatMessageSchema) });

export const PostedSchema = Type.Object({
  message: ChatMessageSchema,
  duplicate: Type.Boolean({ description: 'True when the clientId was stored before: this is that message' }),
});

const queueItemProperties = {
  ...ChatConversationSchema.properties,
  signedIn: Type.Boolean(),
  assignedTo: Type.Union([Type.Object({ id: Type.Integer(), label: Type.String() }), Type.Null()]),
  lastMessage: Type.Union([Type.Object({ author: Type.Enum(CHAT_AUTHORS), preview: Type.String(), createdAt: DateTime }), Type.Null()]),
};
export const QueueItemSchema = Type.Object(queueItemProperties);

export const ConsoleConversationSchema = Type.Object({ ...queueItemProperties, messages: Type.Array(ChatMessageSchema) });

export const CannedAnswerSchema = Type.Object({
  id: Type.String(),
  title: Type.Object({ EN: Type.String(), CN: Type.String(), TC: Type.String() }),
  body: Type.Object({ EN: Type.String(), CN: Type.String(), TC: Type.String() }),
  sort: Type.Integer(),
  updatedAt: DateTime,
});

export const EventStreamSchema = Type.String({ description: 'text/event-stream' });
