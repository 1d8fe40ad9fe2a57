import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { reportsSaga } from './reports-saga';
import { reportsSlice, type ReportsState } from './reports-slice';

/**
 * The talent report's store (questionnaire, answers in progress, a generated report), injected when its pages (or
 * their page data) are first loaded: imported for that effect and for its selectors, which answer the slice's
 * initial state until then.
 */
const injected = reportsSlice.injectInto(rootReducer);
registerPageSaga(reportsSaga);

export const { selectQuestionnaire, selectFlow, selectReport, selectReportAskedAs, selectNavigateTo } = injected.selectors;

// The root state's type learns of the slice with the code that injects it (Redux Toolkit's pattern for slices
// injected later), so the app's reducer module need not import this feature.
declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    reports: ReportsState;
  }
}
