import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

/** The server's limit of a message (server/src/services/chat/chat-rules.ts). */
export const DESK_BODY_MAX = 2000;

export type DeskAuthor = 'visitor' | 'staff' | 'system';

export interface DeskMessage {
  seq: number;
  author: DeskAuthor;
  staffLabel: string | null;
  body: string;
  clientId: string | null;
  createdAt: string;
}

/** A conversation as the queue lists it. */
export interface QueueItem {
  id: string;
  status: 'waiting' | 'active' | 'closed';
  mode: 'live' | 'message';
  language: Language;
  surface: 'web' | 'kiosk';
  page: string;
  name: string | null;
  email: string | null;
  staffLabel: string | null;
  lastSeq: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  signedIn: boolean;
  assignedTo: { id: number; label: string } | null;
  lastMessage: { author: DeskAuthor; preview: string; createdAt: string } | null;
}

export interface DeskConversation extends QueueItem {
  messages: DeskMessage[];
}

export type PerLanguage = Record<Language, string>;

export interface CannedAnswer {
  id: string;
  title: PerLanguage;
  body: PerLanguage;
  sort: number;
  updatedAt: string;
}

/** What the queue's event stream says happened (`resync`: the server lost its bus, load the queue again). */
export interface QueueEvent {
  type: 'created' | 'message' | 'claimed' | 'closed' | 'resync';
  item?: QueueItem | null;
}

const path = (id: string, rest = '') => `/api/console/chat/conversations/${encodeURIComponent(id)}${rest}`;
const silent = { silent: true };

/** The online service desk (README "Online-service chat", console part). Streams are read with fetch (see the saga). */
export const chatDeskApi = {
  queue: () => api.get<QueueItem[]>('/api/console/chat/queue', silent),
  conversation: (id: string, after = 0) => api.get<DeskConversation>(path(id), { ...silent, params: { after } }),
  claim: (id: string) => api.post<QueueItem>(path(id, '/claim'), undefined, silent),
  reply: (id: string, clientId: string, body: string) =>
    api.post<{ message: DeskMessage; duplicate: boolean }>(path(id, '/messages'), { clientId, body }, silent),
  close: (id: string) => api.post<QueueItem>(path(id, '/close'), undefined, silent),
  canned: () => api.get<CannedAnswer[]>('/api/console/chat/canned', silent),
};

export const queueEventsUrl = (language: Language) => `/api/console/chat/events?language=${language}`;
export const conversationEventsUrl = (id: string, after: number, language: Language) =>
  `${path(id, '/events')}?${new URLSearchParams({ after: String(after), language }).toString()}`;
