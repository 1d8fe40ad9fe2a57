import { isNotFound } from '@/lib/http/http-error';
import { call, put, takeLatest } from 'typed-redux-saga';
import { eventsApi } from '../api/events-api';
import {
  eventDetailFailed,
  eventDetailKey,
  eventDetailLoaded,
  eventDetailRequested,
  eventListKey,
  eventsListFailed,
  eventsListLoaded,
  eventsListRequested,
} from './events-slice';

export function* loadEventsList(action: ReturnType<typeof eventsListRequested>) {
  const { state, page, language } = action.payload;
  const key = eventListKey(state, page, language);
  try {
    const data = yield* call(eventsApi.list, state, page, language);
    yield* put(eventsListLoaded({ key, data }));
  } catch {
    yield* put(eventsListFailed({ key }));
  }
}

export function* loadEventDetail(action: ReturnType<typeof eventDetailRequested>) {
  const { documentNo, language, state } = action.payload;
  const key = eventDetailKey(documentNo, language);
  try {
    const data = yield* call(eventsApi.detail, documentNo, language, state);
    yield* put(eventDetailLoaded({ key, data }));
  } catch (error) {
    yield* put(eventDetailFailed({ key, missing: isNotFound(error) }));
  }
}

/** Switching tabs quickly: only the last tab's answer matters. */
export function* eventsSaga() {
  yield* takeLatest(eventsListRequested.type, loadEventsList);
  yield* takeLatest(eventDetailRequested.type, loadEventDetail);
}
