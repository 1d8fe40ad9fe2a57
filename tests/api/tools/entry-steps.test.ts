import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_LANGUAGES, SeedContentError } from '../../../server/src/content/seed-schema';
import {
  ENTRY_DATA_DIR,
  ENTRY_IDENTITIES,
  ENTRY_STEPS_FILE,
  ENTRY_TIMINGS,
  listEntrySteps,
  loadEntrySteps,
  type EntryIdentity,
  type EntryTiming,
} from '../../../server/src/services/tools/entry-steps';
import { pageRoutes } from '../../../src/lib/routes';

const COMBINATIONS = ENTRY_IDENTITIES.flatMap((identity) => ENTRY_TIMINGS.map((timing) => ({ identity, timing })));
const readSeed = <T>(file: string) => JSON.parse(readFileSync(join(ENTRY_DATA_DIR, file), 'utf8')) as T;
const serviceNos = new Set(readSeed<{ services: { documentNo: string }[] }>('services.json').services.map((s) => s.documentNo));
const benefitNos = new Set(readSeed<{ benefits: { documentNo: string }[] }>('benefits.json').benefits.map((b) => b.documentNo));
const guideNos = new Set(readSeed<{ guides: { documentNo: string }[] }>('hkmacao.json').guides.map((g) => g.documentNo));
const appPaths = new Set<string>(Object.values(pageRoutes));
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const HAN = /\p{Script=Han}/u;

/** Steps the issue names for each combination: they must be there, in this order. */
const REQUIRED: Record<`${EntryIdentity}:${EntryTiming}`, string[]> = {
  'foreigner:before': ['work-permit-notice', 'degree-authentication', 'criminal-record-certificate', 'z-visa', 'health-check-abroad', 'book-accommodation'],
  'foreigner:after': ['accommodation-registration', 'health-check', 'work-permit-card', 'residence-permit', 'phone-number', 'bank-card', 'social-insurance', 'tax-registration', 'talent-card'],
  'hkMacao:before': ['home-return-permit', 'job-and-registration', 'certified-documents'],
  'hkMacao:after': ['hk-accommodation-registration', 'hk-phone-number', 'hk-bank-card', 'hk-tax', 'hk-residence-permit'],
};

/** Figures a step must state, in every language (what the issue and spec §9 ask for). */
const FIGURES: { step: string; field: 'title' | 'summary' | 'cost' | 'duration'; EN: string; CN: string; TC: string }[] = [
  { step: 'accommodation-registration', field: 'title', EN: '24 hours', CN: '24小时', TC: '24小時' },
  { step: 'residence-permit', field: 'title', EN: '30 days', CN: '30日', TC: '30日' },
  { step: 'residence-permit', field: 'cost', EN: '400 yuan', CN: '400元', TC: '400元' },
  { step: 'work-permit-card', field: 'summary', EN: '15 days', CN: '15日', TC: '15日' },
  { step: 'hk-residence-permit', field: 'title', EN: '6 months', CN: '6个月', TC: '6個月' },
  { step: 'book-accommodation', field: 'cost', EN: '1,000 yuan', CN: '1000元', TC: '1000元' },
  { step: 'home-return-permit', field: 'summary', EN: 'Home Return Permit', CN: '回乡证', TC: '回鄉證' },
];

describe('entry-steps.json', () => {
  const catalog = loadEntrySteps();

  it.each(COMBINATIONS)('has ordered steps for $identity × $timing', ({ identity, timing }) => {
    const ids = catalog.stepIds(identity, timing);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const required = REQUIRED[`${identity}:${timing}`];
    expect(ids.filter((id) => required.includes(id))).toEqual(required);
  });

  it('gives every step an id of its own across all combinations', () => {
    const all = COMBINATIONS.flatMap(({ identity, timing }) => catalog.stepIds(identity, timing));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(25);
  });

  it.each(COMBINATIONS.flatMap((c) => SEED_LANGUAGES.map((language) => ({ ...c, language }))))(
    'fills every field of $identity × $timing in $language',
    ({ identity, timing, language }) => {
      for (const step of listEntrySteps(identity, timing, language)) {
        for (const field of ['title', 'summary', 'where', 'duration', 'cost'] as const) expect(step[field].trim(), `${step.id}.${field}`).not.toBe('');
        expect(step.documents.length, step.id).toBeGreaterThan(0);
        expect(step.links.length, step.id).toBeGreaterThan(0);
        if (language !== 'EN') expect(step.title, step.id).toMatch(HAN);
        for (const link of step.links) expect(link.label.trim(), `${step.id} link`).not.toBe('');
      }
    },
  );

  it.each(COMBINATIONS)('links $identity × $timing only to content and pages that exist', ({ identity, timing }) => {
    for (const step of listEntrySteps(identity, timing, 'EN')) {
      for (const link of step.links) {
        const url = new URL(link.route ?? '', 'http://portal.test');
        expect(appPaths.has(url.pathname), `${step.id}: ${link.route}`).toBe(true);
        if (link.kind === 'service') expect(serviceNos.has(link.documentNo ?? ''), `${step.id}: ${link.documentNo}`).toBe(true);
        if (link.kind === 'benefit') expect(benefitNos.has(link.documentNo ?? ''), `${step.id}: ${link.documentNo}`).toBe(true);
        if (link.kind === 'page' && url.pathname === pageRoutes.hkmacaoDetail) expect(guideNos.has(url.searchParams.get('documentNo') ?? '')).toBe(true);
        if (link.kind !== 'page') expect(url.searchParams.get('documentNo')).toBe(link.documentNo);
      }
    }
  });

  it('links every step the same way in every language, with the same number of documents', () => {
    for (const { identity, timing } of COMBINATIONS) {
      const [en, cn, tc] = SEED_LANGUAGES.map((language) => listEntrySteps(identity, timing, language));
      en!.forEach((step, index) => {
        for (const other of [cn!, tc!]) {
          expect(other[index]!.id).toBe(step.id);
          expect(other[index]!.documents.length, step.id).toBe(step.documents.length);
          expect(other[index]!.links.map((l) => l.route)).toEqual(step.links.map((l) => l.route));
        }
      });
    }
  });

  it.each(FIGURES)('states "$EN" in $step.$field', (figure) => {
    for (const language of SEED_LANGUAGES) {
      const step = COMBINATIONS.flatMap(({ identity, timing }) => listEntrySteps(identity, timing, language)).find((each) => each.id === figure.step);
      expect(step?.[figure.field], `${figure.step} ${language}`).toContain(figure[language]);
    }
  });

  it('writes Hong Kong Traditional Chinese in TC and Simplified Chinese in CN', () => {
    const texts = (language: 'CN' | 'TC') =>
      COMBINATIONS.flatMap(({ identity, timing }) =>
        listEntrySteps(identity, timing, language).flatMap((step) => [step.title, step.summary, step.where, step.duration, step.cost, ...step.documents, ...step.links.map((l) => l.label)]),
      );
    expect(texts('TC').filter((text) => toHongKong(text) !== text)).toEqual([]);
    expect(texts('CN').filter((text) => toSimplified(text) !== text)).toEqual([]);
    // Hong Kong words, not the mainland's.
    expect(texts('TC').filter((text) => /用人單位|信息|租賃合同|移動支付/.test(text))).toEqual([]);
  });
});

