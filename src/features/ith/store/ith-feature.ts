import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { ithSaga } from './ith-saga';
import { ithSlice } from './ith-slice';

/**
 * The International Talent Hub page's store, injected when the page (or its page data) is first loaded: imported
 * for that effect and for its selectors, which answer the slice's initial state until then.
 */
const injected = ithSlice.injectInto(rootReducer);
registerPageSaga(ithSaga);

export const { selectIth, selectContact } = injected.selectors;
