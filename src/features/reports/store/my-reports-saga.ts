import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { noticeShown } from '@/lib/notice';
import { reportsApi } from '../api/reports-api';
import {
  myReportDeleted,
  myReportDeleteFailed,
  myReportDeleteRequested,
  myReportsFailed,
  myReportsLoaded,
  myReportsRequested,
} from './my-reports-slice';

export function* loadMyReports(action: ReturnType<typeof myReportsRequested>) {
  const owner = action.payload;
  try {
    const { items } = yield* call(reportsApi.mine);
    yield* put(myReportsLoaded({ owner, items }));
  } catch {
    yield* put(myReportsFailed({ owner }));
  }
}

let noticeCounter = 0;

/** Deleting removes the report and its answers on the server; its share link stops working at once. */
export function* deleteMyReport(action: ReturnType<typeof myReportDeleteRequested>) {
  try {
    yield* call(reportsApi.remove, action.payload);
    yield* put(myReportDeleted(action.payload));
    noticeCounter += 1;
    yield* put(noticeShown({ id: `my-reports-${noticeCounter}`, kind: 'toast', status: 'success', messageId: 'report.mine.deleted' }));
  } catch {
    // The HTTP client has shown the server's reason.
    yield* put(myReportDeleteFailed(action.payload));
  }
}

export function* myReportsSaga() {
  yield* takeLatest(myReportsRequested.type, loadMyReports);
  yield* takeEvery(myReportDeleteRequested.type, deleteMyReport);
}
