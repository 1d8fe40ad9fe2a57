import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_CATEGORIES,
  CONTENT_TYPES,
  HKMACAO_TABS,
  ITH_INDUSTRIES,
  JOURNEY_STEPS,
  LIFE_TABS,
  MIN_CLOSED_JOBS,
  MIN_HKMACAO_GUIDES,
  MIN_ITH_ENTERPRISES,
  MIN_JOB_ENTERPRISES,
  MIN_JOBS,
  MIN_OPEN_JOBS,
  MIN_LIFE_PER_TAB,
  MIN_SERVICES_PER_TAB,
  POLICY_FIGURES,
  SERVICE_PACK_COUNT,
  SERVICE_TABS,
  SEED_LANGUAGES,
  SeedContentError,
  TALENT_CATEGORIES,
  TALENT_SCENES,
  defaultSeedDataDir,
  loadSeedContent,
  resolveEventSchedule,
  resolveJobSchedule,
  type SeedBenefit,
  type SeedContent,
  type SeedLanguage,
} from '../../../server/src/content/seed-schema';
import { JOB_CATEGORIES, RECRUITMENT_TYPES } from '../../../server/src/services/recruitment/job-codes';

const content: SeedContent = loadSeedContent();
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const HAN = /\p{Script=Han}/u;

/** Every string of a benefit in one language, the way a reader (or a keyword search) sees it. */
function benefitText(benefit: SeedBenefit, language: SeedLanguage): string {
  const t = benefit.translations[language];
  return [t.title, t.summary, t.body, ...t.amounts.flatMap((a) => [a.label, a.value]), ...t.eligibility, ...t.howToApply].join('\n');
}

/** Collects [path, text] for every string under a language key (EN/CN/TC) or a *_label field, in any seed file. */
function localizedStrings(node: unknown, path = '', language?: SeedLanguage, out: [string, string, SeedLanguage][] = []) {
  if (typeof node === 'string') {
    if (language) out.push([path, node, language]);
  } else if (Array.isArray(node)) {
    node.forEach((item, i) => localizedStrings(item, `${path}/${i}`, language, out));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const labelLanguage = ({ en_label: 'EN', cn_label: 'CN', tc_label: 'TC' } as const)[key as 'en_label'];
      const keyLanguage = (SEED_LANGUAGES as readonly string[]).includes(key) ? (key as SeedLanguage) : undefined;
      // Contact phone numbers and e-mail addresses are not language text.
      if (key === 'phone' || key === 'email') continue;
      localizedStrings(value, `${path}/${key}`, keyLanguage ?? labelLanguage ?? language, out);
    }
  }
  return out;
}

const allLocalized = localizedStrings(content);

type EventState = 'upcoming' | 'on-going' | 'past';
function stateAt(startsAt: Date, endsAt: Date, now: Date): EventState {
  if (now < startsAt) return 'upcoming';
  return now <= endsAt ? 'on-going' : 'past';
}

