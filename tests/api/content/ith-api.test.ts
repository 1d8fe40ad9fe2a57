import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { ITH_INDUSTRIES, MIN_ITH_ENTERPRISES } from '../../../server/src/content/seed-schema.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp } from './support.js';

interface Ith {
  name: string;
  intro: string;
  address: string;
  openingHours: string;
  mapQuery: string;
  floors: { floor: number; picture: string; name: string; holds: string; openingHours: string }[];
  industries: { code: string; label: string }[];
  enterprises: { documentNo: string; name: string; intro: string; industry: string; floor: number; mark: string; color: string; website: string }[];
  language: string;
}

describe.each(TEST_DATABASES)('International Talent Hub API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  beforeAll(() => {
    ({ app } = started);
  });

  it('answers the hub in each language: floors in order, the eight industries and every enterprise', async () => {
    const source = seed.ith;
    for (const language of LANGUAGES) {
      const ith = await getData<Ith>(app, `/api/ith?language=${language}`);
      expect(ith.name).toBe(source.hub.name[language]);
      expect(ith.intro).toBe(source.hub.intro[language]);
      expect(ith.address).toBe(source.hub.address[language]);
      expect(ith.mapQuery).toBe(source.hub.mapQuery);
      expect(ith.floors).toEqual(
        source.floors.map((f) => ({ floor: f.floor, picture: f.picture, name: f.name[language], holds: f.holds[language], openingHours: f.openingHours[language] })),
      );
      expect(ith.industries.map((i) => i.code)).toEqual([...ITH_INDUSTRIES]);
      expect(ith.industries.map((i) => i.label)).toEqual(source.industries.map((i) => i.labels[language]));
      expect(ith.enterprises.length).toBeGreaterThanOrEqual(MIN_ITH_ENTERPRISES);
      expect(ith.enterprises.map((e) => e.documentNo)).toEqual([...source.enterprises].sort((a, b) => a.rank - b.rank).map((e) => e.documentNo));
      const first = source.enterprises.find((e) => e.rank === 1)!;
      expect(ith.enterprises[0]).toEqual({
        documentNo: first.documentNo,
        name: first.translations[language].name,
        intro: first.translations[language].intro,
        industry: first.industry,
        floor: first.floor,
        mark: first.mark,
        color: first.color,
        website: first.website,
      });
      expect(ith.language).toBe(language);
    }
  });

  it('has enterprises in every industry, each on a floor of the directory', async () => {
    const ith = await getData<Ith>(app, '/api/ith?language=EN');
    const floors = new Set(ith.floors.map((f) => f.floor));
    for (const code of ITH_INDUSTRIES) expect(ith.enterprises.filter((e) => e.industry === code).length, code).toBeGreaterThanOrEqual(2);
    for (const enterprise of ith.enterprises) expect(floors.has(enterprise.floor), enterprise.documentNo).toBe(true);
  });
});
