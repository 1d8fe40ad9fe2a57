import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { SeedContentError, defaultSeedDataDir } from '../../../server/src/content/seed-schema.js';
import { AppError } from '../../../server/src/lib/app-error.js';
import { COST_OF_LIVING_FILE, loadCostOfLivingData } from '../../../server/src/services/tools/cost-of-living-data.js';
import {
  COST_ITEMS,
  DEFAULT_CALCULATOR_ANSWERS,
  calculatorQuestions,
  estimateCost,
  parseCalculatorAnswers,
  type CalculatorAnswers,
  type CostItemId,
} from '../../../server/src/services/tools/cost-of-living.js';

type Figures = Record<CostItemId, [monthly: number, hongKong: number]>;

const answers = (
  district: string,
  housing: string,
  food: string,
  transport: string,
  utilities: string,
  leisure: string,
  schooling: string,
  domesticHelp: string,
): CalculatorAnswers => ({ district, housing, food, transport, utilities, leisure, schooling, domesticHelp });

/**
 * Baskets and their expected figures per item (RMB a month, then Hong Kong), worked out by hand from the data file:
 * every item gets the baseline (700 / 1,200 in `other`) plus what each answer contributes.
 */
const BASKETS: { name: string; answers: CalculatorAnswers; figures: Figures; total: [number, number] }[] = [
  {
    name: 'the default single professional (market one-bedroom at Innovation Square)',
    answers: answers('hub', 'oneBed', 'mixed', 'publicTransport', 'typical', 'moderate', 'none', 'none'),
    figures: { housing: [6200, 14500], food: [2500, 4600], transport: [300, 650], utilities: [460, 850], communication: [150, 260], leisure: [1200, 2300], education: [0, 0], other: [700, 1200] },
    total: [11510, 24360],
  },
  {
    name: 'a frugal newcomer in a talent housing studio (the district plays no part)',
    answers: answers('waterfront', 'talentStudio', 'homeCooking', 'walkCycle', 'light', 'quiet', 'none', 'none'),
    figures: { housing: [1000, 10500], food: [1500, 3200], transport: [120, 250], utilities: [260, 550], communication: [60, 110], leisure: [400, 800], education: [0, 0], other: [700, 1200] },
    total: [4040, 16610],
  },
  {
    name: 'a family at North Gate with two children at international schools and a live-in helper',
    answers: answers('northGate', 'threeBed', 'international', 'car', 'heavy', 'lavish', 'internationalTwo', 'liveIn'),
    figures: { housing: [10000, 32000], food: [5200, 8800], transport: [2800, 6500], utilities: [880, 1500], communication: [260, 420], leisure: [4800, 7800], education: [42000, 35000], other: [7700, 7100] },
    total: [73640, 99120],
  },
  {
    name: 'a shared flat on Harbour Avenue, two children at public schools, a weekly cleaner',
    answers: answers('harbour', 'sharedFlat', 'eatingOut', 'taxi', 'typical', 'active', 'publicTwo', 'cleaner'),
    figures: { housing: [2500, 6800], food: [3600, 6300], transport: [1000, 2000], utilities: [350, 700], communication: [150, 260], leisure: [2500, 4300], education: [1200, 1800], other: [1400, 2700] },
    total: [12700, 24860],
  },
  {
    name: 'a waterfront two-bedroom flat, one child at a bilingual school, a part-time helper',
    answers: answers('waterfront', 'twoBed', 'mixed', 'publicTransport', 'typical', 'moderate', 'bilingualOne', 'partTime'),
    figures: { housing: [11000, 21500], food: [2500, 4600], transport: [300, 650], utilities: [560, 1000], communication: [150, 260], leisure: [1200, 2300], education: [9600, 8200], other: [3900, 6700] },
    total: [29210, 45210],
  },
  {
    name: 'talent housing one-bedroom, one child at a public school',
    answers: answers('harbour', 'talentOneBed', 'homeCooking', 'publicTransport', 'light', 'moderate', 'publicOne', 'none'),
    figures: { housing: [1800, 14500], food: [1500, 3200], transport: [300, 650], utilities: [330, 650], communication: [60, 110], leisure: [1200, 2300], education: [600, 900], other: [700, 1200] },
    total: [6490, 23510],
  },
];

