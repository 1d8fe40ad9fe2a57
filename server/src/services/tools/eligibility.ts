import type { TalentCategory, TalentScene } from '../../content/seed-schema.js';
import type { Language } from '../../lib/i18n.js';
import type { Amount, Condition, EligibilityRule, EligibilityRules, LocalizedText, Question, RuleTest } from './report-data.js';

/*
 * The eligibility rules of the talent report, evaluated (issue #11). Pure: the rules and questions come from the data
 * files (report-data.ts), the answers from the validated questionnaire, the wording from the data and the message
 * catalogue. A benefit is eligible when every condition is met, possible when none failed but some are missing (not
 * answered, not reached yet, or only settled by the application), and not eligible when one failed.
 */

export type AnswerValue = string | number | boolean | string[];
export type Answers = Readonly<Record<string, AnswerValue>>;
export type Verdict = 'eligible' | 'possible' | 'notEligible';
export type ReasonKind = 'met' | 'missing' | 'failed';

export interface Reason {
  /** The condition's id in eligibility-rules.json (tests and logs; clients show `text`). */
  condition: string;
  kind: ReasonKind;
  text: string;
}

export interface Evaluation {
  documentNo: string;
  verdict: Verdict;
  reasons: Reason[];
  /** Localized amount; absent for a benefit the visitor is not eligible for. */
  amount?: string;
  /** The computed amount in yuan, when the formula could be computed. */
  amountValue?: number;
}

export interface EvaluationContext {
  language: Language;
  questions: ReadonlyMap<string, Question>;
  /** A server.report.* message in the context's language. */
  t: (id: string, values?: Record<string, string | number>) => string;
  /** A nationality's name in a language, from its country id. */
  countryName: (countryId: number, language: Language) => string;
}

// ---- Numbers and money, as the content writes them (see seed-data/README.md: "Numbers") ----

/** EN groups thousands with commas; CN and TC write plain digits. At most two decimals. */
export function formatNumber(value: number, language: Language): string {
  const rounded = Math.round(value * 100) / 100;
  return language === 'EN' ? rounded.toLocaleString('en-GB', { maximumFractionDigits: 2 }) : String(rounded);
}

/** "100,000 yuan", "2.2 million yuan"; "10万元", "220万元", "1000元"; "10萬元". Rounded to whole yuan. */
export function formatYuan(value: number, language: Language): string {
  const yuan = Math.round(value);
  if (language === 'EN') {
    if (yuan >= 1_000_000 && yuan % 100_000 === 0) return `${yuan / 1_000_000} million yuan`;
    return `${yuan.toLocaleString('en-GB')} yuan`;
  }
  if (yuan < 10_000) return `${yuan}元`;
  const tenThousands = Math.round((yuan / 10_000) * 10_000) / 10_000;
  return `${tenThousands}${language === 'CN' ? '万' : '萬'}元`;
}

const SEPARATOR: Record<Language, string> = { EN: '; ', CN: '；', TC: '；' };
const LIST_SEPARATOR: Record<Language, string> = { EN: ', ', CN: '、', TC: '、' };

function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

// ---- Answers ----

/** Whether a question is asked, given the answers so far (its showIf, and that of the question it depends on). */
export function isShown(question: Question, answers: Answers, questions: ReadonlyMap<string, Question>): boolean {
  if (!question.showIf) return true;
  const parent = questions.get(question.showIf.question);
  if (parent && !isShown(parent, answers, questions)) return false;
  const answer = answers[question.showIf.question];
  return typeof answer === 'string' && question.showIf.in.includes(answer);
}

