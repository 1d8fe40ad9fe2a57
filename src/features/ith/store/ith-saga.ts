import { call, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { ithApi } from '../api/ith-api';
import { contactFailed, contactSent, contactSubmitted, ithFailed, ithLoaded, ithRequested } from './ith-slice';

export function* loadIth(action: ReturnType<typeof ithRequested>) {
  const key = action.payload;
  try {
    const data = yield* call(ithApi.page, action.payload);
    yield* put(ithLoaded({ key, data }));
  } catch {
    yield* put(ithFailed({ key }));
  }
}

export function* sendContact(action: ReturnType<typeof contactSubmitted>) {
  try {
    const receipt = yield* call(ithApi.contact, action.payload);
    yield* put(contactSent(receipt));
  } catch (error) {
    yield* put(contactFailed(failureOfCall(error, 'ith.contact.failed')));
  }
}

/** A second submit while one is on its way is ignored (the server also answers a repeat within a minute once). */
export function* ithSaga() {
  yield* takeLatest(ithRequested.type, loadIth);
  yield* takeLeading(contactSubmitted.type, sendContact);
}
