import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { contentSaga } from './content-saga';
import { contentSlice, type ContentState } from './content-slice';

/**
 * The editors' store (content, preview, media), injected with the console's code as its other slice is
 * (console-feature.ts): imported for that effect and for its selectors.
 */
const injected = contentSlice.injectInto(rootReducer);
registerPageSaga(function* startContentSaga() {
  yield* contentSaga();
});

type WithContent = { consoleContent?: ContentState };
const read =
  <T>(select: (state: WithContent) => T) =>
  (state: object): T =>
    select(state as WithContent);

export const selectSections = read(injected.selectors.selectSections);
export const selectContentList = read(injected.selectors.selectContentList);
export const selectCreated = read(injected.selectors.selectCreated);
export const selectCreateFailure = read(injected.selectors.selectCreateFailure);
export const selectEditor = read(injected.selectors.selectEditor);
export const selectRevisions = read(injected.selectors.selectRevisions);
export const selectPreview = read(injected.selectors.selectPreview);
export const selectPreviewProblems = read(injected.selectors.selectPreviewProblems);
export const selectMedia = read(injected.selectors.selectMedia);
