import { describe, expect, it } from 'vitest';
import { SEED_DATA_DIR, seedDocuments } from '../../../server/src/content/seeder.js';
import { loadSeedContent } from '../../../server/src/content/seed-schema.js';
import { join, problemsOf, separate } from '../../../server/src/services/editorial/localized-schema.js';
import { SECTION_MODELS, seedEntries } from '../../../server/src/services/editorial/sections.js';

const content = loadSeedContent(SEED_DATA_DIR);
const now = new Date('2026-03-01T04:00:00Z');

describe('section models derived from the seed schemas', () => {
  const entries = seedEntries(content, now);
  const seeded = new Map(seedDocuments(content, now).map((doc) => [doc.documentNo, doc]));

  it('knows every seeded document', () => {
    expect([...entries.keys()].sort()).toEqual([...seeded.keys()].sort());
  });

  it('splits every seed item into shared + translations that pass the split schemas, and maps it as the seeder does', () => {
    for (const [documentNo, entry] of entries) {
      const model = SECTION_MODELS[entry.section];
      expect(model.numberPattern.test(documentNo), documentNo).toBe(true);
      const kind = model.kindFor(documentNo);
      const { shared, translations } = separate(kind.item, entry.item);
      const draftShared = kind.kind === 'default' ? shared : { kind: kind.kind, ...shared };
      expect(problemsOf(kind.shared, draftShared), `${documentNo} shared`).toEqual([]);
      for (const lang of ['EN', 'CN', 'TC'] as const) {
        expect(problemsOf(kind.translation, translations[lang]), `${documentNo} ${lang}`).toEqual([]);
      }
      const item = join(kind.item, shared, translations);
      expect(item, documentNo).toEqual(entry.item);
      const document = kind.toDocument(documentNo, item, { status: 'published', publishedAt: now });
      expect(document, documentNo).toEqual(seeded.get(documentNo));
    }
  });

  it('names a missing field by its path', () => {
    const kind = SECTION_MODELS.event.kindFor('EVT-0001');
    const entry = entries.get('EVT-0001')!;
    const { translations } = separate(kind.item, entry.item);
    const { location: _dropped, ...rest } = translations.TC;
    expect(problemsOf(kind.translation, rest)).toEqual([{ path: 'location', message: 'is required' }]);
    expect(problemsOf(kind.translation, { ...rest, location: '' }).map((p) => p.path)).toEqual(['location']);
  });
});

describe('field specs of sections with several kinds', () => {
  it('lists every kind of home block and hub document, and which fields belong to which', async () => {
    const { fieldSpecs } = await import('../../../server/src/services/editorial/field-specs.js');
    const home = fieldSpecs('home_block');
    expect(home.find((field) => field.path === 'kind')).toMatchObject({ kind: 'enum', options: ['hero', 'journey', 'hkMacaoTeaser', 'usefulLink'] });
    expect(home.find((field) => field.path === 'video')).toMatchObject({ kinds: ['hero'], required: true });
    expect(home.find((field) => field.path === 'cta' && field.localized)).toMatchObject({ kinds: ['hkMacaoTeaser'] });
    const ith = fieldSpecs('ith');
    expect(ith.find((field) => field.path === 'floors')).toMatchObject({ kinds: ['hub'], localized: true, kind: 'json' });
    expect(ith.find((field) => field.path === 'color')).toMatchObject({ kinds: ['enterprise'] });
    const about = fieldSpecs('about');
    expect(about.find((field) => field.path === 'serviceHall.mapQuery')).toMatchObject({ localized: false, required: true });
    expect(about.find((field) => field.path === 'serviceHall.transport')).toMatchObject({ localized: true, kind: 'stringList' });
  });
});
