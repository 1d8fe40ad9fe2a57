import { expect } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { searchOf } from '../../../server/src/routes/search/index.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, type TestDatabase, type ThrowawayDatabase } from '../support/databases.js';

export interface Segment {
  text: string;
  hit: boolean;
}

export interface SearchData {
  q: string;
  language: string;
  matched: 'all' | 'any' | 'none';
  total: number;
  page: number;
  pageSize: number;
  list: Array<{ key: string; section: string; title: string; titleHighlight: Segment[]; snippet: Segment[]; route: string; language: string }>;
  sections: Array<{ section: string; count: number }>;
}

export const searchUrl = (q: string, params: Record<string, string | number> = {}) =>
  `/api/search?${new URLSearchParams({ q, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString()}`;

export async function searchData(app: App, url: string): Promise<SearchData> {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const body = response.json<{ code: number; data: SearchData }>();
  expect(body.code).toBe(0);
  return body.data;
}

/** The app on a fresh database of the kind given (in-memory PGlite or a throwaway PostgreSQL database). */
export async function startSearchApp(database: TestDatabase): Promise<{ app: App; close(): Promise<void> }> {
  let throwaway: ThrowawayDatabase | undefined;
  if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
  const app = await buildTestApp({ ...(throwaway ? { databaseUrl: throwaway.url } : {}), config: { rateLimitMax: 1_000_000 } });
  await searchOf(app).start();
  return {
    app,
    close: async () => {
      await app.close();
      await throwaway?.drop();
    },
  };
}
