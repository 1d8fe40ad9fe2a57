import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { eventsSaga } from './events-saga';
import { eventsSlice } from './events-slice';

/**
 * The events section's store, injected when its page (or page data) is first loaded: imported for that effect and for
 * its selectors, which answer the slice's initial state until then.
 */
const injected = eventsSlice.injectInto(rootReducer);
registerPageSaga(eventsSaga);

export const { selectEventsList, selectEventDetail } = injected.selectors;
