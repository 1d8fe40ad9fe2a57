import Type, { type Static } from 'typebox';
import {
  BenefitsFileSchema,
  defaultSeedDataDir,
  readJson,
  SeedContentError,
  TALENT_CATEGORIES,
  TALENT_SCENES,
  validate,
} from '../../content/seed-schema.js';
import { JOB_CATEGORIES } from '../recruitment/job-codes.js';

/*
 * The talent report's two data files (issue #11): the questionnaire (topics, questions, their kinds, ranges, options,
 * visibility and text) and the eligibility rules attached to the benefit content. Both are validated when the server
 * starts; a mismatch throws a SeedContentError naming the file and the field.
 */

export const QUESTIONNAIRE_FILE = 'report-questionnaire.json';
export const RULES_FILE = 'eligibility-rules.json';

export const TOPIC_IDS = ['profile', 'education', 'work', 'plans', 'enterprise'] as const;
export type TopicId = (typeof TOPIC_IDS)[number];
export const QUESTION_KINDS = ['single', 'multi', 'number', 'country', 'boolean'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

const Strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1, pattern: '\\S' });
const Localized = Type.Object({ EN: Text, CN: Text, TC: Text }, Strict);
const Id = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,39}$' });

const ShowIf = Type.Object({ question: Id, in: Type.Array(Id, { minItems: 1 }) }, Strict);

const QuestionSchema = Type.Object(
  {
    id: Id,
    kind: Type.Enum(QUESTION_KINDS),
    required: Type.Boolean(),
    label: Localized,
    help: Type.Optional(Localized),
    options: Type.Optional(Type.Array(Type.Object({ id: Id, label: Localized }, Strict), { minItems: 2 })),
    /** number: inclusive whole-number range. */
    min: Type.Optional(Type.Integer()),
    max: Type.Optional(Type.Integer()),
    unit: Type.Optional(Localized),
    /** multi: how many options must be chosen at least. */
    minItems: Type.Optional(Type.Integer({ minimum: 1 })),
    /** number: the answer may not exceed the answer to this (earlier) number question. */
    notAbove: Type.Optional(Id),
    showIf: Type.Optional(ShowIf),
  },
  Strict,
);

export const QuestionnaireSchema = Type.Object(
  {
    topics: Type.Array(
      Type.Object({ id: Type.Enum(TOPIC_IDS), title: Localized, intro: Localized, questions: Type.Array(QuestionSchema, { minItems: 1 }) }, Strict),
      { minItems: TOPIC_IDS.length, maxItems: TOPIC_IDS.length },
    ),
  },
  Strict,
);

export const TEST_OPS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn', 'includes', 'answered'] as const;
export type TestOp = (typeof TEST_OPS)[number];

const AnswerValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())]);
const TestSchema = Type.Object({ question: Id, op: Type.Enum(TEST_OPS), value: Type.Optional(AnswerValue) }, Strict);

const ConditionSchema = Type.Object(
  {
    id: Id,
    /** Met when any of these tests holds. Absent with `confirm`: a condition only the application can settle. */
    anyOf: Type.Optional(Type.Array(TestSchema, { minItems: 1 })),
    confirm: Type.Optional(Type.Literal(true)),
    /** What an unmet (answered) condition means: the benefit is out of reach, or still reachable. */
    unmet: Type.Optional(Type.Enum(['failed', 'missing'])),
    /** A failed condition counts as missing instead when all of these hold (e.g. no enterprise yet, but plans one). */
    missingIf: Type.Optional(Type.Array(TestSchema, { minItems: 1 })),
    requirement: Localized,
    texts: Type.Optional(Type.Object({ met: Type.Optional(Localized), missing: Type.Optional(Localized), failed: Type.Optional(Localized) }, Strict)),
  },
  Strict,
);

