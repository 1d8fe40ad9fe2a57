import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { employmentSaga } from './employment-saga';
import { employmentSlice, type EmploymentState } from './employment-slice';

/**
 * The job board's store, injected when its page (or page data) is first loaded: imported for that effect and for its
 * selectors, which answer the slice's initial state until then.
 */
const injected = employmentSlice.injectInto(rootReducer);
registerPageSaga(employmentSaga);

export const { selectJobsList, selectJobDetail } = injected.selectors;

// The root state's type learns of the slice with the code that injects it (Redux Toolkit's pattern for slices
// injected later), so the app's reducer module need not import this feature.
declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    employment: EmploymentState;
  }
}
