import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

/** Builds a store; tests and Storybook build their own with preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>, options: { runSagas?: boolean } = {}) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  if (options.runSagas !== false) saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
