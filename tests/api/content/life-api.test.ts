import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { LIFE_TABS, MIN_LIFE_PER_TAB } from '../../../server/src/content/seed-schema.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp } from './support.js';

interface Entry {
  documentNo: string;
  tab: string;
  title: string;
  summary: string;
  banner: string;
  address: string | null;
  openingHours: string | null;
  priceRange: string | null;
  mapQuery: string | null;
  language: string;
}
interface Detail extends Entry {
  body: string;
  highlights: string[];
}

describe.each(TEST_DATABASES)('life API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  it('answers each of the six tabs with its entries by rank, places with address, hours, prices and a map query', async () => {
    for (const tab of LIFE_TABS) {
      const expected = seed.life.filter((entry) => entry.tab === tab).sort((a, b) => a.rank - b.rank);
      expect(expected.length).toBeGreaterThanOrEqual(MIN_LIFE_PER_TAB);
      for (const language of LANGUAGES) {
        const list = await getData<Entry[]>(app, `/api/life?tab=${tab}&language=${language}`);
        expect(list.map((entry) => entry.documentNo), `${tab} ${language}`).toEqual(expected.map((entry) => entry.documentNo));
        list.forEach((shown, index) => {
          const source = expected[index]!;
          const text = source.translations[language];
          expect(shown).toEqual({
            documentNo: source.documentNo,
            tab,
            title: text.title,
            summary: text.summary,
            banner: source.banner,
            address: text.address ?? null,
            openingHours: text.openingHours ?? null,
            priceRange: text.priceRange ?? null,
            mapQuery: source.mapQuery ?? null,
            language,
          });
        });
      }
    }
    // The encyclopedia holds guides, not places; the other tabs hold places.
    const guides = await getData<Entry[]>(app, '/api/life?tab=encyclopedia&language=EN');
    expect(guides.every((entry) => entry.address === null && entry.mapQuery === null)).toBe(true);
    const food = await getData<Entry[]>(app, '/api/life?language=EN');
    expect(food.every((entry) => entry.tab === 'food' && entry.address && entry.openingHours && entry.priceRange && entry.mapQuery)).toBe(true);
  });

  it('answers an entry in full, and a withdrawn or unknown one is not found', async () => {
    const source = seed.life.find((entry) => entry.tab === 'travel')!;
    for (const language of LANGUAGES) {
      const detail = await getData<Detail>(app, `/api/life/detail?documentNo=${source.documentNo}&language=${language}`);
      expect(detail).toMatchObject({ title: source.translations[language].title, body: source.translations[language].body, highlights: source.translations[language].highlights });
    }
    expect((await app.inject('/api/life/detail?documentNo=LIFE-9999')).statusCode).toBe(404);
    expect((await app.inject(`/api/life/detail?documentNo=${seed.services[0]!.documentNo}`)).statusCode).toBe(404);

    const { title, summary, body, ...fields } = source.translations.EN;
    try {
      await content.store.save({ documentNo: source.documentNo, section: 'life', status: 'archived', attributes: { tab: 'travel' }, translations: { EN: { title, summary, body, fields } } });
      expect((await app.inject(`/api/life/detail?documentNo=${source.documentNo}`)).statusCode).toBe(404);
      const travel = await getData<Entry[]>(app, '/api/life?tab=travel&language=EN');
      expect(travel.map((entry) => entry.documentNo)).not.toContain(source.documentNo);
    } finally {
      await content.store.remove(source.documentNo);
    }
  });
});
