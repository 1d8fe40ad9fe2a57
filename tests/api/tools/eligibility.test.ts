import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeedContentError } from '../../../server/src/content/seed-schema.js';
import { SEED_DATA_DIR } from '../../../server/src/content/seeder.js';
import { loadCatalog, translate, type Language } from '../../../server/src/lib/i18n.js';
import {
  evaluateRule,
  formatYuan,
  talentCategoriesOf,
  talentScenesOf,
  type Answers,
  type EvaluationContext,
  type ReasonKind,
  type Verdict,
} from '../../../server/src/services/tools/eligibility.js';
import { loadReportData, QUESTIONNAIRE_FILE, RULES_FILE } from '../../../server/src/services/tools/report-data.js';

const data = loadReportData();
const catalog = loadCatalog();
const context = (language: Language): EvaluationContext => ({
  language,
  questions: data.questions,
  t: (id, values) => translate(catalog, language, id, values),
  countryName: (id) => `country ${id}`,
});

/** A doctoral researcher in a job in the Zone, 30, a year of social insurance: eligible for the living subsidy. */
const employee: Answers = {
  identity: 'foreigner',
  nationality: 276,
  age: 30,
  degree: 'doctorate',
  graduatedWithinYears: '0-1',
  studiedAbroad: true,
  hsk: '4',
  field: 'research',
  experienceYears: 3,
  employerInZone: true,
  socialInsuranceMonths: 12,
  consecutiveMonths: 12,
  goals: ['work'],
  family: 'alone',
  entryTiming: 'after',
  ownsHomeInCity: false,
  enterpriseRole: 'none',
};

/** A founder running a class A enterprise that moved in during 2021, not Hong Kong-funded, 500 m², 5 in the core team. */
const founder: Answers = {
  ...employee,
  goals: ['invest'],
  enterpriseRole: 'running',
  enterpriseClass: 'A',
  hongKongFunded: false,
  officeArea: 500,
  entryYear: '2021',
  teamSize: 5,
};

interface Case {
  name: string;
  benefit: string;
  from: Answers;
  set?: Record<string, Answers[string] | undefined>;
  verdict: Verdict;
  /** The computed amount in yuan; null when the amount is text or the formula could not be computed. */
  amount?: number | null;
  /** Text the amount must contain (English unless `language`). */
  amountText?: string;
  /** Conditions and their outcomes. */
  reasons?: Record<string, ReasonKind>;
  /** Text one of the reasons must contain. */
  reasonText?: string;
  language?: Language;
}

const DOCTORAL = 'BEN-2022-0001';
const TEAM = 'BEN-2022-0004';
const OPERATING = 'BEN-2021-0005';
const RENT = 'BEN-2021-0004';
const RELOCATION = 'BEN-2021-0006';

