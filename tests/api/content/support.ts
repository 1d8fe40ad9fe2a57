import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { loadSeedContent, type SeedBenefit, type SeedLanguage } from '../../../server/src/content/seed-schema.js';
import { contentOf, type ContentContext } from '../../../server/src/services/content/content-context.js';
import { normalizeSearchText } from '../../../server/src/services/content/search-text.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, type TestDatabase, type ThrowawayDatabase } from '../support/databases.js';

export const seed = loadSeedContent();
export const LANGUAGES: SeedLanguage[] = ['EN', 'CN', 'TC'];

/** GET that must succeed; returns `data` of the envelope. */
export async function getData<T = unknown>(app: App, url: string): Promise<T> {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const body = response.json<{ code: number; message: string; data: T }>();
  expect(body.code).toBe(0);
  expect(body.message).toBe('success');
  return body.data;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every document number a benefits query returns, walking all pages. */
export async function allBenefitNos(app: App, query: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const data = await getData<Page<{ documentNo: string }>>(app, `/api/benefits?${query}&pageSize=50&page=${page}`);
    found.push(...data.list.map((item) => item.documentNo));
    if (found.length >= data.total || data.list.length === 0) return found.sort();
  }
}

/** What a reader can search in one language of a seeded benefit (contact details excluded). */
function searchableText(benefit: SeedBenefit, language: SeedLanguage): string {
  const t = benefit.translations[language];
  return [t.title, t.summary, t.body, ...t.amounts.flatMap((a) => [a.label, a.value]), ...t.eligibility, ...t.howToApply].join(
    '\n',
  );
}

/** Independent expectation from the seed files: every word must occur in some language of the entry. */
export function expectedMatches(keyword: string): string[] {
  const words = normalizeSearchText(keyword).split(' ').filter(Boolean);
  return seed.benefits
    .filter((b) => {
      const texts = LANGUAGES.map((l) => normalizeSearchText(searchableText(b, l)));
      return words.every((word) => texts.some((text) => text.includes(word)));
    })
    .map((b) => b.documentNo)
    .sort();
}

/**
 * The app on one test database (a throwaway PostgreSQL database, or in-memory PGlite) for a describe block: started
 * in its beforeAll, closed and dropped in its afterAll. Read `app` and `content` inside the tests.
 */
export function useContentApp(database: TestDatabase): { app: App; content: ContentContext } {
  const started = {} as { app: App; content: ContentContext };
  let throwaway: ThrowawayDatabase | undefined;
  beforeAll(async () => {
    if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
    started.app = await buildTestApp({ ...(throwaway ? { databaseUrl: throwaway.url } : {}), config: { rateLimitMax: 1_000_000 } });
    started.content = contentOf(started.app);
  });
  afterAll(async () => {
    await started.app?.close();
    await throwaway?.drop();
  });
  return started;
}
