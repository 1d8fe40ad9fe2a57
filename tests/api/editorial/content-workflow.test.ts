import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
import { editorialOf } from '../../../server/src/routes/console/editorial-routes.js';
import { contentOf } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { createEditorialHarness, eventDraft, type EditorialHarness, type Staff } from './support/editorial-harness.js';

type Doc = {
  documentNo: string;
  version: number;
  shared: Record<string, unknown>;
  translations: Record<string, Record<string, unknown>>;
  languages: Record<string, { status: string; changed: boolean; machineDrafted: boolean }>;
  fallback: Record<string, string[]>;
  machineDrafted: Record<string, string[]>;
};

describe.each(TEST_DATABASES)('editors’ content workflow on $name', (database) => {
  let h: EditorialHarness;
  let eventEditor: Staff;
  let secondEditor: Staff;
  let benefitEditor: Staff;
  let plain: Staff;
  let admin: Staff;

  beforeAll(async () => {
    h = await createEditorialHarness(database);
    eventEditor = await h.staff(['editor:event'], 'Erin');
    secondEditor = await h.staff(['editor:*'], 'Sam');
    benefitEditor = await h.staff(['editor:benefit'], 'Bea');
    plain = await h.staff([], 'Pat');
    admin = await h.staff(['admin'], 'Ada');
  });
  afterAll(async () => {
    await h?.close();
  });

  const create = async (who: Staff = eventEditor): Promise<Doc> => {
    const response = await h.call(who, 'POST', '/api/console/content', { section: 'event' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Doc;
  };

  it('lists the sections with form fields derived from the seed schema and trilingual labels', async () => {
    const response = await h.call(eventEditor, 'GET', '/api/console/content/sections');
    expect(response.statusCode).toBe(200);
    const sections = response.json().data as Array<{ section: string; canEdit: boolean; fields: Array<{ path: string; localized: boolean; kind: string; required: boolean; label: { TC: string } }> }>;
    expect(sections.map((s) => s.section)).toContain('ith');
    const event = sections.find((s) => s.section === 'event')!;
    expect(event.canEdit).toBe(true);
    expect(sections.find((s) => s.section === 'benefit')!.canEdit).toBe(false);
    expect(event.fields).toContainEqual(expect.objectContaining({ path: 'location', localized: true, kind: 'text', required: true, label: { EN: 'Venue', CN: '地点', TC: '地點' } }));
    expect(event.fields).toContainEqual(expect.objectContaining({ path: 'startsAt', localized: false, kind: 'datetime', required: true }));
    expect(event.fields).toContainEqual(expect.objectContaining({ path: 'banner', kind: 'image' }));
    expect(event.fields).toContainEqual(expect.objectContaining({ path: 'category', kind: 'enum', options: expect.arrayContaining(['forum']) }));
    const benefit = sections.find((s) => s.section === 'benefit')!;
    expect(benefit.fields).toContainEqual(expect.objectContaining({ path: 'contact.phone', localized: true, required: true }));
  });

  it('builds the draft of a seeded document from its published rows when first opened', async () => {
    const response = await h.call(eventEditor, 'GET', '/api/console/content/EVT-0001');
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json().data as Doc;
    const publicEvent = (await h.app.inject('/api/events/detail?documentNo=EVT-0001&language=TC')).json().data;
    expect(doc.translations.TC!.title).toBe(publicEvent.title);
    expect(doc.shared.startsAt).toBe(publicEvent.startsAt);
    expect(doc.languages.CN).toMatchObject({ status: 'published', changed: false });
    expect(doc.version).toBe(1);
  });

  it('saves an incomplete draft, and refuses to publish it naming every missing field and language', async () => {
    const doc = await create();
    expect(doc.documentNo).toMatch(/^EVT-\d{4}$/);
    const draft = eventDraft('Incomplete');
    const { organiser: _missing, ...tcWithout } = draft.translations.TC;
    const { location: _gone, ...cnWithout } = draft.translations.CN;
    const saved = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, {
      version: doc.version,
      shared: { ...draft.shared, banner: undefined },
      translations: { CN: cnWithout, TC: tcWithout },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json().data.version as number;
    expect(version).toBe(2);
    expect(saved.json().data.languages.CN.status).toBe('draft');
    expect(saved.json().data.languages.EN.status).toBe('missing');
    expect(saved.json().data.fallback.TC).toEqual(['organiser']);

    const refused = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/publish`, { version, languages: ['CN', 'TC'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(42260);
    expect(refused.json().data.errors).toEqual(
      expect.arrayContaining([
        { language: null, path: 'banner', message: 'is required' },
        { language: 'CN', path: 'location', message: 'is required' },
        { language: 'TC', path: 'organiser', message: 'is required' },
      ]),
    );
    // Chinese message for a Chinese reader.
    const refusedCn = await h.app.inject({
      method: 'POST',
      url: `/api/console/content/${doc.documentNo}/publish?language=CN`,
      headers: { authorization: `Bearer ${eventEditor.token}`, 'accept-language': 'zh-CN' },
      payload: { version, languages: ['CN'] },
    });
    expect(refusedCn.statusCode).toBe(422);
    expect(refusedCn.json().message).toMatch(/必填/);
    // Nothing reached the public site.
    expect((await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=CN`)).statusCode).toBe(404);
  });

  it('publishes CN first, the others after; the public API shows it; CN is refused last', async () => {
    const doc = await create();
    const draft = eventDraft('Published');
    const saved = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: doc.version, ...draft });
    let version = saved.json().data.version as number;
    const enFirst = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/publish`, { version, languages: ['EN'] });
    expect(enFirst.statusCode).toBe(422);
    expect(enFirst.json().code).toBe(42261);

    const published = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/publish`, { version, languages: ['CN', 'EN'] });
    expect(published.statusCode, published.body).toBe(200);
    version = published.json().data.version;
    expect(published.json().data.languages).toMatchObject({ CN: { status: 'published' }, EN: { status: 'published' }, TC: { status: 'draft' } });
    const en = (await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=EN`)).json().data;
    expect(en.title).toBe('Published EN');
    // TC is not published: the reader of TC sees CN, the fallback.
    const tc = (await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=TC`)).json().data;
    expect(tc.title).toBe(draft.translations.CN.title);
    expect(tc.language).toBe('CN');

    // CN's draft may be half-edited while TC is published alone: only TC is written, and nothing breaks.
    const halfway = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, {
      version,
      shared: draft.shared,
      translations: { ...draft.translations, CN: { title: draft.translations.CN.title } },
    });
    const tcAlone = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/publish`, { version: halfway.json().data.version, languages: ['TC'] });
    expect(tcAlone.statusCode, tcAlone.body).toBe(200);
    version = tcAlone.json().data.version;
    expect((await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=TC`)).json().data.title).toBe('Published TC');
    expect((await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=CN`)).json().data.location).toBe('Hall CN');
    expect(tcAlone.json().data.languages.CN).toMatchObject({ status: 'published', changed: true });

    const cnLast = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/unpublish`, { version, languages: ['CN'] });
    expect(cnLast.statusCode).toBe(422);
    expect(cnLast.json().code).toBe(42262);
    // TC can be taken off alone (its readers fall back to CN), and that is audited.
    const tcOff = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/unpublish`, { version, languages: ['TC'] });
    expect(tcOff.statusCode, tcOff.body).toBe(200);
    version = tcOff.json().data.version;
    const [unpublishRow] = await h.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, doc.documentNo), eq(auditLog.action, 'content.unpublish')));
    expect(unpublishRow).toMatchObject({ actorId: eventEditor.id, actorLabel: eventEditor.label, targetType: 'document' });

    const archived = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/archive`, { version });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.languages.CN.status).toBe('archived');
    expect((await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=EN`)).statusCode).toBe(404);
  });

  it('drafts TC from CN through OpenCC, marked machine-drafted until a person edits the field', async () => {
    const doc = await create();
    const draft = eventDraft('Convert');
    draft.translations.CN = { ...draft.translations.CN, title: '人才发展论坛', location: '国际会议厅' };
    const saved = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: doc.version, shared: draft.shared, translations: { CN: draft.translations.CN } });
    const converted = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/convert`, { version: saved.json().data.version, from: 'CN', to: 'TC' });
    expect(converted.statusCode, converted.body).toBe(200);
    const after = converted.json().data as Doc;
    expect(after.translations.TC!.title).toBe('人才發展論壇');
    expect(after.translations.TC!.location).toBe('國際會議廳');
    expect(after.machineDrafted.TC).toEqual(expect.arrayContaining(['title', 'location']));
    expect(after.languages.TC!.machineDrafted).toBe(true);

    const edited = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, {
      version: after.version,
      shared: after.shared,
      translations: { ...after.translations, TC: { ...after.translations.TC, title: '人才發展論壇（香港）' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.machineDrafted.TC).not.toContain('title');
    expect(edited.json().data.machineDrafted.TC).toContain('location');
    const bad = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/convert`, { version: edited.json().data.version, from: 'TC', to: 'CN' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a stale save with 409, the current document and the other editor’s change; nothing is overwritten', async () => {
    const doc = await create();
    const draft = eventDraft('Conflict');
    const first = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: doc.version, ...draft });
    expect(first.statusCode).toBe(200);
    const mine = first.json().data as Doc;
    const theirs = await h.call(secondEditor, 'PUT', `/api/console/content/${doc.documentNo}`, {
      version: mine.version,
      shared: mine.shared,
      translations: { ...mine.translations, EN: { ...mine.translations.EN, title: 'Their title' } },
    });
    expect(theirs.statusCode).toBe(200);
    const stale = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, {
      version: mine.version,
      shared: mine.shared,
      translations: { ...mine.translations, EN: { ...mine.translations.EN, title: 'My title' } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(40960);
    expect(stale.json().data.changedBy).toBe(secondEditor.label);
    expect(stale.json().data.current.translations.EN.title).toBe('Their title');
    expect(stale.json().data.diff).toEqual([{ path: 'title', language: 'EN', before: 'Conflict EN', after: 'Their title' }]);
    const now = (await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}`)).json().data as Doc;
    expect(now.translations.EN!.title).toBe('Their title');
    expect(now.version).toBe(mine.version + 1);
  });

  it('keeps every change as a numbered revision with a field diff, and restores any revision as a new draft', async () => {
    const doc = await create();
    const draft = eventDraft('Revisions');
    const v2 = (await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: doc.version, ...draft })).json().data as Doc;
    const v3 = (
      await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, {
        version: v2.version,
        shared: { ...v2.shared, mapQuery: '横琴口岸' },
        translations: { ...v2.translations, CN: { ...v2.translations.CN, summary: '新的摘要' } },
      })
    ).json().data as Doc;
    const revisions = (await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}/revisions`)).json().data as Array<{ revisionNo: number; kind: string; authorLabel: string; diff: unknown[] }>;
    expect(revisions.map((r) => [r.revisionNo, r.kind])).toEqual([
      [3, 'save'],
      [2, 'save'],
      [1, 'create'],
    ]);
    expect(revisions[0]!.authorLabel).toBe(eventEditor.label);
    expect(revisions[0]!.diff).toEqual(
      expect.arrayContaining([
        { path: 'mapQuery', language: null, before: '横琴国际人才港', after: '横琴口岸' },
        { path: 'summary', language: 'CN', before: 'Summary CN', after: '新的摘要' },
      ]),
    );
    const snapshot = (await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}/revisions/2`)).json().data;
    expect(snapshot.translations.CN.summary).toBe('Summary CN');

    const restored = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/revisions/2/restore`, { version: v3.version });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = restored.json().data as Doc;
    expect(back.version).toBe(4);
    expect(back.translations.CN!.summary).toBe('Summary CN');
    expect(back.shared.mapQuery).toBe('横琴国际人才港');
    const latest = (await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}/revisions`)).json().data[0];
    expect(latest).toMatchObject({ revisionNo: 4, kind: 'restore' });
    expect((await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}/revisions/99`)).statusCode).toBe(404);
  });

  it('previews the draft as exactly the public DTO the detail endpoint returns once published', async () => {
    const doc = await create();
    // An empty draft has no page yet: the fields it needs are named, as at publish time.
    const empty = await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}/preview?language=EN`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors).toContainEqual({ language: 'CN', path: 'title', message: 'is required' });
    const draft = eventDraft('Preview');
    const saved = (await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: doc.version, ...draft })).json().data as Doc;
    const preview = await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}/preview?language=TC`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.route).toBe(`/pages/events/detail?documentNo=${doc.documentNo}`);
    // Not on the public site while only previewed.
    expect((await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=TC`)).statusCode).toBe(404);
    await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/publish`, { version: saved.version, languages: ['CN', 'EN', 'TC'] });
    const live = (await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=TC`)).json().data;
    const { updatedAt: _a, ...previewed } = preview.json().data.data;
    const { updatedAt: _b, ...published } = live;
    expect(previewed).toEqual(published);
    expect(Object.keys(preview.json().data.data).sort()).toEqual(Object.keys(live).sort());
  });

  it('checks the section of every document: editors of other sections and plain users are refused', async () => {
    const doc = await create();
    expect((await h.call(benefitEditor, 'GET', `/api/console/content/${doc.documentNo}`)).statusCode).toBe(403);
    expect((await h.call(benefitEditor, 'POST', '/api/console/content', { section: 'event' })).statusCode).toBe(403);
    expect((await h.call(plain, 'GET', '/api/console/content')).statusCode).toBe(403);
    expect((await h.call(undefined, 'GET', '/api/console/content')).statusCode).toBe(401);
    expect((await h.call(admin, 'GET', `/api/console/content/${doc.documentNo}`)).statusCode).toBe(200);
    const list = (await h.call(benefitEditor, 'GET', '/api/console/content?pageSize=100')).json().data;
    expect(list.list.every((item: { section: string }) => item.section === 'benefit')).toBe(true);
    expect(list.total).toBeGreaterThan(0);
    const search = (await h.call(eventEditor, 'GET', `/api/console/content?section=event&q=${doc.documentNo}`)).json().data;
    expect(search.list.map((item: { documentNo: string }) => item.documentNo)).toEqual([doc.documentNo]);
    const drafts = (await h.call(eventEditor, 'GET', '/api/console/content?section=event&status=draft&pageSize=100')).json().data;
    expect(drafts.list.length).toBeGreaterThan(0);
  });

  it('schedules publishing and unpublishing at China-time instants by the app clock, and cancels a pending one', async () => {
    const doc = await create();
    const saved = (await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: doc.version, ...eventDraft('Scheduled') })).json().data as Doc;
    const scheduled = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/schedule`, { version: saved.version, language: 'CN', action: 'publish', at: '2099-05-01T09:00:00+08:00' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ runAt: '2099-05-01T01:00:00.000Z', version: saved.version + 1, createdBy: eventEditor.id });
    const stale = await h.call(eventEditor, 'PUT', `/api/console/content/${doc.documentNo}`, { version: saved.version, ...eventDraft('Stale') });
    expect(stale.statusCode).toBe(409);
    let current = (await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}`)).json().data;
    expect(current.languages.CN).toMatchObject({ status: 'scheduled', publishAt: '2099-05-01T01:00:00.000Z' });
    const canceled = await h.call(eventEditor, 'DELETE', `/api/console/content/${doc.documentNo}/schedule/${scheduled.json().data.id}`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data.languages.CN.status).toBe('draft');
    expect((await h.call(eventEditor, 'DELETE', `/api/console/content/${doc.documentNo}/schedule/${scheduled.json().data.id}`)).statusCode).toBe(404);

    // Publish now, unpublish at an instant; the scheduler runs on the app's clock.
    current = canceled.json().data;
    const published = (await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/publish`, { version: current.version, languages: ['CN', 'EN'] })).json().data;
    const off = await h.call(eventEditor, 'POST', `/api/console/content/${doc.documentNo}/schedule`, { version: published.version, language: 'EN', action: 'unpublish', at: '2099-06-01T00:00:00+08:00' });
    expect(off.statusCode).toBe(200);
    const service = editorialOf(h.app);
    expect(await service.runDue()).toBe(0);
    const clock = contentOf(h.app).clock;
    const realNow = clock.now;
    clock.now = () => new Date('2099-06-01T00:00:01+08:00');
    try {
      expect(await service.runDue()).toBeGreaterThanOrEqual(1);
    } finally {
      clock.now = realNow;
    }
    const after = (await h.call(eventEditor, 'GET', `/api/console/content/${doc.documentNo}`)).json().data;
    expect(after.languages).toMatchObject({ CN: { status: 'published' }, EN: { status: 'draft' } });
    expect(after.schedule.find((row: { id: number }) => row.id === off.json().data.id)).toMatchObject({ failure: null, doneAt: '2099-05-31T16:00:01.000Z' });
    const en = (await h.app.inject(`/api/events/detail?documentNo=${doc.documentNo}&language=EN`)).json().data;
    expect(en.language).toBe('CN');
    // Scheduling, cancelling and the scheduled unpublish are each audited; the last in the scheduling editor's name.
    const audit = await h.app.db.select().from(auditLog).where(eq(auditLog.targetId, doc.documentNo)).orderBy(asc(auditLog.id));
    const actions = audit.map((row) => row.action).filter((action) => action !== 'content.save' && action !== 'content.create');
    expect(actions).toEqual(['content.schedule', 'content.unschedule', 'content.publish', 'content.schedule', 'content.unpublish']);
    const unschedule = audit.find((row) => row.action === 'content.unschedule')!;
    expect(unschedule).toMatchObject({ actorId: eventEditor.id, actorLabel: eventEditor.label });
    expect(unschedule.details).toMatchObject({ schedule: { id: scheduled.json().data.id, language: 'CN', action: 'publish' } });
    expect(audit.at(-1)).toMatchObject({ action: 'content.unpublish', actorId: eventEditor.id, actorLabel: `${eventEditor.label} (scheduled)`, ip: null });
  });

  it('documents every endpoint in the OpenAPI description', async () => {
    const paths = Object.keys((await h.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/console/content/sections',
        '/api/console/content',
        '/api/console/content/{no}',
        '/api/console/content/{no}/publish',
        '/api/console/content/{no}/schedule/{id}',
        '/api/console/content/{no}/revisions/{rev}/restore',
        '/api/console/content/{no}/preview',
        '/api/console/media',
        '/api/console/media/{assetNo}',
        '/media/{assetNo}/{file}',
      ]),
    );
  });

  it('audits every write with the editor’s name, address and before/after', async () => {
    const rows = await h.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, eventEditor.id), like(auditLog.action, 'content.%')));
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'content.create',
      'content.save',
      'content.publish',
      'content.unpublish',
      'content.archive',
      'content.convert',
      'content.restore',
      'content.schedule',
      'content.unschedule',
    ]) {
      expect(actions).toContain(action);
    }
    const save = rows.find((row) => row.action === 'content.save')!;
    expect(save.actorLabel).toBe(eventEditor.label);
    expect(save.targetType).toBe('document');
    expect(save.ip).toBeTruthy();
    expect(save.details).toHaveProperty('before');
    expect(save.details).toHaveProperty('after');
  });
});

describe('the seeder and the console', () => {
  it('no longer re-dates a seed event once an editor has opened it (the draft holds its dates)', async () => {
    const { refreshSeedEvents, SEED_DATA_DIR } = await import('../../../server/src/content/seeder.js');
    const { loadSeedContent } = await import('../../../server/src/content/seed-schema.js');
    const h = await createEditorialHarness({ name: 'pglite' });
    try {
      const editor = await h.staff(['editor:event'], 'Eve');
      const opened = (await h.call(editor, 'GET', '/api/console/content/EVT-0002')).json().data;
      const seed = loadSeedContent(SEED_DATA_DIR);
      const content = contentOf(h.app);
      const moved = await refreshSeedEvents(h.app.db, content.store, seed, new Date(Date.now() + 90 * 86_400_000));
      expect(moved).toBe(seed.events.length - 1);
      const after = (await h.app.inject('/api/events/detail?documentNo=EVT-0002&language=EN')).json().data;
      expect(after.startsAt).toBe(opened.shared.startsAt);
    } finally {
      await h.close();
    }
  });
});
