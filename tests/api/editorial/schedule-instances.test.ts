import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { contentSchedule, documentRevisions } from '../../../server/src/db/schema/editorial.js';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
import { editorialOf } from '../../../server/src/routes/console/editorial-routes.js';
import { VERSION_CHECK_INTERVAL_MS } from '../../../server/src/services/content/content-context.js';
import { SSR_BUNDLE } from '../../../server/src/plugins/server-render.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createFakeDist } from '../support/fake-dist.js';
import { POSTGRES_ADMIN_URL } from '../support/databases.js';
import { createEditorialHarness, eventDraft, type EditorialHarness, type Staff } from './support/editorial-harness.js';

/** A stand-in server bundle (see server-render.test.ts) whose page shows the event's title from an in-process API call. */
const TITLE_PAGE = `
export function createPageRenderer({ inject }) {
  return {
    sitemapPages: { pages: ['/pages/events'], privatePages: [], documentPages: { event: '/pages/events/detail' } },
    isPagePath: (path) => path.startsWith('/pages'),
    variantOf: () => ({ language: 'EN', mobile: false }),
    async render(facts) {
      const documentNo = new URL(facts.url, 'http://x').searchParams.get('documentNo');
      const api = await inject({ method: 'GET', url: '/api/events/detail?language=EN&documentNo=' + documentNo, headers: { accept: 'application/json' } });
      return { kind: 'page', status: 200, html: '<!doctype html><html><body><h1>' + JSON.parse(api.body).data.title + '</h1></body></html>', cacheable: true };
    },
  };
}`;

/** China time, as an editor's browser sends it. */
const chinaTime = (at: Date) => {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 23);
  return `${local}+08:00`;
};

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await what();
  while (!done(value) && Date.now() < deadline) {
    await sleep(25);
    value = await what();
  }
  return value;
}

