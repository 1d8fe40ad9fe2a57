import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { chatDeskSaga } from './chat-desk-saga';
import { chatDeskSlice, type ChatDeskState } from './chat-desk-slice';

/** The online service desk's store, injected with the console's code like the console's other slices. */
const injected = chatDeskSlice.injectInto(rootReducer);
registerPageSaga(function* startChatDeskSaga() {
  yield* chatDeskSaga();
});

export const selectChatDesk = (state: object): ChatDeskState => injected.selectors.selectChatDesk(state as { chatDesk?: ChatDeskState });
