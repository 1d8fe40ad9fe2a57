import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { contentSchedule, documentRevisions } from '../../../server/src/db/schema/editorial.js';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
import { editorialOf } from '../../../server/src/routes/console/editorial-routes.js';
import { contentOf, VERSION_CHECK_INTERVAL_MS } from '../../../server/src/services/content/content-context.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createFakeDist, writeServerBundle } from '../support/fake-dist.js';
import { POSTGRES_ADMIN_URL } from '../support/databases.js';
import { contentVersion, hearVersions, until } from '../support/wait.js';
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

const HOUR_MS = 3600_000;

/**
 * The scheduler and the content cache judge time by the content clock of their instance: tests move it instead of
 * waiting for a row to fall due. `ahead` keeps it running that far ahead of the real clock; `standing` stops it there.
 */
const clockOf = (app: App) => ({
  ahead(ms: number) {
    contentOf(app).clock.now = () => new Date(Date.now() + ms);
  },
  standing(at: Date) {
    contentOf(app).clock.now = () => new Date(at);
  },
  real() {
    contentOf(app).clock.now = () => new Date();
  },
});

/** One pass of each instance, twice over, all at once: they race for the same rows. */
const racingPasses = (apps: App[]) => Promise.all(apps.flatMap((app) => [editorialOf(app).runDue(2), editorialOf(app).runDue(2)]));

