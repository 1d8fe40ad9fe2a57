import { call, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { HttpError } from '@/lib/http/http-error';
import { analyticsApi } from '../api/analytics-api';
import { csvFileName } from '../analytics-rules';
import { defaultConsoleDeps, refusedAccess, type ConsoleSagaDeps } from './console-saga';
import { csvExported, csvFailed, csvRequested, dashboardFailed, dashboardLoaded, dashboardRequested } from './analytics-slice';

export function* loadDashboard(action: ReturnType<typeof dashboardRequested>) {
  try {
    yield* put(dashboardLoaded(yield* call(analyticsApi.dashboard, action.payload)));
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(dashboardFailed(error instanceof HttpError && error.status === 403 ? 'forbidden' : 'error'));
  }
}

export function* exportCsv(deps: ConsoleSagaDeps, action: ReturnType<typeof csvRequested>) {
  const { range, report } = action.payload;
  try {
    const file = yield* call(analyticsApi.csv, range, report);
    yield* call(deps.saveFile, file, csvFileName(range, report));
    yield* put(csvExported());
  } catch (error) {
    if (yield* refusedAccess(error, false)) return;
    yield* put(csvFailed(failureOfCall(error, 'console.analytics.exportFailed')));
  }
}

/** The site statistics screen: the latest range wins; one export at a time. */
export function* analyticsSaga(deps: ConsoleSagaDeps = defaultConsoleDeps) {
  yield* takeLatest(dashboardRequested.type, loadDashboard);
  yield* takeLeading(csvRequested.type, exportCsv, deps);
}
