import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { lifeSaga } from './life-saga';
import { lifeSlice } from './life-slice';

/**
 * The life section's store, injected when its page (or page data) is first loaded: imported for that effect and for
 * its selectors, which answer the slice's initial state until then.
 */
const injected = lifeSlice.injectInto(rootReducer);
registerPageSaga(lifeSaga);

export const { selectLifeList, selectLifeDetail } = injected.selectors;
