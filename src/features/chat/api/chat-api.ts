import { api } from '@/lib/http/api';
import { HttpError } from '@/lib/http/http-error';
import type { Language } from '@/lib/i18n/languages';

/** The server's limits (server/src/services/chat/chat-rules.ts), so the form refuses before the server does. */
export const CHAT_BODY_MAX = 2000;
export const CHAT_NAME_MAX = 60;
export const CHAT_EMAIL_MAX = 254;

export type ChatMode = 'live' | 'message';
export type ChatSurface = 'web' | 'kiosk';

export interface ChatStatus {
  staffed: boolean;
  nextOpening: string | null;
  closesAt: string | null;
  hours: string;
  timeZone: 'Asia/Shanghai';
}

export interface ChatMessage {
  seq: number;
  author: 'visitor' | 'staff' | 'system';
  staffLabel: string | null;
  /** Plain text; for system messages `claimed` or `closed`. */
  body: string;
  clientId: string | null;
  createdAt: string;
}

export interface ChatConversation {
  id: string;
  status: 'waiting' | 'active' | 'closed';
  mode: ChatMode;
  language: Language;
  surface: ChatSurface;
  page: string;
  name: string | null;
  email: string | null;
  staffLabel: string | null;
  lastSeq: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface OpenChatRequest {
  name?: string;
  email?: string;
  language: Language;
  page: string;
  surface: ChatSurface;
}

export interface OpenedChat {
  id: string;
  token: string;
  mode: ChatMode;
  conversation: ChatConversation;
}

export interface ChatView {
  conversation: ChatConversation;
  messages: ChatMessage[];
}

const path = (id: string, rest = '') => `/api/chat/conversations/${encodeURIComponent(id)}${rest}`;
const tokenHeader = (token: string) => ({ headers: { 'X-Chat-Token': token }, silent: true });

/**
 * The visitor's side of the online service chat (README "Online-service chat"). Calls are silent: the panel says
 * what went wrong in place. A signed-in visitor's session travels in Authorization as on every call, which ties a
 * new conversation to the account; the conversation's own token travels as X-Chat-Token.
 */
export const chatApi = {
  status: () => api.get<ChatStatus>('/api/chat/status', { silent: true }),
  open: (request: OpenChatRequest) => api.post<OpenedChat>('/api/chat/conversations', request, { silent: true }),
  view: (id: string, token: string, after = 0) => api.get<ChatView>(path(id), { ...tokenHeader(token), params: { after } }),
  send: (id: string, token: string, clientId: string, body: string) =>
    api.post<{ message: ChatMessage; duplicate: boolean }>(path(id, '/messages'), { clientId, body }, tokenHeader(token)),
  setPage: (id: string, token: string, page: string) => api.put<null>(path(id, '/page'), { page }, tokenHeader(token)),
  close: (id: string, token: string) => api.post<ChatView>(path(id, '/close'), undefined, tokenHeader(token)),
  mailTranscript: (id: string, token: string, email?: string) =>
    api.post<{ email: string }>(path(id, '/transcript/email'), email ? { email } : {}, tokenHeader(token)),
};

/** EventSource and a download link cannot send headers: the token goes in the query (the request log redacts it). */
export const chatEventsUrl = (id: string, token: string, after: number, language: Language) =>
  `${path(id, '/events')}?${new URLSearchParams({ token, after: String(after), language }).toString()}`;

export const chatTranscriptUrl = (id: string, token: string, language: Language) =>
  `${path(id, '/transcript')}?${new URLSearchParams({ token, language }).toString()}`;

/** The server's own words for a refusal (localized), else null: the panel then shows its generic message. */
export const serverMessageOf = (error: unknown): string | null =>
  error instanceof HttpError && error.kind === 'server' && error.serverMessage ? error.serverMessage : null;

/** A conversation the server no longer knows (retention, another token): forget it and start afresh. */
export const isGone = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
