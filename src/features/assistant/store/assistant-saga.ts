import { call, put, takeEvery } from 'typed-redux-saga';
import { trackEvent } from '@/lib/analytics/track';
import { assistantApi } from '../api/assistant-api';
import { answerFailed, answerLoaded, questionAsked } from './assistant-slice';

export function* answerQuestion(action: ReturnType<typeof questionAsked>) {
  const { id, query, language } = action.payload;
  try {
    const answer = yield* call(assistantApi.answer, query, language);
    yield* put(answerLoaded({ id, answer }));
    if (answer.best) yield* call(trackEvent, 'assistant_answered' as const);
  } catch {
    yield* put(answerFailed({ id }));
  }
}

/** Every question gets its answer, in the order asked (each entry waits for its own). */
export function* assistantSaga() {
  yield* takeEvery(questionAsked.type, answerQuestion);
}
