import type { Language } from '../../lib/i18n.js';
import { calculatorError } from './calculator-errors.js';
import type { CostAmount, CostContribution, CostOfLivingData } from './cost-of-living-data.js';

/*
 * The calculator's rules, given its data: the questions in a language, the check of a set of answers and the
 * estimate. No file access here, so the same code serves the server and, with the committed data, the component
 * library's examples.
 */

/** The eight items of the result, in the order the result lists them (the data file's `items` follow it). */
export const COST_ITEMS = ['housing', 'food', 'transport', 'utilities', 'communication', 'leisure', 'education', 'other'] as const;
export type CostItemId = (typeof COST_ITEMS)[number];

/** Question id → option id, every question answered with one of its options. */
export type CalculatorAnswers = Record<string, string>;

export interface CostItem {
  item: CostItemId;
  /** RMB a month for one adult (plus the children's schooling). */
  monthly: number;
  /** The same basket at Hong Kong prices, in RMB a month. */
  hongKongMonthly: number;
  /** Where the figures come from, in the requested language. */
  source: string;
}

/** A benefit the visitor may receive: shown beside the estimate, never subtracted from it. */
export interface SupportLine {
  documentNo: string;
  title: string;
  /** The amount and its condition, in the requested language. */
  text: string;
}

export interface CostEstimate {
  items: CostItem[];
  monthlyTotal: number;
  hongKongMonthlyTotal: number;
  dataDate: '2022-11';
  support: SupportLine[];
}

export interface CalculatorQuestion {
  id: string;
  title: string;
  help?: string;
  options: { id: string; label: string; hint?: string }[];
}

export interface CalculatorQuestions {
  /** In page order. */
  questions: CalculatorQuestion[];
  dataDate: '2022-11';
  currency: 'CNY';
}

/** Long enough for any option id; a longer value is cut in the error message. */
const QUOTED_MAX = 40;

export function questionsOf({ file }: CostOfLivingData, language: Language): CalculatorQuestions {
  return {
    questions: file.questions.map((question) => ({
      id: question.id,
      title: question.title[language],
      ...(question.help ? { help: question.help[language] } : {}),
      options: question.options.map((option) => ({
        id: option.id,
        label: option.label[language],
        ...(option.hint ? { hint: option.hint[language] } : {}),
      })),
    })),
    dataDate: file.dataDate,
    currency: file.currency,
  };
}

/**
 * Checks a set of answers (a query string's parameters): every key a question, every question answered with one of
 * its options. Throws the localized 400 naming the question (`data.field`): first an unknown question, then, in page
 * order, a missing answer or an unknown option.
 */
export function parseAnswersWith({ file }: CostOfLivingData, input: Record<string, unknown>): CalculatorAnswers {
  const known = new Set(file.questions.map((question) => question.id));
  const unknown = Object.keys(input).find((key) => !known.has(key));
  if (unknown !== undefined) throw calculatorError('unknownQuestion', unknown.slice(0, QUOTED_MAX));
  const answers: CalculatorAnswers = {};
  for (const question of file.questions) {
    const value = input[question.id];
    if (value === undefined || value === '') throw calculatorError('missingAnswer', question.id);
    const options = question.options.map((option) => option.id);
    if (typeof value !== 'string' || !options.includes(value)) {
      const given = typeof value === 'string' ? value : JSON.stringify(value);
      throw calculatorError('unknownOption', question.id, { option: given.slice(0, QUOTED_MAX), options: options.join(', ') });
    }
    answers[question.id] = value;
  }
  return answers;
}

function amountOf(amount: CostAmount, answers: CalculatorAnswers): number {
  if (typeof amount === 'number') return amount;
  // The data check guarantees a figure for every option of the question named.
  return amount.values[answers[amount.by] ?? ''] ?? 0;
}

/** The itemised monthly estimate of a checked set of answers, its Hong Kong twin, and the support that may apply. */
export function estimateWith(data: CostOfLivingData, input: CalculatorAnswers, language: Language): CostEstimate {
  const answers = parseAnswersWith(data, input);
  const { file, benefitTitles } = data;
  const totals = new Map<CostItemId, { monthly: number; hongKong: number }>(COST_ITEMS.map((item) => [item, { monthly: 0, hongKong: 0 }]));
  const add = (costs: readonly CostContribution[]) => {
    for (const cost of costs) {
      const total = totals.get(cost.item)!;
      total.monthly += amountOf(cost.monthly, answers);
      total.hongKong += amountOf(cost.hongKongMonthly, answers);
    }
  };
  add(file.baseline);
  for (const question of file.questions) add(question.options.find((option) => option.id === answers[question.id])?.costs ?? []);

  const items: CostItem[] = file.items.map(({ id, source }) => ({
    item: id,
    monthly: totals.get(id)!.monthly,
    hongKongMonthly: totals.get(id)!.hongKong,
    source: source[language],
  }));

  const shown = new Set<string>();
  const support: SupportLine[] = [];
  for (const line of file.support) {
    if (shown.has(line.documentNo)) continue;
    if (line.when && !line.when.in.includes(answers[line.when.question] ?? '')) continue;
    shown.add(line.documentNo);
    support.push({ documentNo: line.documentNo, title: benefitTitles[line.documentNo]?.[language] ?? line.documentNo, text: line.text[language] });
  }

  return {
    items,
    monthlyTotal: items.reduce((sum, item) => sum + item.monthly, 0),
    hongKongMonthlyTotal: items.reduce((sum, item) => sum + item.hongKongMonthly, 0),
    dataDate: file.dataDate,
    support,
  };
}
