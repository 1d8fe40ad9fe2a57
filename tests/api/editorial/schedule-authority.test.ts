import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/src/db/schema/auth.js';
import { contentSchedule } from '../../../server/src/db/schema/editorial.js';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
import { editorialOf } from '../../../server/src/routes/console/editorial-routes.js';
import { changeRole } from '../../../server/src/services/console/grants.js';
import { contentOf } from '../../../server/src/services/content/content-context.js';
import { EDITORIAL_ERRORS } from '../../../server/src/services/editorial/editorial-errors.js';
import { TEST_DATABASES } from '../support/databases.js';
import { createEditorialHarness, eventDraft, type EditorialHarness, type Staff } from './support/editorial-harness.js';

const RUN_AT = '2099-05-01T09:00:00+08:00';

/**
 * Issue #29 §8: a scheduled publication runs with the rights its author has when it falls due, not those they had when
 * they scheduled it. The attack: an editor schedules, loses the section (or the account is deactivated), and the
 * publication would still go out in their name.
 */
describe.each(TEST_DATABASES)('authority is checked when a schedule runs, on $name', (database) => {
  let h: EditorialHarness;
  let admin: Staff;

  beforeAll(async () => {
    h = await createEditorialHarness(database);
    admin = await h.staff(['admin'], 'Ada');
  });

  afterAll(async () => {
    await h?.close();
  });

  /** A complete event draft by this editor with a CN publication scheduled; returns the document and the schedule id. */
  const scheduled = async (editor: Staff) => {
    const created = (await h.call(editor, 'POST', '/api/console/content', { section: 'event' })).json().data as { documentNo: string; version: number };
    const draft = eventDraft('Scheduled by someone');
    const saved = await h.call(editor, 'PUT', `/api/console/content/${created.documentNo}`, { version: created.version, ...draft });
    expect(saved.statusCode, saved.body).toBe(200);
    const schedule = await h.call(editor, 'POST', `/api/console/content/${created.documentNo}/schedule`, {
      version: saved.json().data.version,
      language: 'CN',
      action: 'publish',
      at: RUN_AT,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    return { documentNo: created.documentNo, id: schedule.json().data.id as number };
  };
  const row = async (id: number) => (await h.app.db.select().from(contentSchedule).where(eq(contentSchedule.id, id)))[0]!;
  const runAtDue = async () => {
    const clock = contentOf(h.app).clock;
    const real = clock.now;
    clock.now = () => new Date(new Date(RUN_AT).getTime() + 1000);
    try {
      return await editorialOf(h.app).runDue(100);
    } finally {
      clock.now = real;
    }
  };
  const publicStatus = async (documentNo: string) => (await h.app.inject(`/api/events/detail?documentNo=${documentNo}&language=CN`)).statusCode;

  it('publishes nothing for an editor who no longer holds the section, and records why', async () => {
    const editor = await h.staff(['editor:event'], 'Lost');
    const { documentNo, id } = await scheduled(editor);
    // The role goes by a path that does not tidy up (an operator's SQL, a restore): the run itself must refuse.
    await h.app.db.update(users).set({ permissions: ['editor:benefit'] }).where(eq(users.id, editor.id));
    expect(await runAtDue()).toBeGreaterThanOrEqual(1);
    const done = await row(id);
    expect(done.doneAt).not.toBeNull();
    expect(JSON.parse(done.failure!)).toMatchObject({ code: EDITORIAL_ERRORS.sectionForbidden.code });
    expect(await publicStatus(documentNo)).toBe(404);
    expect((await h.call(admin, 'GET', `/api/console/content/${documentNo}`)).json().data.languages.CN.status).not.toBe('published');
  });

  it('publishes nothing for a deactivated or erased account', async () => {
    const inactive = await h.staff(['editor:event'], 'Gone');
    const first = await scheduled(inactive);
    await h.app.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
    const erased = await h.staff(['editor:event'], 'Erased');
    const second = await scheduled(erased);
    await h.app.db.delete(users).where(eq(users.id, erased.id));
    await runAtDue();
    expect(JSON.parse((await row(first.id)).failure!)).toMatchObject({
      code: EDITORIAL_ERRORS.schedulerNotAuthorized.code,
      data: { reason: 'accountInactive' },
    });
    expect(JSON.parse((await row(second.id)).failure!)).toMatchObject({ data: { reason: 'accountGone' } });
    expect(await publicStatus(first.documentNo)).toBe(404);
    expect(await publicStatus(second.documentNo)).toBe(404);
  });

  it('cancels the pending schedules beyond the new rights at once, from the console and the command line', async () => {
    const byRoles = await h.staff(['editor:event', 'editor:benefit'], 'Roles');
    const keptByRoles = await scheduled(byRoles);
    const roles = await h.call(admin, 'PUT', `/api/console/users/${byRoles.id}/roles`, { roles: ['editor:benefit'] });
    expect(roles.statusCode, roles.body).toBe(200);
    expect((await row(keptByRoles.id)).canceledAt).not.toBeNull();
    const [audit] = await h.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.roles'), eq(auditLog.targetId, String(byRoles.id))));
    expect(audit?.details).toMatchObject({ schedulesCanceled: [keptByRoles.id] });

    const byDeactivation = await h.staff(['editor:event'], 'Deact');
    const deactivated = await scheduled(byDeactivation);
    expect((await h.call(admin, 'PUT', `/api/console/users/${byDeactivation.id}/active`, { active: false })).statusCode).toBe(200);
    expect((await row(deactivated.id)).canceledAt).not.toBeNull();

    const byCommand = await h.staff(['editor:event'], 'Cli');
    const viaCli = await scheduled(byCommand);
    await changeRole(h.app.db, { email: byCommand.email, role: 'editor:event', revoke: true }, new Date());
    expect((await row(viaCli.id)).canceledAt).not.toBeNull();

    // A section still held keeps its schedule.
    const keeps = await h.staff(['editor:event', 'editor:benefit'], 'Keeps');
    const kept = await scheduled(keeps);
    expect((await h.call(admin, 'PUT', `/api/console/users/${keeps.id}/roles`, { roles: ['editor:event'] })).statusCode).toBe(200);
    expect((await row(kept.id)).canceledAt).toBeNull();
    await runAtDue();
    expect((await row(kept.id)).failure).toBeNull();
    const document = (await h.call(keeps, 'GET', `/api/console/content/${kept.documentNo}`)).json().data;
    expect(document.languages.CN.status).toBe('published');
  });
});