const cases: Case[] = [
  // Doctoral living subsidy: doctorate, 35 or under, a job in the Zone, 3 months of social insurance, then 12 consecutive.
  { name: 'doctoral: everything met at 35', benefit: DOCTORAL, from: employee, set: { age: 35 }, verdict: 'eligible', amount: 100_000, amountText: '100,000 yuan, paid once' },
  { name: 'doctoral: 36 is over the age limit', benefit: DOCTORAL, from: employee, set: { age: 36 }, verdict: 'notEligible', reasons: { age: 'failed' }, reasonText: 'you are 36' },
  { name: 'doctoral: 2 months of social insurance', benefit: DOCTORAL, from: employee, set: { socialInsuranceMonths: 2, consecutiveMonths: 2 }, verdict: 'possible', amount: 100_000, reasons: { socialInsurance: 'missing', consecutiveMonths: 'missing' }, reasonText: '1 more to go' },
  { name: 'doctoral: 3 months of social insurance, 12 consecutive not reached', benefit: DOCTORAL, from: employee, set: { socialInsuranceMonths: 3, consecutiveMonths: 3 }, verdict: 'possible', reasons: { socialInsurance: 'met', consecutiveMonths: 'missing' }, reasonText: '9 more to go' },
  { name: 'doctoral: 11 consecutive months', benefit: DOCTORAL, from: employee, set: { socialInsuranceMonths: 20, consecutiveMonths: 11 }, verdict: 'possible', reasons: { consecutiveMonths: 'missing' }, reasonText: 'you have 11 months without a break, 1 more to go' },
  { name: 'doctoral: 12 consecutive months', benefit: DOCTORAL, from: employee, set: { socialInsuranceMonths: 20, consecutiveMonths: 12 }, verdict: 'eligible', reasons: { socialInsurance: 'met', consecutiveMonths: 'met' } },
  { name: 'doctoral: social insurance not answered', benefit: DOCTORAL, from: employee, set: { socialInsuranceMonths: undefined, consecutiveMonths: undefined }, verdict: 'possible', reasons: { socialInsurance: 'missing' }, reasonText: 'not answered yet' },
  { name: 'doctoral: no job in the Zone yet', benefit: DOCTORAL, from: employee, set: { employerInZone: false }, verdict: 'possible', reasons: { employer: 'missing' } },
  { name: "doctoral: a master's degree", benefit: DOCTORAL, from: employee, set: { degree: 'master' }, verdict: 'notEligible', reasons: { doctorate: 'failed' }, reasonText: "Master's degree" },
  { name: 'doctoral: in Simplified Chinese', benefit: DOCTORAL, from: employee, verdict: 'eligible', amountText: '10万元，一次性发放', language: 'CN' },
  { name: 'doctoral: in Traditional Chinese', benefit: DOCTORAL, from: employee, set: { age: 36 }, verdict: 'notEligible', reasonText: '年齡上限為35週歲，您36歲', language: 'TC' },

  // Team incentives: per person by class, at most 5 people per enterprise.
  { name: 'team: class A, 5 people', benefit: TEAM, from: founder, verdict: 'eligible', amount: 1_500_000, amountText: '300,000 yuan per person × 5: 1.5 million yuan' },
  { name: 'team: class A, 6 people counts 5', benefit: TEAM, from: founder, set: { teamSize: 6 }, verdict: 'eligible', amount: 1_500_000, amountText: '5 of your 6 counted' },
  { name: 'team: class B, 2 people', benefit: TEAM, from: founder, set: { enterpriseClass: 'B', teamSize: 2 }, verdict: 'eligible', amount: 400_000 },
  { name: 'team: class C, 1 person', benefit: TEAM, from: founder, set: { enterpriseClass: 'C', teamSize: 1 }, verdict: 'eligible', amount: 100_000 },
  { name: 'team: class D, 5 people', benefit: TEAM, from: founder, set: { enterpriseClass: 'D', teamSize: 5 }, verdict: 'eligible', amount: 150_000, amountText: '30,000 yuan per person × 5: 150,000 yuan' },
  { name: 'team: class D, 6 people in Chinese', benefit: TEAM, from: founder, set: { enterpriseClass: 'D', teamSize: 6 }, verdict: 'eligible', amount: 150_000, amountText: '每人3万元 × 5人：共15万元；每家企业最多5人', language: 'CN' },
  { name: 'team: no core team yet', benefit: TEAM, from: founder, set: { teamSize: 0 }, verdict: 'possible', reasons: { team: 'missing' } },
  { name: 'team: class not known', benefit: TEAM, from: founder, set: { enterpriseClass: undefined }, verdict: 'possible', amount: null, amountText: 'at most 5 people per enterprise', reasons: { class: 'missing' } },

  // Operating support: 2 million / 1 million / 500,000 / 200,000 a year for 3 years; Hong Kong-funded 1.1 times.
  { name: 'operating: class A', benefit: OPERATING, from: founder, verdict: 'eligible', amount: 2_000_000, amountText: '2 million yuan a year for 3 years' },
  { name: 'operating: class B', benefit: OPERATING, from: founder, set: { enterpriseClass: 'B' }, verdict: 'eligible', amount: 1_000_000 },
  { name: 'operating: class C', benefit: OPERATING, from: founder, set: { enterpriseClass: 'C' }, verdict: 'eligible', amount: 500_000 },
  { name: 'operating: class D', benefit: OPERATING, from: founder, set: { enterpriseClass: 'D' }, verdict: 'eligible', amount: 200_000 },
  { name: 'operating: class A, Hong Kong-funded × 1.1', benefit: OPERATING, from: founder, set: { hongKongFunded: true }, verdict: 'eligible', amount: 2_200_000, amountText: '2.2 million yuan a year for 3 years; Hong Kong-funded: 1.1 times the class amount of 2 million yuan' },
  { name: 'operating: class B, Hong Kong-funded', benefit: OPERATING, from: founder, set: { enterpriseClass: 'B', hongKongFunded: true }, verdict: 'eligible', amount: 1_100_000 },
  { name: 'operating: class C, Hong Kong-funded', benefit: OPERATING, from: founder, set: { enterpriseClass: 'C', hongKongFunded: true }, verdict: 'eligible', amount: 550_000 },
  { name: 'operating: class D, Hong Kong-funded, in Traditional Chinese', benefit: OPERATING, from: founder, set: { enterpriseClass: 'D', hongKongFunded: true }, verdict: 'eligible', amount: 220_000, amountText: '每年22萬元，連續3年；港資企業：按該類別金額20萬元的1.1倍計算', language: 'TC' },
  { name: 'operating: class not known gives the range', benefit: OPERATING, from: founder, set: { enterpriseClass: undefined }, verdict: 'possible', amount: null, amountText: '200,000 to 2 million yuan a year' },

  // Rent support: 60 / 40 / 20 yuan per m² a month by year of entry, capped at 5 million a year; Hong Kong-funded 1.2 times.
  { name: 'rent: 2021, 500 m²', benefit: RENT, from: founder, verdict: 'eligible', amount: 360_000, amountText: '60 yuan per m² a month × 500 m² × 12 months: 360,000 yuan a year' },
  { name: 'rent: 2022, 500 m²', benefit: RENT, from: founder, set: { entryYear: '2022' }, verdict: 'eligible', amount: 240_000 },
  { name: 'rent: 2023, 500 m²', benefit: RENT, from: founder, set: { entryYear: '2023' }, verdict: 'eligible', amount: 120_000 },
  { name: 'rent: 2021, Hong Kong-funded × 1.2', benefit: RENT, from: founder, set: { hongKongFunded: true }, verdict: 'eligible', amount: 432_000, amountText: '72 yuan per m² a month' },
  { name: 'rent: 2023, Hong Kong-funded, 100 m²', benefit: RENT, from: founder, set: { entryYear: '2023', hongKongFunded: true, officeArea: 100 }, verdict: 'eligible', amount: 28_800 },
  { name: 'rent: 6,944 m² stays under the cap', benefit: RENT, from: founder, set: { officeArea: 6944 }, verdict: 'eligible', amount: 4_999_680 },
  { name: 'rent: 6,945 m² reaches the 5 million cap', benefit: RENT, from: founder, set: { officeArea: 6945 }, verdict: 'eligible', amount: 5_000_000, amountText: '5 million yuan a year; capped at 5 million yuan a year' },
  { name: 'rent: Hong Kong-funded, 5,787 m² under the cap', benefit: RENT, from: founder, set: { hongKongFunded: true, officeArea: 5787 }, verdict: 'eligible', amount: 4_999_968 },
  { name: 'rent: Hong Kong-funded, 5,788 m² capped', benefit: RENT, from: founder, set: { hongKongFunded: true, officeArea: 5788 }, verdict: 'eligible', amount: 5_000_000 },
  { name: 'rent: capped, in Simplified Chinese', benefit: RENT, from: founder, set: { officeArea: 10_000 }, verdict: 'eligible', amount: 5_000_000, amountText: '每年500万元；每年最高500万元', language: 'CN' },
  { name: 'rent: moved in after 2023', benefit: RENT, from: founder, set: { entryYear: 'later' }, verdict: 'notEligible', reasons: { entryYear: 'failed' } },
  { name: 'rent: area not given', benefit: RENT, from: founder, set: { officeArea: undefined }, verdict: 'possible', amount: null, amountText: '60, 40 or 20 yuan per m²' },
  { name: 'rent: no enterprise yet, plans to invest', benefit: RENT, from: founder, set: { enterpriseRole: 'none', enterpriseClass: undefined, hongKongFunded: undefined, officeArea: undefined, entryYear: undefined, teamSize: undefined }, verdict: 'possible', reasons: { enterprise: 'missing' } },
  { name: 'rent: no enterprise and no plan to invest', benefit: RENT, from: employee, verdict: 'notEligible', reasons: { enterprise: 'failed' } },

  // Relocation support: 1 million / 500,000 / 300,000 / 100,000 by class, for enterprises moving in.
  { name: 'relocation: class A', benefit: RELOCATION, from: founder, verdict: 'eligible', amount: 1_000_000, amountText: '1 million yuan, one-off' },
  { name: 'relocation: class B', benefit: RELOCATION, from: founder, set: { enterpriseClass: 'B' }, verdict: 'eligible', amount: 500_000 },
  { name: 'relocation: class C', benefit: RELOCATION, from: founder, set: { enterpriseClass: 'C' }, verdict: 'eligible', amount: 300_000 },
  { name: 'relocation: class D', benefit: RELOCATION, from: founder, set: { enterpriseClass: 'D' }, verdict: 'eligible', amount: 100_000 },
  { name: 'relocation: no Hong Kong multiplier', benefit: RELOCATION, from: founder, set: { hongKongFunded: true }, verdict: 'eligible', amount: 1_000_000 },
  { name: 'relocation: a new company does not relocate', benefit: RELOCATION, from: founder, set: { enterpriseRole: 'founding' }, verdict: 'notEligible', reasons: { relocating: 'failed' } },

  // Start-up grant, overseas graduates' start-up funding, office purchase.
  { name: 'start-up grant: running for 6 months', benefit: 'BEN-2022-0002', from: founder, verdict: 'eligible', amount: 10_000, amountText: '10,000 yuan, one-time' },
  { name: 'start-up grant: just founding', benefit: 'BEN-2022-0002', from: founder, set: { enterpriseRole: 'founding' }, verdict: 'possible', reasons: { sixMonths: 'missing' } },
  { name: 'overseas graduate: graduated 2–3 years ago', benefit: 'BEN-2022-0003', from: founder, set: { graduatedWithinYears: '2-3', enterpriseRole: 'founding' }, verdict: 'eligible', amount: 1_000_000, amountText: 'Up to 1 million yuan' },
  { name: 'overseas graduate: graduated 4–5 years ago', benefit: 'BEN-2022-0003', from: founder, set: { graduatedWithinYears: '4-5' }, verdict: 'notEligible', reasons: { withinThreeYears: 'failed' } },
  { name: 'overseas graduate: a mainland degree', benefit: 'BEN-2022-0003', from: founder, set: { studiedAbroad: false }, verdict: 'notEligible', reasons: { overseasDegree: 'failed' } },
  { name: 'office purchase: recognition decided on application', benefit: 'BEN-2021-0003', from: founder, verdict: 'possible', amount: 30_000_000, amountText: 'up to 30 million yuan', reasons: { enterprise: 'met', keyEnterprise: 'missing' } },

  // Taxes, housing and the others with conditions.
  { name: '15% income tax: income in the Zone, list decided on application', benefit: 'BEN-2021-0001', from: employee, verdict: 'possible', amountText: '15%', reasons: { incomeInZone: 'met', talentList: 'missing' } },
  { name: 'tax differential: a Hong Kong resident working in the Zone', benefit: 'BEN-2021-0002', from: employee, set: { identity: 'hkMacao', nationality: undefined }, verdict: 'eligible' },
  { name: 'tax differential: not for a foreign national', benefit: 'BEN-2021-0002', from: employee, verdict: 'notEligible', reasons: { identity: 'failed' }, reasonText: 'you answered: A foreign national' },
  { name: 'talent housing: from 1,000 yuan', benefit: 'BEN-2022-0005', from: employee, verdict: 'eligible', amount: 1000, amountText: 'Rent from 1,000 yuan a month' },
  { name: 'talent housing: owns a home', benefit: 'BEN-2022-0005', from: employee, set: { ownsHomeInCity: true }, verdict: 'notEligible', reasons: { noHome: 'failed' } },
  { name: 'talent housing: home not answered', benefit: 'BEN-2022-0005', from: employee, set: { ownsHomeInCity: undefined }, verdict: 'possible', reasons: { noHome: 'missing' } },
  { name: 'internship: 17', benefit: 'BEN-2023-0003', from: employee, set: { identity: 'hkMacao', goals: ['study'], age: 17 }, verdict: 'notEligible', reasons: { minimumAge: 'failed' } },
  { name: 'internship: 18', benefit: 'BEN-2023-0003', from: employee, set: { identity: 'hkMacao', goals: ['study'], age: 18 }, verdict: 'eligible', amount: 3000 },
  { name: 'postdoc: 39', benefit: 'BEN-2022-0008', from: employee, set: { age: 39 }, verdict: 'eligible' },
  { name: 'postdoc: 40', benefit: 'BEN-2022-0008', from: employee, set: { age: 40 }, verdict: 'notEligible', reasons: { under40: 'failed' } },
  { name: 'skills training: 45', benefit: 'BEN-2024-0007', from: employee, set: { age: 45 }, verdict: 'eligible' },
  { name: 'skills training: 46', benefit: 'BEN-2024-0007', from: employee, set: { age: 46 }, verdict: 'notEligible', reasons: { age: 'failed' } },
  { name: 'work permit: 1 year of experience', benefit: 'BEN-2023-0001', from: employee, set: { experienceYears: 1 }, verdict: 'notEligible', reasons: { experience: 'failed' } },
  { name: 'work permit: 2 years of experience', benefit: 'BEN-2023-0001', from: employee, set: { experienceYears: 2 }, verdict: 'eligible' },
  { name: 'scholarship: HSK 3', benefit: 'BEN-2024-0001', from: employee, set: { goals: ['study'], hsk: '3' }, verdict: 'possible', reasons: { hsk: 'missing' } },
  { name: 'scholarship: HSK 4', benefit: 'BEN-2024-0001', from: employee, set: { goals: ['study'], hsk: '4' }, verdict: 'eligible' },
  { name: 'free desks: 45 and founding', benefit: 'BEN-2023-0007', from: founder, set: { age: 45 }, verdict: 'eligible' },
  { name: 'free desks: 46', benefit: 'BEN-2023-0007', from: founder, set: { age: 46 }, verdict: 'notEligible', reasons: { age: 'failed' } },
];