const scheduleRow = (app: App, id: number) => app.db.select().from(contentSchedule).where(eq(contentSchedule.id, id)).then((rows) => rows[0]!);
const scheduleRows = (app: App, ids: number[]) => app.db.select().from(contentSchedule).where(inArray(contentSchedule.id, ids));

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

  it('publishes each due row exactly once with two instances polling (and racing) at once', async ({ signal }) => {
    const docs = await Promise.all(['One', 'Two', 'Three', 'Four', 'Five'].map(draftEvent));
    const at = new Date(Date.now() + HOUR_MS);
    const rows = [];
    for (const doc of docs) rows.push(await schedule(doc, at));
    expect(rows[0]!.runAt).toBe(new Date(chinaTime(at)).toISOString());
    expect(rows[0]).toMatchObject({ version: docs[0]!.version + 1, language: 'CN', action: 'publish', doneAt: null, canceledAt: null });
    const detail = (no: string, app: App) => app.inject(`/api/events/detail?documentNo=${no}&language=CN`);
    // Not before its time, on either instance.
    const ids = rows.map((row) => row.id);
    await racingPasses([h.app, second]);
    expect((await scheduleRows(h.app, ids)).map((row) => row.doneAt)).toEqual(ids.map(() => null));
    expect((await detail(docs[0]!.documentNo, second)).statusCode).toBe(404);
    const listed = await h.call(editor, 'GET', `/api/console/content/${docs[0]!.documentNo}`);
    expect(listed.json().data.languages.CN).toMatchObject({ status: 'scheduled', publishAt: rows[0]!.runAt });

    // The hour passes on both instances: their own pollers run, and on top of them both race through explicit passes.
    const apps = [h.app, second];
    for (const app of apps) clockOf(app).ahead(HOUR_MS + 1000);
    try {
      // Round after round until every row is done (a row a poller holds is skipped by the passes until it commits).
      const done = await until(
        async () => {
          await racingPasses(apps);
          return scheduleRows(h.app, ids);
        },
        (all) => all.every((row) => row.doneAt !== null),
        { signal },
      );
      expect(done.every((row) => row.failure === null)).toBe(true);
      // One more round finds nothing to do: each row ran once, as the revisions and the audit log below count.
      await racingPasses(apps);
      const numbers = docs.map((doc) => doc.documentNo).sort();
      expect(await publications(numbers)).toEqual({ revisions: numbers, audits: numbers });
      for (const doc of docs) expect((await detail(doc.documentNo, second)).statusCode).toBe(200);
      const audit = await h.app.db.select().from(auditLog).where(and(eq(auditLog.targetId, docs[0]!.documentNo), eq(auditLog.action, 'content.publish')));
      expect(audit[0]!.actorLabel).toBe(`${editor.label} (scheduled)`);
    } finally {
      for (const app of apps) clockOf(app).real();
    }
  });

  it('records a due publication whose draft is incomplete as failed, once, and publishes nothing', async ({ signal }) => {
    const created = (await h.call(editor, 'POST', '/api/console/content', { section: 'event' })).json().data;
    const row = await schedule(created, new Date(Date.now() - 1000));
    // A pass of this instance carries it out, unless the other instance's poller holds it: then a later pass sees it done.
    const done = await until(
      async () => {
        await editorialOf(h.app).runDue();
        return scheduleRow(h.app, row.id);
      },
      (value) => value.doneAt !== null,
      { signal },
    );
    expect(JSON.parse(done.failure!)).toMatchObject({ code: 42260 });
    expect((await publications([created.documentNo])).revisions).toEqual([]);
    // Done with its failure: not tried again.
    await Promise.all([editorialOf(h.app).runDue(), editorialOf(second).runDue()]);
    expect(await scheduleRow(h.app, row.id)).toEqual(done);
  });

  it('carries out a row that fell due while every instance was down once one starts again, exactly once', { timeout: 120_000 }, async ({ signal }) => {
    const doc = await draftEvent('Restart');
    const row = await schedule(doc, new Date(Date.now() + HOUR_MS));
    await second.close();
    await h.app.close();
    const restarted = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    const other = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    try {
      // The hour passed while they were down; their own pollers find the row due (no pass is run for them here).
      for (const app of [restarted, other]) clockOf(app).ahead(HOUR_MS + 1000);
      const done = await until(() => scheduleRow(restarted, row.id), (value) => value.doneAt !== null, { signal });
      expect(done.failure).toBeNull();
      // More passes of both instances: nothing runs twice.
      await racingPasses([restarted, other]);
      const revisions = await restarted.db
        .select()
        .from(documentRevisions)
        .where(and(eq(documentRevisions.documentNo, doc.documentNo), eq(documentRevisions.kind, 'publish')));
      expect(revisions).toHaveLength(1);
      expect((await other.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=CN`)).statusCode).toBe(200);
    } finally {
      // Restore the suite's instances for afterAll (closing twice is harmless).
      clockOf(other).real();
      second = other;
      await restarted.close();
    }
  });

  /*
   * The reader's content clock stands still, a minute ahead, so its periodic version check (every
   * VERSION_CHECK_INTERVAL_MS) can never fall due: only the publish's NOTIFY can clear its cache. How soon the
   * notification arrives is a matter of speed, for a benchmark, not of this test.
   */
  const standingStill = () => new Date(Date.now() + 30 * VERSION_CHECK_INTERVAL_MS);

  it('shows a publish in the other instance’s server-rendered HTML once the notification arrives, its version check standing still', async () => {
    const dist = createFakeDist();
    writeServerBundle(dist.dir, TITLE_PAGE);
    const reader = await buildTestApp({ databaseUrl, staticDir: dist.dir, config: { rateLimitMax: 1_000_000 } });
    const page = '/pages/events/detail?documentNo=EVT-0005';
    clockOf(reader).standing(standingStill());
    const heard = hearVersions(reader);
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
      await service.publish(actor, 'EVT-0005', saved.version, ['EN']);
      await heard.reached(await contentVersion(second));
      const after = await reader.inject(page);
      expect(after.body).toContain('<h1>Rendered anew</h1>');
    } finally {
      heard.stop();
      await reader.close();
      dist.remove();
    }
  });

  it('shows a publish on one instance on the other once the notification arrives (NOTIFY), its version check standing still', async () => {
    const writer = await buildTestApp({ databaseUrl, config: { rateLimitMax: 1_000_000 } });
    const url = '/api/events/detail?documentNo=EVT-0002&language=EN';
    clockOf(second).standing(standingStill());
    const heard = hearVersions(second);
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
      await service.publish(actor, 'EVT-0002', saved.version, ['EN']);
      await heard.reached(await contentVersion(writer));
      const after = await second.inject(url);
      expect(after.json().data.title).toBe('Propagated title');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      heard.stop();
      clockOf(second).real();
      await writer.close();
    }
  });
});

describe('scheduled publishing across a restart on embedded PGlite', () => {
  it('carries out a row that fell due while the server was stopped, once, after it starts again', { timeout: 120_000 }, async ({ signal }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tp-pglite-'));
    const actor = { userId: null, label: 'Tester <tester@example.org>', ip: null, sections: ['event' as const] };
    let app = await buildTestApp({ dataDir });
    try {
      const service = editorialOf(app);
      const created = await service.create(actor, 'event', undefined);
      const saved = await service.save(actor, created.documentNo, created.version, eventDraft('Restarted'));
      const row = await service.schedule(actor, created.documentNo, saved.version, { language: 'CN', action: 'publish', at: chinaTime(new Date(Date.now() + HOUR_MS)) });
      await app.close();
      app = await buildTestApp({ dataDir });
      // The hour passed while it was stopped; its own poller finds the row due.
      clockOf(app).ahead(HOUR_MS + 1000);
      const done = await until(() => scheduleRow(app, row.id), (value) => value.doneAt !== null, { signal });
      expect(done.failure).toBeNull();
      // Another pass: nothing runs twice.
      expect(await editorialOf(app).runDue()).toBe(0);
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
