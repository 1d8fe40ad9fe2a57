import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { seedContent } from '../../../server/src/content/seeder.js';
import { SERVICE_PACK_COUNT, SERVICE_TABS, type SeedService } from '../../../server/src/content/seed-schema.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { normalizeSearchText } from '../../../server/src/services/content/search-text.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp, type Page } from './support.js';

interface Summary {
  documentNo: string;
  tab: string;
  title: string;
  summary: string;
  talent_category: string[];
  processingTime: string;
  fee: string;
  language: string;
}
interface Detail extends Summary {
  body: string;
  bundles: string[];
  whereToApply: string;
  howToApply: string[];
  documents: string[];
  contact: { office: string; phone: string; email: string } | null;
  onlineUrl: string | null;
  relatedBenefits: { documentNo: string; title: string }[];
  relatedEvents: { documentNo: string; title: string; state: string }[];
}

const byRank = (a: SeedService, b: SeedService) => a.rank - b.rank;

/** Every document number of one tab for a query, walking all pages. */
async function allOfTab(app: App, query: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const data = await getData<Page<Summary>>(app, `/api/services?${query}&pageSize=50&page=${page}`);
    found.push(...data.list.map((item) => item.documentNo));
    if (found.length >= data.total || data.list.length === 0) return found;
  }
}

/** Independent expectation from the seed file: every word of the keyword in some language of the service. */
function expectedMatches(tab: string, keyword: string): string[] {
  const words = normalizeSearchText(keyword).split(' ');
  return seed.services
    .filter((service) => service.tab === tab)
    .filter((service) => {
      const texts = LANGUAGES.map((language) => {
        const { contact: _contact, ...text } = service.translations[language];
        return normalizeSearchText(Object.values(text).flat().join('\n'));
      });
      return words.every((word) => texts.some((text) => text.includes(word)));
    })
    .sort(byRank)
    .map((service) => service.documentNo);
}