function answersOf(testCase: Case): Answers {
  const answers: Record<string, Answers[string]> = { ...testCase.from };
  for (const [id, value] of Object.entries(testCase.set ?? {})) {
    if (value === undefined) delete answers[id];
    else answers[id] = value;
  }
  return answers;
}

describe('eligibility rules (table)', () => {
  it('has at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)('$name', (testCase) => {
    const rule = data.rules.rules.find((r) => r.documentNo === testCase.benefit);
    expect(rule, testCase.benefit).toBeDefined();
    const result = evaluateRule(rule!, answersOf(testCase), context(testCase.language ?? 'EN'));
    expect(result.verdict).toBe(testCase.verdict);
    if (testCase.amount !== undefined) expect(result.amountValue ?? null).toBe(testCase.amount);
    if (testCase.amountText !== undefined) expect(result.amount).toContain(testCase.amountText);
    if (testCase.verdict === 'notEligible') expect(result.amount).toBeUndefined();
    for (const [condition, kind] of Object.entries(testCase.reasons ?? {})) {
      expect(result.reasons.find((r) => r.condition === condition)?.kind, condition).toBe(kind);
    }
    if (testCase.reasonText !== undefined) expect(result.reasons.map((r) => r.text).join(' | ')).toContain(testCase.reasonText);
    // Every reason is written out in the report's language; no placeholder is left.
    for (const reason of result.reasons) expect(reason.text).not.toMatch(/\{\w+\}/);
    if (result.amount) expect(result.amount).not.toMatch(/\{\w+\}/);
  });

  it('explains a failure, a missing step and a met condition in all three languages', () => {
    const rule = data.rules.rules.find((r) => r.documentNo === DOCTORAL)!;
    for (const language of ['EN', 'CN', 'TC'] as const) {
      const result = evaluateRule(rule, { ...employee, age: 36, socialInsuranceMonths: 5, consecutiveMonths: 5 }, context(language));
      expect(result.reasons.map((r) => r.kind)).toEqual(['met', 'failed', 'met', 'met', 'missing']);
      for (const reason of result.reasons) expect(reason.text.length).toBeGreaterThan(4);
    }
  });
});

