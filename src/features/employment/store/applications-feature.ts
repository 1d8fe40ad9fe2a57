import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { applicationsSaga } from './applications-saga';
import { applicationsSlice, type ApplicationsState } from './applications-slice';

/**
 * The signed-in user's applications and saved searches, injected with the first module that needs them (the job
 * detail, the board's badges, the profile's list): imported for that effect and for its selectors, which answer the
 * initial state until then. Client only: they need the session token, which a server render never has.
 */
const injected = applicationsSlice.injectInto(rootReducer);
registerPageSaga(applicationsSaga);

export const {
  selectApplicationsOwner,
  selectApplicationList,
  selectWithdrawing,
  selectDelivery,
  selectSavedSearches,
  selectSaveSearch,
  selectAppliedJobNos,
  selectApplicationOf,
} = injected.selectors;

// The root state's type learns of the slice here, with the code that injects it (Redux Toolkit's pattern for
// slices injected later), so the app's reducer module need not import this feature.
declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    applications: ApplicationsState;
  }
}
