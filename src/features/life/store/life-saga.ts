import { call, put, takeLatest } from 'typed-redux-saga';
import { isNotFound } from '@/lib/http/http-error';
import { lifeApi } from '../api/life-api';
import { lifeDetailKey, lifeListKey } from './life-query';
import { lifeDetailFailed, lifeDetailLoaded, lifeDetailRequested, lifeListFailed, lifeListLoaded, lifeListRequested } from './life-slice';

export function* loadLifeList(action: ReturnType<typeof lifeListRequested>) {
  const { tab, language } = action.payload;
  const key = lifeListKey(tab, language);
  try {
    const data = yield* call(lifeApi.list, tab, language);
    yield* put(lifeListLoaded({ key, data }));
  } catch {
    yield* put(lifeListFailed({ key }));
  }
}

export function* loadLifeDetail(action: ReturnType<typeof lifeDetailRequested>) {
  const { documentNo, language } = action.payload;
  const key = lifeDetailKey(documentNo, language);
  try {
    const data = yield* call(lifeApi.detail, documentNo, language);
    yield* put(lifeDetailLoaded({ key, data }));
  } catch (error) {
    yield* put(lifeDetailFailed({ key, missing: isNotFound(error) }));
  }
}

/** Switching tabs or languages quickly: only the latest request matters. */
export function* lifeSaga() {
  yield* takeLatest(lifeListRequested.type, loadLifeList);
  yield* takeLatest(lifeDetailRequested.type, loadLifeDetail);
}
