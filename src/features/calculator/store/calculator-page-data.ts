import type { PageData, PageHeadOf } from '@/lib/router/page-data';
import { estimateKey, readCalculatorStep, STEP_PARAM, RESULT_STEP } from '../calculator-steps';
import { calculatorSlice, estimateRequested, questionsRequested, type CalculatorState } from './calculator-slice';
// Importing the calculator's page data brings its store: its slice and sagas start here.
import './calculator-feature';

type State = { calculator?: CalculatorState };

/** The intro lists the questions: loaded in the interface language unless the store holds them. */
export const calculatorPageData: PageData<State> = ({ language }, { calculator = calculatorSlice.getInitialState() }) =>
  calculator.questions.key === language ? [] : [questionsRequested(language)];

/**
 * A question needs the questions; the result also its estimate, which its saga asks for once it can read the
 * answers (the questions may not be in the store yet). Nothing is asked for that the store holds.
 */
export const calculatorQuestionPageData: PageData<State> = (request, { calculator = calculatorSlice.getInitialState() }) => {
  const { searchParams, language } = request;
  const { questions, estimate } = calculator;
  const held = questions.key === language && questions.data ? questions.data.questions : undefined;
  if (searchParams.get(STEP_PARAM) !== RESULT_STEP) return held || questions.key === language ? [] : [questionsRequested(language)];
  if (held) {
    const step = readCalculatorStep(held, searchParams);
    if (step.kind !== 'result' || estimate.key === estimateKey(held, step.answers, language)) return [];
  }
  return [estimateRequested(searchParams.toString(), language)];
};

/** A question's page is named after the question (what a screen reader announces, and a tab's title). */
export const calculatorQuestionHead: PageHeadOf<State> = ({ searchParams, language }, { calculator = calculatorSlice.getInitialState() }) => {
  const { questions } = calculator;
  if (questions.key !== language || !questions.data) return undefined;
  const step = readCalculatorStep(questions.data.questions, searchParams);
  return step.kind === 'question' ? { title: step.question.title } : undefined;
};
