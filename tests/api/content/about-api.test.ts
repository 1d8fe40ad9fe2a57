import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp } from './support.js';

interface About {
  glance: string;
  figures: { key: string; value: string; label: string }[];
  sections: { key: string; title: string; body: string }[];
  serviceHall: { name: string; address: string; openingHours: string; transport: string[]; mapQuery: string };
  language: string;
}

describe.each(TEST_DATABASES)('about API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  it('answers the page in each language: glance, figures, sections and the service hall', async () => {
    const source = seed.about;
    for (const language of LANGUAGES) {
      const about = await getData<About>(app, `/api/about?language=${language}`);
      expect(about.glance).toBe(source.glance[language]);
      expect(about.figures).toEqual(source.figures.map((f) => ({ key: f.key, value: f.value[language], label: f.label[language] })));
      expect(about.sections.map((s) => s.title)).toEqual(source.sections.map((s) => s.title[language]));
      expect(about.serviceHall).toEqual({
        name: source.serviceHall.name[language],
        address: source.serviceHall.address[language],
        openingHours: source.serviceHall.openingHours[language],
        transport: source.serviceHall.transport[language],
        mapQuery: source.serviceHall.mapQuery,
      });
      expect(about.language).toBe(language);
    }
  });

  it('answers 404 while no about page is published', async () => {
    const before = await getData<About>(app, '/api/about?language=EN');
    try {
      await content.store.save({ documentNo: 'ABOUT', section: 'about', status: 'draft', translations: { EN: { title: 'Draft' } } });
      expect((await app.inject('/api/about?language=EN')).statusCode).toBe(404);
    } finally {
      await content.store.remove('ABOUT');
      const { seedContent } = await import('../../../server/src/content/seeder.js');
      await seedContent(app.db);
    }
    // Seeded again: the same page (a fresh document, so a new updatedAt).
    const { updatedAt: _before, ...page } = before as About & { updatedAt: string };
    expect(await getData<About>(app, '/api/about?language=EN')).toMatchObject(page);
  });
});
