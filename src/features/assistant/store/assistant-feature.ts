import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { assistantSaga } from './assistant-saga';
import { assistantSlice } from './assistant-slice';

/** The help panel's store, injected when the panel's code first loads (after the page has come to life). */
const injected = assistantSlice.injectInto(rootReducer);
registerPageSaga(assistantSaga);

export const { selectAssistant } = injected.selectors;
