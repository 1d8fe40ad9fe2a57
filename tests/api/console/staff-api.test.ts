import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '../../../server/src/db/schema/auth.js';
import { contactReplies, contactRequests } from '../../../server/src/db/schema/contact.js';
import { applications, auditLog, savedSearches, storedFiles } from '../../../server/src/db/schema/recruitment.js';
import { entryChecklists, talentReports } from '../../../server/src/db/schema/tools.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createConsoleHarness, pdfBytes, totpAt, type ConsoleHarness, type Person } from './support/console-harness.js';

const codeOf = (name: keyof typeof CONSOLE_ERRORS) => CONSOLE_ERRORS[name].code;

/** A talent report's answers the server accepts: a foreign doctoral researcher with a job in the Zone. */
const REPORT_ANSWERS = {
  identity: 'foreigner',
  nationality: 276,
  age: 30,
  degree: 'doctorate',
  graduatedWithinYears: '0-1',
  studiedAbroad: true,
  hsk: '4',
  field: 'research',
  experienceYears: 3,
  monthlySalary: 30000,
  employerInZone: true,
  socialInsuranceMonths: 12,
  consecutiveMonths: 12,
  goals: ['work', 'live'],
  family: 'alone',
  entryTiming: 'before',
  ownsHomeInCity: false,
  enterpriseRole: 'none',
};

