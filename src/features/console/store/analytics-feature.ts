import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { analyticsSaga } from './analytics-saga';
import { analyticsSlice, type AnalyticsState } from './analytics-slice';

/** The site statistics' store, injected with the console's code like the console's own slice (console-feature.ts). */
const injected = analyticsSlice.injectInto(rootReducer);
registerPageSaga(function* startAnalyticsSaga() {
  yield* analyticsSaga();
});

type WithAnalytics = { consoleAnalytics?: AnalyticsState };
const read =
  <T>(select: (state: WithAnalytics) => T) =>
  (state: object): T =>
    select(state as WithAnalytics);

export const selectDashboard = read(injected.selectors.selectDashboard);
export const selectCsvExport = read(injected.selectors.selectCsvExport);
