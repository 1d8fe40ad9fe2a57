import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { httpEvents } from '@/lib/http/http-events';
import { storeReducer, type RootState } from './root-reducer';

/**
 * The browser's store, whose sagas arrive after it: redux-saga and the feature sagas (a sixth of the first visit's
 * scripts) are not needed to show or hydrate a page, which the server rendered with its data. Until their chunk has
 * arrived, the actions dispatched are kept, then given to the sagas in order, as redux-saga's middleware would have
 * given them (after the reducers). Tests, Storybook and the server build theirs with make-store.ts (sagas at once).
 */
export function makeBrowserStore(preloadedState?: Partial<RootState>) {
  // What the HTTP client reports before the feedback saga listens (an error toast or alert) waits for it.
  httpEvents.holdUntilHeard();
  let channel: { put(action: Action): void } | undefined;
  const waiting: Action[] = [];
  const sagas: Middleware<object, RootState> = () => (next) => (action) => {
    const result = next(action);
    if (channel) channel.put(action as Action);
    else waiting.push(action as Action);
    return result;
  };
  const store = configureStore({
    reducer: storeReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const sagasStarted = import('./run-sagas').then(({ runRootSaga }) => {
    const started = runRootSaga(store);
    channel = started;
    for (const action of waiting.splice(0)) started.put(action);
  });
  return { store, sagasStarted };
}
