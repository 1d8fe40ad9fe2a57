import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import { HttpError } from '@/lib/http/http-error';
import { readEventStream, type StreamEvent } from '@/lib/http/event-stream-reader';
import { getCurrentLanguage } from '@/lib/i18n/current-language';
import { readStoredToken } from '@/lib/storage/session-store';
import { chatDeskApi, conversationEventsUrl, queueEventsUrl, type DeskMessage, type QueueEvent } from '../api/chat-desk-api';
import {
  actionDone,
  actionFailed,
  cannedLoaded,
  claimRequested,
  closeRequested,
  conversationFailed,
  conversationLiveChanged,
  conversationLoaded,
  conversationSelected,
  deskLeft,
  deskMessagesArrived,
  deskOpened,
  liveChanged,
  queueEventArrived,
  queueFailed,
  queueLoaded,
  replyRequested,
  type ChatDeskState,
} from './chat-desk-slice';

/** Wait before a lost stream is opened again. */
export const DESK_RECONNECT_MS = 3000;

const selectDesk = (state: object) => (state as { chatDesk?: ChatDeskState }).chatDesk;

export type DeskSignal = { type: 'open' } | { type: 'event'; event: StreamEvent } | { type: 'end'; status: number | null };
export type StreamOpener = (url: string, signal: AbortSignal, handlers: { onOpen: () => void; onEvent: (event: StreamEvent) => void }) => Promise<number>;

/**
 * The console's streams carry the session in the Authorization header like every console call, which EventSource
 * cannot send: they are read with fetch and a stream reader (src/lib/http/event-stream-reader.ts).
 */
const fetchStream: StreamOpener = (url, signal, handlers) => {
  const token = readStoredToken();
  return readEventStream(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal, ...handlers });
};

/** One stream as a channel: its opening, its events, and its end (the status, or null for a network failure). */
export function deskStreamChannel(url: string, open: StreamOpener): EventChannel<DeskSignal> {
  return eventChannel<DeskSignal>((emit) => {
    const controller = new AbortController();
    open(url, controller.signal, { onOpen: () => emit({ type: 'open' }), onEvent: (event) => emit({ type: 'event', event }) }).then(
      (status) => emit({ type: 'end', status }),
      () => {
        if (!controller.signal.aborted) emit({ type: 'end', status: null });
      },
    );
    return () => controller.abort();
  });
}

const refusal = (error: unknown) => ({
  error: error instanceof HttpError && error.serverMessage ? error.serverMessage : null,
  status: error instanceof HttpError ? (error.status ?? null) : null,
});

function* loadQueue() {
  try {
    yield* put(queueLoaded(yield* call(chatDeskApi.queue)));
  } catch {
    yield* put(queueFailed());
  }
}

function* loadCanned() {
  try {
    yield* put(cannedLoaded(yield* call(chatDeskApi.canned)));
  } catch {
    // The desk works without ready answers.
  }
}

/** The queue live: every (re)connection loads the queue again, so nothing that happened while away is missed. */
export function* followQueue(open: StreamOpener) {
  for (;;) {
    const channel = yield* call(deskStreamChannel, queueEventsUrl(getCurrentLanguage()), open);
    try {
      for (;;) {
        const signal = yield* take(channel);
        if (signal.type === 'end') break;
        if (signal.type === 'open') {
          yield* put(liveChanged('live'));
          yield* call(loadQueue);
          continue;
        }
        if (signal.event.event !== 'queue') continue;
        const event = JSON.parse(signal.event.data) as QueueEvent;
        if (event.type === 'resync') yield* call(loadQueue);
        else yield* put(queueEventArrived(event));
      }
    } finally {
      channel.close();
    }
    yield* put(liveChanged('reconnecting'));
    yield* delay(DESK_RECONNECT_MS);
  }
}

/** The chosen conversation: its messages, then live from the last one seen, until it closes or another is chosen. */
export function* followConversation(open: StreamOpener, action: ReturnType<typeof conversationSelected> | ReturnType<typeof deskLeft>) {
  if (!conversationSelected.match(action)) return;
  const id = action.payload;
  try {
    yield* put(conversationLoaded(yield* call(chatDeskApi.conversation, id, 0)));
  } catch {
    yield* put(conversationFailed());
    return;
  }
  for (;;) {
    const desk = yield* select(selectDesk);
    const after = desk?.conversation.messages.at(-1)?.seq ?? 0;
    if (desk?.conversation.item?.status === 'closed') break;
    const channel = yield* call(deskStreamChannel, conversationEventsUrl(id, after, getCurrentLanguage()), open);
    let over: boolean;
    try {
      for (;;) {
        const signal = yield* take(channel);
        if (signal.type === 'open') yield* put(conversationLiveChanged('live'));
        else if (signal.type === 'end') {
          over = signal.status === 204 || signal.status === 404;
          break;
        } else if (signal.event.event === 'closed') {
          over = true;
          break;
        } else if (signal.event.event === 'message') {
          yield* put(deskMessagesArrived({ id, messages: [JSON.parse(signal.event.data) as DeskMessage] }));
        }
      }
    } finally {
      channel.close();
    }
    if (over) break;
    yield* put(conversationLiveChanged('reconnecting'));
    yield* delay(DESK_RECONNECT_MS);
  }
}

function* runDesk(open: StreamOpener) {
  yield* race({ desk: all([call(loadCanned), call(followQueue, open)]), leave: take(deskLeft.type) });
}

function* claim(action: ReturnType<typeof claimRequested>) {
  try {
    yield* put(actionDone(yield* call(chatDeskApi.claim, action.payload)));
  } catch (error) {
    yield* put(actionFailed(refusal(error)));
  }
}

function* reply(action: ReturnType<typeof replyRequested>) {
  const { id, clientId, body } = action.payload;
  try {
    const { message } = yield* call(chatDeskApi.reply, id, clientId, body);
    yield* put(deskMessagesArrived({ id, messages: [message] }));
    yield* put(actionDone(null));
  } catch (error) {
    yield* put(actionFailed(refusal(error)));
  }
}

function* close(action: ReturnType<typeof closeRequested>) {
  try {
    yield* put(actionDone(yield* call(chatDeskApi.close, action.payload)));
  } catch (error) {
    yield* put(actionFailed(refusal(error)));
  }
}

export function* chatDeskSaga(open: StreamOpener = fetchStream) {
  yield* takeLatest(deskOpened.type, runDesk, open);
  yield* takeLatest([conversationSelected.type, deskLeft.type], followConversation, open);
  yield* takeEvery(claimRequested.type, claim);
  yield* takeEvery(replyRequested.type, reply);
  yield* takeEvery(closeRequested.type, close);
}
