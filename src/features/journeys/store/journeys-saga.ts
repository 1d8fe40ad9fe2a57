import { call, put, takeLatest } from 'typed-redux-saga';
import { journeysApi } from '../api/journeys-api';
import { journeyFailed, journeyKey, journeyLoaded, journeyRequested } from './journeys-slice';

export function* loadJourney(action: ReturnType<typeof journeyRequested>) {
  const { scene, language } = action.payload;
  const key = journeyKey(scene, language);
  try {
    const data = yield* call(journeysApi.journey, scene, language);
    yield* put(journeyLoaded({ key, data }));
  } catch {
    yield* put(journeyFailed({ key }));
  }
}

/** Going from one journey to the next quickly: only the latest request matters. */
export function* journeysSaga() {
  yield* takeLatest(journeyRequested.type, loadJourney);
}