describe('talent categories and scenes of a visitor', () => {
  it.each([
    { name: 'a foreign doctoral researcher of 30 who comes to work', answers: employee, categories: ['foreignExpert', 'youngProfessional', 'topTalent'] },
    { name: 'the same at 36', answers: { ...employee, age: 36 }, categories: ['foreignExpert', 'topTalent'] },
    { name: 'a Hong Kong student', answers: { ...employee, identity: 'hkMacao', degree: 'bachelor', goals: ['study'] }, categories: ['hkMacaoResident', 'student'] },
    { name: 'a founder', answers: founder, categories: ['foreignExpert', 'entrepreneur', 'topTalent'] },
    { name: 'a mainland professional earning 50,000 a month', answers: { ...employee, identity: 'mainland', degree: 'master', age: 40, monthlySalary: 50_000 }, categories: ['topTalent'] },
    { name: 'a mainland professional earning 49,999 a month', answers: { ...employee, identity: 'mainland', degree: 'master', age: 40, monthlySalary: 49_999 }, categories: [] },
  ])('$name', ({ answers, categories }) => {
    expect(talentCategoriesOf(answers, data.rules).sort()).toEqual([...categories].sort());
  });

  it('maps goals to the talent scenes', () => {
    expect(talentScenesOf({ goals: ['study', 'live'] }, data.rules)).toEqual(['study', 'life']);
    expect(talentScenesOf({}, data.rules)).toEqual([]);
  });
});

