import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

/*
 * The calculator's calls and answers, mirrored from the server's `server/src/services/tools/cost-of-living-rules.ts`
 * (the client may not import server code). The questions, options and figures themselves come from the server's
 * data file; the client knows only the eight items' codes, to name them.
 */
export const COST_ITEMS = ['housing', 'food', 'transport', 'utilities', 'communication', 'leisure', 'education', 'other'] as const;
export type CostItemId = (typeof COST_ITEMS)[number];

export interface CalculatorOption {
  id: string;
  label: string;
  hint?: string;
}

export interface CalculatorQuestion {
  /** Also the URL parameter that carries its answer. */
  id: string;
  title: string;
  help?: string;
  options: CalculatorOption[];
}

export interface CalculatorQuestions {
  /** In page order. */
  questions: CalculatorQuestion[];
  dataDate: '2022-11';
  currency: 'CNY';
}

/** Question id → option id. */
export type CalculatorAnswers = Record<string, string>;

export interface CostItem {
  item: CostItemId;
  /** RMB a month. */
  monthly: number;
  /** The same basket at Hong Kong prices, RMB a month. */
  hongKongMonthly: number;
  source: string;
}

export interface SupportLine {
  documentNo: string;
  title: string;
  text: string;
}

export interface CostEstimate {
  items: CostItem[];
  monthlyTotal: number;
  hongKongMonthlyTotal: number;
  dataDate: '2022-11';
  /** Shown beside the estimate, never subtracted from it. */
  support: SupportLine[];
}

export const calculatorApi = {
  questions: (language: Language) => api.get<CalculatorQuestions>('/api/tools/calculator', { params: { language } }),
  /** The page checks the answers first; a refusal here is shown on the page, so no toast. */
  estimate: (answers: CalculatorAnswers, language: Language) =>
    api.get<CostEstimate>('/api/tools/calculator/estimate', { params: { ...answers, language }, silent: true }),
};
