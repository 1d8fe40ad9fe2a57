import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { aboutSaga } from './about-saga';
import { aboutSlice } from './about-slice';

/**
 * The about page's store, injected when the page (or its page data) is first loaded: imported for that effect and
 * for its selectors, which answer the slice's initial state until then.
 */
const injected = aboutSlice.injectInto(rootReducer);
registerPageSaga(aboutSaga);

export const { selectAbout } = injected.selectors;
