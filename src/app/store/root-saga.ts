import { all } from 'typed-redux-saga';

/** Every feature saga starts here. */
export function* rootSaga() {
  yield* all([]);
}