describe('the calculator’s estimate', () => {
  it.each(BASKETS)('adds up every item for $name', ({ answers: basket, figures, total }) => {
    const estimate = estimateCost(basket, 'EN');
    expect(estimate.items.map((item) => item.item)).toEqual([...COST_ITEMS]);
    const got = Object.fromEntries(estimate.items.map((item) => [item.item, [item.monthly, item.hongKongMonthly]]));
    expect(got).toEqual(figures);
    expect([estimate.monthlyTotal, estimate.hongKongMonthlyTotal]).toEqual(total);
    expect(estimate.dataDate).toBe('2022-11');
  });

  it.each([
    ['waterfront', 7000],
    ['hub', 6200],
    ['harbour', 5200],
    ['northGate', 4500],
  ])('rents a market one-bedroom flat in %s for %i yuan, and the Hong Kong flat stays the same', (district, rent) => {
    const estimate = estimateCost({ ...DEFAULT_CALCULATOR_ANSWERS, district }, 'EN');
    expect(estimate.items[0]).toMatchObject({ item: 'housing', monthly: rent, hongKongMonthly: 14500 });
  });

  it('counts talent housing at the spec’s 1,000 yuan a month, whatever the district', () => {
    for (const district of ['waterfront', 'hub', 'harbour', 'northGate']) {
      expect(estimateCost({ ...DEFAULT_CALCULATOR_ANSWERS, district, housing: 'talentStudio' }, 'CN').items[0]!.monthly).toBe(1000);
    }
  });

  it('names each item’s source in the language asked for', () => {
    const [en, cn, tc] = (['EN', 'CN', 'TC'] as const).map((language) => estimateCost(DEFAULT_CALCULATOR_ANSWERS, language));
    expect(en!.items.every((item) => /November 2022|2022–23 school year/.test(item.source))).toBe(true);
    expect(cn!.items.every((item) => /2022年11月/.test(item.source) || /2022—23/.test(item.source))).toBe(true);
    expect(tc!.items[0]!.source).toContain('合作區住房管理局');
    expect(new Set(en!.items.map((item) => item.source)).size).toBe(COST_ITEMS.length);
  });

  it.each([
    { name: 'the default (market flat)', change: {}, support: ['BEN-2022-0005', 'BEN-2022-0001', 'BEN-2024-0002'] },
    { name: 'talent housing', change: { housing: 'talentStudio' }, support: ['BEN-2022-0005', 'BEN-2022-0001', 'BEN-2024-0002'] },
    { name: 'a large flat', change: { housing: 'twoBed' }, support: ['BEN-2022-0006', 'BEN-2022-0001', 'BEN-2024-0002'] },
    {
      name: 'a large flat and an international school',
      change: { housing: 'threeBed', schooling: 'internationalOne' },
      support: ['BEN-2022-0006', 'BEN-2022-0001', 'BEN-2023-0005', 'BEN-2024-0004', 'BEN-2024-0002'],
    },
    { name: 'a public school', change: { schooling: 'publicOne' }, support: ['BEN-2022-0005', 'BEN-2022-0001', 'BEN-2023-0005', 'BEN-2024-0002'] },
  ])('lists the support that may apply to $name, each benefit once', ({ change, support }) => {
    const estimate = estimateCost({ ...DEFAULT_CALCULATOR_ANSWERS, ...change }, 'EN');
    expect(estimate.support.map((line) => line.documentNo)).toEqual(support);
  });

  it('words the talent housing line after the answer, and never subtracts support from the total', () => {
    const market = estimateCost(DEFAULT_CALCULATOR_ANSWERS, 'EN');
    const talent = estimateCost({ ...DEFAULT_CALCULATOR_ANSWERS, housing: 'talentStudio' }, 'EN');
    expect(market.support[0]).toEqual({
      documentNo: 'BEN-2022-0005',
      title: 'Talent housing with rents from 1,000 yuan a month',
      text: expect.stringMatching(/^If you work in the Zone, talent housing from 1,000 yuan a month/),
    });
    expect(talent.support[0]!.text).toMatch(/^Counted above at the talent housing rent/);
    expect(market.monthlyTotal).toBe(market.items.reduce((sum, item) => sum + item.monthly, 0));
    expect(estimateCost(DEFAULT_CALCULATOR_ANSWERS, 'TC').support[0]!.title).toBe('人才住房租金每月1000元起');
  });
});

