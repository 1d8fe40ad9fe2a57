import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../server/src/db/schema/auth.js';
import { applications, auditLog } from '../../../server/src/db/schema/recruitment.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { buildTestApp } from '../support/build-test-app.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createConsoleHarness, pdfBytes, type ConsoleHarness, type Person } from './support/console-harness.js';
import { addressedTo } from '../support/outbox.js';

interface Delivered {
  id: number;
  jobNo: string;
  bytes: Buffer;
  fileName: string;
}

const audits = (h: ConsoleHarness, applicationId: number) =>
  h.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'application'), eq(auditLog.targetId, String(applicationId))))
    .orderBy(desc(auditLog.id));

describe.each(TEST_DATABASES)('staff console on $name', (database) => {
  let h: ConsoleHarness;
  let applicant: Person;
  let recruiterA: Person;
  let recruiterB: Person;
  let admin: Person;
  let jobsA: string[];
  let jobsB: string[];

  /** A fresh applicant delivers a fresh PDF to the job; the application's id and bytes come back. */
  async function deliver(jobNo: string, person?: Person, fileName = '陳大文 résumé.pdf'): Promise<Delivered> {
    const who = person ?? (await h.person([], { firstName: 'Wen' }));
    const bytes = pdfBytes(3000 + Math.floor(Math.random() * 2000));
    const response = await h.deliver(who.token, jobNo, { name: fileName, bytes });
    if (response.statusCode !== 200) throw new Error(`delivery failed: ${response.body}`);
    const view = response.json().data as { id: number };
    return { id: view.id, jobNo, bytes, fileName };
  }

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    [applicant, recruiterA, recruiterB, admin] = await Promise.all([
      h.person([], { firstName: 'Ann' }),
      h.person(['recruiter:ITH-0001']),
      h.person(['recruiter:ITH-0002']),
      h.person(['admin']),
    ]);
    jobsA = await h.openJobs('ITH-0001');
    jobsB = await h.openJobs('ITH-0002');
    expect(jobsA.length).toBeGreaterThan(0);
    expect(jobsB.length).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('answers every console and applicant endpoint as the authorization matrix says', async () => {
    const toA = await deliver(jobsA[0]!, applicant);
    const toB = await deliver(jobsB[0]!);
    const otherJob = jobsB[0]!;
    const callers = { anonymous: undefined, applicant, recruiterA, recruiterB, admin } as const;
    type Caller = keyof typeof callers;
    const everyone = (status: number, anonymous = 401) =>
      ({ anonymous, applicant: status, recruiterA: status, recruiterB: status, admin: status }) as Record<Caller, number>;
    const staff = (a: number, b: number, adminStatus = 200) =>
      ({ anonymous: 401, applicant: 403, recruiterA: a, recruiterB: b, admin: adminStatus }) as Record<Caller, number>;

    // Each caller's own application to another enterprise's job, made by the POST row and withdrawn by the DELETE row.
    const own = new Map<Caller, number>();
    const file = () => ({ name: 'cv.pdf', bytes: pdfBytes(2048) });
    const rows: Array<{ name: string; expect: Record<Caller, number>; call: (caller: Caller) => Promise<{ statusCode: number; body: string }> }> = [
      { name: 'GET /api/console/me', expect: staff(200, 200), call: (c) => h.as(callers[c], 'GET', '/api/console/me') },
      { name: 'GET /api/console/jobs', expect: staff(200, 200), call: (c) => h.as(callers[c], 'GET', '/api/console/jobs') },
      {
        name: 'GET /api/console/applications',
        expect: staff(200, 200),
        call: (c) => h.as(callers[c], 'GET', '/api/console/applications'),
      },
      {
        name: 'GET /api/console/applications/:id (enterprise A)',
        expect: staff(200, 403),
        call: (c) => h.as(callers[c], 'GET', `/api/console/applications/${toA.id}`),
      },
      {
        name: 'GET /api/console/applications/:id (enterprise B)',
        expect: staff(403, 200),
        call: (c) => h.as(callers[c], 'GET', `/api/console/applications/${toB.id}`),
      },
      {
        name: 'GET /api/console/applications/:id/resume (enterprise A)',
        expect: staff(200, 403),
        call: (c) => h.as(callers[c], 'GET', `/api/console/applications/${toA.id}/resume`),
      },
      {
        name: 'PUT /api/console/applications/:id/status (enterprise A)',
        expect: staff(200, 403),
        call: (c) => h.as(callers[c], 'PUT', `/api/console/applications/${toA.id}/status`, { status: 'viewed' }),
      },
      {
        name: 'PUT /api/console/applications/:id/note (enterprise B)',
        expect: staff(403, 200),
        call: (c) => h.as(callers[c], 'PUT', `/api/console/applications/${toB.id}/note`, { note: `seen by ${c}` }),
      },
      { name: 'GET /api/console/audit', expect: staff(403, 403), call: (c) => h.as(callers[c], 'GET', '/api/console/audit') },
      { name: 'GET /api/console/kiosks', expect: staff(403, 403), call: (c) => h.as(callers[c], 'GET', '/api/console/kiosks') },
      {
        name: 'POST /api/recruitment/applications (own delivery)',
        expect: everyone(200),
        call: async (c) => {
          const response = await h.deliver(callers[c]?.token ?? '', otherJob, file());
          if (response.statusCode === 200) own.set(c, (response.json().data as { id: number }).id);
          return response;
        },
      },
      {
        name: 'GET /api/recruitment/applications (mine)',
        expect: everyone(200),
        call: (c) => h.as(callers[c], 'GET', '/api/recruitment/applications'),
      },
      {
        // Staff roles give no power over applicants' own calls: someone else's application is unknown to everyone.
        name: "DELETE /api/recruitment/applications/:id (the applicant's)",
        expect: { anonymous: 401, applicant: 200, recruiterA: 404, recruiterB: 404, admin: 404 },
        call: (c) => h.as(callers[c], 'DELETE', `/api/recruitment/applications/${toA.id}`),
      },
      {
        name: 'DELETE /api/recruitment/applications/:id (own)',
        expect: everyone(200),
        call: (c) => h.as(callers[c], 'DELETE', `/api/recruitment/applications/${own.get(c) ?? toB.id}`),
      },
    ];

    const expected: string[] = [];
    const actual: string[] = [];
    for (const row of rows) {
      for (const caller of Object.keys(callers) as Caller[]) {
        const response = await row.call(caller);
        expected.push(`${row.name} as ${caller}: ${row.expect[caller]}`);
        actual.push(`${row.name} as ${caller}: ${response.statusCode}`);
        if (response.statusCode >= 400) expectErrorEnvelope(response as never, response.statusCode);
      }
    }
    expect(actual).toEqual(expected);
  });

  it('says why it refuses, in the request language', async () => {
    const anonymous = expectErrorEnvelope(await h.as(undefined, 'GET', '/api/console/me?language=TC'), 401);
    expect(anonymous.message).toMatch(/登入/);
    const noRole = expectErrorEnvelope(await h.as(applicant, 'GET', '/api/console/applications?language=TC'), 403, CONSOLE_ERRORS.forbidden.code);
    expect(noRole.message).toBe('您的帳戶無權使用工作台，請聯絡管理員分配角色。');
    const en = expectErrorEnvelope(await h.as(recruiterA, 'GET', '/api/console/audit?language=EN'), 403, CONSOLE_ERRORS.adminOnly.code);
    expect(en.message).toBe('Only administrators can do this.');
    const cn = await h.app.inject({
      method: 'GET',
      url: '/api/console/audit',
      headers: { authorization: `Bearer ${recruiterB.token}`, 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(expectErrorEnvelope(cn, 403).message).toBe('只有管理员可以执行此操作。');
    // The guard runs before validation: a caller without a role learns nothing from a bad body or id.
    expectErrorEnvelope(await h.as(applicant, 'PUT', '/api/console/applications/abc/status', { status: 1 }), 403);
    expectErrorEnvelope(await h.as(undefined, 'PUT', '/api/console/applications/abc/note', 'not json'), 401);
  });

  it('describes the console calls in the OpenAPI document under the console tag', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    const calls = [
      ['/api/console/me', 'get'],
      ['/api/console/jobs', 'get'],
      ['/api/console/applications', 'get'],
      ['/api/console/applications/{id}', 'get'],
      ['/api/console/applications/{id}/resume', 'get'],
      ['/api/console/applications/{id}/status', 'put'],
      ['/api/console/applications/{id}/note', 'put'],
      ['/api/console/audit', 'get'],
      ['/api/console/audit.csv', 'get'],
      ['/api/console/kiosks', 'get'],
      ['/api/console/2fa', 'get'],
      ['/api/console/2fa/setup', 'post'],
      ['/api/console/2fa/enable', 'post'],
      ['/api/console/2fa/verify', 'post'],
      ['/api/console/users', 'get'],
      ['/api/console/users/{id}', 'get'],
      ['/api/console/users/{id}', 'delete'],
      ['/api/console/users/{id}/active', 'put'],
      ['/api/console/users/{id}/roles', 'put'],
      ['/api/console/users/{id}/password-reset', 'post'],
      ['/api/console/users/{id}/second-factor/reset', 'post'],
      ['/api/console/inbox', 'get'],
      ['/api/console/inbox/{id}/assign', 'put'],
      ['/api/console/inbox/{id}/reply', 'post'],
      ['/api/console/inbox/{id}/close', 'post'],
    ] as const;
    for (const [path, method] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['console']);
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
  });

  it('shows me my roles and enterprises', async () => {
    const both = await h.person(['recruiter:ITH-0002', 'recruiter:ITH-0001']);
    // Entries that are no console role (another feature's, or malformed) are ignored, never an error.
    await h.app.db
      .update(users)
      .set({ permissions: ['recruiter:ITH-0002', 'something:else', 'recruiter:ith-0003', 'recruiter:ITH-0001', 'admin '] })
      .where(eq(users.email, both.email));
    const mine = (await h.as(both, 'GET', '/api/console/me?language=EN')).json().data as {
      userId: number;
      roles: string[];
      admin: boolean;
      enterprises: Array<{ enterpriseNo: string; name: string }>;
    };
    expect(mine.userId).toBe(both.id);
    expect(mine.roles).toEqual(['recruiter:ITH-0002', 'recruiter:ITH-0001']);
    expect(mine.admin).toBe(false);
    expect(mine.enterprises.map((e) => e.enterpriseNo)).toEqual(['ITH-0001', 'ITH-0002']);
    expect(mine.enterprises[0]!.name).toBe('Lumenfold AI');
    const cn = (await h.as(both, 'GET', '/api/console/me?language=CN')).json().data as typeof mine;
    expect(cn.enterprises[0]!.name).toBe('流明智能');

    const all = (await h.as(admin, 'GET', '/api/console/me')).json().data as typeof mine;
    expect(all).toMatchObject({ userId: admin.id, roles: ['admin'], admin: true });
    expect(all.enterprises.length).toBeGreaterThanOrEqual(30);

    const jobs = (await h.as(recruiterA, 'GET', '/api/console/jobs?language=EN')).json().data as Array<{ documentNo: string; enterpriseNo: string; title: string }>;
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((job) => job.enterpriseNo))).toEqual(new Set(['ITH-0001']));
    expect(jobs.map((job) => job.documentNo)).toEqual(expect.arrayContaining(jobsA));
    expect(jobs.every((job) => job.title.length > 0 && job.title !== job.documentNo)).toBe(true);
  });

  it('lists only the caller’s enterprises, newest first, with filters and paging', async () => {
    // A recruiter of an enterprise nobody else uses here, so the counts are this test's own.
    const jobsC = await h.openJobs('ITH-0003');
    expect(jobsC.length).toBeGreaterThanOrEqual(2);
    const recruiterC = await h.person(['recruiter:ITH-0003']);
    const first = await deliver(jobsC[0]!);
    const second = await deliver(jobsC[jobsC.length - 1]!);
    const third = await deliver(jobsC[0]!);
    await deliver(jobsA[0]!);

    const list = async (query: string, who: Person = recruiterC) => {
      const response = await h.as(who, 'GET', `/api/console/applications?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { list: Array<Record<string, unknown>>; total: number; page: number; pageSize: number };
    };
    const all = await list('language=EN');
    expect(all.total).toBe(3);
    expect(all.list.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(all.list[0]).toMatchObject({
      jobNo: jobsC[0],
      enterpriseNo: 'ITH-0003',
      status: 'delivered',
      applicantName: 'Wen',
      fileName: '陳大文 résumé.pdf',
      fileType: 'pdf',
      fileSize: third.bytes.length,
      note: '',
    });
    expect(String(all.list[0]!.applicantEmail)).toMatch(/@example\.org$/);

    const titleIn = async (language: string) => (await list(`language=${language}&pageSize=1`)).list[0]!.jobTitle;
    const [en, cn, tc] = [await titleIn('EN'), await titleIn('CN'), await titleIn('TC')];
    expect(new Set([en, cn, tc]).size).toBe(3);
    expect(String(cn)).toMatch(/\p{Script=Han}/u);

    const paged = await list('pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.list.map((a) => a.id)).toEqual([first.id]);

    const byJob = await list(`jobNo=${jobsC[0]}`);
    expect(byJob.list.map((a) => a.id)).toEqual([third.id, first.id]);
    expect((await list(`jobNo=${jobsA[0]}`)).total).toBe(0);

    await h.as(recruiterC, 'PUT', `/api/console/applications/${second.id}/status`, { status: 'shortlisted' });
    expect((await list('status=shortlisted')).list.map((a) => a.id)).toEqual([second.id]);
    expect((await list('status=delivered')).total).toBe(2);

    // An admin sees every enterprise.
    const everything = await list('pageSize=100', admin);
    const enterprises = new Set(everything.list.map((a) => a.enterpriseNo));
    expect(enterprises.has('ITH-0001') && enterprises.has('ITH-0003')).toBe(true);

    for (const query of ['status=unknown', 'page=0', 'pageSize=101', 'jobNo=%3Cscript%3E', 'page=abc']) {
      expectErrorEnvelope(await h.as(recruiterC, 'GET', `/api/console/applications?${query}`), 400);
    }
  });

  it('changes the status with an audit row and a mail to the applicant; the same status twice changes nothing', async () => {
    const person = await h.person([], { firstName: 'Mei' });
    const application = await deliver(jobsA[0]!, person);
    const before = await h.app.db.select().from(mailOutbox).where(addressedTo(person.email));

    const changed = await h.as(recruiterA, 'PUT', `/api/console/applications/${application.id}/status?language=EN`, { status: 'shortlisted' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: application.id, status: 'shortlisted' });

    const [entry] = await audits(h, application.id);
    expect(entry).toMatchObject({ actorId: recruiterA.id, action: 'application.status', details: { from: 'delivered', to: 'shortlisted' } });
    const after = await h.app.db.select().from(mailOutbox).where(addressedTo(person.email));
    expect(after.length).toBe(before.length + 1);
    // In the language the applicant applied in (the harness delivers with language=EN).
    expect(after.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/: Shortlisted$/));

    await h.as(recruiterA, 'PUT', `/api/console/applications/${application.id}/status`, { status: 'shortlisted' });
    expect((await audits(h, application.id)).length).toBe(1);
    expect((await h.app.db.select().from(mailOutbox).where(addressedTo(person.email))).length).toBe(after.length);

    // The applicant sees it in My applications.
    const mine = (await h.as(person, 'GET', '/api/recruitment/applications')).json().data as Array<{ id: number; status: string }>;
    expect(mine.find((a) => a.id === application.id)?.status).toBe('shortlisted');

    for (const status of ['delivered', 'withdrawn', 'hired', '', 7, null]) {
      const refused = await h.as(recruiterA, 'PUT', `/api/console/applications/${application.id}/status`, { status });
      expectErrorEnvelope(refused, 400);
    }
    const missing = expectErrorEnvelope(
      await h.as(recruiterA, 'PUT', `/api/console/applications/${application.id}/status?language=EN`, {}),
      400,
      CONSOLE_ERRORS.statusInvalid.code,
    );
    expect(missing.message).toBe('Choose one of these statuses: viewed, shortlisted, notSelected.');

    // Withdrawn by the applicant: nothing more can change, and the file is gone.
    expect((await h.as(person, 'DELETE', `/api/recruitment/applications/${application.id}`)).statusCode).toBe(200);
    expectErrorEnvelope(
      await h.as(admin, 'PUT', `/api/console/applications/${application.id}/status`, { status: 'notSelected' }),
      409,
      CONSOLE_ERRORS.withdrawn.code,
    );
    expectErrorEnvelope(
      await h.as(admin, 'PUT', `/api/console/applications/${application.id}/note`, { note: 'too late' }),
      409,
      CONSOLE_ERRORS.withdrawn.code,
    );
    expectErrorEnvelope(await h.as(admin, 'GET', `/api/console/applications/${application.id}/resume`), 404, CONSOLE_ERRORS.resumeGone.code);
    expect((await audits(h, application.id)).length).toBe(1);
  });

  it('keeps a private note of at most 2000 characters, audited by length', async () => {
    const application = await deliver(jobsB[0]!);
    const url = `/api/console/applications/${application.id}/note`;
    // 2000 characters, many of them outside the BMP: counted as a person counts them.
    const longest = '候選人😀'.repeat(500);
    const saved = await h.as(recruiterB, 'PUT', url, { note: longest });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.note).toBe(longest);
    expect((await h.as(admin, 'GET', `/api/console/applications/${application.id}`)).json().data.note).toBe(longest);

    const tooLong = expectErrorEnvelope(await h.as(recruiterB, 'PUT', `${url}?language=EN`, { note: `${longest}x` }), 400, CONSOLE_ERRORS.noteTooLong.code);
    expect(tooLong.message).toBe('The note can have at most 2000 characters.');
    expectErrorEnvelope(await h.as(recruiterB, 'PUT', url, {}), 400, CONSOLE_ERRORS.noteRequired.code);
    expectErrorEnvelope(await h.as(recruiterB, 'PUT', url, { note: 42 }), 400);

    expect((await h.as(recruiterB, 'PUT', url, { note: '' })).json().data.note).toBe('');
    const entries = await audits(h, application.id);
    expect(entries.map((e) => [e.action, e.actorId, e.details])).toEqual([
      ['application.note', recruiterB.id, { fromLength: 2000, toLength: 0 }],
      ['application.note', recruiterB.id, { fromLength: 0, toLength: 2000 }],
    ]);
    // The applicant never sees the note.
    expect(JSON.stringify((await h.as(applicant, 'GET', '/api/recruitment/applications')).json())).not.toContain('候選人');
  });

  it('downloads the very bytes uploaded, as an attachment, and audits each download', async () => {
    const application = await deliver(jobsA[0]!, undefined, '履歷 2026 (final).pdf');
    const response = await h.as(recruiterA, 'GET', `/api/console/applications/${application.id}/resume`);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, application.bytes)).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['cache-control'])).toMatch(/no-store/);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    expect(decodeURIComponent(encoded ?? '')).toBe('履歷 2026 (final).pdf');

    // No HEAD: it would be a download in the log that sent nothing.
    expect((await h.as(recruiterA, 'HEAD' as never, `/api/console/applications/${application.id}/resume`)).statusCode).toBe(404);

    const [entry, ...more] = await audits(h, application.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: recruiterA.id, action: 'application.download', details: { fileSize: application.bytes.length } });

    await h.as(admin, 'GET', `/api/console/applications/${application.id}/resume`);
    const log = (await h.as(admin, 'GET', `/api/console/audit?targetId=${application.id}`)).json().data as {
      list: Array<{ action: string; actorEmail: string | null; targetId: string }>;
      total: number;
    };
    expect(log.total).toBe(2);
    expect(log.list.map((e) => [e.action, e.actorEmail])).toEqual([
      ['application.download', admin.email],
      ['application.download', recruiterA.email],
    ]);
    expectErrorEnvelope(await h.as(admin, 'GET', '/api/console/audit?targetId=%3Cscript%3E'), 400);
  });

  it('refuses bad ids with a 4xx, never a 5xx', async () => {
    const routes = [
      ['GET', ''],
      ['GET', '/resume'],
      ['PUT', '/status'],
      ['PUT', '/note'],
    ] as const;
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '2147483648', '1e3', '%20']) {
      for (const [method, suffix] of routes) {
        const body = method === 'PUT' ? (suffix === '/status' ? { status: 'viewed' } : { note: 'x' }) : undefined;
        const response = await h.as(admin, method, `/api/console/applications/${id}${suffix}`, body);
        expectErrorEnvelope(response, 400, CONSOLE_ERRORS.idInvalid.code);
      }
    }
    for (const [method, suffix] of routes) {
      const body = method === 'PUT' ? (suffix === '/status' ? { status: 'viewed' } : { note: 'x' }) : undefined;
      const response = await h.as(admin, method, `/api/console/applications/2147483647${suffix}`, body);
      expectErrorEnvelope(response, 404, CONSOLE_ERRORS.applicationNotFound.code);
    }
  });

  it('applies a grant and a revoke from the next request, without a new login', async () => {
    const person = await h.person();
    expectErrorEnvelope(await h.as(person, 'GET', '/api/console/applications'), 403);
    await h.grant(person.email, 'recruiter:ITH-0001');
    // The new role counts at once; the console then asks for the second factor, which the person sets up.
    const unverified = expectErrorEnvelope(await h.as(person, 'GET', '/api/console/applications'), 403, CONSOLE_ERRORS.secondFactorRequired.code);
    expect(unverified.data).toEqual({ enrolled: false });
    await h.enrol(person);
    expect((await h.as(person, 'GET', '/api/console/applications')).statusCode).toBe(200);
    expect((await h.as(person, 'GET', '/api/profile')).json().data.permissions).toEqual(['recruiter:ITH-0001']);
    await h.grant(person.email, 'recruiter:ITH-0001', true);
    expectErrorEnvelope(await h.as(person, 'GET', '/api/console/applications'), 403, CONSOLE_ERRORS.forbidden.code);
    const grants = await h.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(person.id))))
      .orderBy(desc(auditLog.id));
    // Between them, the person's own enrolment of the second factor (audited on the same user).
    expect(grants.map((g) => g.action)).toEqual(['user.revoke', 'session.secondFactorEnabled', 'user.grant']);
  });

  it('keeps the applications table consistent: the console never changes the applicant’s own fields', async () => {
    const application = await deliver(jobsA[0]!);
    const [before] = await h.app.db.select().from(applications).where(eq(applications.id, application.id));
    await h.as(recruiterA, 'PUT', `/api/console/applications/${application.id}/status`, { status: 'viewed' });
    await h.as(recruiterA, 'PUT', `/api/console/applications/${application.id}/note`, { note: 'call back' });
    const [after] = await h.app.db.select().from(applications).where(eq(applications.id, application.id));
    expect({ ...after, status: before!.status, note: before!.note, updatedAt: before!.updatedAt }).toEqual(before);
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });
});

describe('staff console rate limit', () => {
  it('limits console calls like every other API call, before the session is even looked at', async () => {
    const app = await buildTestApp({ config: { rateLimitMax: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/console/me' })).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
