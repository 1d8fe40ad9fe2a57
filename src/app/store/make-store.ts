import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { storeReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

function configure(preloadedState: Partial<RootState> | undefined) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: storeReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  return { store, saga };
}

/** Builds a store; tests and Storybook build their own with preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>, options: { runSagas?: boolean } = {}) {
  const { store, saga } = configure(preloadedState);
  if (options.runSagas !== false) saga.run(rootSaga);
  return store;
}

/** The same store running only `root` (the server render runs the page-data sagas), with the task to await. */
export function makeStoreRunning(root: Saga, preloadedState?: Partial<RootState>): { store: AppStore; task: Task } {
  const { store, saga } = configure(preloadedState);
  return { store, task: saga.run(root) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
