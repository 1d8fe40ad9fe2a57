import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { searchOf } from '../../../server/src/routes/search/index.js';
import { contentOf } from '../../../server/src/services/content/content-context.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, TEST_DATABASES, type ThrowawayDatabase } from '../support/databases.js';
import { createEditorialHarness, eventDraft, type EditorialHarness, type Staff } from '../editorial/support/editorial-harness.js';
import { searchData, searchUrl } from './support.js';

/** A publish must be searchable within this time (issue #14). */
const PUBLISH_TO_SEARCH_MS = 2000;

/** Searches until the key is among the results (or, with `present` false, is not); returns how long that took. */
async function waitFor(app: App, url: string, key: string, present: boolean, deadlineMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const data = await searchData(app, url);
    if (data.list.some((hit) => hit.key === key) === present) return Date.now() - started;
    if (Date.now() - started > deadlineMs) throw new Error(`${url}: ${key} ${present ? 'not found' : 'still found'} within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(TEST_DATABASES)('search index follows publishing on $name', (database) => {
  let h: EditorialHarness;
  let editor: Staff;

  beforeAll(async () => {
    h = await createEditorialHarness(database);
    await searchOf(h.app).start();
    editor = await h.staff(['editor:event'], 'Erin');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('finds a published event within 2 s in its languages, the CN text for a language not published, and drops it when unpublished', async () => {
    const created = await h.call(editor, 'POST', '/api/console/content', { section: 'event' });
    expect(created.statusCode, created.body).toBe(200);
    const { documentNo, version: v0 } = created.json().data as { documentNo: string; version: number };
    const draft = eventDraft('Zanzibarite quokka symposium');
    draft.translations.CN.title = '赞齐巴尔短尾矮袋鼠研讨会';
    const saved = await h.call(editor, 'PUT', `/api/console/content/${documentNo}`, { version: v0, ...draft });
    expect(saved.statusCode, saved.body).toBe(200);

    // Not public yet: a draft is never found.
    expect((await searchData(h.app, searchUrl('quokka', { language: 'EN' }))).total).toBe(0);

    const published = await h.call(editor, 'POST', `/api/console/content/${documentNo}/publish`, { version: saved.json().data.version, languages: ['CN', 'EN'] });
    expect(published.statusCode, published.body).toBe(200);
    const enMs = await waitFor(h.app, searchUrl('quokka symposium', { language: 'EN' }), documentNo, true, PUBLISH_TO_SEARCH_MS);
    expect(enMs).toBeLessThanOrEqual(PUBLISH_TO_SEARCH_MS);
    // A typo and a Traditional query find it too; TC was not published, so the TC reader gets the CN text.
    expect((await searchData(h.app, searchUrl('zanzibarit', { language: 'EN' }))).list[0]?.key).toBe(documentNo);
    const tc = await searchData(h.app, searchUrl('短尾矮袋鼠', { language: 'TC' }));
    expect(tc.list[0]).toMatchObject({ key: documentNo, language: 'CN', section: 'event', route: `/pages/events/detail?documentNo=${documentNo}` });
    expect(tc.list[0]!.titleHighlight.filter((s) => s.hit).map((s) => s.text)).toEqual(['短尾矮袋鼠']);

    const unpublished = await h.call(editor, 'POST', `/api/console/content/${documentNo}/unpublish`, { version: published.json().data.version, languages: ['CN', 'EN'] });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    await waitFor(h.app, searchUrl('quokka symposium', { language: 'EN' }), documentNo, false, PUBLISH_TO_SEARCH_MS);
  });
});

// Always on real PostgreSQL (TEST_DATABASE_URL or the local default): two instances need one shared database.
describe('search index across two instances on one PostgreSQL', () => {
  let throwaway: ThrowawayDatabase;
  let writer: App;
  let reader: App;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(POSTGRES_ADMIN_URL);
    writer = await buildTestApp({ databaseUrl: throwaway.url, config: { rateLimitMax: 1_000_000 } });
    reader = await buildTestApp({ databaseUrl: throwaway.url, config: { rateLimitMax: 1_000_000 } });
    await Promise.all([searchOf(writer).start(), searchOf(reader).start()]);
  }, 120_000);
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await throwaway?.drop();
  });

  it('a document written on one instance is found on the other within 2 s, and is gone there when removed', async () => {
    const url = searchUrl('marmoset allowance', { language: 'EN' });
    await searchData(reader, url); // an answer the reader keeps in memory must not outlive the write
    await contentOf(writer).store.save({
      documentNo: 'BEN-2099-0001',
      section: 'benefit',
      publishedAt: new Date(Date.now() - 60_000),
      translations: {
        CN: { title: '狨猴饲养补贴', summary: '仅供测试' },
        EN: { title: 'Marmoset keeper allowance', summary: 'For tests only' },
      },
    });
    const ms = await waitFor(reader, url, 'BEN-2099-0001', true, PUBLISH_TO_SEARCH_MS);
    expect(ms).toBeLessThanOrEqual(PUBLISH_TO_SEARCH_MS);
    // TC is missing: the TC reader on the other instance gets the CN text, found by a Traditional query.
    const tc = await searchData(reader, searchUrl('狨猴飼養', { language: 'TC' }));
    expect(tc.list[0]).toMatchObject({ key: 'BEN-2099-0001', language: 'CN', title: '狨猴饲养补贴' });

    await contentOf(writer).store.remove('BEN-2099-0001');
    await waitFor(reader, url, 'BEN-2099-0001', false, PUBLISH_TO_SEARCH_MS);
  });
});
