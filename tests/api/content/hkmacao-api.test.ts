import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp, type Page } from './support.js';

interface Teaser {
  documentNo: string;
  section: string;
  title: string;
  serviceTab: string | null;
  state: string | null;
  language: string;
}
interface Guide {
  documentNo: string;
  title: string;
  keyPoints: string[];
  steps: string[];
  related: Teaser[];
}

const HK = 'hkMacaoResident';

/** Every document number a tab lists, walking all pages. */
async function allOf(app: App, tab: string): Promise<Teaser[]> {
  const found: Teaser[] = [];
  for (let page = 1; ; page += 1) {
    const data = await getData<Page<Teaser>>(app, `/api/hkmacao?tab=${tab}&language=EN&pageSize=50&page=${page}`);
    found.push(...data.list);
    if (found.length >= data.total || data.list.length === 0) return found;
  }
}

describe.each(TEST_DATABASES)('Hong Kong/Macao API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  it('lists exactly the benefits and services tagged for Hong Kong and Macao residents (the taxonomy, not copies)', async () => {
    const benefits = await allOf(app, 'benefits');
    expect(benefits.map((item) => item.documentNo).sort()).toEqual(
      seed.benefits.filter((b) => b.talent_category.includes(HK)).map((b) => b.documentNo).sort(),
    );
    expect(benefits.every((item) => item.section === 'benefit')).toBe(true);
    const services = await allOf(app, 'services');
    const expected = seed.services.filter((s) => s.talent_category.includes(HK));
    expect(services.map((item) => item.documentNo).sort()).toEqual(expected.map((s) => s.documentNo).sort());
    const first = services[0]!;
    expect(first.serviceTab).toBe(seed.services.find((s) => s.documentNo === first.documentNo)!.tab);
  });

  it('lists the coming and on-going events for Hong Kong and Macao residents, soonest first, never past ones', async () => {
    const events = await allOf(app, 'events');
    const now = content.clock.now();
    const tagged = seed.events.filter((e) => e.talent_category.includes(HK)).map((e) => e.documentNo);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(tagged).toContain(event.documentNo);
      expect(['upcoming', 'on-going']).toContain(event.state);
    }
    const detail = await Promise.all(events.map((e) => getData<{ startsAt: string; endsAt: string }>(app, `/api/events/detail?documentNo=${e.documentNo}`)));
    expect(detail.every((d) => new Date(d.endsAt) >= now)).toBe(true);
    const starts = detail.map((d) => d.startsAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it('answers the guides in order and each in full, with the benefits and services it relates to', async () => {
    for (const language of LANGUAGES) {
      const guides = await getData<Array<{ documentNo: string; title: string }>>(app, `/api/hkmacao/guides?language=${language}`);
      expect(guides.map((g) => g.title)).toEqual([...seed.hkMacaoGuides].sort((a, b) => a.rank - b.rank).map((g) => g.translations[language].title));
    }
    const source = seed.hkMacaoGuides.find((g) => g.relatedBenefits.length && g.relatedServices.length)!;
    const guide = await getData<Guide>(app, `/api/hkmacao/detail?documentNo=${source.documentNo}&language=TC`);
    expect(guide).toMatchObject({ title: source.translations.TC.title, keyPoints: source.translations.TC.keyPoints, steps: source.translations.TC.steps });
    expect(guide.related.map((r) => r.documentNo)).toEqual([...source.relatedBenefits, ...source.relatedServices]);
    expect((await app.inject('/api/hkmacao/detail?documentNo=HKM-9999')).statusCode).toBe(404);
  });
});
