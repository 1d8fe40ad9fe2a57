import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { isNotFound } from '@/lib/http/http-error';
import { servicesApi } from '../api/services-api';
import {
  serviceDetailFailed,
  serviceDetailKey,
  serviceDetailLoaded,
  serviceDetailRequested,
  servicesListFailed,
  servicesListLoaded,
  servicesListRequested,
  talentTypesFailed,
  talentTypesLoaded,
  talentTypesRequested,
} from './services-slice';

export function* loadServicesList(action: ReturnType<typeof servicesListRequested>) {
  const { query, language, key } = action.payload;
  try {
    const data = yield* call(servicesApi.list, query, language);
    yield* put(servicesListLoaded({ key, data }));
  } catch {
    yield* put(servicesListFailed({ key }));
  }
}

export function* loadTalentTypes(action: ReturnType<typeof talentTypesRequested>) {
  const key = action.payload;
  try {
    const data = yield* call(servicesApi.talentTypes, action.payload);
    yield* put(talentTypesLoaded({ key, data }));
  } catch {
    yield* put(talentTypesFailed({ key }));
  }
}

export function* loadServiceDetail(action: ReturnType<typeof serviceDetailRequested>) {
  const { documentNo, language } = action.payload;
  const key = serviceDetailKey(documentNo, language);
  try {
    const data = yield* call(servicesApi.detail, documentNo, language);
    yield* put(serviceDetailLoaded({ key, data }));
  } catch (error) {
    yield* put(serviceDetailFailed({ key, missing: isNotFound(error) }));
  }
}

/** Typing, filtering and paging: only the latest list request matters. */
export function* servicesSaga() {
  yield* takeLatest(servicesListRequested.type, loadServicesList);
  yield* takeEvery(talentTypesRequested.type, loadTalentTypes);
  yield* takeLatest(serviceDetailRequested.type, loadServiceDetail);
}
