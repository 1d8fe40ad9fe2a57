import { pageRoutes } from '@/lib/routes';
import type { CalculatorAnswers, CalculatorQuestion } from './api/calculator-api';

/*
 * The calculator's flow lives in the URL (GOV.UK "smart answers"): `step` is the question shown (or `result`), each
 * answer is a parameter named after its question, and the result adds `view=monthly|annual`. So Back, a reload, a
 * bookmark and a shared link all show the same page. This module reads such a URL and writes the next one.
 */

export const STEP_PARAM = 'step';
export const VIEW_PARAM = 'view';
export const RESULT_STEP = 'result';

export const COST_VIEWS = ['monthly', 'annual'] as const;
export type CostView = (typeof COST_VIEWS)[number];

/** What a hand-edited URL can get wrong; each has its own message and a way back. */
export type StepProblem =
  | { reason: 'unknownStep'; step: string }
  | { reason: 'unknownOption'; question: CalculatorQuestion }
  | { reason: 'missingAnswer'; question: CalculatorQuestion };

export type CalculatorStep =
  | {
      kind: 'question';
      question: CalculatorQuestion;
      /** From 0, in page order. */
      index: number;
      /** Every valid answer of the URL, earlier and later ones (kept when going back and forth). */
      answers: CalculatorAnswers;
    }
  | { kind: 'result'; answers: CalculatorAnswers; view: CostView }
  | {
      kind: 'invalid';
      problem: StepProblem;
      /** The valid answers, kept on the way back. */
      answers: CalculatorAnswers;
      /** Where to carry on: the first question left unanswered (or answered wrongly), else the result. */
      resume: string;
    };

/** The answers of a URL that name an option of their question, in page order, and the first that does not. */
function readAnswers(questions: readonly CalculatorQuestion[], search: URLSearchParams) {
  const answers: CalculatorAnswers = {};
  let unknown: CalculatorQuestion | undefined;
  for (const question of questions) {
    const value = search.get(question.id);
    if (value === null || value === '') continue;
    if (question.options.some((option) => option.id === value)) answers[question.id] = value;
    else unknown ??= question;
  }
  return { answers, unknown };
}

function firstUnanswered(questions: readonly CalculatorQuestion[], answers: CalculatorAnswers, before = questions.length) {
  return questions.slice(0, before).find((question) => answers[question.id] === undefined);
}

export function viewOf(search: URLSearchParams): CostView {
  return search.get(VIEW_PARAM) === 'annual' ? 'annual' : 'monthly';
}

/**
 * The page a URL asks for. Without `step` it is the first question. A question needs every earlier one answered,
 * the result all of them; an option a question does not offer, or a step that does not exist, is a problem the page
 * explains, with a way back that keeps every valid answer.
 */
export function readCalculatorStep(questions: readonly CalculatorQuestion[], search: URLSearchParams): CalculatorStep {
  const { answers, unknown } = readAnswers(questions, search);
  const step = search.get(STEP_PARAM) || questions[0]?.id || RESULT_STEP;
  const resume = (firstUnanswered(questions, answers) ?? { id: RESULT_STEP }).id;
  if (unknown) return { kind: 'invalid', problem: { reason: 'unknownOption', question: unknown }, answers, resume: unknown.id };

  if (step === RESULT_STEP) {
    const missing = firstUnanswered(questions, answers);
    if (missing) return { kind: 'invalid', problem: { reason: 'missingAnswer', question: missing }, answers, resume: missing.id };
    return { kind: 'result', answers, view: viewOf(search) };
  }
  const index = questions.findIndex((question) => question.id === step);
  const question = questions[index];
  if (!question) return { kind: 'invalid', problem: { reason: 'unknownStep', step }, answers, resume };
  const missing = firstUnanswered(questions, answers, index);
  if (missing) return { kind: 'invalid', problem: { reason: 'missingAnswer', question: missing }, answers, resume: missing.id };
  return { kind: 'question', question, index, answers };
}

/** The answers as URL parameters, in page order (so one set of answers has one URL). */
export function answersQuery(questions: readonly CalculatorQuestion[], answers: CalculatorAnswers): [string, string][] {
  return questions.flatMap((question) => (answers[question.id] === undefined ? [] : [[question.id, answers[question.id]!] as [string, string]]));
}

/** A step's URL: `step` first, then the answers in page order, then the result's view (monthly is the default). */
export function calculatorStepHref(
  questions: readonly CalculatorQuestion[],
  step: string,
  answers: CalculatorAnswers,
  view: CostView = 'monthly',
): string {
  const search = new URLSearchParams([[STEP_PARAM, step], ...answersQuery(questions, answers)]);
  if (step === RESULT_STEP && view !== 'monthly') search.set(VIEW_PARAM, view);
  return `${pageRoutes.calculatorQuestion}?${search.toString()}`;
}

/** The step after a question: the next question, or the result after the last. */
export function nextStepOf(questions: readonly CalculatorQuestion[], index: number): string {
  return questions[index + 1]?.id ?? RESULT_STEP;
}

/** Back from a question: the previous one, or the intro from the first (answers kept either way). */
export function previousHrefOf(questions: readonly CalculatorQuestion[], index: number, answers: CalculatorAnswers): string {
  const previous = questions[index - 1];
  if (!previous) return introHref(questions, answers);
  return calculatorStepHref(questions, previous.id, answers);
}

/** The intro, carrying any answers along so that "start counting" picks them up again. */
export function introHref(questions: readonly CalculatorQuestion[], answers: CalculatorAnswers): string {
  const search = new URLSearchParams(answersQuery(questions, answers)).toString();
  return search ? `${pageRoutes.calculator}?${search}` : pageRoutes.calculator;
}

/** The first question, without answers: "start over". */
export function startOverHref(questions: readonly CalculatorQuestion[]): string {
  return calculatorStepHref(questions, questions[0]?.id ?? RESULT_STEP, {});
}

/** The estimate a set of complete answers asks for, in a language: the store keeps one per key. */
export function estimateKey(questions: readonly CalculatorQuestion[], answers: CalculatorAnswers, language: string): string {
  return `${language}?${new URLSearchParams(answersQuery(questions, answers)).toString()}`;
}
