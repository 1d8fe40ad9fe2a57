import { runSaga, stdChannel, type MulticastChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { rootSaga } from './root-saga';

/**
 * Starts every feature saga on a store (what redux-saga's middleware does when it is given one): the channel returned
 * is where the store's middleware puts each action after the reducers have seen it.
 */
export function runRootSaga(store: { dispatch: (action: Action) => unknown; getState: () => unknown }): MulticastChannel<Action> {
  const channel = stdChannel<Action>();
  runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, rootSaga);
  return channel;
}