describe('seed content files', () => {
  it('load and validate against their schemas', () => {
    expect(content.benefits.length).toBeGreaterThan(0);
    expect(content.events.length).toBeGreaterThan(0);
  });

  it('have at least 30 benefits covering every talent type, content type and talent scene', () => {
    const { benefits } = content;
    expect(benefits.length).toBeGreaterThanOrEqual(30);
    for (const category of TALENT_CATEGORIES) {
      expect(benefits.filter((b) => b.talent_category.includes(category)).length, category).toBeGreaterThanOrEqual(3);
    }
    for (const type of CONTENT_TYPES) {
      expect(benefits.filter((b) => b.contentType === type).length, type).toBeGreaterThanOrEqual(2);
    }
    for (const scene of TALENT_SCENES) {
      expect(benefits.filter((b) => b.talentScene.includes(scene)).length, scene).toBeGreaterThanOrEqual(3);
    }
  });

  it('rank exactly the four home-strip benefits 1 to 4', () => {
    const ranks = content.benefits.flatMap((b) => (b.homeRank ? [b.homeRank] : [])).sort();
    expect(ranks).toEqual([1, 2, 3, 4]);
  });

  it('have 8 why-the-zone items and four journey cards, one per scene', () => {
    expect(content.whyZone).toHaveLength(8);
    expect(content.home.journeys.map((j) => j.scene).sort()).toEqual([...TALENT_SCENES].sort());
  });

  it('guide the nine app categories of spec §2, at least four apps each, with ranks 1, 2, 3… in each', () => {
    for (const category of APP_CATEGORIES) {
      const ranks = content.apps.filter((app) => app.category === category).map((app) => app.rank);
      expect(ranks.length, category).toBeGreaterThanOrEqual(4);
      expect([...ranks].sort((a, b) => a - b), category).toEqual(ranks.map((_, index) => index + 1));
    }
    expect(new Set(content.apps.map((app) => app.category)).size).toBe(9);
  });

  it('hold the 100 service packs of spec §9 and fill the other five service tabs, ranked 1, 2, 3… in each tab', () => {
    expect(SERVICE_PACK_COUNT).toBe(100);
    expect(SERVICE_TABS).toHaveLength(6);
    expect(content.services.filter((service) => service.tab === 'servicePacks')).toHaveLength(100);
    for (const tab of SERVICE_TABS) {
      const ranks = content.services.filter((service) => service.tab === tab).map((service) => service.rank);
      expect(ranks.length, tab).toBeGreaterThanOrEqual(MIN_SERVICES_PER_TAB);
      expect([...ranks].sort((a, b) => a - b), tab).toEqual(ranks.map((_, index) => index + 1));
    }
  });

  it('offer services to every talent type, with distinct titles', () => {
    for (const category of TALENT_CATEGORIES) {
      expect(content.services.filter((s) => s.talent_category.includes(category)).length, category).toBeGreaterThanOrEqual(10);
    }
    for (const language of SEED_LANGUAGES) {
      const titles = content.services.map((s) => s.translations[language].title);
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  });

  it('fill the six life tabs of spec §2, ranked 1, 2, 3… in each; places have an address, hours, prices and a map query', () => {
    expect(LIFE_TABS).toHaveLength(6);
    for (const tab of LIFE_TABS) {
      const entries = content.life.filter((entry) => entry.tab === tab);
      expect(entries.length, tab).toBeGreaterThanOrEqual(MIN_LIFE_PER_TAB);
      expect(entries.map((entry) => entry.rank).sort((a, b) => a - b), tab).toEqual(entries.map((_, index) => index + 1));
      const places = entries.filter((entry) => entry.translations.EN.address !== undefined);
      expect(places.length, tab).toBe(tab === 'encyclopedia' ? 0 : entries.length);
      for (const place of places) expect(place.mapQuery, place.documentNo).toMatch(HAN);
    }
  });

  it('give the Hong Kong/Macao page its three tabs and guides of its own, ranked 1, 2, 3…', () => {
    expect(HKMACAO_TABS).toEqual(['benefits', 'services', 'events']);
    expect(content.hkMacaoGuides.length).toBeGreaterThanOrEqual(MIN_HKMACAO_GUIDES);
    expect(content.hkMacaoGuides.map((g) => g.rank).sort((a, b) => a - b)).toEqual(content.hkMacaoGuides.map((_, index) => index + 1));
    // Each tab has content tagged for Hong Kong and Macao residents.
    expect(content.benefits.some((b) => b.talent_category.includes('hkMacaoResident'))).toBe(true);
    expect(content.services.some((s) => s.talent_category.includes('hkMacaoResident'))).toBe(true);
    expect(content.events.some((e) => e.talent_category.includes('hkMacaoResident'))).toBe(true);
  });

  it('hold the four journeys of spec §2, four steps each in order, every step with a guide and links', () => {
    expect(content.journeys.map((journey) => journey.scene)).toEqual(['study', 'work', 'invest', 'life']);
    for (const journey of content.journeys) {
      expect(journey.steps.map((step) => step.step)).toEqual([...JOURNEY_STEPS]);
      expect(JOURNEY_STEPS).toHaveLength(4);
      for (const step of journey.steps) expect(step.links.length, `${journey.scene}/${step.step}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('quote the policy figures of spec §9 on the about page exactly as the benefits do', () => {
    for (const language of SEED_LANGUAGES) {
      const values = content.about.figures.map((figure) => figure.value[language]).join(' | ');
      for (const exact of [{ EN: '15%', CN: '15%', TC: '15%' }, { EN: '100,000 yuan', CN: '10万元', TC: '10萬元' }]) {
        expect(values, language).toContain(exact[language]);
      }
    }
    expect(content.about.figures.some((figure) => figure.value.EN === '100')).toBe(true);
  });

  it('give the International Talent Hub its floors in order, the eight industries and at least 24 enterprises across them', () => {
    const { floors, industries, enterprises } = content.ith;
    expect(floors.length).toBeGreaterThanOrEqual(4);
    expect(floors.map((f) => f.floor)).toEqual([...floors.map((f) => f.floor)].sort((a, b) => a - b));
    expect(industries.map((i) => i.code)).toEqual([...ITH_INDUSTRIES]);
    expect(enterprises.length).toBeGreaterThanOrEqual(MIN_ITH_ENTERPRISES);
    expect(enterprises.map((e) => e.rank).sort((a, b) => a - b)).toEqual(enterprises.map((_, i) => i + 1));
    for (const code of ITH_INDUSTRIES) expect(enterprises.filter((e) => e.industry === code).length, code).toBeGreaterThanOrEqual(2);
    expect(new Set(enterprises.map((e) => e.translations.EN.name)).size).toBe(enterprises.length);
  });

  it('use each documentNo once across every section', () => {
    const ids = [...content.benefits, ...content.events, ...content.apps, ...content.services, ...content.life, ...content.hkMacaoGuides, ...content.ith.enterprises, ...content.jobs].map(
      (d) => d.documentNo,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give every image its own path', () => {
    const images = [
      ...content.benefits.map((b) => b.poster),
      ...content.events.map((e) => e.banner),
      ...content.whyZone.map((w) => w.banner),
      ...content.life.map((entry) => entry.banner),
    ];
    expect(new Set(images).size).toBe(images.length);
  });

  it('list every image it refers to in the seed-data README', () => {
    const readme = readFileSync(join(defaultSeedDataDir(), 'README.md'), 'utf8');
    const referenced = JSON.stringify(content).match(/\/content\/[a-z0-9/.-]+/g) ?? [];
    const missing = [...new Set(referenced)].filter((path) => !readme.includes(path));
    expect(missing).toEqual([]);
  });
});

describe('policy figures of spec §9', () => {
  for (const figure of POLICY_FIGURES) {
    for (const language of SEED_LANGUAGES) {
      it(`${figure.id} reads exactly in ${language}`, () => {
        const carriers = content.benefits.filter((b) => {
          const text = benefitText(b, language);
          return figure.strings[language].every((s) => text.includes(s));
        });
        expect(carriers.map((b) => b.documentNo), `${figure.figure} — ${figure.strings[language].join(' | ')}`).not.toEqual([]);
      });
    }
  }
});

describe('seeded events', () => {
  // Fixed seeding dates (China time), including month and year ends, each checked at the first and last minute of the day.
  const seedDates = ['2026-03-15', '2026-12-31', '2027-02-28'];

  it('number at least 20', () => {
    expect(content.events.length).toBeGreaterThanOrEqual(20);
  });

  for (const seedDate of seedDates) {
    for (const clock of ['00:00', '23:59']) {
      it(`are at least 5 upcoming, 5 on-going and 5 past when seeded on ${seedDate} at ${clock} China time`, () => {
        const now = new Date(`${seedDate}T${clock}:00+08:00`);
        const counts: Record<EventState, number> = { upcoming: 0, 'on-going': 0, past: 0 };
        for (const event of content.events) {
          const { startsAt, endsAt } = resolveEventSchedule(event.schedule, seedDate);
          counts[stateAt(startsAt, endsAt, now)] += 1;
        }
        expect(counts.upcoming).toBeGreaterThanOrEqual(5);
        expect(counts['on-going']).toBeGreaterThanOrEqual(5);
        expect(counts.past).toBeGreaterThanOrEqual(5);
      });
    }
  }

  it('place on-going events over several days around the seeding date', () => {
    const seedDate = '2026-03-15';
    const now = new Date(`${seedDate}T12:00:00+08:00`);
    const spans = content.events
      .map((e) => resolveEventSchedule(e.schedule, seedDate))
      .filter(({ startsAt, endsAt }) => stateAt(startsAt, endsAt, now) === 'on-going')
      .map(({ startsAt, endsAt }) => (endsAt.getTime() - startsAt.getTime()) / 86_400_000);
    expect(spans.every((days) => days >= 2)).toBe(true);
  });

  it('resolve times in China time', () => {
    const { startsAt } = resolveEventSchedule({ startOffsetDays: 1, startTime: '09:30', endOffsetDays: 1, endTime: '10:00' }, '2026-12-31');
    expect(startsAt.toISOString()).toBe('2027-01-01T01:30:00.000Z');
  });
});

describe('seeded jobs', () => {
  const { jobs } = content;
  const enterprises = new Set(content.ith.enterprises.map((e) => e.documentNo));

  it(`number at least ${MIN_JOBS}, from at least ${MIN_JOB_ENTERPRISES} Hub enterprises that all exist`, () => {
    expect(MIN_JOBS).toBeGreaterThanOrEqual(60);
    expect(MIN_JOB_ENTERPRISES).toBeGreaterThanOrEqual(24);
    expect(jobs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(jobs.map((job) => job.enterpriseNo)).size).toBeGreaterThanOrEqual(24);
    expect(jobs.filter((job) => !enterprises.has(job.enterpriseNo)).map((job) => job.documentNo)).toEqual([]);
    expect(jobs.map((job) => job.documentNo)).toEqual(jobs.map((_, index) => `JOB-${String(index + 1).padStart(4, '0')}`));
  });

  it('cover every category and recruitment type, with coherent salaries (negotiation alone may leave it open)', () => {
    for (const category of JOB_CATEGORIES) expect(jobs.filter((job) => job.category === category).length, category).toBeGreaterThanOrEqual(3);
    for (const type of RECRUITMENT_TYPES) expect(jobs.filter((job) => job.recruitmentType === type).length, type).toBeGreaterThanOrEqual(3);
    for (const job of jobs) {
      if (job.salaryMin === null || job.salaryMax === null) {
        expect(job.recruitmentType, job.documentNo).toBe('negotiation');
        expect(job.salaryMax, job.documentNo).toBeNull();
      } else {
        expect(job.salaryMin, job.documentNo).toBeLessThanOrEqual(job.salaryMax);
      }
    }
    expect(jobs.some((job) => job.salaryMin === null)).toBe(true);
    expect(jobs.some((job) => job.recruitmentType === 'negotiation' && job.salaryMin !== null)).toBe(true);
  });

  it('give a short district-level workplace, an address and a map query to every job', () => {
    for (const job of jobs) {
      expect(job.mapQuery, job.documentNo).toMatch(HAN);
      for (const language of SEED_LANGUAGES) {
        expect(job.translations[language].workplace.length, `${job.documentNo} ${language}`).toBeLessThanOrEqual(60);
        expect(job.translations[language].description.split('\n\n').length, `${job.documentNo} ${language}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  for (const seedDate of ['2026-03-15', '2026-12-31', '2027-02-28']) {
    it(`seeded on ${seedDate}: at least ${MIN_CLOSED_JOBS} closed, posted over the past weeks, still mostly open months later`, () => {
      const now = new Date(`${seedDate}T12:00:00+08:00`);
      const dates = jobs.map((job) => resolveJobSchedule(job.schedule, seedDate));
      expect(dates.every(({ postedAt, closesAt }) => postedAt < now && postedAt < closesAt)).toBe(true);
      expect(dates.filter(({ closesAt }) => closesAt < now).length).toBeGreaterThanOrEqual(MIN_CLOSED_JOBS);
      const postingDays = new Set(dates.filter(({ closesAt }) => closesAt >= now).map(({ postedAt }) => postedAt.toISOString().slice(0, 10)));
      expect(postingDays.size).toBeGreaterThanOrEqual(20);
      const inSixMonths = new Date(now.getTime() + 182 * 86_400_000);
      expect(dates.filter(({ closesAt }) => closesAt >= inSixMonths).length).toBeGreaterThanOrEqual(MIN_OPEN_JOBS);
    });
  }

  it('close at the end of their closing day, China time', () => {
    const { postedAt, closesAt } = resolveJobSchedule({ postedOffsetDays: -1, closingOffsetDays: 0 }, '2026-12-31');
    expect(postedAt.toISOString()).toBe('2026-12-30T01:00:00.000Z');
    expect(closesAt.toISOString()).toBe('2026-12-31T15:59:00.000Z');
  });
});

describe('translations', () => {
  it('are present and non-blank in all three languages', () => {
    const counts = { EN: 0, CN: 0, TC: 0 };
    for (const [path, text, language] of allLocalized) {
      expect(text.trim(), path).not.toBe('');
      counts[language] += 1;
    }
    expect(counts.EN).toBeGreaterThan(500);
    expect(counts.CN).toBe(counts.EN);
    expect(counts.TC).toBe(counts.EN);
  });

  it('keep English free of Chinese characters', () => {
    const offending = allLocalized.filter(([, text, language]) => language === 'EN' && HAN.test(text)).map(([p]) => p);
    expect(offending).toEqual([]);
  });

  it('write every Chinese document in Chinese, with a Traditional body distinct from the Simplified one', () => {
    for (const document of [...content.benefits, ...content.events, ...content.services, ...content.life, ...content.hkMacaoGuides]) {
      expect(document.translations.CN.title, document.documentNo).toMatch(HAN);
      expect(document.translations.TC.title, document.documentNo).toMatch(HAN);
      expect(document.translations.TC.body, document.documentNo).not.toBe(document.translations.CN.body);
    }
    for (const job of content.jobs) {
      expect(job.translations.CN.title, job.documentNo).toMatch(HAN);
      expect(job.translations.TC.title, job.documentNo).toMatch(HAN);
      expect(job.translations.TC.description, job.documentNo).not.toBe(job.translations.CN.description);
    }
  });

  it('hold no simplified-only characters in zh-Hant (opencc Simplified→HK leaves it unchanged)', () => {
    const changed = allLocalized
      .filter(([, text, language]) => language === 'TC' && toHongKong(text) !== text)
      .map(([path, text]) => `${path}: ${text} → ${toHongKong(text)}`);
    expect(changed).toEqual([]);
  });

  it('hold no traditional-only characters in zh-Hans', () => {
    const changed = allLocalized
      .filter(([, text, language]) => language === 'CN' && toSimplified(text) !== text)
      .map(([path, text]) => `${path}: ${text} → ${toSimplified(text)}`);
    expect(changed).toEqual([]);
  });
});

// The edits below deliberately write values the schemas forbid, so the parsed files are typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = Record<string, any>;

describe('loadSeedContent on broken files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function brokenCopy(file: string, edit: (data: LooseJson) => void): string {
    dir = mkdtempSync(join(tmpdir(), 'seed-content-'));
    cpSync(defaultSeedDataDir(), dir, { recursive: true });
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as LooseJson;
    edit(data);
    writeFileSync(join(dir, file), JSON.stringify(data));
    return dir;
  }

  function loadError(target: string): SeedContentError {
    try {
      loadSeedContent(target);
    } catch (error) {
      expect(error).toBeInstanceOf(SeedContentError);
      return error as SeedContentError;
    }
    throw new Error('loadSeedContent accepted a broken file');
  }

  it('names the file and field of an empty translation', () => {
    const error = loadError(brokenCopy('benefits.json', (d) => (d.benefits[3].translations.TC.title = '')));
    expect(error.file).toBe('benefits.json');
    expect(error.field).toBe('/benefits/3/translations/TC/title');
    expect(error.message).toContain('benefits.json');
    expect(error.message).toContain('/benefits/3/translations/TC/title');
  });

  it('names an unknown talent type', () => {
    const error = loadError(brokenCopy('benefits.json', (d) => (d.benefits[0].talent_category = ['astronaut'])));
    expect(error.field).toBe('/benefits/0/talent_category/0');
  });

  it('names a missing language', () => {
    const error = loadError(brokenCopy('events.json', (d) => delete d.events[2].translations.EN));
    expect(error.file).toBe('events.json');
    expect(error.field).toBe('/events/2/translations');
  });

  it('rejects a duplicated documentNo', () => {
    const error = loadError(brokenCopy('benefits.json', (d) => (d.benefits[5].documentNo = d.benefits[1].documentNo)));
    expect(error.field).toBe('/benefits/5/documentNo');
  });

  it('rejects an event that ends before it starts', () => {
    const error = loadError(brokenCopy('events.json', (d) => (d.events[0].schedule.endOffsetDays = d.events[0].schedule.startOffsetDays - 1)));
    expect(error.field).toBe('/events/0/schedule');
  });

  it('rejects a taxonomy without labels for a talent type', () => {
    const error = loadError(brokenCopy('taxonomy.json', (d) => d.talentCategories.pop()));
    expect(error.file).toBe('taxonomy.json');
    expect(error.message).toContain('foreignExpert');
  });

  it('rejects an app category with fewer than four apps', () => {
    const error = loadError(brokenCopy('apps.json', (d) => (d.apps = d.apps.filter((app: LooseJson) => app.documentNo !== 'APP-0036'))));
    expect(error.file).toBe('apps.json');
    expect(error.message).toContain('"logistics"');
  });

  it('rejects an app whose set-up steps differ between languages', () => {
    const error = loadError(brokenCopy('apps.json', (d) => d.apps[2].setupSteps.TC.pop()));
    expect(error.field).toBe('/apps/2/setupSteps');
  });

  it('rejects 99 service packs', () => {
    const error = loadError(brokenCopy('services.json', (d) => (d.services = d.services.filter((s: LooseJson) => s.documentNo !== 'SVC-0042'))));
    expect(error.file).toBe('services.json');
    expect(error.message).toContain('99 service packs');
  });

  it('rejects a service whose document list differs between languages', () => {
    const error = loadError(brokenCopy('services.json', (d) => d.services[3].translations.TC.documents.push('另一份文件')));
    expect(error.field).toBe('/services/3/translations');
    expect(error.message).toContain('"documents"');
  });

  it('rejects a service that relates to a benefit that does not exist', () => {
    const error = loadError(brokenCopy('services.json', (d) => (d.services[7].relatedBenefits = ['BEN-2099-0001'])));
    expect(error.field).toBe('/services/7/relatedBenefits');
  });

  it('rejects a life entry whose opening hours are given in some languages only', () => {
    const error = loadError(brokenCopy('life.json', (d) => delete d.life[0].translations.TC.openingHours));
    expect(error.field).toBe('/life/0/translations');
    expect(error.message).toContain('"openingHours"');
  });

  it('rejects a place without a map query', () => {
    const error = loadError(brokenCopy('life.json', (d) => delete d.life[0].mapQuery));
    expect(error.field).toBe('/life/0/mapQuery');
  });

  it('rejects a Hong Kong/Macao guide that relates to a service that does not exist', () => {
    const error = loadError(brokenCopy('hkmacao.json', (d) => (d.guides[1].relatedServices = ['SVC-9999'])));
    expect(error.field).toBe('/guides/1');
  });

  it('rejects a journey whose steps are out of order', () => {
    const error = loadError(brokenCopy('journeys.json', (d) => d.journeys[1].steps.reverse()));
    expect(error.field).toBe('/journeys/1/steps/0/step');
  });

  it('rejects an enterprise on a floor the hub does not have', () => {
    const error = loadError(brokenCopy('ith.json', (d) => (d.enterprises[2].floor = 29)));
    expect(error.field).toBe('/enterprises/2/floor');
  });

  it('rejects a job of an enterprise the hub does not have', () => {
    const error = loadError(brokenCopy('jobs.json', (d) => (d.jobs[4].enterpriseNo = 'ITH-0099')));
    expect(error.file).toBe('jobs.json');
    expect(error.field).toBe('/jobs/4/enterpriseNo');
    expect(error.message).toContain('ITH-0099');
  });

  it('rejects a job whose lowest salary is above its highest', () => {
    const error = loadError(brokenCopy('jobs.json', (d) => Object.assign(d.jobs[0], { salaryMin: 60000, salaryMax: 30000 })));
    expect(error.field).toBe('/jobs/0/salaryMin');
  });

  it('accepts an open salary only for a negotiation job', () => {
    const index = 1;
    const error = loadError(brokenCopy('jobs.json', (d) => Object.assign(d.jobs[index], { recruitmentType: 'social', salaryMin: null, salaryMax: null })));
    expect(error.field).toBe(`/jobs/${index}/salaryMin`);
    expect(error.message).toContain('negotiation');
  });

  it('rejects an unknown job category and a duplicated job number', () => {
    expect(loadError(brokenCopy('jobs.json', (d) => (d.jobs[2].category = 'astrology'))).field).toBe('/jobs/2/category');
    expect(loadError(brokenCopy('jobs.json', (d) => (d.jobs[9].documentNo = d.jobs[3].documentNo))).field).toBe('/jobs/9/documentNo');
  });

  it('rejects fewer than 60 jobs, and jobs from too few enterprises', () => {
    expect(loadError(brokenCopy('jobs.json', (d) => (d.jobs = d.jobs.slice(0, 59)))).message).toContain('59 jobs');
    const few = loadError(brokenCopy('jobs.json', (d) => d.jobs.forEach((job: LooseJson, i: number) => (job.enterpriseNo = `ITH-00${10 + (i % 20)}`))));
    expect(few.message).toContain('20 enterprises');
  });

  it('rejects a job whose work content differs between languages', () => {
    const error = loadError(brokenCopy('jobs.json', (d) => d.jobs[5].translations.EN.workContent.pop()));
    expect(error.field).toBe('/jobs/5/translations');
    expect(error.message).toContain('"workContent"');
  });

  it('reports invalid JSON with the file name', () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-content-'));
    cpSync(defaultSeedDataDir(), dir, { recursive: true });
    writeFileSync(join(dir, 'home.json'), '{ "hero": ');
    expect(loadError(dir).message).toMatch(/home\.json.*not valid JSON/);
  });
});
