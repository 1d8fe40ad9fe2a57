import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { noticeShown, type Notice } from '@/lib/notice';
import { authSaga } from '../auth-saga';
import { authFlowSlice } from '../auth-flow-slice';
import { sessionSlice } from '../session-slice';
import { sessionStorageSaga } from '../session-storage-saga';

/** The auth feature's own slices and sagas in a store, recording every notice the flows announce. */
export function makeAuthTestStore() {
  const notices: Notice[] = [];
  const saga = createSagaMiddleware();
  const recorder: Middleware = () => (next) => (action) => {
    if (noticeShown.match(action)) notices.push(action.payload);
    return next(action);
  };
  const store = configureStore({
    reducer: combineSlices(authFlowSlice, sessionSlice),
    middleware: (getDefault) =>
      getDefault({ thunk: false })
        .concat(recorder)
        .concat(saga),
  });
  saga.run(function* () {
    yield all([call(authSaga), call(sessionStorageSaga)]);
  });
  return Object.assign(store, { notices, toasts: () => notices.filter((n) => n.kind === 'toast') });
}
