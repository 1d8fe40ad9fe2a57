import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { BenefitsFileSchema, SeedContentError, defaultSeedDataDir } from '../../content/seed-schema.js';
import type { Language } from '../../lib/i18n.js';
import { COST_ITEMS } from './cost-of-living-rules.js';

/*
 * The cost-of-living calculator's data (issue #11): every cost item, question and option with its monthly RMB
 * figures and the Hong Kong figures of the same basket, the source of each item and the "support you may receive"
 * lines, all in `seed-data/cost-of-living.json`. Validated here when the server starts; nothing in the code repeats a
 * figure.
 */

export const COST_OF_LIVING_FILE = 'cost-of-living.json';
const BENEFITS_FILE = 'benefits.json';

/** Query parameters the result page's URL uses besides the answers: no question may take their names. */
export const RESERVED_PARAMETERS = ['step', 'view', 'language'] as const;

const Strict = { additionalProperties: false } as const;
const Text = Type.String({ minLength: 1, pattern: '\\S' });
const Localized = Type.Object({ EN: Text, CN: Text, TC: Text }, Strict);
/** Question and option ids travel in URLs as parameter names and values. */
const Id = Type.String({ pattern: '^[a-z][A-Za-z0-9]{0,31}$' });
const Yuan = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** A monthly figure in RMB: one for every answer, or one per option of an earlier question (rent by district). */
const Amount = Type.Union([Yuan, Type.Object({ by: Id, values: Type.Record(Type.String(), Yuan) }, Strict)]);

const Contribution = Type.Object({ item: Type.Enum(COST_ITEMS), monthly: Amount, hongKongMonthly: Amount }, Strict);

const OptionSchema = Type.Object(
  { id: Id, label: Localized, hint: Type.Optional(Localized), costs: Type.Array(Contribution) },
  Strict,
);

const QuestionSchema = Type.Object(
  { id: Id, title: Localized, help: Type.Optional(Localized), options: Type.Array(OptionSchema, { minItems: 2 }) },
  Strict,
);

/** A support line applies to every basket, or when a question's answer is one of `in`. */
const SupportSchema = Type.Object(
  {
    documentNo: Type.String({ pattern: '^BEN-20[0-9]{2}-[0-9]{4}$' }),
    when: Type.Optional(Type.Object({ question: Id, in: Type.Array(Id, { minItems: 1, uniqueItems: true }) }, Strict)),
    text: Localized,
  },
  Strict,
);

export const CostOfLivingFileSchema = Type.Object(
  {
    /** Spec §9: figures in RMB for one adult, data last updated November 2022. */
    dataDate: Type.Literal('2022-11'),
    currency: Type.Literal('CNY'),
    items: Type.Array(Type.Object({ id: Type.Enum(COST_ITEMS), source: Localized }, Strict)),
    /** What every basket holds whatever the answers (personal care, clothing, household goods). */
    baseline: Type.Array(Contribution),
    /** In page order. */
    questions: Type.Array(QuestionSchema, { minItems: 1 }),
    /** A typical single professional: one option of every question. */
    defaultAnswers: Type.Record(Type.String(), Id),
    /** In the order shown; a benefit appears once, with its first line that applies. */
    support: Type.Array(SupportSchema),
  },
  Strict,
);

export type CostOfLivingFile = Static<typeof CostOfLivingFileSchema>;
export type CalculatorQuestionData = Static<typeof QuestionSchema>;
export type CostContribution = Static<typeof Contribution>;
export type CostAmount = Static<typeof Amount>;

/** The file as validated, with the localized titles of the benefits its support lines name (from benefits.json). */
export interface CostOfLivingData {
  file: CostOfLivingFile;
  benefitTitles: Record<string, Record<Language, string>>;
}

