import type { Saga } from 'redux-saga';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, take } from 'typed-redux-saga';

/** The sagas of the sections whose code comes with their pages, registered as each feature module loads. */
const registered: Saga[] = [];
const listeners = new Set<(saga: Saga) => void>();

export function registerPageSaga(saga: Saga): void {
  if (registered.includes(saga)) return;
  registered.push(saga);
  for (const listener of listeners) listener(saga);
}

function laterRegistrations(): EventChannel<Saga> {
  return eventChannel<Saga>((emit) => {
    listeners.add(emit);
    return () => void listeners.delete(emit);
  });
}

/** Starts the sagas registered so far (the server render loads the route's feature before its store starts). */
export function* registeredPageSagas() {
  for (const saga of registered) yield* fork(saga);
}

/** In the browser, sections arrive with their pages: each registered saga starts once, in every store. */
export function* pageSagasAsTheyLoad() {
  const channel = yield* call(laterRegistrations);
  yield* registeredPageSagas();
  while (true) {
    const saga = yield* take(channel);
    yield* fork(saga);
  }
}
