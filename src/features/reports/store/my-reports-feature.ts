import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { myReportsSaga } from './my-reports-saga';
import { myReportsSlice, type MyReportsState } from './my-reports-slice';

/**
 * The signed-in user's saved reports, injected with the profile's "My reports" section (browser only: the list
 * needs the session token, which a server render never has).
 */
const injected = myReportsSlice.injectInto(rootReducer);
registerPageSaga(myReportsSaga);

export const { selectMyReports } = injected.selectors;

declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    myReports: MyReportsState;
  }
}