describe('the calculator’s answers', () => {
  const expectError = (input: Record<string, unknown>, code: number, field: string) => {
    let error: unknown;
    try {
      parseCalculatorAnswers(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, code, data: { field } });
  };

  it('accepts one option per question and returns exactly those answers', () => {
    expect(parseCalculatorAnswers({ ...DEFAULT_CALCULATOR_ANSWERS })).toEqual(DEFAULT_CALCULATOR_ANSWERS);
  });

  it.each([
    { name: 'an unknown question', input: { ...DEFAULT_CALCULATOR_ANSWERS, pets: 'dog' }, code: 40070, field: 'pets' },
    { name: 'a missing answer', input: { ...DEFAULT_CALCULATOR_ANSWERS, food: undefined }, code: 40071, field: 'food' },
    { name: 'an empty answer', input: { ...DEFAULT_CALCULATOR_ANSWERS, leisure: '' }, code: 40071, field: 'leisure' },
    { name: 'an unknown option', input: { ...DEFAULT_CALCULATOR_ANSWERS, housing: 'castle' }, code: 40072, field: 'housing' },
    { name: 'two answers to one question', input: { ...DEFAULT_CALCULATOR_ANSWERS, district: ['hub', 'harbour'] }, code: 40072, field: 'district' },
    { name: 'an option of another question', input: { ...DEFAULT_CALCULATOR_ANSWERS, transport: 'oneBed' }, code: 40072, field: 'transport' },
    { name: 'the first of several missing answers', input: { district: 'hub' }, code: 40071, field: 'housing' },
  ])('refuses $name, naming the question', ({ input, code, field }) => {
    const cleaned = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    expectError(cleaned, code, field);
  });

  it('has a default basket that answers every question', () => {
    expect(Object.keys(DEFAULT_CALCULATOR_ANSWERS)).toEqual(calculatorQuestions('EN').questions.map((question) => question.id));
  });
});

describe('the calculator’s questions', () => {
  it('come in page order with the same options in every language', () => {
    const [en, cn, tc] = (['EN', 'CN', 'TC'] as const).map((language) => calculatorQuestions(language));
    expect(en!.questions.map((question) => question.id)).toEqual(['district', 'housing', 'food', 'transport', 'utilities', 'leisure', 'schooling', 'domesticHelp']);
    const shape = (q: typeof en) => q!.questions.map((question) => [question.id, question.options.map((option) => option.id)]);
    expect(shape(cn)).toEqual(shape(en));
    expect(shape(tc)).toEqual(shape(en));
    expect(en!.questions.find((question) => question.id === 'district')!.options).toHaveLength(4);
    expect(en).toMatchObject({ dataDate: '2022-11', currency: 'CNY' });
  });

  it('offer talent housing from 1,000 yuan a month beside market rents (spec §9)', () => {
    const housing = calculatorQuestions('EN').questions.find((question) => question.id === 'housing')!;
    expect(housing.help).toContain('from 1,000 yuan a month');
    expect(housing.options.map((option) => option.id)).toEqual(['talentStudio', 'talentOneBed', 'sharedFlat', 'oneBed', 'twoBed', 'threeBed']);
    expect(calculatorQuestions('CN').questions[1]!.help).toContain('1000元起');
  });

  it('are written in Hong Kong Traditional Chinese in TC (opencc Simplified→HK leaves every string unchanged)', () => {
    const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });
    const file = JSON.parse(readFileSync(join(defaultSeedDataDir(), COST_OF_LIVING_FILE), 'utf8')) as unknown;
    const changed: string[] = [];
    (function walk(node: unknown, path: string) {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'TC' && typeof value === 'string' && toHongKong(value) !== value) changed.push(`${path}: ${value}`);
        else walk(value, `${path}/${key}`);
      }
    })(file, '');
    expect(changed).toEqual([]);
  });
});