/** An answer as a person reads it: the option's label, the number with its unit, yes or no, the country's name. */
export function describeAnswer(question: Question, value: AnswerValue, context: EvaluationContext): string {
  const { language } = context;
  const label = (id: string) => question.options?.find((o) => o.id === id)?.label[language] ?? id;
  if (Array.isArray(value)) return value.map(label).join(LIST_SEPARATOR[language]);
  switch (question.kind) {
    case 'boolean':
      return context.t(value === true ? 'server.report.answer.yes' : 'server.report.answer.no');
    case 'country':
      return context.countryName(Number(value), language);
    case 'number': {
      const number = formatNumber(Number(value), language);
      const unit = question.unit?.[language];
      if (!unit) return number;
      return language === 'EN' ? `${number} ${unit}` : `${number}${unit}`;
    }
    default:
      return label(String(value));
  }
}

/** true or false once answered; undefined while the question has no answer. */
export function testHolds(test: RuleTest, answers: Answers): boolean | undefined {
  const answer = answers[test.question];
  if (answer === undefined) return undefined;
  const value = test.value;
  switch (test.op) {
    case 'answered':
      return true;
    case 'eq':
      return answer === value;
    case 'ne':
      return answer !== value;
    case 'lt':
      return typeof answer === 'number' && answer < Number(value);
    case 'lte':
      return typeof answer === 'number' && answer <= Number(value);
    case 'gt':
      return typeof answer === 'number' && answer > Number(value);
    case 'gte':
      return typeof answer === 'number' && answer >= Number(value);
    case 'in':
      return Array.isArray(value) && typeof answer === 'string' && value.includes(answer);
    case 'notIn':
      return Array.isArray(value) && typeof answer === 'string' && !value.includes(answer);
    case 'includes':
      return Array.isArray(answer) && typeof value === 'string' && answer.includes(value);
  }
}

/** The talent categories (spec §9's six types) the answers put the visitor in. */
export function talentCategoriesOf(answers: Answers, rules: EligibilityRules): TalentCategory[] {
  return rules.categories
    .filter((entry) => entry.anyOf.some((group) => group.every((test) => testHolds(test, answers) === true)))
    .map((entry) => entry.category);
}

/** The talent scenes (study, work, invest, life) of the visitor's goals. */
export function talentScenesOf(answers: Answers, rules: EligibilityRules): TalentScene[] {
  const goals = answers.goals;
  if (!Array.isArray(goals)) return [];
  return [...new Set(goals.map((goal) => rules.scenes[goal]).filter((scene): scene is TalentScene => scene !== undefined))];
}

// ---- Conditions ----

const PERSONAL_PLACEHOLDER = /\{(answer|number|short)\}/;

function evaluateCondition(condition: Condition, answers: Answers, context: EvaluationContext): Reason {
  const { language } = context;
  const requirement = condition.requirement[language];
  const reason = (kind: ReasonKind, text: string): Reason => ({ condition: condition.id, kind, text });
  if (condition.confirm || !condition.anyOf) return reason('missing', requirement);

  const results = condition.anyOf.map((test) => testHolds(test, answers));
  const subject = condition.anyOf.find((test) => answers[test.question] !== undefined) ?? condition.anyOf[0]!;
  const values = placeholders(subject, answers, context, requirement);
  const own = (kind: ReasonKind) => condition.texts?.[kind]?.[language];

  if (results.includes(true)) return reason('met', fill(own('met') ?? requirement, values));
  if (results.includes(undefined)) {
    // Not answered: the condition may still hold. Its own "missing" text serves unless it quotes the answer.
    const text = own('missing');
    return reason('missing', text && !PERSONAL_PLACEHOLDER.test(text) ? text : context.t('server.report.reason.unanswered', { requirement }));
  }
  const excused = condition.missingIf?.every((test) => testHolds(test, answers) === true) ?? false;
  const kind: ReasonKind = condition.unmet === 'missing' || excused ? 'missing' : 'failed';
  return reason(kind, fill(own(kind) ?? context.t('server.report.reason.unmet', { requirement, answer: values.answer ?? '' }), values));
}

