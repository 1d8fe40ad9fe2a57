import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { trackEvent } from '@/lib/analytics/track';
import { getCurrentLanguage } from '@/lib/i18n/current-language';
import { clearStoredChat, readStoredChat, writeStoredChat } from '@/lib/storage/chat-store';
import { chatApi, chatEventsUrl, isGone, serverMessageOf, type ChatMessage } from '../api/chat-api';
import {
  chatLoading,
  chatOpened,
  chatRestarted,
  closeRequested,
  connectionChanged,
  conversationFailed,
  conversationReady,
  conversationRequested,
  conversationUpdated,
  loadFailed,
  messageFailed,
  messageRetried,
  messageSent,
  messagesArrived,
  pageChanged,
  statusLoaded,
  transcriptMailed,
  transcriptMailFailed,
  transcriptMailRequested,
  type ChatState,
} from './chat-slice';

/** Wait before opening a new stream after the browser gave up on one (a proxy's 502, a restart). */
export const RECONNECT_MS = 3000;

const selectChatState = (state: object) => (state as { chat?: ChatState }).chat;

export type StreamSignal =
  | { type: 'open' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'closed' }
  /** `gaveUp`: EventSource stopped reconnecting (an HTTP error, or 204 for a closed conversation). */
  | { type: 'error'; gaveUp: boolean };

export type EventSourceFactory = (url: string) => EventSource;

/**
 * The conversation's events as a channel. EventSource reconnects by itself after a network drop or a server restart
 * and sends Last-Event-ID, so the server resends exactly what was missed; the reducer drops any message seen twice.
 */
export function conversationChannel(url: string, open: EventSourceFactory): EventChannel<StreamSignal> {
  return eventChannel<StreamSignal>((emit) => {
    const source = open(url);
    source.onopen = () => emit({ type: 'open' });
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        emit({ type: 'message', message: JSON.parse(event.data) as ChatMessage });
      } catch {
        // Not a message of ours: ignored.
      }
    };
    source.addEventListener('closed', () => {
      emit({ type: 'closed' });
      emit(END);
    });
    source.onerror = () => emit({ type: 'error', gaveUp: source.readyState === EventSource.CLOSED });
    return () => source.close();
  });
}

const browserEventSource: EventSourceFactory = (url) => new EventSource(url);

/** Returns true when the conversation is over (no more events will come), false to connect again. */
function* followStream(id: string, token: string, after: number, open: EventSourceFactory) {
  const channel = yield* call(conversationChannel, chatEventsUrl(id, token, after, getCurrentLanguage()), open);
  try {
    for (;;) {
      const signal = yield* take(channel);
      if (signal.type === 'open') yield* put(connectionChanged('live'));
      else if (signal.type === 'message') yield* put(messagesArrived([signal.message]));
      else if (signal.type === 'closed') return true;
      else if (signal.gaveUp) return false;
      else yield* put(connectionChanged('reconnecting'));
    }
  } finally {
    channel.close();
  }
}

/**
 * Follows the conversation until it closes. When the browser gives up on a stream, the conversation is read again
 * from where this page is (a closed one answers 204 on the stream, so it is checked here), then streamed anew.
 */
export function* streamConversation(open: EventSourceFactory = browserEventSource) {
  for (;;) {
    const chat = yield* select(selectChatState);
    if (!chat?.conversation || !chat.token || chat.conversation.status === 'closed') break;
    const { id } = chat.conversation;
    const after = chat.messages.at(-1)?.seq ?? 0;
    const ended = yield* call(followStream, id, chat.token, after, open);
    if (ended) break;
    yield* put(connectionChanged('reconnecting'));
    yield* delay(RECONNECT_MS);
    try {
      const view = yield* call(chatApi.view, id, chat.token, after);
      yield* put(messagesArrived(view.messages));
      yield* put(conversationUpdated({ ...view.conversation, lastSeq: Math.max(view.conversation.lastSeq, after) }));
    } catch (error) {
      if (isGone(error)) break;
    }
  }
  yield* put(connectionChanged('ended'));
}