const AmountSchema = Type.Object(
  {
    base: Type.Optional(
      Type.Union([
        Type.Object({ fixed: Type.Number({ minimum: 0 }) }, Strict),
        Type.Object({ question: Id, table: Type.Record(Type.String(), Type.Number({ minimum: 0 })) }, Strict),
      ]),
    ),
    multipliers: Type.Optional(Type.Array(Type.Object({ when: TestSchema, factor: Type.Number({ exclusiveMinimum: 0 }), note: Localized }, Strict))),
    per: Type.Optional(Type.Array(Type.Object({ question: Id, max: Type.Optional(Type.Integer({ minimum: 1 })), note: Type.Optional(Localized) }, Strict))),
    factor: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    cap: Type.Optional(Type.Object({ value: Type.Number({ exclusiveMinimum: 0 }), note: Localized }, Strict)),
    /** Placeholders: {amount} (the result), {base} (the base in money), {rate} (the base after multipliers, as a number), {count}. */
    text: Localized,
    /** Shown when an answer the formula needs is missing. */
    fallback: Type.Optional(Localized),
  },
  Strict,
);

const RuleSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }),
    conditions: Type.Array(ConditionSchema, { minItems: 1 }),
    amount: Type.Optional(AmountSchema),
  },
  Strict,
);

export const RulesSchema = Type.Object(
  {
    /** The visitor belongs to a talent category when all tests of any group hold. */
    categories: Type.Array(Type.Object({ category: Type.Enum(TALENT_CATEGORIES), anyOf: Type.Array(Type.Array(TestSchema, { minItems: 1 }), { minItems: 1 }) }, Strict)),
    /** Each option of the `goals` question and the talent scene it stands for. */
    scenes: Type.Record(Type.String(), Type.Enum(TALENT_SCENES)),
    rules: Type.Array(RuleSchema, { minItems: 1 }),
  },
  Strict,
);

export type Questionnaire = Static<typeof QuestionnaireSchema>;
export type Topic = Questionnaire['topics'][number];
export type Question = Static<typeof QuestionSchema>;
export type RuleTest = Static<typeof TestSchema>;
export type Condition = Static<typeof ConditionSchema>;
export type Amount = Static<typeof AmountSchema>;
export type EligibilityRule = Static<typeof RuleSchema>;
export type EligibilityRules = Static<typeof RulesSchema>;
export type LocalizedText = Static<typeof Localized>;

export interface ReportData {
  questionnaire: Questionnaire;
  /** Every question by id, in page order. */
  questions: Map<string, Question>;
  rules: EligibilityRules;
}

/** The question ids the report pages and rules rely on, with their kinds (issue #11 contract). */
export const REQUIRED_QUESTIONS: Record<string, QuestionKind> = {
  identity: 'single',
  nationality: 'country',
  age: 'number',
  degree: 'single',
  graduatedWithinYears: 'single',
  hsk: 'single',
  field: 'single',
  experienceYears: 'number',
  monthlySalary: 'number',
  employerInZone: 'boolean',
  socialInsuranceMonths: 'number',
  consecutiveMonths: 'number',
  goals: 'multi',
  family: 'single',
  children: 'number',
  entryTiming: 'single',
  enterpriseRole: 'single',
  enterpriseClass: 'single',
  hongKongFunded: 'boolean',
  officeArea: 'number',
  entryYear: 'single',
  teamSize: 'number',
};

