import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_DATA_DIR, seedDocuments } from '../../../server/src/content/seeder.js';
import { eventStateAt } from '../../../server/src/services/content/event-state.js';
import { seed } from './support.js';

describe('seeder', () => {
  it('finds the committed seed files from the sources and from the compiled server alike', () => {
    const committed = resolve('server/src/content/seed-data');
    expect(resolve(SEED_DATA_DIR)).toBe(committed);
    const fromDist = fileURLToPath(new URL('../../src/content/seed-data/', pathToFileURL(resolve('server/dist/content/seeder.js'))));
    expect(resolve(fromDist)).toBe(committed);
    expect(existsSync(resolve(committed, 'benefits.json'))).toBe(true);
  });

  it.each([
    ['just after midnight China time', '2026-03-09T16:00:30Z'],
    ['late evening China time', '2026-03-10T15:59:00Z'],
  ])('dates events relative to the seeding day so no state is empty (%s), then or days later', (_name, iso) => {
    const seededAt = new Date(iso);
    const events = seedDocuments(seed, seededAt).filter((d) => d.section === 'event');
    expect(events).toHaveLength(seed.events.length);
    for (const daysLater of [0, 1, 2]) {
      const now = new Date(seededAt.getTime() + daysLater * 86_400_000);
      const states = events.map((e) => eventStateAt(e.startsAt!, e.endsAt!, now));
      for (const state of ['upcoming', 'on-going', 'past']) expect(states, `${state} after ${daysLater} days`).toContain(state);
    }
  });

  it('maps every seed entry to a document with all three translations and its taxonomy terms', () => {
    const docs = seedDocuments(seed, new Date('2026-01-01T00:00:00Z'));
    expect(new Set(docs.map((d) => d.documentNo)).size).toBe(docs.length);
    for (const doc of docs) expect(Object.keys(doc.translations).sort()).toEqual(['CN', 'EN', 'TC']);
    const benefit = docs.find((d) => d.documentNo === 'BEN-2022-0001')!;
    const source = seed.benefits.find((b) => b.documentNo === 'BEN-2022-0001')!;
    expect(benefit.terms).toEqual([
      ...source.talent_category.map((c) => `talentType:${c}`),
      `contentType:${source.contentType}`,
      ...source.talentScene.map((c) => `talentScene:${c}`),
    ]);
    expect(benefit.translations.TC!.fields).toMatchObject({ amounts: source.translations.TC.amounts });
    expect(benefit.publishedAt!.toISOString()).toBe(new Date(`${source.publishedAt}T00:00:00+08:00`).toISOString());
    expect(docs.filter((d) => d.section === 'why_zone')).toHaveLength(8);
  });
});
