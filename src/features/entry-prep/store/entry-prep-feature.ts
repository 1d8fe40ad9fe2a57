import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { entryPrepSaga } from './entry-prep-saga';
import { entryPrepSlice, type EntryPrepState } from './entry-prep-slice';

/**
 * The entry-preparation pages' store, injected when a page (or its page data) is first loaded: imported for that
 * effect and for its selectors, which answer the slice's initial state until then.
 */
const injected = entryPrepSlice.injectInto(rootReducer);
registerPageSaga(entryPrepSaga);

export const { selectEntrySteps, selectChecklist } = injected.selectors;

// The root state's type learns of the slice here, with the code that injects it, so the app's reducer module need
// not import this feature.
declare module '@/app/store/root-reducer' {
  interface LazyLoadedSlices {
    entryPrep: EntryPrepState;
  }
}
