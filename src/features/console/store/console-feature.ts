import { registerPageSaga, rootReducer } from '@/app/store/feature-store';
import { consoleSaga } from './console-saga';
import { consoleSlice, type ConsoleState } from './console-slice';

/**
 * The console's store, injected when the console's code first loads (never with the public pages): imported for that
 * effect and for its selectors, which answer the initial state until then.
 */
const injected = consoleSlice.injectInto(rootReducer);
registerPageSaga(function* startConsoleSaga() {
  yield* consoleSaga();
});

/**
 * The root state type lists the public sections' lazy slices only (app/store/root-reducer.ts); the console's is read
 * through this view of it, so the app's files need not name the console.
 */
type WithConsole = { console?: ConsoleState };
const read =
  <T>(select: (state: WithConsole) => T) =>
  (state: object): T =>
    select(state as WithConsole);

export const selectAccess = read(injected.selectors.selectAccess);
export const selectJobs = read(injected.selectors.selectJobs);
export const selectList = read(injected.selectors.selectList);
export const selectDetail = read(injected.selectors.selectDetail);
export const selectStatusChange = read(injected.selectors.selectStatusChange);
export const selectNote = read(injected.selectors.selectNote);
export const selectDownload = read(injected.selectors.selectDownload);
export const selectKiosks = read(injected.selectors.selectKiosks);
export const selectKioskRegistration = read(injected.selectors.selectKioskRegistration);
export const selectLeaveTo = read(injected.selectors.selectLeaveTo);
