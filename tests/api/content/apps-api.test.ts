import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { APP_CATEGORIES, MIN_APPS_PER_CATEGORY } from '../../../server/src/content/seed-schema.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp } from './support.js';

interface GuideApp {
  documentNo: string;
  name: string;
  purpose: string;
  officialUrl: string;
  englishInterface: string;
  setupSteps: string[];
  language: string;
}
interface GuideCategory {
  category: string;
  apps: GuideApp[];
}

describe.each(TEST_DATABASES)('apps guide API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  it('answers the nine categories of spec §2 in order, each with its seeded apps by rank, in every language', async () => {
    for (const language of LANGUAGES) {
      const guide = await getData<GuideCategory[]>(app, `/api/apps?language=${language}`);
      expect(guide.map((entry) => entry.category)).toEqual([...APP_CATEGORIES]);
      for (const { category, apps } of guide) {
        const expected = seed.apps.filter((each) => each.category === category).sort((a, b) => a.rank - b.rank);
        expect(apps.length).toBeGreaterThanOrEqual(MIN_APPS_PER_CATEGORY);
        expect(apps.map((each) => each.documentNo)).toEqual(expected.map((each) => each.documentNo));
        apps.forEach((shown, index) => {
          const source = expected[index]!;
          expect(shown).toEqual({
            documentNo: source.documentNo,
            name: source.name[language],
            purpose: source.purpose[language],
            officialUrl: source.officialUrl,
            englishInterface: source.englishInterface,
            setupSteps: source.setupSteps[language],
            language,
          });
        });
      }
    }
  });

  it('defaults to CN; an app an editor adds shows in its category by rank, and goes when it is no longer published', async () => {
    const byDefault = await getData<GuideCategory[]>(app, '/api/apps');
    const first = byDefault[0]!.apps[0]!;
    expect(first.language).toBe('CN');
    expect(first.name).toBe(seed.apps.find((each) => each.documentNo === first.documentNo)!.name.CN);

    const added = {
      documentNo: 'APP-9999',
      section: 'app' as const,
      rank: 0,
      attributes: { category: 'food', officialUrl: 'https://food.example.org/', englishInterface: 'partial' },
      translations: { EN: { title: 'Example Eats', summary: 'Order lunch.', fields: { setupSteps: ['Install it.', 'Sign in.'] } } },
    };
    const food = async () => (await getData<GuideCategory[]>(app, '/api/apps?language=EN')).find((entry) => entry.category === 'food')!.apps;
    try {
      await content.store.save({ ...added, status: 'published', publishedAt: new Date('2020-01-01T00:00:00Z') });
      expect((await food())[0]).toMatchObject({ documentNo: 'APP-9999', name: 'Example Eats', englishInterface: 'partial', setupSteps: ['Install it.', 'Sign in.'] });
      await content.store.save({ ...added, status: 'archived', publishedAt: new Date('2020-01-01T00:00:00Z') });
      expect((await food()).map((each) => each.documentNo)).not.toContain('APP-9999');
    } finally {
      await content.store.remove('APP-9999');
    }
  });
});
