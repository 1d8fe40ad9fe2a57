import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { searchSaga } from './search-saga';
import { searchSlice } from './search-slice';

/**
 * The site search's store, injected when its page (or page data) is first loaded: imported for that effect and for
 * its selectors, which answer the slice's initial state until then.
 */
const injected = searchSlice.injectInto(rootReducer);
registerPageSaga(searchSaga);

export const { selectSearchResults, selectSuggestions } = injected.selectors;