describe('money as the content writes it', () => {
  it.each([
    [100_000, 'EN', '100,000 yuan'],
    [1_000_000, 'EN', '1 million yuan'],
    [2_200_000, 'EN', '2.2 million yuan'],
    [4_999_680, 'EN', '4,999,680 yuan'],
    [1000, 'EN', '1,000 yuan'],
    [100_000, 'CN', '10万元'],
    [30_000_000, 'CN', '3000万元'],
    [4_999_680, 'CN', '499.968万元'],
    [1000, 'CN', '1000元'],
    [220_000, 'TC', '22萬元'],
  ] as const)('%d in %s is "%s"', (value, language, text) => {
    expect(formatYuan(value, language)).toBe(text);
  });
});

describe('the data files are checked at start', () => {
  /** Loads a copy of the data with one file edited; returns what the loader threw. */
  const loadBroken = (file: string, edit: (json: Record<string, unknown>) => void): unknown => {
    const dir = mkdtempSync(join(tmpdir(), 'report-data-'));
    try {
      cpSync(SEED_DATA_DIR, dir, { recursive: true });
      const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      edit(json);
      writeFileSync(join(dir, file), JSON.stringify(json));
      loadReportData(dir);
      return undefined;
    } catch (error) {
      return error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  type Json = { topics: { questions: Record<string, unknown>[] }[]; rules: Record<string, unknown>[] };

  it('loads the committed files', () => {
    expect(data.questionnaire.topics.map((t) => t.id)).toEqual(['profile', 'education', 'work', 'plans', 'enterprise']);
    expect(data.rules.rules.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    { name: 'a rule for a benefit that does not exist', file: RULES_FILE, edit: (j: Json) => void (j.rules[0]!.documentNo = 'BEN-2099-0001'), field: '/rules/0/documentNo' },
    { name: 'a condition on an unknown question', file: RULES_FILE, edit: (j: Json) => void ((j.rules[0]!.conditions as { anyOf: { question: string }[] }[])[0]!.anyOf[0]!.question = 'shoeSize'), field: '/rules/0/conditions/0/anyOf/0/question' },
    { name: 'a text missing its Traditional Chinese', file: RULES_FILE, edit: (j: Json) => void delete ((j.rules[0]!.conditions as { requirement: Record<string, string> }[])[0]!.requirement.TC), field: '/rules/0/conditions/0/requirement' },
    { name: 'a number question without a range', file: QUESTIONNAIRE_FILE, edit: (j: Json) => void delete j.topics[0]!.questions[2]!.max, field: '/topics/0/questions/2/min' },
    { name: 'a renamed question', file: QUESTIONNAIRE_FILE, edit: (j: Json) => void (j.topics[0]!.questions[2]!.id = 'years'), field: '/topics' },
  ])('$name stops the start, naming file and field', ({ file, edit, field }) => {
    const error = loadBroken(file, edit as (json: Record<string, unknown>) => void);
    expect(error).toBeInstanceOf(SeedContentError);
    expect((error as SeedContentError).file).toBe(file);
    expect((error as SeedContentError).field).toContain(field);
  });
});