describe.each(TEST_DATABASES)('services API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  it('lists the 100 one-step service packs by default, in rank order, ten to a page', async () => {
    const first = await getData<Page<Summary>>(app, '/api/services?language=EN');
    expect(first).toMatchObject({ total: SERVICE_PACK_COUNT, page: 1, pageSize: 10 });
    const packs = seed.services.filter((service) => service.tab === 'servicePacks').sort(byRank);
    expect(first.list.map((item) => item.documentNo)).toEqual(packs.slice(0, 10).map((service) => service.documentNo));
    const source = packs[0]!;
    expect(first.list[0]).toEqual({
      documentNo: source.documentNo,
      tab: 'servicePacks',
      title: source.translations.EN.title,
      summary: source.translations.EN.summary,
      talent_category: source.talent_category,
      processingTime: source.translations.EN.processingTime,
      fee: source.translations.EN.fee,
      language: 'EN',
    });
    expect(await allOfTab(app, 'language=EN')).toEqual(packs.map((service) => service.documentNo));
  });

  it('lists each of the six tabs with exactly its own services, in every language', async () => {
    for (const tab of SERVICE_TABS) {
      const expected = seed.services.filter((service) => service.tab === tab).sort(byRank);
      for (const language of LANGUAGES) {
        const data = await getData<Page<Summary>>(app, `/api/services?tab=${tab}&language=${language}&pageSize=50`);
        expect(data.total, `${tab} ${language}`).toBe(expected.length);
        expect(data.list.every((item) => item.tab === tab && item.language === language)).toBe(true);
        expect(data.list[0]!.title).toBe(expected[0]!.translations[language].title);
      }
    }
  });

  it('filters by talent type (any of several) inside the tab', async () => {
    const wanted = ['hkMacaoResident', 'student'];
    const found = await allOfTab(app, `tab=servicePacks&talentType=${wanted[0]}&talentType=${wanted[1]}`);
    const expected = seed.services
      .filter((service) => service.tab === 'servicePacks' && service.talent_category.some((code) => wanted.includes(code)))
      .sort(byRank)
      .map((service) => service.documentNo);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(SERVICE_PACK_COUNT);
    expect(found).toEqual(expected);
  });

  it('finds services by keyword in any language and script, only inside the tab asked for', async () => {
    const pack = seed.services.find((service) => service.tab === 'servicePacks')!;
    // A distinctive word of a pack's title, asked for in Traditional when the pack is written in both scripts.
    const cases = [
      { tab: 'servicePacks', keyword: pack.translations.EN.title.split(' ').find((word) => word.length > 6)! },
      { tab: 'servicePacks', keyword: pack.translations.TC.title.slice(0, 4) },
      { tab: 'servicePacks', keyword: pack.translations.CN.title.slice(0, 4) },
      { tab: 'volunteer', keyword: '志愿' },
      { tab: 'volunteer', keyword: '志願' },
    ];
    for (const { tab, keyword } of cases) {
      const found = await allOfTab(app, `tab=${tab}&keyword=${encodeURIComponent(keyword)}`);
      const expected = expectedMatches(tab, keyword);
      expect(expected.length, `${tab} "${keyword}"`).toBeGreaterThan(0);
      expect(found, `${tab} "${keyword}"`).toEqual(expected);
    }
    expect(await allOfTab(app, 'tab=domestic&keyword=zzqxv')).toEqual([]);
  });

  it('answers a service in full with the benefits and events it relates to, in the language asked for', async () => {
    const source = seed.services.find((service) => service.relatedBenefits.length > 0 && service.onlineUrl)!;
    for (const language of LANGUAGES) {
      const detail = await getData<Detail>(app, `/api/services/detail?documentNo=${source.documentNo}&language=${language}`);
      const text = source.translations[language];
      expect(detail).toMatchObject({
        documentNo: source.documentNo,
        tab: source.tab,
        title: text.title,
        body: text.body,
        bundles: text.bundles,
        whereToApply: text.whereToApply,
        howToApply: text.howToApply,
        documents: text.documents,
        processingTime: text.processingTime,
        fee: text.fee,
        contact: text.contact,
        onlineUrl: source.onlineUrl,
        language,
      });
      expect(detail.relatedBenefits.map((benefit) => benefit.documentNo)).toEqual(source.relatedBenefits);
      const benefit = seed.benefits.find((each) => each.documentNo === source.relatedBenefits[0])!;
      expect(detail.relatedBenefits[0]!.title).toBe(benefit.translations[language].title);
    }
    const withEvent = seed.services.find((service) => service.relatedEvents.length > 0);
    if (withEvent) {
      const detail = await getData<Detail>(app, `/api/services/detail?documentNo=${withEvent.documentNo}&language=EN`);
      expect(detail.relatedEvents.map((event) => event.documentNo)).toEqual(withEvent.relatedEvents);
      expect(['upcoming', 'on-going', 'past']).toContain(detail.relatedEvents[0]!.state);
    }
  });

  it('leaves out a related benefit that is no longer published, and a withdrawn service is not found', async () => {
    const source = seed.services.find((service) => service.relatedBenefits.length > 0)!;
    const benefitNo = source.relatedBenefits[0]!;
    const benefit = seed.benefits.find((each) => each.documentNo === benefitNo)!;
    const url = `/api/services/detail?documentNo=${source.documentNo}&language=EN`;
    const { title, summary, body, ...fields } = benefit.translations.EN;
    const saved = { documentNo: benefitNo, section: 'benefit' as const, translations: { EN: { title, summary, body, fields } } };
    try {
      await content.store.save({ ...saved, status: 'archived' });
      expect((await getData<Detail>(app, url)).relatedBenefits.map((each) => each.documentNo)).not.toContain(benefitNo);
    } finally {
      // The seeder puts the seeded entry back as it was.
      await content.store.remove(benefitNo);
      await seedContent(app.db);
    }

    const added = {
      documentNo: 'SVC-9999',
      section: 'service' as const,
      rank: 0,
      attributes: { tab: 'volunteer', relatedBenefits: [], relatedEvents: [] },
      translations: { EN: { title: 'Beach clean-up crew', summary: 'Saturday mornings.', fields: { bundles: ['Gloves'] } } },
    };
    try {
      await content.store.save({ ...added, status: 'published', publishedAt: new Date('2020-01-01T00:00:00Z') });
      const volunteer = await getData<Page<Summary>>(app, '/api/services?tab=volunteer&language=EN');
      expect(volunteer.list[0]).toMatchObject({ documentNo: 'SVC-9999', title: 'Beach clean-up crew', processingTime: '', fee: '' });
      await content.store.save({ ...added, status: 'archived' });
      const response = await app.inject('/api/services/detail?documentNo=SVC-9999&language=EN');
      expect(response.statusCode).toBe(404);
    } finally {
      await content.store.remove('SVC-9999');
    }
  });
});