function placeholders(test: RuleTest, answers: Answers, context: EvaluationContext, requirement: string) {
  const question = context.questions.get(test.question);
  const answer = answers[test.question];
  const values: Record<string, string | undefined> = { requirement };
  if (question && answer !== undefined) values.answer = describeAnswer(question, answer, context);
  if (typeof answer === 'number') values.number = formatNumber(answer, context.language);
  if (typeof answer === 'number' && typeof test.value === 'number') {
    const short = test.op === 'gte' || test.op === 'gt' ? test.value - answer : answer - test.value;
    values.short = formatNumber(Math.max(0, short), context.language);
  }
  if (question && test.value !== undefined && !Array.isArray(test.value)) values.value = describeAnswer(question, test.value, context);
  return values;
}

// ---- Amounts ----

interface ComputedAmount {
  text: string;
  value?: number;
}

function computeAmount(amount: Amount, answers: Answers, context: EvaluationContext): ComputedAmount {
  const { language } = context;
  const text = (localized: LocalizedText) => localized[language];
  if (!amount.base) return { text: text(amount.text) };
  const fallback = (): ComputedAmount => ({ text: text(amount.fallback ?? amount.text) });

  let base: number;
  if ('fixed' in amount.base) {
    base = amount.base.fixed;
  } else {
    const choice = answers[amount.base.question];
    const found = typeof choice === 'string' ? amount.base.table[choice] : undefined;
    if (found === undefined) return fallback();
    base = found;
  }
  const baseText = formatYuan(base, language);
  const notes: string[] = [];

  let rate = base;
  for (const multiplier of amount.multipliers ?? []) {
    if (testHolds(multiplier.when, answers) !== true) continue;
    rate *= multiplier.factor;
    notes.push(fill(text(multiplier.note), { base: baseText }));
  }

  let value = rate;
  let count: number | undefined;
  for (const per of amount.per ?? []) {
    const answer = answers[per.question];
    if (typeof answer !== 'number') return fallback();
    const counted = per.max === undefined ? answer : Math.min(answer, per.max);
    if (per.max !== undefined && answer > per.max && per.note) notes.push(fill(text(per.note), { number: formatNumber(answer, language) }));
    count = count ?? counted;
    value *= counted;
  }
  value = Math.round(value * (amount.factor ?? 1));
  if (amount.cap && value > amount.cap.value) {
    value = amount.cap.value;
    notes.push(text(amount.cap.note));
  }
  const main = fill(text(amount.text), {
    amount: formatYuan(value, language),
    base: baseText,
    rate: formatNumber(rate, language),
    count: count === undefined ? undefined : formatNumber(count, language),
  });
  return { text: [main, ...notes].join(SEPARATOR[language]), value };
}

// ---- Rules ----

/** One benefit's verdict, reasons (in the rule's order) and, unless not eligible, its amount. */
export function evaluateRule(rule: EligibilityRule, answers: Answers, context: EvaluationContext): Evaluation {
  const reasons = rule.conditions.map((condition) => evaluateCondition(condition, answers, context));
  const verdict: Verdict = reasons.some((r) => r.kind === 'failed')
    ? 'notEligible'
    : reasons.some((r) => r.kind === 'missing')
      ? 'possible'
      : 'eligible';
  const evaluation: Evaluation = { documentNo: rule.documentNo, verdict, reasons };
  if (verdict !== 'notEligible' && rule.amount) {
    const amount = computeAmount(rule.amount, answers, context);
    evaluation.amount = amount.text;
    if (amount.value !== undefined) evaluation.amountValue = amount.value;
  }
  return evaluation;
}

const VERDICT_ORDER: Record<Verdict, number> = { eligible: 0, possible: 1, notEligible: 2 };

/** Eligible first, then possible, then not eligible; the rules' own order within each. */
export function byVerdict<T extends { verdict: Verdict }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => VERDICT_ORDER[a.item.verdict] - VERDICT_ORDER[b.item.verdict] || a.index - b.index)
    .map(({ item }) => item);
}