function* streamUntilRestart(open: EventSourceFactory) {
  yield* race({ stream: call(streamConversation, open), restart: take(chatRestarted.type) });
}

/** The panel opened: the conversation of this tab again (a reload), else the desk's hours for the form. */
export function* beginChat() {
  const chat = yield* select(selectChatState);
  if (chat && chat.phase !== 'idle' && chat.phase !== 'error' && chat.phase !== 'loading') return;
  yield* put(chatLoading());
  const stored = readStoredChat();
  if (stored) {
    try {
      const view = yield* call(chatApi.view, stored.id, stored.token, 0);
      yield* put(conversationReady({ token: stored.token, ...view }));
      return;
    } catch (error) {
      if (!isGone(error)) {
        yield* put(loadFailed(serverMessageOf(error)));
        return;
      }
      clearStoredChat();
    }
  }
  try {
    yield* put(statusLoaded(yield* call(chatApi.status)));
  } catch (error) {
    yield* put(loadFailed(serverMessageOf(error)));
  }
}

function* openConversation(action: ReturnType<typeof conversationRequested>) {
  try {
    const opened = yield* call(chatApi.open, action.payload);
    writeStoredChat({ id: opened.id, token: opened.token });
    yield* call(trackEvent, 'chat_started' as const);
    yield* put(conversationReady({ token: opened.token, conversation: opened.conversation, messages: [] }));
  } catch (error) {
    yield* put(conversationFailed(serverMessageOf(error)));
  }
}

function* sendMessage(action: ReturnType<typeof messageSent> | ReturnType<typeof messageRetried>) {
  const { clientId, body } = action.payload;
  const chat = yield* select(selectChatState);
  if (!chat?.conversation || !chat.token) return;
  try {
    const { message } = yield* call(chatApi.send, chat.conversation.id, chat.token, clientId, body);
    yield* put(messagesArrived([message]));
  } catch (error) {
    yield* put(messageFailed({ clientId, error: serverMessageOf(error) }));
  }
}

function* reportPage(action: ReturnType<typeof pageChanged>) {
  const chat = yield* select(selectChatState);
  if (!chat?.conversation || !chat.token || chat.conversation.status === 'closed' || chat.conversation.page === action.payload) return;
  try {
    yield* call(chatApi.setPage, chat.conversation.id, chat.token, action.payload);
    yield* put(conversationUpdated({ ...chat.conversation, page: action.payload }));
  } catch {
    // Staff see the previous page: nothing for the visitor to do.
  }
}

function* closeConversation() {
  const chat = yield* select(selectChatState);
  if (!chat?.conversation || !chat.token) return;
  try {
    const view = yield* call(chatApi.close, chat.conversation.id, chat.token);
    yield* put(messagesArrived(view.messages));
    yield* put(conversationUpdated(view.conversation));
  } catch {
    // The stream or the next load tells the truth; the button stays.
  }
}

function* mailTranscript(action: ReturnType<typeof transcriptMailRequested>) {
  const chat = yield* select(selectChatState);
  if (!chat?.conversation || !chat.token) return;
  try {
    const { email } = yield* call(chatApi.mailTranscript, chat.conversation.id, chat.token, action.payload);
    yield* put(transcriptMailed(email));
  } catch (error) {
    yield* put(transcriptMailFailed(serverMessageOf(error)));
  }
}

function* restart() {
  clearStoredChat();
  yield* call(beginChat);
}

export function* chatSaga(open: EventSourceFactory = browserEventSource) {
  yield* takeLatest(chatOpened.type, beginChat);
  yield* takeLatest(chatRestarted.type, restart);
  yield* takeLatest(conversationReady.type, streamUntilRestart, open);
  yield* takeEvery(conversationRequested.type, openConversation);
  yield* takeEvery([messageSent.type, messageRetried.type], sendMessage);
  yield* takeLatest(pageChanged.type, reportPage);
  yield* takeLeading(closeRequested.type, closeConversation);
  yield* takeLeading(transcriptMailRequested.type, mailTranscript);
}
