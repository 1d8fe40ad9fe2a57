import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { randomUuid } from '@/lib/uuid';
import type { ChatConversation, ChatMessage, ChatStatus, OpenChatRequest } from '../api/chat-api';

/** What the panel shows: the desk's hours being asked, the form, the conversation, or a failure to load. */
export type ChatPhase = 'idle' | 'loading' | 'form' | 'opening' | 'conversation' | 'error';
/** The live stream: connecting, live, lost and coming back, or over (the conversation is closed). */
export type ChatConnection = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'ended';

/** A message of the visitor's not yet confirmed by the server (the same clientId makes a retry safe). */
export interface OutgoingMessage {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
  /** The server's words for the refusal, when it gave some. */
  error: string | null;
}

export interface TranscriptMail {
  state: 'idle' | 'sending' | 'sent' | 'failed';
  email: string | null;
  error: string | null;
}

export interface ChatState {
  open: boolean;
  phase: ChatPhase;
  status: ChatStatus | null;
  /** The conversation's token (also in sessionStorage): the transcript link carries it. */
  token: string | null;
  conversation: ChatConversation | null;
  /** By `seq`, each once. */
  messages: ChatMessage[];
  outbox: OutgoingMessage[];
  connection: ChatConnection;
  /** The server's words for the last refusal of the form or of loading, when it gave some. */
  error: string | null;
  transcriptMail: TranscriptMail;
}

const initialState: ChatState = {
  open: false,
  phase: 'idle',
  status: null,
  token: null,
  conversation: null,
  messages: [],
  outbox: [],
  connection: 'idle',
  error: null,
  transcriptMail: { state: 'idle', email: null, error: null },
};

/** New messages joined in `seq` order; one seen before (a resumed stream, the send's own answer) is not added twice. */
function merge(state: ChatState, messages: readonly ChatMessage[]) {
  for (const message of messages) {
    if (state.messages.some((known) => known.seq === message.seq)) continue;
    state.messages.push(message);
    if (message.clientId) state.outbox = state.outbox.filter((out) => out.clientId !== message.clientId);
    const conversation = state.conversation;
    if (!conversation) continue;
    conversation.lastSeq = Math.max(conversation.lastSeq, message.seq);
    if (message.author === 'system' && message.body === 'claimed') {
      conversation.status = 'active';
      conversation.staffLabel = message.staffLabel;
    }
    if (message.author === 'system' && message.body === 'closed') conversation.status = 'closed';
  }
  state.messages.sort((a, b) => a.seq - b.seq);
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** The panel opens; the saga loads the stored conversation or the desk's hours. */
    chatOpened(state) {
      state.open = true;
    },
    chatHidden(state) {
      state.open = false;
    },
    chatLoading(state) {
      state.phase = 'loading';
      state.error = null;
    },
    statusLoaded(state, action: PayloadAction<ChatStatus>) {
      state.status = action.payload;
      state.phase = 'form';
    },
    loadFailed(state, action: PayloadAction<string | null>) {
      state.phase = 'error';
      state.error = action.payload;
    },
    conversationRequested: {
      reducer(state, _action: PayloadAction<OpenChatRequest>) {
        state.phase = 'opening';
        state.error = null;
      },
      prepare: (request: OpenChatRequest) => ({ payload: request }),
    },
    conversationFailed(state, action: PayloadAction<string | null>) {
      state.phase = 'form';
      state.error = action.payload;
    },
    conversationReady(state, action: PayloadAction<{ token: string; conversation: ChatConversation; messages: ChatMessage[] }>) {
      state.phase = 'conversation';
      state.open = true;
      state.token = action.payload.token;
      state.conversation = action.payload.conversation;
      state.error = null;
      merge(state, action.payload.messages);
      state.connection = action.payload.conversation.status === 'closed' ? 'ended' : 'connecting';
    },
    conversationUpdated(state, action: PayloadAction<ChatConversation>) {
      state.conversation = action.payload;
    },
    messagesArrived(state, action: PayloadAction<ChatMessage[]>) {
      merge(state, action.payload);
    },
    connectionChanged(state, action: PayloadAction<ChatConnection>) {
      state.connection = action.payload;
    },
    messageSent: {
      reducer(state, action: PayloadAction<{ clientId: string; body: string }>) {
        state.outbox.push({ ...action.payload, state: 'sending', error: null });
      },
      prepare: (body: string) => ({ payload: { clientId: randomUuid(), body } }),
    },
    messageRetried(state, action: PayloadAction<{ clientId: string; body: string }>) {
      const out = state.outbox.find((entry) => entry.clientId === action.payload.clientId);
      if (out) Object.assign(out, { state: 'sending', error: null });
    },
    messageFailed(state, action: PayloadAction<{ clientId: string; error: string | null }>) {
      const out = state.outbox.find((entry) => entry.clientId === action.payload.clientId);
      if (out) Object.assign(out, { state: 'failed', error: action.payload.error });
    },
    pageChanged(_state, _action: PayloadAction<string>) {},
    closeRequested() {},
    transcriptMailRequested(state, action: PayloadAction<string | undefined>) {
      state.transcriptMail = { state: 'sending', email: action.payload ?? null, error: null };
    },
    transcriptMailed(state, action: PayloadAction<string>) {
      state.transcriptMail = { state: 'sent', email: action.payload, error: null };
    },
    transcriptMailFailed(state, action: PayloadAction<string | null>) {
      state.transcriptMail.state = 'failed';
      state.transcriptMail.error = action.payload;
    },
    /** After a closed conversation, or when the stored one is gone: forget it and offer the form again. */
    chatRestarted(state) {
      return { ...initialState, open: state.open, phase: 'loading' };
    },
  },
  selectors: {
    selectChat: (state) => state,
  },
});

export const {
  chatOpened,
  chatHidden,
  chatLoading,
  statusLoaded,
  loadFailed,
  conversationRequested,
  conversationFailed,
  conversationReady,
  conversationUpdated,
  messagesArrived,
  connectionChanged,
  messageSent,
  messageRetried,
  messageFailed,
  pageChanged,
  closeRequested,
  transcriptMailRequested,
  transcriptMailed,
  transcriptMailFailed,
  chatRestarted,
} = chatSlice.actions;
