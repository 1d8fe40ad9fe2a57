import { call, put, takeLatest } from 'typed-redux-saga';
import { isNotFound } from '@/lib/http/http-error';
import { employmentApi } from '../api/employment-api';
import { jobDetailKey } from './job-query';
import { jobDetailFailed, jobDetailLoaded, jobDetailRequested, jobsListFailed, jobsListLoaded, jobsListRequested } from './employment-slice';

export function* loadJobsList(action: ReturnType<typeof jobsListRequested>) {
  const { query, language, key } = action.payload;
  try {
    const data = yield* call(employmentApi.list, query, language);
    yield* put(jobsListLoaded({ key, data }));
  } catch {
    yield* put(jobsListFailed({ key }));
  }
}

export function* loadJobDetail(action: ReturnType<typeof jobDetailRequested>) {
  const { documentNo, language } = action.payload;
  const key = jobDetailKey(documentNo, language);
  try {
    const data = yield* call(employmentApi.detail, documentNo, language);
    yield* put(jobDetailLoaded({ key, data }));
  } catch (error) {
    yield* put(jobDetailFailed({ key, missing: isNotFound(error) }));
  }
}

/** Typing, filtering and paging: only the latest request of each kind matters. */
export function* employmentSaga() {
  yield* takeLatest(jobsListRequested.type, loadJobsList);
  yield* takeLatest(jobDetailRequested.type, loadJobDetail);
}