function checkQuestionnaire(questionnaire: Questionnaire): Map<string, Question> {
  const fail = (field: string, detail: string) => new SeedContentError(QUESTIONNAIRE_FILE, field, detail);
  const seenTopics = new Set<string>();
  const questions = new Map<string, Question>();
  questionnaire.topics.forEach((topic, t) => {
    if (seenTopics.has(topic.id)) throw fail(`/topics/${t}/id`, `repeats the topic "${topic.id}"`);
    seenTopics.add(topic.id);
    topic.questions.forEach((question, q) => {
      const at = `/topics/${t}/questions/${q}`;
      if (questions.has(question.id)) throw fail(`${at}/id`, `repeats the question "${question.id}"`);
      const choice = question.kind === 'single' || question.kind === 'multi';
      if (choice !== (question.options !== undefined)) throw fail(`${at}/options`, choice ? 'is missing' : `is not allowed for a ${question.kind} question`);
      if (question.options && new Set(question.options.map((o) => o.id)).size !== question.options.length) throw fail(`${at}/options`, 'repeats an option id');
      if (question.kind === 'number') {
        if (question.min === undefined || question.max === undefined || question.min > question.max) throw fail(`${at}/min`, 'a number question needs min ≤ max');
      } else if (question.min !== undefined || question.max !== undefined || question.unit !== undefined || question.notAbove !== undefined) {
        throw fail(at, `min, max, unit and notAbove belong to number questions only`);
      }
      if (question.minItems !== undefined && question.kind !== 'multi') throw fail(`${at}/minItems`, 'belongs to multi questions only');
      if (question.showIf) {
        const target = questions.get(question.showIf.question);
        if (!target?.options) throw fail(`${at}/showIf/question`, `must name an earlier choice question, not "${question.showIf.question}"`);
        const unknown = question.showIf.in.filter((id) => !target.options!.some((o) => o.id === id));
        if (unknown.length) throw fail(`${at}/showIf/in`, `names options "${target.id}" does not have: ${unknown.join(', ')}`);
      }
      if (question.notAbove !== undefined && questions.get(question.notAbove)?.kind !== 'number') {
        throw fail(`${at}/notAbove`, `must name an earlier number question, not "${question.notAbove}"`);
      }
      questions.set(question.id, question);
    });
  });
  for (const [id, kind] of Object.entries(REQUIRED_QUESTIONS)) {
    if (questions.get(id)?.kind !== kind) throw fail('/topics', `lacks the ${kind} question "${id}"`);
  }
  const fields = questions.get('field')!.options!.map((o) => o.id);
  if (fields.join() !== JOB_CATEGORIES.join()) throw fail('/topics', `"field" must offer the job categories ${JOB_CATEGORIES.join(', ')} in that order`);
  return questions;
}