describe.each(TEST_DATABASES)('staff console: second factor, users, audit, inbox on $name', (database) => {
  let h: ConsoleHarness;
  let admin: Person;
  let hub: Person;
  let editor: Person;

  const auditOf = (userId: number) =>
    h.app.db.select().from(auditLog).where(eq(auditLog.actorId, userId)).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    [admin, hub, editor] = await Promise.all([
      h.person(['admin'], { firstName: 'Ada' }),
      h.person(['hub'], { firstName: 'Hana' }),
      h.person(['editor:event'], { firstName: 'Eddie' }),
    ]);
  });

  afterAll(async () => {
    await h?.close();
  });

  // Some cases move the clock on by hours: the long-lived callers verify again when their console session went idle.
  beforeEach(async () => {
    await h.keepAlive(admin, hub, editor);
  });

  describe('second factor', () => {
    it('enrols with a new secret per setup, an otpauth URI and a QR code, then 10 recovery codes stored as SHA-256', async () => {
      const person = await h.person(['editor:benefit'], { secondFactor: false });
      const before = await h.as(person, 'GET', '/api/console/2fa');
      expect(before.json().data).toEqual({ enrolled: false, verified: false, recoveryCodesLeft: 0 });
      // Nothing else of the console before the second factor.
      const refused = expectErrorEnvelope(await h.as(person, 'GET', '/api/console/me'), 403, codeOf('secondFactorRequired'));
      expect(refused.data).toEqual({ enrolled: false });

      const first = (await h.as(person, 'POST', '/api/console/2fa/setup')).json().data as { secret: string; otpauthUri: string; qrSvg: string };
      const second = (await h.as(person, 'POST', '/api/console/2fa/setup')).json().data as typeof first;
      expect(second.secret).not.toBe(first.secret);
      expect(second.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(second.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.searchParams.get('issuer')).toBe('Talent Portal');
      expect(uri.searchParams.get('secret')).toBe(second.secret);
      expect(uri.searchParams.get('algorithm')).toBe('SHA1');
      expect(uri.searchParams.get('digits')).toBe('6');
      expect(uri.searchParams.get('period')).toBe('30');
      expect(second.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

      // A code of the first (replaced) secret is wrong.
      const step = Math.floor(h.app.auth.clock.now().getTime() / 30_000);
      const wrong = expectErrorEnvelope(
        await h.as(person, 'POST', '/api/console/2fa/enable?language=EN', { code: totpAt(first.secret, step) }),
        400,
        codeOf('badCode'),
      );
      expect(wrong.message).toContain('authenticator app');
      person.secret = second.secret;
      const enabled = await h.as(person, 'POST', '/api/console/2fa/enable', { code: h.totp(person) });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const codes = (enabled.json().data as { recoveryCodes: string[] }).recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const stored = await h.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id));
      expect(stored.map((row) => row.codeHash).sort()).toEqual(
        codes.map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex')).sort(),
      );
      expect(JSON.stringify(stored)).not.toContain(codes[0]!.slice(0, 5));

      // This session is verified; enrolment is closed now.
      expect((await h.as(person, 'GET', '/api/console/2fa')).json().data).toEqual({ enrolled: true, verified: true, recoveryCodesLeft: 10 });
      const me = (await h.as(person, 'GET', '/api/console/me')).json().data as Record<string, unknown>;
      expect(me).toMatchObject({ roles: ['editor:benefit'], admin: false, hub: false, editorSections: ['benefit'], secondFactor: { enrolled: true, verified: true } });
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/setup'), 409, codeOf('alreadyEnrolled'));
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/enable', { code: h.totp(person) }), 409, codeOf('alreadyEnrolled'));
      const [enrolledRow] = await auditOf(person.id);
      expect(enrolledRow).toMatchObject({ action: 'session.secondFactorEnabled', targetType: 'user', targetId: String(person.id) });
    });

    it('verifies a new session by code once per time step, and by each recovery code once', async () => {
      const person = await h.person(['hub']);
      await h.signIn(person, false);
      expectErrorEnvelope(await h.as(person, 'GET', '/api/console/inbox'), 403, codeOf('secondFactorRequired'));
      const code = h.totp(person);
      const verified = await h.as(person, 'POST', '/api/console/2fa/verify', { code });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toEqual({ verified: true, recoveryCodesLeft: 10 });
      expect((await h.as(person, 'GET', '/api/console/inbox')).statusCode).toBe(200);

      // The same code again, from another session in the same 30 s: refused (replay).
      await h.signIn(person, false);
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/verify', { code }), 400, codeOf('badCode'));
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/verify', { code: '12345' }), 400, codeOf('badCode'));
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/verify', {}), 400, codeOf('codeRequired'));
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/verify', { code, recoveryCode: 'x' }), 400, codeOf('codeRequired'));

      const recovery = person.recoveryCodes![0]!;
      const byRecovery = await h.as(person, 'POST', '/api/console/2fa/verify', { recoveryCode: ` ${recovery.toUpperCase().replace('-', ' ')} ` });
      expect(byRecovery.statusCode, byRecovery.body).toBe(200);
      expect(byRecovery.json().data.recoveryCodesLeft).toBe(9);
      await h.signIn(person, false);
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/verify', { recoveryCode: recovery }), 400, codeOf('badCode'));

      const trail = (await auditOf(person.id)).map((row) => [row.action, row.details]);
      expect(trail.slice(0, 6)).toEqual([
        ['session.secondFactorFailed', { method: 'recovery' }],
        ['session.login', {}],
        ['session.secondFactor', { method: 'recovery', recoveryCodesLeft: 9 }],
        ['session.secondFactorFailed', { method: 'totp' }],
        ['session.secondFactorFailed', { method: 'totp' }],
        ['session.login', {}],
      ]);
      const [latest] = await auditOf(person.id);
      expect(latest!.actorLabel).toBe(`Ann <${person.email}>`);
      expect(latest!.ip).toBe('127.0.0.1');
    });

    it('refuses verification after 5 wrong codes in 15 minutes (429), even a right one, until the window passes', async () => {
      const person = await h.person(['editor:event']);
      await h.signIn(person, false);
      for (let i = 0; i < 5; i += 1) {
        expectErrorEnvelope(await h.as(person, 'POST', '/api/console/2fa/verify', { code: '000000' }), 400, codeOf('badCode'));
      }
      const limited = expectErrorEnvelope(
        await h.as(person, 'POST', '/api/console/2fa/verify?language=EN', { code: h.totp(person) }),
        429,
        codeOf('tooManyCodes'),
      );
      expect(limited.message).toMatch(/Try again in 1[45] minutes/);
      h.advance(15 * 60 + 1);
      await h.signIn(person, false);
      expect((await h.verify(person)).statusCode).toBe(200);
    });

    it('needs console activity every 30 minutes: idle sessions get 40312 and pass with a new code', async () => {
      const person = await h.person(['hub']);
      h.advance(29 * 60);
      expect((await h.as(person, 'GET', '/api/console/inbox')).statusCode).toBe(200);
      h.advance(29 * 60);
      expect((await h.as(person, 'GET', '/api/console/me')).statusCode).toBe(200);
      h.advance(31 * 60);
      const idle = expectErrorEnvelope(await h.as(person, 'GET', '/api/console/me?language=EN'), 403, codeOf('sessionIdle'));
      expect(idle.data).toEqual({ enrolled: true });
      expect(idle.message).toContain('30 minutes');
      expect((await h.as(person, 'GET', '/api/console/2fa')).json().data).toMatchObject({ enrolled: true, verified: false });
      // The web part of the session is untouched.
      expect((await h.as(person, 'GET', '/api/profile')).statusCode).toBe(200);
      expect((await h.verify(person)).statusCode).toBe(200);
      expect((await h.as(person, 'GET', '/api/console/me')).statusCode).toBe(200);
    });

    it('is for staff only, and audits staff password sign-ins (not visitors’)', async () => {
      const visitor = await h.person([]);
      expectErrorEnvelope(await h.as(visitor, 'GET', '/api/console/2fa'), 403, codeOf('forbidden'));
      expectErrorEnvelope(await h.as(visitor, 'POST', '/api/console/2fa/setup'), 403, codeOf('forbidden'));
      expectErrorEnvelope(await h.as(undefined, 'POST', '/api/console/2fa/verify', { code: '123456' }), 401);
      expect(await auditOf(visitor.id)).toEqual([]);
      const failed = await h.login(editor.email, 'not the password');
      expect(failed.statusCode).toBe(401);
      const [row] = await auditOf(editor.id);
      expect(row).toMatchObject({ action: 'session.loginFailed', actorLabel: `Eddie <${editor.email}>`, ip: '127.0.0.1' });
    });
  });

  describe('users', () => {
    type Detail = { id: number; email: string; active: boolean; roles: string[]; totpEnrolled: boolean; recoveryCodesLeft: number };
    const detail = async (person: Person) => (await h.as(admin, 'GET', `/api/console/users/${person.id}`)).json().data as Detail;

    it('searches accounts by text, status and role', async () => {
      const found = await h.as(admin, 'GET', `/api/console/users?q=${encodeURIComponent(hub.email.toUpperCase())}`);
      expect(found.statusCode, found.body).toBe(200);
      const page = found.json().data as { list: Detail[]; total: number };
      expect(page.total).toBe(1);
      expect(page.list[0]).toMatchObject({ id: hub.id, email: hub.email, firstName: 'Hana', active: true, roles: ['hub'], totpEnrolled: true });
      const ids = async (query: string) =>
        ((await h.as(admin, 'GET', `/api/console/users?pageSize=100&${query}`)).json().data as { list: Detail[] }).list.map((u) => u.id);
      expect(await ids('role=hub')).toContain(hub.id);
      expect(await ids('role=hub')).not.toContain(editor.id);
      expect(await ids('role=editor')).toContain(editor.id);
      expect(await ids('role=editor:event')).toContain(editor.id);
      expect(await ids('role=editor:benefit')).not.toContain(editor.id);
      expect(await ids('role=staff')).toEqual(expect.arrayContaining([admin.id, hub.id, editor.id]));
      expect(await ids('status=inactive')).not.toContain(admin.id);
      expect((await detail(editor)).recoveryCodesLeft).toBe(10);
      expectErrorEnvelope(await h.as(admin, 'GET', '/api/console/users/2147483647'), 404, codeOf('userNotFound'));
      expectErrorEnvelope(await h.as(admin, 'GET', '/api/console/users/abc'), 400, codeOf('recordIdInvalid'));
    });

    it('grants and revokes roles with before/after in the log, refusing unknown roles and enterprises', async () => {
      const person = await h.person([]);
      await h.app.db.update(users).set({ permissions: ['chat:agent'] }).where(eq(users.id, person.id));
      const set = await h.as(admin, 'PUT', `/api/console/users/${person.id}/roles`, { roles: ['editor:event', 'recruiter:ITH-0002', 'editor:event'] });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data.roles).toEqual(['editor:event', 'recruiter:ITH-0002']);
      const [row] = await h.app.db.select().from(users).where(eq(users.id, person.id));
      expect(row!.permissions).toEqual(['chat:agent', 'editor:event', 'recruiter:ITH-0002']);
      const [entry] = await h.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.roles'), eq(auditLog.targetId, String(person.id))));
      expect(entry).toMatchObject({ actorId: admin.id, actorLabel: `Ada <${admin.email}>`, details: { before: [], after: ['editor:event', 'recruiter:ITH-0002'] } });

      const bad = expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${person.id}/roles?language=EN`, { roles: ['editor:events'] }), 400, codeOf('roleInvalid'));
      expect(bad.message).toContain('editor:events');
      expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${person.id}/roles`, { roles: ['Admin'] }), 400, codeOf('roleInvalid'));
      expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${person.id}/roles`, { roles: ['recruiter:ITH-9999'] }), 400, codeOf('enterpriseUnknown'));
      expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${person.id}/roles`, { roles: 'admin' }), 400);
      expect((await h.as(admin, 'PUT', `/api/console/users/${person.id}/roles`, { roles: [] })).json().data.roles).toEqual([]);
    });

    it('never lets the last active admin go: not by roles, deactivation or deletion', async () => {
      // Every other admin of this database is made inactive first, so `admin` is the last one.
      await h.app.db.update(users).set({ active: false }).where(and(sql`${users.permissions} @> '["admin"]'::jsonb`, sql`${users.id} <> ${admin.id}`));
      expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${admin.id}/roles`, { roles: ['hub'] }), 409, codeOf('lastAdmin'));
      expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${admin.id}/active`, { active: false }), 409, codeOf('lastAdmin'));
      expectErrorEnvelope(await h.as(admin, 'DELETE', `/api/console/users/${admin.id}`), 409, codeOf('lastAdmin'));
      const second = await h.person(['admin']);
      const demoted = await h.as(second, 'PUT', `/api/console/users/${admin.id}/roles`, { roles: ['admin', 'hub'] });
      expect(demoted.statusCode).toBe(200);
      // Now `second` may step down, as `admin` stays.
      expect((await h.as(second, 'PUT', `/api/console/users/${second.id}/roles`, { roles: [] })).statusCode).toBe(200);
      expectErrorEnvelope(await h.as(admin, 'PUT', `/api/console/users/${admin.id}/roles`, { roles: [] }), 409, codeOf('lastAdmin'));
      await h.as(admin, 'PUT', `/api/console/users/${admin.id}/roles`, { roles: ['admin'] });
    });

    it('deactivates (sessions end) and activates again', async () => {
      const person = await h.person(['editor:event']);
      const off = await h.as(admin, 'PUT', `/api/console/users/${person.id}/active`, { active: false });
      expect(off.json().data.active).toBe(false);
      expectErrorEnvelope(await h.as(person, 'GET', '/api/profile'), 401);
      expect((await h.login(person.email, person.password)).statusCode).toBe(403);
      expect((await h.as(admin, 'PUT', `/api/console/users/${person.id}/active`, { active: true })).json().data.active).toBe(true);
      await h.signIn(person);
      expect((await h.as(person, 'GET', '/api/console/me')).statusCode).toBe(200);
      const actions = (await h.app.db.select().from(auditLog).where(eq(auditLog.targetId, String(person.id)))).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['user.deactivate', 'user.activate']));
    });

    it('forces a password reset: old password refused, sessions gone, the reset mail sent', async () => {
      const person = await h.person(['hub']);
      const reset = await h.as(admin, 'POST', `/api/console/users/${person.id}/password-reset`);
      expect(reset.statusCode, reset.body).toBe(200);
      expectErrorEnvelope(await h.as(person, 'GET', '/api/profile'), 401);
      expect((await h.login(person.email, person.password)).statusCode).toBe(401);
      const mail = await h.mailTo(person.email);
      expect(mail.text).toContain('/auth/resetPassword?');
    });

    it('resets the second factor: the person enrols again', async () => {
      const person = await h.person(['hub']);
      const reset = await h.as(admin, 'POST', `/api/console/users/${person.id}/second-factor/reset`);
      expect(reset.json().data).toMatchObject({ totpEnrolled: false, recoveryCodesLeft: 0 });
      const again = expectErrorEnvelope(await h.as(person, 'GET', '/api/console/inbox'), 403, codeOf('secondFactorRequired'));
      expect(again.data).toEqual({ enrolled: false });
      expect(await h.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id))).toEqual([]);
      person.lastStep = undefined;
      await h.enrol(person);
      expect((await h.as(person, 'GET', '/api/console/inbox')).statusCode).toBe(200);
    });

    it('deletes an account with everything it owns; its audit rows stay with id and label', async () => {
      const person = await h.person(['editor:event'], { firstName: 'Gone' });
      const before = await auditOf(person.id);
      expect(before.length).toBeGreaterThan(0);
      const deleted = await h.as(admin, 'DELETE', `/api/console/users/${person.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await h.app.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
      expect(await h.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id))).toEqual([]);
      expectErrorEnvelope(await h.as(person, 'GET', '/api/profile'), 401);
      const after = await auditOf(person.id);
      expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
      expect(after.every((row) => row.actorLabel === `Gone <${person.email}>`)).toBe(true);
      const log = (await h.as(admin, 'GET', `/api/console/audit?actor=${person.id}`)).json().data as { list: Array<{ actorEmail: string | null; actorLabel: string }> };
      expect(log.list.length).toBe(before.length);
      expect(log.list.every((row) => row.actorEmail === null && row.actorLabel.startsWith('Gone <'))).toBe(true);
      const [deletion] = await h.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, String(person.id))));
      expect(deletion).toMatchObject({ actorId: admin.id, details: { before: { roles: ['editor:event'], active: true } } });
      // A person's own erasure still works too, and keeps their rows.
      const self = await h.person(['hub']);
      const own = await auditOf(self.id);
      expect((await h.as(self, 'DELETE', '/api/profile', { password: h.encrypt(self.password), rsaEncrypted: true })).statusCode).toBe(200);
      expect((await auditOf(self.id)).length).toBe(own.length);
    });
    it('deleting an account from the console erases what it owns: applications and their files, saved searches, contact requests, reports, checklists', async () => {
      const person = await h.person([], { firstName: 'Owner' });
      const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => h.as(person, method, url, payload);
      // What the account owns, made through the public APIs as the person would.
      const [jobNo] = await h.openJobs('ITH-0001');
      const delivered = await h.deliver(person.token, jobNo!, { name: 'cv.pdf', bytes: pdfBytes() });
      expect(delivered.statusCode, delivered.body).toBe(200);
      const applicationId = (delivered.json().data as { id: number }).id;
      const [application] = await h.app.db.select().from(applications).where(eq(applications.id, applicationId));
      const fileKey = application!.fileKey!;
      expect(await h.app.db.select().from(storedFiles).where(eq(storedFiles.key, fileKey))).toHaveLength(1);
      expect((await as('POST', '/api/recruitment/saved-searches?language=EN', { keyword: 'hydrogen' })).statusCode).toBe(200);
      const checklist = await as('PUT', '/api/tools/entry-checklist?language=EN', { identity: 'foreigner', timing: 'after', ticked: ['bank-card'] });
      expect(checklist.statusCode, checklist.body).toBe(200);
      const report = await as('POST', '/api/tools/reports?language=EN', { answers: REPORT_ANSWERS });
      expect(report.statusCode, report.body).toBe(200);
      const contact = await h.app.inject({
        method: 'POST',
        url: '/api/ith/contact?language=EN',
        payload: { name: 'Owner', email: person.email, phone: '+852 9123 4567', message: 'Please call me back.' },
      });
      expect(contact.statusCode, contact.body).toBe(200);
      const owned = async () => ({
        applications: (await h.app.db.select().from(applications).where(eq(applications.userId, person.id))).length,
        files: (await h.app.db.select().from(storedFiles).where(eq(storedFiles.key, fileKey))).length,
        savedSearches: (await h.app.db.select().from(savedSearches).where(eq(savedSearches.userId, person.id))).length,
        contactRequests: (await h.app.db.select().from(contactRequests).where(eq(contactRequests.email, person.email))).length,
        reports: (await h.app.db.select().from(talentReports).where(eq(talentReports.userId, person.id))).length,
        checklists: (await h.app.db.select().from(entryChecklists).where(eq(entryChecklists.userId, person.id))).length,
      });
      expect(await owned()).toEqual({ applications: 1, files: 1, savedSearches: 1, contactRequests: 1, reports: 1, checklists: 1 });

      const deleted = await h.as(admin, 'DELETE', `/api/console/users/${person.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await owned()).toEqual({ applications: 0, files: 0, savedSearches: 0, contactRequests: 0, reports: 0, checklists: 0 });
      expect(await h.app.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
      const [deletion] = await h.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, String(person.id))));
      expect(deletion).toMatchObject({ actorId: admin.id, actorLabel: `Ada <${admin.email}>`, targetType: 'user', details: { before: { roles: [], active: true } } });
      // The deletion's row names the account by id only: nothing of the erased person is written into the log.
      expect(JSON.stringify(deletion)).not.toContain(person.email);
      expect((await h.as(admin, 'GET', `/api/console/users/${person.id}`)).statusCode).toBe(404);
    });

    it('refuses to delete the last active admin, changing and auditing nothing', async () => {
      const lone = await h.person(['admin'], { firstName: 'Lone' });
      const others = and(sql`${users.permissions} @> '["admin"]'::jsonb`, sql`${users.id} <> ${lone.id}`, eq(users.active, true));
      const reactivate = (await h.app.db.select({ id: users.id }).from(users).where(others)).map((row) => row.id);
      await h.app.db.update(users).set({ active: false }).where(inArray(users.id, reactivate));
      try {
        expectErrorEnvelope(await h.as(lone, 'DELETE', `/api/console/users/${lone.id}`), 409, codeOf('lastAdmin'));
        expect(await h.app.db.select({ id: users.id }).from(users).where(eq(users.id, lone.id))).toHaveLength(1);
        expect(await h.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, String(lone.id))))).toEqual([]);
        expect((await h.as(lone, 'GET', '/api/console/me')).statusCode).toBe(200);
      } finally {
        await h.app.db.update(users).set({ active: true }).where(inArray(users.id, reactivate));
      }
      // With another admin active again, the same deletion goes through.
      expect((await h.as(admin, 'DELETE', `/api/console/users/${lone.id}`)).statusCode).toBe(200);
    });
  });

  describe('audit log', () => {
    it('searches by text, actor, action family and dates', async () => {
      type Page = { list: Array<{ action: string; actorId: number | null; actorLabel: string | null; ip: string | null; createdAt: string }>; total: number };
      const get = async (query: string) => {
        const response = await h.as(admin, 'GET', `/api/console/audit?pageSize=100&${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as Page;
      };
      const byHub = await get(`actor=${hub.id}`);
      expect(byHub.total).toBeGreaterThan(0);
      expect(byHub.list.every((row) => row.actorId === hub.id)).toBe(true);
      expect((await get(`actor=Hana`)).list.every((row) => row.actorLabel?.startsWith('Hana'))).toBe(true);
      const sessions = await get('action=session');
      expect(sessions.list.every((row) => row.action.startsWith('session.'))).toBe(true);
      expect((await get('action=session.*')).total).toBe(sessions.total);
      expect((await get('action=session.login')).list.every((row) => row.action === 'session.login')).toBe(true);
      expect((await get(`q=${encodeURIComponent(hub.email)}`)).total).toBeGreaterThan(0);
      const today = h.app.auth.clock.now().toISOString();
      expect((await get(`from=2999-01-01`)).total).toBe(0);
      expect((await get(`to=2000-01-01`)).total).toBe(0);
      expect((await get(`from=2000-01-01&to=${encodeURIComponent(today.replace('Z', '+00:00'))}`)).total).toBeGreaterThan(0);
      expectErrorEnvelope(await h.as(admin, 'GET', '/api/console/audit?from=2026-02-30'), 400, codeOf('dateInvalid'));
      expectErrorEnvelope(await h.as(admin, 'GET', '/api/console/audit?to=yesterday'), 400, codeOf('dateInvalid'));
      expectErrorEnvelope(await h.as(admin, 'GET', '/api/console/audit?action=drop%20table'), 400);
    });

    it('exports CSV with a BOM, neutralised formulas, and audits the export', async () => {
      await h.as(admin, 'PUT', `/api/console/users/${editor.id}/roles`, { roles: ['editor:event'] });
      await h.app.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, hub.id));
      await h.signIn(hub);
      const response = await h.as(admin, 'GET', `/api/console/audit.csv?actor=${hub.id}&action=session`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = response.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFFid,createdAt,actorId,actorLabel,ip,action,targetType,targetId,details\r\n')).toBe(true);
      const lines = text.trim().split('\r\n').slice(1);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines[0]).toContain(`"'=HYPERLINK(""x"") <${hub.email}>"`);
      expect(lines.every((line) => line.includes(',session.'))).toBe(true);
      const [exported] = await h.app.db.select().from(auditLog).where(eq(auditLog.action, 'audit.export')).orderBy(desc(auditLog.id)).limit(1);
      expect(exported).toMatchObject({ actorId: admin.id, details: { rows: lines.length, filter: { actor: String(hub.id), action: 'session' } } });
      await h.app.db.update(users).set({ firstName: 'Hana' }).where(eq(users.id, hub.id));
      expect((await h.as(admin, 'HEAD' as never, '/api/console/audit.csv')).statusCode).toBe(404);
    });

    it('has no way to change or delete a row: no endpoint, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
      const [row] = await h.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      for (const method of ['PUT', 'DELETE', 'POST'] as const) {
        for (const url of ['/api/console/audit', `/api/console/audit/${row!.id}`, '/api/console/audit.csv']) {
          const response = await h.as(admin, method, url, method === 'DELETE' ? undefined : { action: 'x' });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      const refused = async (statement: Promise<unknown>) => {
        const error = await statement.then(() => undefined, (caught: unknown) => caught);
        expect(error, 'the statement must fail').toBeInstanceOf(Error);
        const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`;
        expect(text).toContain('audit_log is append-only');
      };
      await refused(h.app.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id)));
      await refused(h.app.db.delete(auditLog).where(eq(auditLog.id, row!.id)));
      await refused(h.app.db.execute(sql`truncate audit_log`));
      await refused(h.app.db.execute(sql`delete from audit_log`));
      const [still] = await h.app.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
      expect(still).toEqual(row);
    });
  });

  describe('hub inbox', () => {
    const contact = async (language: 'EN' | 'CN' | 'TC', name: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/ith/contact?language=${language}`,
        payload: { name, email: `${name.toLowerCase()}.${Date.now()}@example.org`, phone: '+852 9123 4567', message: `Hello from ${name}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { reference } = response.json().data as { reference: string };
      const [row] = await h.app.db.select().from(contactRequests).where(eq(contactRequests.reference, reference));
      return row!;
    };
    type Item = { id: number; status: string; overdue: boolean; dueAt: string; assignedTo: { id: number; label: string } | null; replies: Array<{ body: string; authorLabel: string }> };
    const list = async (query = '') => {
      const response = await h.as(hub, 'GET', `/api/console/inbox?pageSize=100${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { list: Item[] }).list;
    };

    it('lists overdue requests first, then by due time', async () => {
      const old = await contact('EN', 'Olga');
      h.advance(49 * 3600);
      await h.signIn(hub);
      await h.signIn(admin);
      const fresh = await contact('CN', 'Fang');
      const items = await list('&status=open');
      const at = (id: number) => items.findIndex((item) => item.id === id);
      expect(items.find((item) => item.id === old.id)?.overdue).toBe(true);
      expect(items.find((item) => item.id === fresh.id)?.overdue).toBe(false);
      expect(at(old.id)).toBeLessThan(at(fresh.id));
      const flags = items.map((item) => item.overdue);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      expectErrorEnvelope(await h.as(hub, 'GET', '/api/console/inbox?status=pending'), 400);
    });

    it('lists who a request can be assigned to, for a hub colleague too: active hub and admin accounts, name only', async () => {
      const away = await h.person(['hub'], { firstName: 'Lee' });
      await h.app.db.update(users).set({ active: false }).where(eq(users.id, away.id));
      const response = await h.as(hub, 'GET', '/api/console/inbox/assignees');
      expect(response.statusCode, response.body).toBe(200);
      const { list } = response.json().data as { list: Array<Record<string, unknown>> };
      expect(list).toContainEqual({ id: hub.id, label: `Hana <${hub.email}>` });
      expect(list).toContainEqual({ id: admin.id, label: `Ada <${admin.email}>` });
      const ids = list.map((entry) => entry.id);
      expect(ids).not.toContain(editor.id);
      expect(ids).not.toContain(away.id);
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['id', 'label']);
      // Each one is accepted as an assignee.
      const request = await contact('EN', 'Ming');
      for (const entry of list) {
        const assigned = await h.as(hub, 'PUT', `/api/console/inbox/${request.id}/assign`, { userId: entry.id });
        expect(assigned.statusCode, assigned.body).toBe(200);
      }
    });

    it('assigns to hub colleagues or admins only, replies in the visitor’s language through the outbox, and closes', async () => {
      const request = await contact('TC', 'Wing');
      const assigned = await h.as(hub, 'PUT', `/api/console/inbox/${request.id}/assign`, { userId: hub.id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json().data.assignedTo).toEqual({ id: hub.id, label: `Hana <${hub.email}>` });
      expectErrorEnvelope(await h.as(hub, 'PUT', `/api/console/inbox/${request.id}/assign`, { userId: editor.id }), 400, codeOf('assigneeInvalid'));
      expectErrorEnvelope(await h.as(hub, 'PUT', `/api/console/inbox/${request.id}/assign`, { userId: '5' }), 400);
      expect((await h.as(admin, 'PUT', `/api/console/inbox/${request.id}/assign`, { userId: admin.id })).json().data.assignedTo.id).toBe(admin.id);

      const replyText = '您好，歡迎週三下午來參觀。\n<b>地址</b>見附件。';
      const replied = await h.as(hub, 'POST', `/api/console/inbox/${request.id}/reply`, { body: replyText });
      expect(replied.statusCode, replied.body).toBe(200);
      expect(replied.json().data).toMatchObject({ status: 'answered', replies: [{ body: replyText, authorLabel: `Hana <${hub.email}>` }] });
      // The visitor also got the acknowledgement; under load a retried delivery may arrive after the reply.
      await h.mailTo(request.email);
      const mail = h.mails.to(request.email).find((each) => each.subject === `國際人才港的回覆（${request.reference}）`);
      expect(mail, h.mails.to(request.email).map((each) => each.subject).join(' | ')).toBeDefined();
      expect(mail!.text).toContain('Wing，您好：');
      expect(mail!.text).toContain(replyText);
      expect(mail!.html).toContain('&#60;b&#62;地址&#60;/b&#62;');

      expectErrorEnvelope(await h.as(hub, 'POST', `/api/console/inbox/${request.id}/reply`, { body: '   ' }), 400, codeOf('replyInvalid'));
      expectErrorEnvelope(await h.as(hub, 'POST', `/api/console/inbox/${request.id}/reply`, { body: 'x'.repeat(5001) }), 400, codeOf('replyInvalid'));
      const closed = await h.as(hub, 'POST', `/api/console/inbox/${request.id}/close`);
      expect(closed.json().data.status).toBe('closed');
      expectErrorEnvelope(await h.as(hub, 'POST', `/api/console/inbox/${request.id}/reply`, { body: 'late' }), 409, codeOf('requestClosed'));
      expectErrorEnvelope(await h.as(hub, 'POST', '/api/console/inbox/2147483647/close'), 404, codeOf('requestNotFound'));

      const trail = await h.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'contact'), eq(auditLog.targetId, String(request.id))))
        .orderBy(auditLog.id);
      expect(trail.map((row) => [row.action, row.actorId])).toEqual([
        ['inbox.assign', hub.id],
        ['inbox.assign', admin.id],
        ['inbox.reply', hub.id],
        ['inbox.close', hub.id],
      ]);
      expect(JSON.stringify(trail)).not.toContain('參觀');

      // The reply keeps its author's label after the author's account is erased.
      const colleague = await h.person(['hub'], { firstName: 'Kit' });
      const other = await contact('EN', 'Sam');
      await h.as(colleague, 'POST', `/api/console/inbox/${other.id}/reply`, { body: 'See you soon.' });
      await h.as(admin, 'DELETE', `/api/console/users/${colleague.id}`);
      const [reply] = await h.app.db.select().from(contactReplies).where(inArray(contactReplies.requestId, [other.id]));
      expect(reply!.authorId).toBeNull();
      const item = (await list('&status=answered')).find((entry) => entry.id === other.id);
      expect(item?.replies[0]?.authorLabel).toBe(`Kit <${colleague.email}>`);
    });
  });
});
