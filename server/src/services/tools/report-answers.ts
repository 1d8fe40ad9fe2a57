import type { Language } from '../../lib/i18n.js';
import { countryById } from '../auth/country-list.js';
import { describeAnswer, isShown, type Answers, type AnswerValue, type EvaluationContext } from './eligibility.js';
import type { Question, ReportData } from './report-data.js';
import { reportError } from './report-errors.js';

/** How much of an unknown key an error message quotes. */
const QUOTED_KEY_MAX = 40;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** null, '' and [] are "no answer", as a cleared form field sends them. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The questionnaire's answers as the server accepts them, checked against report-questionnaire.json: every key a
 * question, every answer of its kind and range, required questions answered. An answer to a question that its
 * showIf hides (e.g. the enterprise's class after choosing "neither") is dropped, not refused, so a visitor who goes
 * back and changes an answer is never blocked by an answer the page no longer shows. Errors name the question in
 * `data.field`; `language` is that of the messages (the question's label is quoted).
 */
export function parseReportAnswers(input: unknown, data: ReportData, language: Language): Record<string, AnswerValue> {
  if (!isRecord(input)) throw reportError('answersInvalid', null);
  for (const key of Object.keys(input)) {
    if (!data.questions.has(key)) {
      const quoted = key.length > QUOTED_KEY_MAX ? `${key.slice(0, QUOTED_KEY_MAX)}…` : key;
      throw reportError('unknownQuestion', key.slice(0, QUOTED_KEY_MAX), { question: quoted });
    }
  }
  const answers: Record<string, AnswerValue> = {};
  for (const question of data.questions.values()) {
    if (!isShown(question, answers, data.questions)) continue;
    const raw = input[question.id];
    if (isBlank(raw)) {
      if (question.required) throw reportError('required', question.id, { label: question.label[language] });
      continue;
    }
    answers[question.id] = parseAnswer(question, raw, answers, data, language);
  }
  return answers;
}

function parseAnswer(question: Question, raw: unknown, earlier: Answers, data: ReportData, language: Language): AnswerValue {
  const label = question.label[language];
  const optionIds = question.options?.map((o) => o.id) ?? [];
  switch (question.kind) {
    case 'single':
      if (typeof raw !== 'string' || !optionIds.includes(raw)) throw reportError('option', question.id, { label });
      return raw;
    case 'multi': {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !optionIds.includes(v))) throw reportError('option', question.id, { label });
      // In the questionnaire's order, each once.
      const chosen = optionIds.filter((id) => (raw as string[]).includes(id));
      if (chosen.length < (question.minItems ?? 1)) throw reportError('tooFew', question.id, { label, min: question.minItems ?? 1 });
      return chosen;
    }
    case 'boolean':
      if (typeof raw !== 'boolean') throw reportError('boolean', question.id, { label });
      return raw;
    case 'country': {
      const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(id) || !countryById(id)) throw reportError('country', question.id, { label });
      return id;
    }
    case 'number': {
      const min = question.min ?? 0;
      const max = question.max ?? Number.MAX_SAFE_INTEGER;
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
        throw reportError('number', question.id, { label, min, max });
      }
      const ceiling = question.notAbove === undefined ? undefined : earlier[question.notAbove];
      if (typeof ceiling === 'number' && raw > ceiling) {
        const other = data.questions.get(question.notAbove!)!;
        throw reportError('notAbove', question.id, { label, other: other.label[language] });
      }
      return raw;
    }
  }
}

/** The answers as label and value, in the questionnaire's order, for the report and its printout. */
export function profileOf(answers: Answers, data: ReportData, context: EvaluationContext): { label: string; value: string }[] {
  const profile: { label: string; value: string }[] = [];
  for (const question of data.questions.values()) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    profile.push({ label: question.label[context.language], value: describeAnswer(question, answer, context) });
  }
  return profile;
}