// The edits below write values the schema forbids, so the parsed file is typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = Record<string, any>;

describe('loadEntrySteps on broken files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function brokenCopy(edit: (data: LooseJson) => void): string {
    dir = mkdtempSync(join(tmpdir(), 'entry-steps-'));
    cpSync(ENTRY_DATA_DIR, dir, { recursive: true });
    const data = JSON.parse(readFileSync(join(dir, ENTRY_STEPS_FILE), 'utf8')) as LooseJson;
    edit(data);
    writeFileSync(join(dir, ENTRY_STEPS_FILE), JSON.stringify(data));
    return dir;
  }

  function loadError(target: string): SeedContentError {
    try {
      loadEntrySteps(target);
    } catch (error) {
      expect(error).toBeInstanceOf(SeedContentError);
      return error as SeedContentError;
    }
    throw new Error('loadEntrySteps accepted a broken file');
  }

  it.each([
    { name: 'an empty TC title', edit: (d: LooseJson) => (d.combinations[1].steps[2].translations.TC.title = ''), field: '/combinations/1/steps/2/translations/TC/title' },
    { name: 'a missing cost', edit: (d: LooseJson) => delete d.combinations[0].steps[0].translations.EN.cost, field: '/combinations/0/steps/0/translations/EN' },
    { name: 'an unknown identity', edit: (d: LooseJson) => (d.combinations[2].identity = 'mainland'), field: '/combinations/2/identity' },
    { name: 'a malformed step id', edit: (d: LooseJson) => (d.combinations[0].steps[1].id = 'Z Visa'), field: '/combinations/0/steps/1/id' },
    { name: 'a page the app lacks', edit: (d: LooseJson) => (d.combinations[0].steps[0].links = [{ route: '/pages/nowhere', label: { EN: 'x', CN: 'x', TC: 'x' } }]), field: '/combinations/0/steps/0/links/0/route' },
  ])('names the file and field of $name', ({ edit, field }) => {
    const error = loadError(brokenCopy(edit));
    expect(error.file).toBe(ENTRY_STEPS_FILE);
    expect(error.field).toBe(field);
    expect(error.message).toContain(ENTRY_STEPS_FILE);
  });

  it('refuses a link to a service that does not exist', () => {
    const error = loadError(brokenCopy((d) => (d.combinations[1].steps[0].links[0] = { service: 'SVC-0999' })));
    expect(error.field).toBe('/combinations/1/steps/0/links/0');
    expect(error.message).toContain('SVC-0999');
  });

  it('refuses a link to a benefit or a guide that does not exist', () => {
    expect(loadError(brokenCopy((d) => (d.combinations[0].steps[0].links[1] = { benefit: 'BEN-2020-0999' }))).message).toContain('BEN-2020-0999');
    expect(loadError(brokenCopy((d) => (d.combinations[2].steps[0].links[0] = { hkmacao: 'HKM-0999' }))).message).toContain('HKM-0999');
  });

  it('refuses a step id used twice', () => {
    const error = loadError(brokenCopy((d) => (d.combinations[3].steps[1].id = d.combinations[0].steps[0].id)));
    expect(error.field).toBe('/combinations/3/steps/1/id');
    expect(error.message).toContain('duplicates');
  });

  it('refuses a combination given twice (and so one missing)', () => {
    const error = loadError(
      brokenCopy((d) => {
        d.combinations[3].timing = 'before';
        // Fresh ids so only the repeated combination is wrong.
        d.combinations[3].steps.forEach((step: LooseJson, index: number) => (step.id = `copy-${index}`));
      }),
    );
    expect(error.field).toBe('/combinations/3');
  });

  it('refuses documents that differ in number between languages', () => {
    const error = loadError(brokenCopy((d) => d.combinations[1].steps[3].translations.CN.documents.pop()));
    expect(error.field).toBe('/combinations/1/steps/3/translations');
  });
});