// Always on real PostgreSQL (TEST_DATABASE_URL or the local default): two instances need one shared database.
describe('scheduled publishing and propagation across instances on one PostgreSQL', () => {
  let h: EditorialHarness;
  let second: App;
  let databaseUrl: string;
  let editor: Staff;

  beforeAll(async () => {
    h = await createEditorialHarness({ name: 'postgres', adminUrl: POSTGRES_ADMIN_URL });
    const { database } = h.app;
    if (database.driver !== 'postgres') throw new Error('expected PostgreSQL');
    databaseUrl = String(database.pool.options.connectionString);
    second = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    editor = await h.staff(['editor:event'], 'Sched');
  });
  afterAll(async () => {
    await second?.close();
    await h?.close();
  });

  const draftEvent = async (title: string) => {
    const created = (await h.call(editor, 'POST', '/api/console/content', { section: 'event' })).json().data;
    const saved = await h.call(editor, 'PUT', `/api/console/content/${created.documentNo}`, { version: created.version, ...eventDraft(title) });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as { documentNo: string; version: number };
  };

  const schedule = async (doc: { documentNo: string; version: number }, at: Date, action: 'publish' | 'unpublish' = 'publish') => {
    const response = await h.call(editor, 'POST', `/api/console/content/${doc.documentNo}/schedule`, { version: doc.version, language: 'CN', action, at: chinaTime(at) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; runAt: string; version: number };
  };

  const publications = async (documentNos: string[]) => {
    const revisions = await h.app.db
      .select({ documentNo: documentRevisions.documentNo })
      .from(documentRevisions)
      .where(and(inArray(documentRevisions.documentNo, documentNos), eq(documentRevisions.kind, 'publish')));
    const audits = await h.app.db
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(inArray(auditLog.targetId, documentNos), eq(auditLog.action, 'content.publish')));
    return { revisions: revisions.map((r) => r.documentNo).sort(), audits: audits.map((a) => a.targetId).sort() };
  };

  it('publishes each due row exactly once with two instances polling (and racing) at once', async () => {
    const docs = await Promise.all(['One', 'Two', 'Three', 'Four', 'Five'].map(draftEvent));
    const at = new Date(Date.now() + 1500);
    const rows = [];
    for (const doc of docs) rows.push(await schedule(doc, at));
    expect(rows[0]!.runAt).toBe(new Date(chinaTime(at)).toISOString());
    expect(rows[0]).toMatchObject({ version: docs[0]!.version + 1, language: 'CN', action: 'publish', doneAt: null, canceledAt: null });
    const detail = (no: string, app: App) => app.inject(`/api/events/detail?documentNo=${no}&language=CN`);
    // Not before its time, on either instance.
    expect((await detail(docs[0]!.documentNo, second)).statusCode).toBe(404);
    const listed = await h.call(editor, 'GET', `/api/console/content/${docs[0]!.documentNo}`);
    expect(listed.json().data.languages.CN).toMatchObject({ status: 'scheduled', publishAt: rows[0]!.runAt });

    // Both instances' own 1 s pollers run; on top of them both race through explicit passes as well.
    const race = async () => {
      const deadline = Date.now() + 4000;
      while (Date.now() < deadline) {
        await Promise.all([editorialOf(h.app).runDue(2), editorialOf(second).runDue(2), editorialOf(second).runDue(2)]);
        await sleep(10);
      }
    };
    await race();
    const ids = rows.map((row) => row.id);
    const done = await h.app.db.select().from(contentSchedule).where(inArray(contentSchedule.id, ids));
    expect(done.every((row) => row.doneAt !== null && row.failure === null)).toBe(true);
    const numbers = docs.map((doc) => doc.documentNo).sort();
    expect(await publications(numbers)).toEqual({ revisions: numbers, audits: numbers });
    for (const doc of docs) expect((await detail(doc.documentNo, second)).statusCode).toBe(200);
    const audit = await h.app.db.select().from(auditLog).where(and(eq(auditLog.targetId, docs[0]!.documentNo), eq(auditLog.action, 'content.publish')));
    expect(audit[0]!.actorLabel).toBe(`${editor.label} (scheduled)`);
  });

  it('records a due publication whose draft is incomplete as failed, once, and publishes nothing', async () => {
    const created = (await h.call(editor, 'POST', '/api/console/content', { section: 'event' })).json().data;
    const row = await schedule(created, new Date(Date.now() - 1000));
    const done = await until(
      async () => (await h.app.db.select().from(contentSchedule).where(eq(contentSchedule.id, row.id)))[0]!,
      (value) => value.doneAt !== null,
      5000,
    );
    expect(JSON.parse(done.failure!)).toMatchObject({ code: 42260 });
    expect((await publications([created.documentNo])).revisions).toEqual([]);
  });

  it('carries out a row that fell due while every instance was down once one starts again, exactly once', async () => {
    const doc = await draftEvent('Restart');
    const row = await schedule(doc, new Date(Date.now() + 1500));
    await second.close();
    await h.app.close();
    await sleep(2000);
    const restarted = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    const other = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    try {
      const done = await until(
        async () => (await restarted.db.select().from(contentSchedule).where(eq(contentSchedule.id, row.id)))[0]!,
        (value) => value.doneAt !== null,
        5000,
      );
      expect(done.failure).toBeNull();
      await sleep(1500); // more polls of both instances: nothing runs twice
      const revisions = await restarted.db
        .select()
        .from(documentRevisions)
        .where(and(eq(documentRevisions.documentNo, doc.documentNo), eq(documentRevisions.kind, 'publish')));
      expect(revisions).toHaveLength(1);
      expect((await other.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=CN`)).statusCode).toBe(200);
    } finally {
      // Restore the suite's instances for afterAll (closing twice is harmless).
      second = other;
      await restarted.close();
    }
  });

  it('shows a publish in the other instance’s server-rendered HTML within 2 s', async () => {
    const dist = createFakeDist();
    mkdirSync(join(dist.dir, '.ssr'));
    writeFileSync(join(dist.dir, SSR_BUNDLE), TITLE_PAGE);
    const reader = await buildTestApp({ databaseUrl, staticDir: dist.dir, config: { rateLimitMax: 1_000_000 } });
    const page = '/pages/events/detail?documentNo=EVT-0005';
    try {
      const before = await reader.inject(page);
      expect(before.statusCode).toBe(200);
      expect((await reader.inject(page)).body).toBe(before.body); // served from the cache
      const service = editorialOf(second);
      const actor = { userId: editor.id, label: editor.label, ip: null, sections: ['event' as const] };
      const doc = await service.open(actor, 'EVT-0005');
      const saved = await service.save(actor, 'EVT-0005', doc.version, {
        shared: doc.shared,
        translations: { ...doc.translations, EN: { ...doc.translations.EN, title: 'Rendered anew' } },
      });
      const started = Date.now();
      await service.publish(actor, 'EVT-0005', saved.version, ['EN']);
      const after = await until(
        () => reader.inject(page),
        (response) => response.body.includes('<h1>Rendered anew</h1>'),
        VERSION_CHECK_INTERVAL_MS + 1000,
      );
      expect(after.body).toContain('<h1>Rendered anew</h1>');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await reader.close();
      dist.remove();
    }
  });

  it('shows a publish on one instance on the other within 2 s (at once, through NOTIFY)', async () => {
    const writer = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    const url = '/api/events/detail?documentNo=EVT-0002&language=EN';
    try {
      const before = await second.inject(url);
      expect(before.statusCode).toBe(200);
      expect((await second.inject(url)).headers.etag).toBe(before.headers.etag);
      const service = editorialOf(writer);
      const actor = { userId: editor.id, label: editor.label, ip: null, sections: ['event' as const] };
      const doc = await service.open(actor, 'EVT-0002');
      const saved = await service.save(actor, 'EVT-0002', doc.version, {
        shared: doc.shared,
        translations: { ...doc.translations, EN: { ...doc.translations.EN, title: 'Propagated title' } },
      });
      const started = Date.now();
      await service.publish(actor, 'EVT-0002', saved.version, ['EN']);
      const after = await until(
        () => second.inject(url),
        (response) => response.json().data.title === 'Propagated title',
        VERSION_CHECK_INTERVAL_MS + 1000,
      );
      const elapsed = Date.now() - started;
      expect(after.json().data.title).toBe('Propagated title');
      expect(elapsed).toBeLessThan(2000);
      // The periodic check alone would take up to VERSION_CHECK_INTERVAL_MS; the notification is far quicker.
      expect(elapsed).toBeLessThan(VERSION_CHECK_INTERVAL_MS / 2);
    } finally {
      await writer.close();
    }
  });
});

describe('scheduled publishing across a restart on embedded PGlite', () => {
  it('carries out a row that fell due while the server was stopped, once, after it starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tp-pglite-'));
    const actor = { userId: null, label: 'Tester <tester@example.org>', ip: null, sections: ['event' as const] };
    let app = await buildTestApp({ dataDir });
    try {
      const service = editorialOf(app);
      const created = await service.create(actor, 'event', undefined);
      const saved = await service.save(actor, created.documentNo, created.version, eventDraft('Restarted'));
      const row = await service.schedule(actor, created.documentNo, saved.version, { language: 'CN', action: 'publish', at: chinaTime(new Date(Date.now() + 1000)) });
      await app.close();
      await sleep(1500);
      app = await buildTestApp({ dataDir });
      const done = await until(
        async () => (await app.db.select().from(contentSchedule).where(eq(contentSchedule.id, row.id)))[0]!,
        (value) => value.doneAt !== null,
        5000,
      );
      expect(done.failure).toBeNull();
      await sleep(1200);
      const revisions = await app.db
        .select()
        .from(documentRevisions)
        .where(and(eq(documentRevisions.documentNo, created.documentNo), eq(documentRevisions.kind, 'publish')));
      expect(revisions).toHaveLength(1);
      expect((await app.inject(`/api/events/detail?documentNo=${created.documentNo}&language=CN`)).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
