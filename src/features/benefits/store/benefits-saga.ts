import { isNotFound } from '@/lib/http/http-error';
import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { benefitsApi } from '../api/benefits-api';
import {
  benefitDetailFailed,
  benefitDetailLoaded,
  benefitDetailRequested,
  benefitsListFailed,
  benefitsListLoaded,
  benefitsListRequested,
  detailKey,
  taxonomyFailed,
  taxonomyLoaded,
  taxonomyRequested,
} from './benefits-slice';

export function* loadBenefitsList(action: ReturnType<typeof benefitsListRequested>) {
  const { query, language, key } = action.payload;
  try {
    const data = yield* call(benefitsApi.list, query, language);
    yield* put(benefitsListLoaded({ key, data }));
  } catch {
    yield* put(benefitsListFailed({ key }));
  }
}

export function* loadTaxonomy(action: ReturnType<typeof taxonomyRequested>) {
  try {
    const data = yield* call(benefitsApi.taxonomy, action.payload);
    yield* put(taxonomyLoaded({ language: action.payload, data }));
  } catch {
    yield* put(taxonomyFailed(action.payload));
  }
}

export function* loadBenefitDetail(action: ReturnType<typeof benefitDetailRequested>) {
  const { documentNo, language } = action.payload;
  const key = detailKey(documentNo, language);
  try {
    const data = yield* call(benefitsApi.detail, documentNo, language);
    yield* put(benefitDetailLoaded({ key, data }));
  } catch (error) {
    yield* put(benefitDetailFailed({ key, missing: isNotFound(error) }));
  }
}

/** Typing in the search box or clicking through pages: only the latest list request matters. */
export function* benefitsSaga() {
  yield* takeLatest(benefitsListRequested.type, loadBenefitsList);
  yield* takeEvery(taxonomyRequested.type, loadTaxonomy);
  yield* takeLatest(benefitDetailRequested.type, loadBenefitDetail);
}
