import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { searchOf } from '../../../server/src/routes/search/index.js';
import { contentOf } from '../../../server/src/services/content/content-context.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, TEST_DATABASES, type ThrowawayDatabase } from '../support/databases.js';
import { contentVersion, hearVersions } from '../support/wait.js';
import { createEditorialHarness, eventDraft, type EditorialHarness, type Staff } from '../editorial/support/editorial-harness.js';
import { searchData, searchUrl } from './support.js';

/**
 * Runs a content write from `writer` and waits until `reader` has heard its version announced (the NOTIFY) and the
 * index sync that announcement started has settled. The minute's safety-net sync plays no part: what `reader`
 * answers next is what the notification brought. How soon that is (issue #14: within 2 s) is a matter of speed.
 */
async function writeAndHear(writer: App, reader: App, write: () => Promise<unknown>): Promise<void> {
  const heard = hearVersions(reader);
  try {
    await write();
    await heard.reached(await contentVersion(writer));
    await searchOf(reader).settled();
  } finally {
    heard.stop();
  }
}

const keysOf = async (app: App, url: string) => (await searchData(app, url)).list.map((hit) => hit.key);

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

  it('finds a published event once its notification is heard, in its languages, the CN text for a language not published, and drops it when unpublished', async () => {
    const created = await h.call(editor, 'POST', '/api/console/content', { section: 'event' });
    expect(created.statusCode, created.body).toBe(200);
    const { documentNo, version: v0 } = created.json().data as { documentNo: string; version: number };
    const draft = eventDraft('Zanzibarite quokka symposium');
    draft.translations.CN.title = '赞齐巴尔短尾矮袋鼠研讨会';
    const saved = await h.call(editor, 'PUT', `/api/console/content/${documentNo}`, { version: v0, ...draft });
    expect(saved.statusCode, saved.body).toBe(200);

    // Not public yet: a draft is never found.
    expect((await searchData(h.app, searchUrl('quokka', { language: 'EN' }))).total).toBe(0);

    let published!: Awaited<ReturnType<typeof h.call>>;
    await writeAndHear(h.app, h.app, async () => {
      published = await h.call(editor, 'POST', `/api/console/content/${documentNo}/publish`, { version: saved.json().data.version, languages: ['CN', 'EN'] });
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await keysOf(h.app, searchUrl('quokka symposium', { language: 'EN' }))).toContain(documentNo);
    // A typo and a Traditional query find it too; TC was not published, so the TC reader gets the CN text.
    expect((await searchData(h.app, searchUrl('zanzibarit', { language: 'EN' }))).list[0]?.key).toBe(documentNo);
    const tc = await searchData(h.app, searchUrl('短尾矮袋鼠', { language: 'TC' }));
    expect(tc.list[0]).toMatchObject({ key: documentNo, language: 'CN', section: 'event', route: `/pages/events/detail?documentNo=${documentNo}` });
    expect(tc.list[0]!.titleHighlight.filter((s) => s.hit).map((s) => s.text)).toEqual(['短尾矮袋鼠']);

    await writeAndHear(h.app, h.app, async () => {
      const unpublished = await h.call(editor, 'POST', `/api/console/content/${documentNo}/unpublish`, { version: published.json().data.version, languages: ['CN', 'EN'] });
      expect(unpublished.statusCode, unpublished.body).toBe(200);
    });
    expect(await keysOf(h.app, searchUrl('quokka symposium', { language: 'EN' }))).not.toContain(documentNo);
  });
});

// Always on real PostgreSQL (TEST_DATABASE_URL or the local default): two instances need one shared database.
describe('search index across two instances on one PostgreSQL', () => {
  let throwaway: ThrowawayDatabase;
  let writer: App;
  let reader: App;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(POSTGRES_ADMIN_URL, { seeded: true });
    writer = await buildTestApp({ databaseUrl: throwaway.url, config: { rateLimitMax: 1_000_000 } });
    reader = await buildTestApp({ databaseUrl: throwaway.url, config: { rateLimitMax: 1_000_000 } });
    await Promise.all([searchOf(writer).start(), searchOf(reader).start()]);
  }, 120_000);
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await throwaway?.drop();
  });

  it('a document written on one instance is found on the other once its notification is heard there, and is gone there when removed', async () => {
    const url = searchUrl('marmoset allowance', { language: 'EN' });
    expect(await keysOf(reader, url)).not.toContain('BEN-2099-0001'); // an answer the reader keeps in memory must not outlive the write
    await writeAndHear(writer, reader, () =>
      contentOf(writer).store.save({
        documentNo: 'BEN-2099-0001',
        section: 'benefit',
        publishedAt: new Date(Date.now() - 60_000),
        translations: {
          CN: { title: '狨猴饲养补贴', summary: '仅供测试' },
          EN: { title: 'Marmoset keeper allowance', summary: 'For tests only' },
        },
      }),
    );
    expect(await keysOf(reader, url)).toContain('BEN-2099-0001');
    // TC is missing: the TC reader on the other instance gets the CN text, found by a Traditional query.
    const tc = await searchData(reader, searchUrl('狨猴飼養', { language: 'TC' }));
    expect(tc.list[0]).toMatchObject({ key: 'BEN-2099-0001', language: 'CN', title: '狨猴饲养补贴' });

    await writeAndHear(writer, reader, () => contentOf(writer).store.remove('BEN-2099-0001'));
    expect(await keysOf(reader, url)).not.toContain('BEN-2099-0001');
  });
});
