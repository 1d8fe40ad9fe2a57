import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CannedAnswer, DeskConversation, DeskMessage, QueueEvent, QueueItem } from '../api/chat-desk-api';

export type DeskLive = 'connecting' | 'live' | 'reconnecting';

export interface ChatDeskState {
  queue: { status: 'idle' | 'loading' | 'ready' | 'error'; items: QueueItem[] };
  /** The queue's live stream. */
  live: DeskLive;
  canned: CannedAnswer[];
  selectedId: string | null;
  conversation: { status: 'idle' | 'loading' | 'ready' | 'error'; item: QueueItem | null; messages: DeskMessage[]; live: DeskLive };
  /** The last claim, reply or close: whether it runs, and the server's words when it was refused. */
  action: { kind: 'claim' | 'reply' | 'close' | null; busy: boolean; error: string | null; status: number | null };
}

const initialState: ChatDeskState = {
  queue: { status: 'idle', items: [] },
  live: 'connecting',
  canned: [],
  selectedId: null,
  conversation: { status: 'idle', item: null, messages: [], live: 'connecting' },
  action: { kind: null, busy: false, error: null, status: null },
};

const byAge = (a: QueueItem, b: QueueItem) => a.createdAt.localeCompare(b.createdAt);

function upsert(state: ChatDeskState, item: QueueItem) {
  const items = state.queue.items.filter((known) => known.id !== item.id);
  if (item.status !== 'closed') items.push(item);
  state.queue.items = items.sort(byAge);
  if (state.conversation.item?.id === item.id) state.conversation.item = item;
}

export const chatDeskSlice = createSlice({
  name: 'chatDesk',
  initialState,
  reducers: {
    deskOpened(state) {
      state.queue.status = state.queue.items.length ? state.queue.status : 'loading';
    },
    deskLeft() {},
    queueLoaded(state, action: PayloadAction<QueueItem[]>) {
      state.queue = { status: 'ready', items: [...action.payload].sort(byAge) };
    },
    queueFailed(state) {
      state.queue.status = 'error';
    },
    queueEventArrived(state, action: PayloadAction<QueueEvent>) {
      const { type, item } = action.payload;
      if (!item) return;
      if (type === 'closed') upsert(state, { ...item, status: 'closed' });
      else upsert(state, item);
    },
    liveChanged(state, action: PayloadAction<DeskLive>) {
      state.live = action.payload;
    },
    cannedLoaded(state, action: PayloadAction<CannedAnswer[]>) {
      state.canned = [...action.payload].sort((a, b) => a.sort - b.sort);
    },
    conversationSelected(state, action: PayloadAction<string>) {
      state.selectedId = action.payload;
      state.conversation = { status: 'loading', item: state.queue.items.find((item) => item.id === action.payload) ?? null, messages: [], live: 'connecting' };
      state.action = initialState.action;
    },
    conversationLoaded(state, action: PayloadAction<DeskConversation>) {
      const { messages, ...item } = action.payload;
      if (state.selectedId !== item.id) return;
      state.conversation.status = 'ready';
      state.conversation.item = item;
      chatDeskSlice.caseReducers.deskMessagesArrived(state, { type: '', payload: { id: item.id, messages } });
    },
    conversationFailed(state) {
      state.conversation.status = 'error';
    },
    conversationLiveChanged(state, action: PayloadAction<DeskLive>) {
      state.conversation.live = action.payload;
    },
    deskMessagesArrived(state, action: PayloadAction<{ id: string; messages: DeskMessage[] }>) {
      if (state.selectedId !== action.payload.id) return;
      const known = state.conversation.messages;
      for (const message of action.payload.messages) {
        if (known.some((m) => m.seq === message.seq)) continue;
        known.push(message);
        const item = state.conversation.item;
        if (item && message.author === 'system' && message.body === 'closed') item.status = 'closed';
      }
      known.sort((a, b) => a.seq - b.seq);
    },
    claimRequested(state, _action: PayloadAction<string>) {
      state.action = { kind: 'claim', busy: true, error: null, status: null };
    },
    replyRequested: {
      reducer(state, _action: PayloadAction<{ id: string; clientId: string; body: string }>) {
        state.action = { kind: 'reply', busy: true, error: null, status: null };
      },
      prepare: (id: string, body: string, clientId: string) => ({ payload: { id, clientId, body } }),
    },
    closeRequested(state, _action: PayloadAction<string>) {
      state.action = { kind: 'close', busy: true, error: null, status: null };
    },
    actionDone(state, action: PayloadAction<QueueItem | null>) {
      state.action = { ...state.action, busy: false };
      if (action.payload) upsert(state, action.payload);
    },
    actionFailed(state, action: PayloadAction<{ error: string | null; status: number | null }>) {
      state.action = { ...state.action, busy: false, ...action.payload };
    },
  },
  selectors: {
    selectChatDesk: (state) => state,
  },
});

export const {
  deskOpened,
  deskLeft,
  queueLoaded,
  queueFailed,
  queueEventArrived,
  liveChanged,
  cannedLoaded,
  conversationSelected,
  conversationLoaded,
  conversationFailed,
  conversationLiveChanged,
  deskMessagesArrived,
  claimRequested,
  replyRequested,
  closeRequested,
  actionDone,
  actionFailed,
} = chatDeskSlice.actions;