function readJson(dir: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    throw new SeedContentError(file, '', `cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SeedContentError(file, '', `is not valid JSON: ${(error as Error).message}`);
  }
}

/** The deepest failing path names the field a person has to fix. */
function validate<T extends TSchema>(file: string, schema: T, value: unknown): Static<T> {
  if (Value.Check(schema, value)) return value as Static<T>;
  const worst = [...Value.Errors(schema, value)].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  throw new SeedContentError(file, worst?.instancePath ?? '', worst ? `${worst.message} (${JSON.stringify(worst.params)})` : 'does not match its schema');
}

function fail(field: string, detail: string): never {
  throw new SeedContentError(COST_OF_LIVING_FILE, field, detail);
}

function assertUniqueIds(list: readonly { id: string }[], path: string) {
  const seen = new Set<string>();
  list.forEach(({ id }, index) => {
    if (seen.has(id)) fail(`${path}/${index}/id`, `duplicates "${id}"`);
    seen.add(id);
  });
}

/** The checks a schema cannot make: item order, unique ids, amounts by an earlier question, known benefits. */
function assertConsistent(file: CostOfLivingFile, benefitNos: ReadonlySet<string>) {
  const itemIds = file.items.map((item) => item.id);
  if (itemIds.join() !== COST_ITEMS.join()) fail('/items', `must list ${COST_ITEMS.join(', ')} once each, in that order`);

  assertUniqueIds(file.questions, '/questions');
  const optionsOf = new Map(file.questions.map((question) => [question.id, question.options.map((option) => option.id)]));
  const checkAmount = (amount: CostAmount, path: string, earlier: ReadonlySet<string>) => {
    if (typeof amount === 'number') return;
    if (!earlier.has(amount.by)) fail(`${path}/by`, `names "${amount.by}", which is not an earlier question`);
    const expected = [...(optionsOf.get(amount.by) ?? [])].sort().join();
    if (Object.keys(amount.values).sort().join() !== expected) fail(`${path}/values`, `must give one figure for each option of "${amount.by}" (${expected})`);
  };
  const checkCosts = (costs: readonly CostContribution[], path: string, earlier: ReadonlySet<string>) =>
    costs.forEach((cost, index) => {
      checkAmount(cost.monthly, `${path}/${index}/monthly`, earlier);
      checkAmount(cost.hongKongMonthly, `${path}/${index}/hongKongMonthly`, earlier);
    });

  checkCosts(file.baseline, '/baseline', new Set());
  const earlier = new Set<string>();
  file.questions.forEach((question, q) => {
    if ((RESERVED_PARAMETERS as readonly string[]).includes(question.id)) fail(`/questions/${q}/id`, `"${question.id}" is a parameter of the page's URL`);
    assertUniqueIds(question.options, `/questions/${q}/options`);
    question.options.forEach((option, o) => checkCosts(option.costs, `/questions/${q}/options/${o}/costs`, earlier));
    earlier.add(question.id);
  });

  for (const key of Object.keys(file.defaultAnswers)) {
    if (!optionsOf.has(key)) fail(`/defaultAnswers/${key}`, 'is not a question');
  }
  for (const question of file.questions) {
    const answer = file.defaultAnswers[question.id];
    if (answer === undefined) fail('/defaultAnswers', `has no answer to "${question.id}"`);
    if (!optionsOf.get(question.id)?.includes(answer)) fail(`/defaultAnswers/${question.id}`, `"${answer}" is not an option`);
  }

  file.support.forEach((line, index) => {
    if (!benefitNos.has(line.documentNo)) fail(`/support/${index}/documentNo`, `"${line.documentNo}" is not in ${BENEFITS_FILE}`);
    if (!line.when) return;
    const options = optionsOf.get(line.when.question);
    if (!options) fail(`/support/${index}/when/question`, `"${line.when.question}" is not a question`);
    line.when.in.forEach((option, o) => {
      if (!options.includes(option)) fail(`/support/${index}/when/in/${o}`, `"${option}" is not an option of "${line.when?.question}"`);
    });
  });
}

/**
 * Reads and validates the calculator's data and the benefits it names; a mismatch throws a SeedContentError naming
 * the file and the field, which stops the server's start.
 */
export function loadCostOfLivingData(dir: string = defaultSeedDataDir()): CostOfLivingData {
  const file = validate(COST_OF_LIVING_FILE, CostOfLivingFileSchema, readJson(dir, COST_OF_LIVING_FILE));
  const { benefits } = validate(BENEFITS_FILE, BenefitsFileSchema, readJson(dir, BENEFITS_FILE));
  assertConsistent(file, new Set(benefits.map((benefit) => benefit.documentNo)));
  const named = new Set(file.support.map((line) => line.documentNo));
  const benefitTitles = Object.fromEntries(
    benefits
      .filter((benefit) => named.has(benefit.documentNo))
      .map((benefit) => {
        const { EN, CN, TC } = benefit.translations;
        return [benefit.documentNo, { EN: EN.title, CN: CN.title, TC: TC.title }];
      }),
  );
  return { file, benefitTitles };
}
