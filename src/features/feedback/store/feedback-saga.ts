import { eventChannel, type EventChannel } from 'redux-saga';
import { call as callEffect, delay as delayEffect } from 'redux-saga/effects';
import { all, call, put, race, select, take } from 'typed-redux-saga';
import { APP_SPINNER_HIDE_MS, LOADING_OVERLAY_MAX_MS } from '@/lib/constants';
import { httpEvents, type HttpEventMap, type HttpNotice, type TypedEmitter } from '@/lib/http/http-events';
import {
  appSpinnerHidden,
  noticeShown,
  overlayForceClosed,
  requestSettled,
  requestStarted,
  selectOverlayOpen,
} from './feedback-slice';

type HttpSignal =
  | { type: 'request-start' }
  | { type: 'request-end' }
  | { type: 'notice'; notice: HttpNotice };

/** Bridges the store-agnostic HTTP client's events into the saga world. */
export function createHttpChannel(emitter: TypedEmitter<HttpEventMap> = httpEvents): EventChannel<HttpSignal> {
  return eventChannel<HttpSignal>((emit) => {
    const offs = [
      emitter.on('request-start', () => emit({ type: 'request-start' })),
      emitter.on('request-end', () => emit({ type: 'request-end' })),
      emitter.on('notice', (notice) => emit({ type: 'notice', notice })),
    ];
    return () => offs.forEach((off) => off());
  });
}

let noticeCounter = 0;
export function nextNoticeId(): string {
  noticeCounter += 1;
  return `notice-${noticeCounter}`;
}

export function* forwardHttpEvents(channel: EventChannel<HttpSignal>) {
  try {
    while (true) {
      const signal = yield* take(channel);
      if (signal.type === 'request-start') yield* put(requestStarted());
      else if (signal.type === 'request-end') yield* put(requestSettled());
      else yield* put(noticeShown({ id: nextNoticeId(), ...signal.notice }));
    }
  } finally {
    channel.close();
  }
}

/** Waits until no request is pending any more. */
export function* waitUntilIdle() {
  while (yield* select(selectOverlayOpen)) {
    yield* take(requestSettled.type);
  }
}

/** Spec §4/§9: the overlay closes on the response, or after LOADING_OVERLAY_MAX_MS whatever is still pending. */
export function* overlayFallback() {
  while (true) {
    yield* take(requestStarted.type);
    // Effects inside race/all come from redux-saga itself: typed-redux-saga's wrappers are only for `yield*`.
    const { fallback } = yield* race({ settled: callEffect(waitUntilIdle), fallback: delayEffect(LOADING_OVERLAY_MAX_MS) });
    if (fallback) yield* put(overlayForceClosed());
  }
}

/** Spec §9: the start-up spinner hides after APP_SPINNER_HIDE_MS. */
export function* hideAppSpinner() {
  yield delayEffect(APP_SPINNER_HIDE_MS);
  yield* put(appSpinnerHidden());
}

export function* feedbackSaga() {
  const channel = yield* call(createHttpChannel, httpEvents);
  yield* all([callEffect(forwardHttpEvents, channel), callEffect(overlayFallback), callEffect(hideAppSpinner)]);
}
