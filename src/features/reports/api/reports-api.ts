import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

/** The five question groups of the report (spec §4/§9), in the order they are asked. */
export const TOPIC_IDS = ['profile', 'education', 'work', 'plans', 'enterprise'] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export type QuestionKind = 'single' | 'multi' | 'number' | 'country' | 'boolean';

/** One question as the server defines it, in the request's language. */
export interface ReportQuestion {
  id: string;
  label: string;
  help?: string;
  kind: QuestionKind;
  required: boolean;
  options?: { id: string; label: string }[];
  min?: number;
  max?: number;
  unit?: string;
  /** multi: how many options must be chosen at least (1 when absent). */
  minItems?: number;
  /** number: the answer may not exceed the answer to this (earlier) number question. */
  notAbove?: string;
  /** Asked only when another question's answer is one of `in`. */
  showIf?: { question: string; in: string[] };
}

export interface Topic {
  id: TopicId;
  title: string;
  intro: string;
  questions: ReportQuestion[];
}

export interface Questionnaire {
  topics: Topic[];
}

/**
 * An answer as the form holds it: an option id (single, country), option ids (multi), true/false (boolean); a number
 * question keeps what was typed (a string) until it is sent, as a number.
 */
export type AnswerValue = string | number | boolean | string[];
export type ReportAnswers = Record<string, AnswerValue>;

export type Verdict = 'eligible' | 'possible' | 'notEligible';
export type ReasonKind = 'met' | 'missing' | 'failed';

export interface ReportBenefit {
  documentNo: string;
  title: string;
  summary: string;
  contentType: string;
  verdict: Verdict;
  /** Localized, e.g. "100,000 yuan, paid once". */
  amount?: string;
  reasons: { kind: ReasonKind; text: string }[];
}

/** A generated report (the share link's content): the answers, the verdicts and what fits, in one language. */
export interface Report {
  id: string;
  createdAt: string;
  shareUntil: string;
  language: Language;
  answers: Record<string, string | number | boolean | string[]>;
  profile: { label: string; value: string }[];
  /** Eligible first, then possible, then not eligible. */
  benefits: ReportBenefit[];
  services: { documentNo: string; title: string; summary: string }[];
  events: { documentNo: string; title: string; startsAt: string }[];
  jobs: { documentNo: string; title: string; company: string }[];
  /** The entry-preparation steps for the visitor's identity; null for a mainland citizen (no entry to prepare). */
  entry: { identity: 'foreigner' | 'hkMacao'; timing: 'before' | 'after'; steps: { id: string; title: string }[] } | null;
  cost: { monthlyTotal: number; items: { item: string; monthly: number }[]; dataDate: string };
}

/** One of the signed-in user's saved reports. */
export interface MyReport {
  id: string;
  createdAt: string;
  shareUntil: string;
  eligibleCount: number;
}

const QUESTIONNAIRE = '/api/tools/report/questionnaire';
const REPORTS = '/api/tools/reports';

/** The report's address on the server, for a link (the PDF): the id is random and URL-safe, but encoded all the same. */
const reportPath = (id: string) => `${REPORTS}/${encodeURIComponent(id)}`;

export const reportsApi = {
  questionnaire: (language: Language) => api.get<Questionnaire>(QUESTIONNAIRE, { params: { language } }),

  /** The page shows a refusal at its question (or beside the buttons), hence silent. */
  generate: (answers: Record<string, string | number | boolean | string[]>, language: Language) =>
    api.post<Report>(REPORTS, { answers }, { params: { language }, silent: true }),

  /** The page shows "no longer available" itself for a 404, hence silent. */
  report: (id: string, language: Language) => api.get<Report>(reportPath(id), { params: { language }, silent: true }),

  /** Mine, newest first. Loaded in the background, so no overlay and no toast. */
  mine: () => api.get<{ items: MyReport[] }>(`${REPORTS}/mine`, { silent: true }),

  remove: (id: string) => api.delete<unknown>(reportPath(id)),
};

/** The PDF the server makes of a report, in a language (a plain link: the browser downloads it). */
export function reportPdfUrl(id: string, language: Language): string {
  return `${reportPath(id)}/pdf?language=${language}`;
}