describe('the calculator’s data file check', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** One edit at a JSON pointer: set a value, delete a key, push onto or reverse an array. */
  type Edit = { op: 'set' | 'push'; path: string; value: unknown } | { op: 'delete' | 'reverse'; path: string };

  function applyEdit(root: unknown, edit: Edit) {
    const keys = edit.path.split('/').slice(1);
    const last = keys.pop()!;
    const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, root as Record<string, unknown>);
    if (edit.op === 'set') parent[last] = edit.value;
    else if (edit.op === 'delete') delete parent[last];
    else if (edit.op === 'push') (parent[last] as unknown[]).push(edit.value);
    else (parent[last] as unknown[]).reverse();
  }

  /** A copy of the data (and the benefits it names) with one edit, loaded. */
  function loadEdited(edit: Edit) {
    const dir = mkdtempSync(join(tmpdir(), 'cost-of-living-'));
    dirs.push(dir);
    cpSync(join(defaultSeedDataDir(), 'benefits.json'), join(dir, 'benefits.json'));
    const file = JSON.parse(readFileSync(join(defaultSeedDataDir(), COST_OF_LIVING_FILE), 'utf8')) as unknown;
    applyEdit(file, edit);
    writeFileSync(join(dir, COST_OF_LIVING_FILE), JSON.stringify(file));
    return () => loadCostOfLivingData(dir);
  }

  it('loads the committed file', () => {
    expect(loadCostOfLivingData().file.questions).toHaveLength(8);
  });

  it.each<{ name: string; edit: Edit; field: string }>([
    { name: 'a missing translation', edit: { op: 'delete', path: '/questions/2/title/TC' }, field: '/questions/2/title' },
    { name: 'a negative figure', edit: { op: 'set', path: '/questions/3/options/0/costs/0/monthly', value: -5 }, field: '/questions/3/options/0/costs/0/monthly' },
    { name: 'an unknown item', edit: { op: 'set', path: '/baseline/0/item', value: 'pets' }, field: '/baseline/0/item' },
    { name: 'another data date', edit: { op: 'set', path: '/dataDate', value: '2023-01' }, field: '/dataDate' },
    { name: 'items out of order', edit: { op: 'reverse', path: '/items' }, field: '/items' },
    { name: 'a duplicate option', edit: { op: 'set', path: '/questions/2/options/1/id', value: 'homeCooking' }, field: '/questions/2/options/1/id' },
    { name: 'a question named like a URL parameter', edit: { op: 'set', path: '/questions/5/id', value: 'view' }, field: '/questions/5/id' },
    { name: 'a rent by a later question', edit: { op: 'set', path: '/questions/1/options/2/costs/0/monthly/by', value: 'food' }, field: '/questions/1/options/2/costs/0/monthly/by' },
    { name: 'a rent missing a district', edit: { op: 'delete', path: '/questions/1/options/3/costs/0/monthly/values/hub' }, field: '/questions/1/options/3/costs/0/monthly/values' },
    { name: 'a default answer that is no option', edit: { op: 'set', path: '/defaultAnswers/food', value: 'caviar' }, field: '/defaultAnswers/food' },
    { name: 'an unknown benefit', edit: { op: 'set', path: '/support/1/documentNo', value: 'BEN-2022-0099' }, field: '/support/1/documentNo' },
    { name: 'support for an unknown option', edit: { op: 'push', path: '/support/0/when/in', value: 'castle' }, field: '/support/0/when/in/2' },
  ])('stops at $name, naming the file and the field', ({ edit, field }) => {
    const load = loadEdited(edit);
    expect(load).toThrow(SeedContentError);
    expect(load).toThrow(new RegExp(`^Seed content cost-of-living\\.json: ${field.replace(/[/]/g, '\\/')} `));
  });
});
