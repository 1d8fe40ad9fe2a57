import { call, debounce, put, takeLatest } from 'typed-redux-saga';
import { searchApi } from '../api/search-api';
import { searchFailed, searchKey, searchLoaded, searchRequested, suggestionsLoaded, suggestionsRequested } from './search-slice';

/** Typing pauses this long before titles are asked for, so a fast typist sends one request, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fewer characters than this (one Chinese character is enough) ask for nothing. */
const minimumLength = (q: string) => (/[\u3400-\u9fff]/.test(q) ? 1 : 2);

export function* loadResults(action: ReturnType<typeof searchRequested>) {
  const { q, language, section, page } = action.payload;
  const key = searchKey(action.payload);
  try {
    const data = yield* call(searchApi.search, q, language, section, page);
    yield* put(searchLoaded({ key, data }));
  } catch {
    yield* put(searchFailed({ key }));
  }
}

export function* loadSuggestions(action: ReturnType<typeof suggestionsRequested>) {
  const q = action.payload.q.trim();
  if (q.length < minimumLength(q)) {
    yield* put(suggestionsLoaded({ q, list: [] }));
    return;
  }
  try {
    const list = yield* call(searchApi.suggest, q, action.payload.language);
    yield* put(suggestionsLoaded({ q, list }));
  } catch {
    // Suggestions are a help, not the search: without them the box still searches.
    yield* put(suggestionsLoaded({ q, list: [] }));
  }
}

/** A new query or page replaces the one in flight; suggestions wait for a pause in the typing. */
export function* searchSaga() {
  yield* takeLatest(searchRequested.type, loadResults);
  yield* debounce(SUGGEST_DEBOUNCE_MS, suggestionsRequested.type, loadSuggestions);
}
