import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { chatSaga } from './chat-saga';
import { chatSlice, type ChatState } from './chat-slice';

/** The chat's store, injected when the chat's code first loads (the visitor asks for it, or a reload resumes one). */
const injected = chatSlice.injectInto(rootReducer);
registerPageSaga(function* startChatSaga() {
  yield* chatSaga();
});

type WithChat = { chat?: ChatState };
export const selectChat = (state: object): ChatState => injected.selectors.selectChat(state as WithChat);
