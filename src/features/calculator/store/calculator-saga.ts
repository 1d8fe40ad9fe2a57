import { call, put, select, takeLatest } from 'typed-redux-saga';
import { trackEvent } from '@/lib/analytics/track';
import type { Language } from '@/lib/i18n/languages';
import { calculatorApi, type CalculatorQuestions } from '../api/calculator-api';
import { estimateKey, readCalculatorStep } from '../calculator-steps';
import {
  calculatorSlice,
  estimateFailed,
  estimateLoaded,
  estimateRequested,
  estimateStarted,
  questionsFailed,
  questionsLoaded,
  questionsRequested,
  questionsStarted,
  type CalculatorState,
} from './calculator-slice';

const calculatorOf = (state: { calculator?: CalculatorState }) => state.calculator ?? calculatorSlice.getInitialState();

function* fetchQuestions(language: Language) {
  try {
    const data = yield* call(calculatorApi.questions, language);
    yield* put(questionsLoaded({ key: language, data }));
    return data;
  } catch {
    yield* put(questionsFailed({ key: language }));
    return undefined;
  }
}

export function* loadQuestions(action: ReturnType<typeof questionsRequested>) {
  yield* fetchQuestions(action.payload);
}

/** The questions of a language, from the store or, when it lacks them, from the server. */
function* questionsIn(language: Language) {
  const { questions } = yield* select(calculatorOf);
  if (questions.key === language && questions.status === 'ready' && questions.data) return questions.data as CalculatorQuestions;
  // Loaded here rather than through questionsRequested: a server render ends its sagas right after the page's
  // actions, so this worker cannot wait for another one.
  yield* put(questionsStarted(language));
  return yield* fetchQuestions(language);
}

/**
 * A result URL: the questions first (to read the answers), then the estimate of complete answers, unless the store
 * holds it. An incomplete or wrong URL asks for nothing: the page explains it from the questions.
 */
export function* loadEstimate(action: ReturnType<typeof estimateRequested>) {
  const { search, language } = action.payload;
  const questions = yield* questionsIn(language);
  if (!questions) return;
  const step = readCalculatorStep(questions.questions, new URLSearchParams(search));
  if (step.kind !== 'result') return;
  const key = estimateKey(questions.questions, step.answers, language);
  const { estimate } = yield* select(calculatorOf);
  if (estimate.key === key && estimate.status === 'ready') return;
  yield* put(estimateStarted(key));
  try {
    const data = yield* call(calculatorApi.estimate, step.answers, language);
    yield* put(estimateLoaded({ key, data }));
    yield* call(trackEvent, 'calculator_completed' as const);
  } catch {
    yield* put(estimateFailed({ key }));
  }
}

/** Only the latest page matters: a quick Back and Next, or a language switch, drop the request before. */
export function* calculatorSaga() {
  yield* takeLatest(questionsRequested.type, loadQuestions);
  yield* takeLatest(estimateRequested.type, loadEstimate);
}
