import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { JOURNEY_STEPS, TALENT_SCENES } from '../../../server/src/content/seed-schema.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { seedContent } from '../../../server/src/content/seeder.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp } from './support.js';

interface Link {
  kind: string;
  documentNo: string | null;
  title: string | null;
  tab: string | null;
  route: string | null;
  active: number | null;
}
interface Journey {
  scene: string;
  steps: Array<{ step: string; title: string; text: string; links: Link[]; language: string }>;
}

/** The title a seeded document has in a language, from the seed files. */
function seededTitle(kind: string, documentNo: string, language: 'EN' | 'CN' | 'TC'): string | undefined {
  const list = { benefit: seed.benefits, service: seed.services, life: seed.life }[kind] as Array<{ documentNo: string; translations: Record<string, { title: string }> }>;
  return list.find((entry) => entry.documentNo === documentNo)?.translations[language]?.title;
}

describe.each(TEST_DATABASES)('journeys API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  it('answers each of the four journeys with its four steps in order, links titled in the language asked for', async () => {
    for (const scene of TALENT_SCENES) {
      const source = seed.journeys.find((journey) => journey.scene === scene)!;
      for (const language of LANGUAGES) {
        const journey = await getData<Journey>(app, `/api/journeys?scene=${scene}&language=${language}`);
        expect(journey.steps.map((step) => step.step)).toEqual([...JOURNEY_STEPS]);
        journey.steps.forEach((step, index) => {
          const seeded = source.steps[index]!;
          expect(step.title).toBe(seeded.title[language]);
          expect(step.text).toBe(seeded.text[language]);
          expect(step.links).toHaveLength(seeded.links.length);
          for (const link of step.links) {
            if (link.kind === 'route') expect(link.title).toBeNull();
            else expect(link.title).toBe(seededTitle(link.kind, link.documentNo!, language));
          }
        });
        expect(journey.steps[0]!.links.some((link) => link.route === 'preparationforentry')).toBe(true);
      }
    }
    const work = await getData<Journey>(app, '/api/journeys?scene=work&language=EN');
    expect(work.steps[1]!.links.some((link) => link.route === 'employment')).toBe(true);
  });

  it('leaves out a link to a document that is no longer published', async () => {
    const step = seed.journeys[0]!.steps.find((each) => each.links.some((link) => 'benefit' in link))!;
    const benefitNo = (step.links.find((link) => 'benefit' in link) as { benefit: string }).benefit;
    const stepsOf = async () => (await getData<Journey>(app, '/api/journeys?scene=study&language=EN')).steps.flatMap((each) => each.links);
    expect((await stepsOf()).map((link) => link.documentNo)).toContain(benefitNo);
    try {
      await content.store.save({ documentNo: benefitNo, section: 'benefit', status: 'draft', translations: { EN: { title: 'Draft' } } });
      expect((await stepsOf()).map((link) => link.documentNo)).not.toContain(benefitNo);
    } finally {
      await content.store.remove(benefitNo);
      await seedContent(app.db);
    }
  });
});
