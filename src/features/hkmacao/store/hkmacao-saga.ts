import { call, put, takeLatest } from 'typed-redux-saga';
import { isNotFound } from '@/lib/http/http-error';
import { hkMacaoApi } from '../api/hkmacao-api';
import { hkMacaoGuideKey, hkMacaoListKey } from './hkmacao-query';
import {
  hkMacaoGuideFailed,
  hkMacaoGuideLoaded,
  hkMacaoGuideRequested,
  hkMacaoGuidesFailed,
  hkMacaoGuidesLoaded,
  hkMacaoGuidesRequested,
  hkMacaoListFailed,
  hkMacaoListLoaded,
  hkMacaoListRequested,
} from './hkmacao-slice';

export function* loadHkMacaoList(action: ReturnType<typeof hkMacaoListRequested>) {
  const { tab, page, language } = action.payload;
  const key = hkMacaoListKey(tab, page, language);
  try {
    const data = yield* call(hkMacaoApi.tab, tab, page, language);
    yield* put(hkMacaoListLoaded({ key, data }));
  } catch {
    yield* put(hkMacaoListFailed({ key }));
  }
}

export function* loadHkMacaoGuides(action: ReturnType<typeof hkMacaoGuidesRequested>) {
  const key = action.payload;
  try {
    const data = yield* call(hkMacaoApi.guides, action.payload);
    yield* put(hkMacaoGuidesLoaded({ key, data }));
  } catch {
    yield* put(hkMacaoGuidesFailed({ key }));
  }
}

export function* loadHkMacaoGuide(action: ReturnType<typeof hkMacaoGuideRequested>) {
  const { documentNo, language } = action.payload;
  const key = hkMacaoGuideKey(documentNo, language);
  try {
    const data = yield* call(hkMacaoApi.guide, documentNo, language);
    yield* put(hkMacaoGuideLoaded({ key, data }));
  } catch (error) {
    yield* put(hkMacaoGuideFailed({ key, missing: isNotFound(error) }));
  }
}

/** Tabs, pages and languages change quickly: only the latest request of each kind matters. */
export function* hkMacaoSaga() {
  yield* takeLatest(hkMacaoListRequested.type, loadHkMacaoList);
  yield* takeLatest(hkMacaoGuidesRequested.type, loadHkMacaoGuides);
  yield* takeLatest(hkMacaoGuideRequested.type, loadHkMacaoGuide);
}
