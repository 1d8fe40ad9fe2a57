import { call, put, takeLatest } from 'typed-redux-saga';
import { aboutApi } from '../api/about-api';
import { aboutFailed, aboutLoaded, aboutRequested } from './about-slice';

export function* loadAbout(action: ReturnType<typeof aboutRequested>) {
  const key = action.payload;
  try {
    const data = yield* call(aboutApi.page, action.payload);
    yield* put(aboutLoaded({ key, data }));
  } catch {
    yield* put(aboutFailed({ key }));
  }
}

export function* aboutSaga() {
  yield* takeLatest(aboutRequested.type, loadAbout);
}
