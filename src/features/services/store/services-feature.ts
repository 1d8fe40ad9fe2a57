import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { servicesSaga } from './services-saga';
import { servicesSlice } from './services-slice';

/**
 * The services section's store, injected when its page (or page data) is first loaded: imported for that effect and for
 * its selectors, which answer the slice's initial state until then.
 */
const injected = servicesSlice.injectInto(rootReducer);
registerPageSaga(servicesSaga);

export const { selectServicesList, selectTalentTypes, selectServiceDetail } = injected.selectors;
