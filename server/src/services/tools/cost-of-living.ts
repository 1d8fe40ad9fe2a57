import type { Language } from '../../lib/i18n.js';
import { loadCostOfLivingData } from './cost-of-living-data.js';
import {
  estimateWith,
  parseAnswersWith,
  questionsOf,
  type CalculatorAnswers,
  type CalculatorQuestions,
  type CostEstimate,
} from './cost-of-living-rules.js';

export type { CalculatorAnswers, CalculatorQuestion, CalculatorQuestions, CostEstimate, CostItem, SupportLine } from './cost-of-living-rules.js';
export { COST_ITEMS, type CostItemId } from './cost-of-living-rules.js';

/*
 * The cost-of-living calculator (issue #11) on the committed data: read and validated once, when the server loads
 * this module at start (a broken data file stops the start with the file and field named).
 */
const data = loadCostOfLivingData();

/** A typical single professional (the data file's `defaultAnswers`), for estimates made without asking. */
export const DEFAULT_CALCULATOR_ANSWERS: CalculatorAnswers = Object.freeze({ ...data.file.defaultAnswers });

/** The questions in page order, in one language. */
export function calculatorQuestions(language: Language): CalculatorQuestions {
  return questionsOf(data, language);
}

/** Every question answered with one of its options, nothing else; otherwise throws the localized 400 (`data.field`). */
export function parseCalculatorAnswers(input: Record<string, unknown>): CalculatorAnswers {
  return parseAnswersWith(data, input);
}

/** The itemised estimate (RMB a month), its Hong Kong comparison and the support lines; throws like parseCalculatorAnswers. */
export function estimateCost(answers: CalculatorAnswers, language: Language): CostEstimate {
  return estimateWith(data, answers, language);
}
