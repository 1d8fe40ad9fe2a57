import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { journeysSaga } from './journeys-saga';
import { journeysSlice } from './journeys-slice';

/**
 * The journeys' store, injected when a journey page (or its page data) is first loaded: imported for that effect and
 * for its selectors, which answer the slice's initial state until then.
 */
const injected = journeysSlice.injectInto(rootReducer);
registerPageSaga(journeysSaga);

export const { selectJourney } = injected.selectors;
