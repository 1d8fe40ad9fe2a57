import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { appsSaga } from './apps-saga';
import { appsSlice } from './apps-slice';

/**
 * The apps section's store, injected when its page (or page data) is first loaded: imported for that effect and for
 * its selectors, which answer the slice's initial state until then.
 */
const injected = appsSlice.injectInto(rootReducer);
registerPageSaga(appsSaga);

export const { selectAppsGuide } = injected.selectors;
