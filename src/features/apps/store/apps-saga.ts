import { call, put, takeLatest } from 'typed-redux-saga';
import { appsApi } from '../api/apps-api';
import { appsGuideFailed, appsGuideLoaded, appsGuideRequested } from './apps-slice';

export function* loadAppsGuide(action: ReturnType<typeof appsGuideRequested>) {
  const key = action.payload;
  try {
    const data = yield* call(appsApi.guide, action.payload);
    yield* put(appsGuideLoaded({ key, data }));
  } catch {
    yield* put(appsGuideFailed({ key }));
  }
}

/** A language switch while loading: only the last language's answer matters. */
export function* appsSaga() {
  yield* takeLatest(appsGuideRequested.type, loadAppsGuide);
}
