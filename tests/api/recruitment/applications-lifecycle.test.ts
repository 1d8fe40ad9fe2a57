import { and, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/src/db/schema/auth.js';
import { applications, storedFiles } from '../../../server/src/db/schema/recruitment.js';
import { RECRUITMENT_ERRORS } from '../../../server/src/services/recruitment/application-errors.js';
import type { ApplicationView } from '../../../server/src/services/recruitment/application-service.js';
import { sendResume } from '../../../server/src/services/recruitment/recruitment-plugin.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { PUBLIC_URL } from '../auth/support/auth-harness.js';
import { createRecruitmentHarness, type Person, type RecruitmentHarness } from './support/recruitment-harness.js';
import { docxBytes, pdfBytes, pngBytes } from './support/resume-fixtures.js';
import { addressedTo } from '../support/outbox.js';

const COMBINATIONS = TEST_DATABASES.flatMap((database) =>
  (['postgres', 's3'] as const).map((backend) => ({ database, backend, name: `${database.name}, ${backend} storage` })),
);
const TITLES = { EN: 'Machine-learning engineer', CN: '机器学习工程师', TC: '機器學習工程師' };

describe.each(COMBINATIONS)('applications after delivery ($name)', ({ database, backend }) => {
  let h: RecruitmentHarness;
  let job: string;
  let otherJob: string;

  const view = (response: { json(): unknown }) => (response.json() as { data: ApplicationView }).data;
  const mine = async (person: Person, language = 'EN') => {
    const response = await h.call(person.token, 'GET', `/api/recruitment/applications?language=${language}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: ApplicationView[] }).data;
  };
  const keyOf = async (id: number) => (await h.app.db.select().from(applications).where(eq(applications.id, id)))[0]?.fileKey ?? null;
  const registered = async (key: string) => (await h.app.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0]?.state;

  beforeAll(async () => {
    h = await createRecruitmentHarness(database, backend);
    job = await h.addJob({ enterpriseNo: 'ITH-0001', titles: TITLES });
    otherJob = await h.addJob({ enterpriseNo: 'ITH-0002' });
  });
  afterAll(async () => h?.stop());

  it('a second delivery to the same job replaces the file: one row, the old file gone, status back to delivered', async () => {
    const person = await h.person();
    const first = view(await h.deliver(person, job, { name: 'old.pdf', data: pdfBytes(3000) }));
    const oldKey = (await keyOf(first.id))!;
    await h.app.db.update(applications).set({ status: 'viewed', note: 'call back' }).where(eq(applications.id, first.id));

    const second = view(await h.deliver(person, job, { name: 'new.docx', data: docxBytes() }));
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ status: 'delivered', fileName: 'new.docx', fileType: 'docx' });
    const rows = await h.app.db.select().from(applications).where(eq(applications.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note).toBe('call back');
    const newKey = rows[0]!.fileKey!;
    expect(newKey).not.toBe(oldKey);
    expect(await registered(newKey)).toBe('live');
    expect(await registered(oldKey)).toBeUndefined();
    expect(await h.app.recruitment.files.exists(oldKey)).toBe(false);
    expect(await h.app.recruitment.files.exists(newKey)).toBe(true);
  });

  it('a refused replacement leaves the delivered file as it was', async () => {
    const person = await h.person();
    const first = view(await h.deliver(person, job, { name: 'cv.pdf', data: pdfBytes(3000) }));
    const key = (await keyOf(first.id))!;
    const refused = await h.deliver(person, job, { name: 'cv.pdf', data: pngBytes() });
    expectErrorEnvelope(refused, 415, RECRUITMENT_ERRORS.typeMismatch.code);
    expect(await keyOf(first.id)).toBe(key);
    expect(await registered(key)).toBe('live');
  });

  it('lists my applications newest first, in the request language, withdrawn ones included, nobody else’s', async () => {
    const person = await h.person();
    const a = view(await h.deliver(person, job, { name: 'a.pdf', data: pdfBytes(2000) }));
    h.advance(1);
    const b = view(await h.deliver(person, otherJob, { name: 'b.pdf', data: pdfBytes(2000) }));
    await h.call(person.token, 'DELETE', `/api/recruitment/applications/${a.id}`);
    await h.deliver(await h.person(), job, { name: 'someone-else.pdf', data: pdfBytes(2000) });

    const list = await mine(person, 'EN');
    expect(list.map((item) => [item.id, item.status])).toEqual([
      [b.id, 'delivered'],
      [a.id, 'withdrawn'],
    ]);
    expect(list[1]).toMatchObject({ jobNo: job, jobTitle: TITLES.EN, company: 'Lumenfold AI', enterpriseNo: 'ITH-0001' });
    expect((await mine(person, 'CN'))[1]).toMatchObject({ jobTitle: TITLES.CN, company: '流明智能' });
    expect((await mine(person, 'TC'))[1]).toMatchObject({ jobTitle: TITLES.TC, company: '流明智能' });
    const retain = new Date(list[0]!.retainUntil).getTime() - new Date(list[0]!.deliveredAt).getTime();
    // 30 days to the closing date, then 180 days of retention.
    expect(Math.round(retain / 86_400_000)).toBe(210);
  });

  it('withdraw deletes the file and keeps the row; again is harmless; another person’s id is unknown', async () => {
    const person = await h.person();
    const delivered = view(await h.deliver(person, job, { name: 'cv.pdf', data: pdfBytes(2000) }));
    const key = (await keyOf(delivered.id))!;

    const stranger = await h.person();
    const theirs = await h.call(stranger.token, 'DELETE', `/api/recruitment/applications/${delivered.id}`);
    expectErrorEnvelope(theirs, 404, RECRUITMENT_ERRORS.applicationNotFound.code);
    expect(await h.app.recruitment.files.exists(key)).toBe(true);

    const withdrawn = await h.call(person.token, 'DELETE', `/api/recruitment/applications/${delivered.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(view(withdrawn)).toMatchObject({ id: delivered.id, status: 'withdrawn', fileName: 'cv.pdf' });
    expect(await keyOf(delivered.id)).toBeNull();
    expect(await registered(key)).toBeUndefined();
    expect(await h.app.recruitment.files.exists(key)).toBe(false);

    const again = await h.call(person.token, 'DELETE', `/api/recruitment/applications/${delivered.id}`);
    expect(again.statusCode).toBe(200);
    expectErrorEnvelope(await h.call(person.token, 'DELETE', '/api/recruitment/applications/999999'), 404, RECRUITMENT_ERRORS.applicationNotFound.code);
    expectErrorEnvelope(await h.call(person.token, 'DELETE', '/api/recruitment/applications/abc'), 400);
    expectErrorEnvelope(await h.call(undefined, 'DELETE', `/api/recruitment/applications/${delivered.id}`), 401, RECRUITMENT_ERRORS.loginFirst.code);
    expectErrorEnvelope(await h.call(undefined, 'GET', '/api/recruitment/applications'), 401, RECRUITMENT_ERRORS.loginFirst.code);

    // A withdrawn application can be sent again: a fresh delivery in the same row.
    const redelivered = view(await h.deliver(person, job, { name: 'cv2.pdf', data: pdfBytes(2100) }));
    expect(redelivered).toMatchObject({ id: delivered.id, status: 'delivered', fileName: 'cv2.pdf' });
  });

  it('erasing the account deletes every résumé file with it (PIPL)', async () => {
    const person = await h.person();
    const one = view(await h.deliver(person, job, { name: 'a.pdf', data: pdfBytes(2000) }));
    const two = view(await h.deliver(person, otherJob, { name: 'b.pdf', data: pdfBytes(2000) }));
    const keys = [(await keyOf(one.id))!, (await keyOf(two.id))!];

    const erased = await h.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { password: h.encrypt(person.password), rsaEncrypted: true },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await h.app.db.select().from(applications).where(eq(applications.userId, person.id))).toEqual([]);
    expect(await h.app.db.select().from(storedFiles).where(inArray(storedFiles.key, keys))).toEqual([]);
    for (const key of keys) expect(await h.app.recruitment.files.exists(key)).toBe(false);
  });

  it('purges applications and files whose retention has ended, and only those; idempotent', async () => {
    const person = await h.person();
    const old = view(await h.deliver(person, job, { name: 'old.pdf', data: pdfBytes(2000) }));
    const current = view(await h.deliver(person, otherJob, { name: 'current.pdf', data: pdfBytes(2000) }));
    const oldKey = (await keyOf(old.id))!;
    await h.app.db.update(applications).set({ retainUntil: new Date(Date.now() - 60_000) }).where(eq(applications.id, old.id));

    expect(await h.app.recruitment.purge()).toBeGreaterThanOrEqual(1);
    expect(await h.app.db.select().from(applications).where(eq(applications.id, old.id))).toEqual([]);
    expect(await registered(oldKey)).toBeUndefined();
    expect(await h.app.recruitment.files.exists(oldKey)).toBe(false);
    expect((await mine(person)).map((item) => item.id)).toEqual([current.id]);
    expect(await h.app.recruitment.purge()).toBe(0);
  });

  describe('mails', () => {
    it('tells the applicant (their language, no file) and each recruiter of the enterprise (theirs, no personal data)', async () => {
      const recruiterEn = await h.person(['recruiter:ITH-0001'], 'EN');
      const recruiterTc = await h.person(['recruiter:ITH-0001', 'recruiter:ITH-0005'], 'TC');
      const elsewhere = await h.person(['recruiter:ITH-0002'], 'EN');
      const person = await h.person([], 'EN', 'Zhaoyun');

      const delivered = await h.deliver(person, job, { name: '陳大文 secret-cv.pdf', data: pdfBytes(2000) }, 'CN');
      expect(delivered.statusCode, delivered.body).toBe(200);

      const toApplicant = await h.mailTo(person.email);
      expect(toApplicant.subject).toBe(`简历投递成功：${TITLES.CN}`);
      expect(toApplicant.text).toContain(`您应聘流明智能「${TITLES.CN}」职位的简历已投递成功`);
      expect(toApplicant.text).toContain(`${PUBLIC_URL}/pages/profile`);
      expect(toApplicant.raw).not.toMatch(/Content-Disposition: attachment/i);

      const toRecruiterEn = h.mails.last(recruiterEn.email);
      expect(toRecruiterEn.subject).toBe(`New application: ${TITLES.EN}`);
      expect(toRecruiterEn.text).toContain(`${PUBLIC_URL}/console/applications`);
      const toRecruiterTc = h.mails.last(recruiterTc.email);
      expect(toRecruiterTc.subject).toBe(`新的職位申請：${TITLES.TC}`);
      for (const mail of [toRecruiterEn, toRecruiterTc]) {
        for (const personal of [person.email, 'Zhaoyun', 'secret-cv', '陳大文']) expect(mail.raw).not.toContain(personal);
      }
      // Another enterprise's recruiter hears nothing (their last mail is still the activation).
      expect(h.mails.last(elsewhere.email).subject).not.toContain(TITLES.EN);
      expect(await h.app.db.select().from(mailOutbox).where(and(addressedTo(elsewhere.email), eq(mailOutbox.subject, toRecruiterEn.subject)))).toEqual([]);
    });

    it('notifyStatus mails the applicant the new status in the language they applied in', async () => {
      const person = await h.person();
      const delivered = view(await h.deliver(person, job, { name: 'cv.pdf', data: pdfBytes(2000) }, 'TC'));
      await h.app.recruitment.notifyStatus(delivered.id, 'shortlisted');
      const mail = await h.mailTo(person.email);
      expect(mail.subject).toBe(`申請狀態更新：${TITLES.TC}（已入圍）`);
      expect(mail.text).toContain('已入圍');
      const queued = await h.app.db
        .select()
        .from(mailOutbox)
        .where(and(addressedTo(person.email), eq(mailOutbox.subject, mail.subject)));
      expect(queued).toHaveLength(1);
      // An unknown application is nobody's: nothing is sent, nothing fails.
      await h.app.recruitment.notifyStatus(987654, 'viewed');
    });
  });

  it('hands the console a résumé as an attachment with fixed headers', async () => {
    const person = await h.person();
    const data = pdfBytes(70_000);
    const delivered = view(await h.deliver(person, job, { name: '陳大文 履歷.pdf', data }));
    const [row] = await h.app.db.select().from(applications).where(eq(applications.id, delivered.id));
    // A bare Fastify route stands in for the console's download route, which calls these two the same way.
    const web = Fastify();
    web.get('/resume', async (_request, reply) => sendResume(reply, await h.app.recruitment.openResume(row!)));
    try {
      const response = await web.inject({ method: 'GET', url: '/resume' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="??? ??.pdf"; filename*=UTF-8''${encodeURIComponent('陳大文 履歷.pdf')}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(data)).toBe(true);
    } finally {
      await web.close();
    }
    // Withdrawn: the file is gone and the helper says so as a 404, never a 500.
    await h.call(person.token, 'DELETE', `/api/recruitment/applications/${delivered.id}`);
    const [after] = await h.app.db.select().from(applications).where(eq(applications.id, delivered.id));
    await expect(h.app.recruitment.openResume(after!)).rejects.toMatchObject({ statusCode: 404 });
  });
});