function checkRules(rules: EligibilityRules, questions: Map<string, Question>, benefitNos: ReadonlySet<string>) {
  const fail = (field: string, detail: string) => new SeedContentError(RULES_FILE, field, detail);
  const checkTest = (test: RuleTest, at: string) => {
    const question = questions.get(test.question);
    if (!question) throw fail(`${at}/question`, `names no question of the questionnaire: "${test.question}"`);
    if (test.op === 'answered') {
      if (test.value !== undefined) throw fail(`${at}/value`, 'is not used by "answered"');
      return;
    }
    const value = test.value;
    if (value === undefined) throw fail(`${at}/value`, `is required by "${test.op}"`);
    const numeric = ['lt', 'lte', 'gt', 'gte'].includes(test.op);
    if (numeric && (question.kind !== 'number' || typeof value !== 'number')) throw fail(at, `"${test.op}" compares a number question with a number`);
    const list = test.op === 'in' || test.op === 'notIn';
    if (list !== Array.isArray(value)) throw fail(`${at}/value`, list ? 'must be a list' : 'must not be a list');
    if (test.op === 'includes' && question.kind !== 'multi') throw fail(at, '"includes" applies to a multi question');
    if (question.kind === 'boolean' && typeof value !== 'boolean') throw fail(`${at}/value`, 'must be true or false');
    if (question.options) {
      const unknown = (Array.isArray(value) ? value : [value]).filter((v) => !question.options!.some((o) => o.id === v));
      if (unknown.length) throw fail(`${at}/value`, `names options "${question.id}" does not have: ${unknown.join(', ')}`);
    }
  };

  rules.categories.forEach((entry, c) => entry.anyOf.forEach((group, g) => group.forEach((test, i) => checkTest(test, `/categories/${c}/anyOf/${g}/${i}`))));
  const goals = questions.get('goals')!.options!.map((o) => o.id);
  const sceneKeys = Object.keys(rules.scenes);
  if (sceneKeys.sort().join() !== [...goals].sort().join()) throw fail('/scenes', `must map each option of "goals" (${goals.join(', ')}) to a talent scene`);

  const seen = new Set<string>();
  rules.rules.forEach((rule, r) => {
    const at = `/rules/${r}`;
    if (!benefitNos.has(rule.documentNo)) throw fail(`${at}/documentNo`, `names no benefit of benefits.json: "${rule.documentNo}"`);
    if (seen.has(rule.documentNo)) throw fail(`${at}/documentNo`, `has a second rule for "${rule.documentNo}"`);
    seen.add(rule.documentNo);
    const ids = new Set<string>();
    rule.conditions.forEach((condition, c) => {
      const cat = `${at}/conditions/${c}`;
      if (ids.has(condition.id)) throw fail(`${cat}/id`, `repeats the condition "${condition.id}"`);
      ids.add(condition.id);
      if ((condition.anyOf === undefined) === (condition.confirm === undefined)) throw fail(cat, 'needs either anyOf or confirm');
      if (condition.anyOf && condition.unmet === undefined) throw fail(`${cat}/unmet`, 'is required with anyOf');
      if (condition.confirm && (condition.unmet !== undefined || condition.missingIf !== undefined)) throw fail(cat, 'a confirm condition takes no unmet or missingIf');
      condition.anyOf?.forEach((test, i) => checkTest(test, `${cat}/anyOf/${i}`));
      condition.missingIf?.forEach((test, i) => checkTest(test, `${cat}/missingIf/${i}`));
    });
    const amount = rule.amount;
    if (!amount) return;
    if (amount.base && 'question' in amount.base) {
      const question = questions.get(amount.base.question);
      if (!question?.options) throw fail(`${at}/amount/base/question`, `must name a choice question, not "${amount.base.question}"`);
      const missing = question.options.map((o) => o.id).filter((id) => !(id in (amount.base as { table: object }).table));
      const extra = Object.keys(amount.base.table).filter((id) => !question.options!.some((o) => o.id === id));
      if (extra.length) throw fail(`${at}/amount/base/table`, `names options "${question.id}" does not have: ${extra.join(', ')}`);
      // An option the table leaves out must be ruled out by a failing condition (e.g. entry after 2023).
      for (const id of missing) {
        const excluded = rule.conditions.some((c) => c.unmet === 'failed' && c.anyOf?.some((t) => t.question === question.id && t.op === 'in' && Array.isArray(t.value) && !t.value.includes(id)));
        if (!excluded) throw fail(`${at}/amount/base/table`, `has no amount for "${question.id}" = "${id}" and no condition excludes it`);
      }
    }
    amount.multipliers?.forEach((m, i) => checkTest(m.when, `${at}/amount/multipliers/${i}/when`));
    amount.per?.forEach((p, i) => {
      if (questions.get(p.question)?.kind !== 'number') throw fail(`${at}/amount/per/${i}/question`, `must name a number question, not "${p.question}"`);
    });
    if (!amount.base && (amount.multipliers || amount.per || amount.factor || amount.cap || amount.fallback)) {
      throw fail(`${at}/amount`, 'a text-only amount (no base) takes no formula');
    }
    if (amount.base && ('question' in amount.base || amount.per) && !amount.fallback) {
      throw fail(`${at}/amount/fallback`, 'is required when the amount depends on answers');
    }
  });
}

/** Reads and checks both files; `benefitsDir` holds the benefits.json the rules attach to. */
export function loadReportData(dir: string = defaultSeedDataDir()): ReportData {
  const questionnaire = validate(QUESTIONNAIRE_FILE, QuestionnaireSchema, readJson(dir, QUESTIONNAIRE_FILE));
  const questions = checkQuestionnaire(questionnaire);
  const rules = validate(RULES_FILE, RulesSchema, readJson(dir, RULES_FILE));
  const { benefits } = validate('benefits.json', BenefitsFileSchema, readJson(dir, 'benefits.json'));
  checkRules(rules, questions, new Set(benefits.map((b) => b.documentNo)));
  return { questionnaire, questions, rules };
}
