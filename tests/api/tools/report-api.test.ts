import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DATA_DIR } from '../../../server/src/content/seeder.js';
import { talentReports } from '../../../server/src/db/schema/index.js';
import { reportsOf } from '../../../server/src/routes/tools/report.js';
import { REPORT_ERRORS } from '../../../server/src/services/tools/report-errors.js';
import { REPORT_LIMITS } from '../../../server/src/services/tools/report-service.js';
import { createAuthHarness, type AuthHarness } from '../auth/support/auth-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { pdfText, squeezed } from './support/pdf-text.js';

const DAY = 24 * 3600;
const SERVICES = (JSON.parse(readFileSync(join(SEED_DATA_DIR, 'services.json'), 'utf8')) as { services: { documentNo: string; relatedBenefits: string[] }[] }).services;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface ReportView {
  id: string;
  createdAt: string;
  shareUntil: string;
  language: string;
  answers: Record<string, unknown>;
  profile: { label: string; value: string }[];
  benefits: { documentNo: string; title: string; verdict: string; amount?: string; reasons: { kind: string; text: string }[] }[];
  services: { documentNo: string; title: string }[];
  events: { documentNo: string; title: string; startsAt: string }[];
  jobs: { documentNo: string; title: string; company: string }[];
  entry: { identity: string; timing: string; steps: { id: string; title: string }[] } | null;
  cost: { monthlyTotal: number; items: { item: string; monthly: number }[]; dataDate: string };
}

/** A foreign doctoral researcher of 30 with a job in the Zone and a year of social insurance. */
const researcher = {
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

describe.each(TEST_DATABASES)('talent report API on $name', (database) => {
  let h: AuthHarness;
  let ann: { token: string; email: string; password: string };
  let bob: { token: string; email: string; password: string };

  const create = (answers: unknown, options: { language?: string; token?: string } = {}) =>
    h.app.inject({
      method: 'POST',
      url: `/api/tools/reports?language=${options.language ?? 'EN'}`,
      headers: options.token ? bearer(options.token) : {},
      payload: { answers },
    });
  const created = async (answers: unknown, options: { language?: string; token?: string } = {}) => {
    const response = await create(answers, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ReportView;
  };
  const call = (method: 'GET' | 'DELETE', url: string, token?: string) => h.app.inject({ method, url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    h = await createAuthHarness(database);
    const person = async () => {
      const user = await h.registerActive();
      return { email: user.email, password: user.password, token: await h.token(user.email, user.password) };
    };
    ann = await person();
    bob = await person();
  });
  afterAll(async () => h?.close());

  describe('questionnaire', () => {
    it.each([
      ['EN', 'Your age', 'years'],
      ['CN', '您的年龄', '岁'],
      ['TC', '您的年齡', '歲'],
    ])('is served in %s: five topics, the agreed question ids, kinds and ranges', async (language, ageLabel, unit) => {
      const response = await h.app.inject(`/api/tools/report/questionnaire?language=${language}`);
      expect(response.statusCode).toBe(200);
      const { topics } = response.json().data as { topics: { id: string; questions: { id: string; kind: string; label: string; min?: number; max?: number; unit?: string; showIf?: unknown; options?: { id: string }[] }[] }[] };
      expect(topics.map((t) => t.id)).toEqual(['profile', 'education', 'work', 'plans', 'enterprise']);
      const questions = new Map(topics.flatMap((t) => t.questions).map((q) => [q.id, q]));
      expect(questions.get('age')).toMatchObject({ kind: 'number', min: 16, max: 80, label: ageLabel, unit });
      expect(questions.get('nationality')).toMatchObject({ kind: 'country', showIf: { question: 'identity', in: ['foreigner'] } });
      expect(questions.get('hsk')?.options?.map((o) => o.id)).toEqual(['none', '1', '2', '3', '4', '5', '6']);
      expect(questions.get('enterpriseClass')).toMatchObject({ kind: 'single', showIf: { question: 'enterpriseRole', in: ['founding', 'running'] } });
      for (const id of ['identity', 'nationality', 'age', 'degree', 'graduatedWithinYears', 'hsk', 'field', 'experienceYears', 'monthlySalary', 'employerInZone', 'socialInsuranceMonths', 'consecutiveMonths', 'goals', 'family', 'children', 'entryTiming', 'enterpriseRole', 'enterpriseClass', 'hongKongFunded', 'officeArea', 'entryYear', 'teamSize']) {
        expect(questions.has(id), id).toBe(true);
      }
    });
  });

  describe('generating a report', () => {
    it('computes and stores it: benefits by verdict with amounts and reasons, services, events, jobs, entry steps and costs', async () => {
      const report = await created(researcher);
      expect(report.id).toMatch(/^[0-9a-f]{32}$/);
      expect(new Date(report.shareUntil).getTime() - new Date(report.createdAt).getTime()).toBe(30 * DAY * 1000);
      expect(report.language).toBe('EN');
      expect(report.answers).toEqual(researcher);
      expect(report.profile[0]).toEqual({ label: 'Which describes you?', value: 'A foreign national' });
      expect(report.profile.find((p) => p.label === 'Nationality')?.value).toBe('Germany');

      const verdicts = report.benefits.map((b) => b.verdict);
      const order = { eligible: 0, possible: 1, notEligible: 2 } as Record<string, number>;
      expect(verdicts).toEqual([...verdicts].sort((a, b) => order[a]! - order[b]!));
      const doctoral = report.benefits.find((b) => b.documentNo === 'BEN-2022-0001');
      expect(doctoral).toMatchObject({ verdict: 'eligible', amount: '100,000 yuan, paid once' });
      expect(doctoral?.title).toContain('100,000 yuan');
      expect(doctoral?.reasons.every((r) => r.kind === 'met')).toBe(true);
      expect(report.benefits.find((b) => b.documentNo === 'BEN-2021-0002')?.verdict).toBe('notEligible');
      expect(report.benefits.filter((b) => b.verdict === 'notEligible').every((b) => b.amount === undefined)).toBe(true);

      expect(report.services.length).toBeGreaterThan(0);
      expect(report.services.length).toBeLessThanOrEqual(6);
      // Services that relate to the visitor's benefits come first.
      const relevant = new Set(report.benefits.filter((b) => b.verdict !== 'notEligible').map((b) => b.documentNo));
      const related = (no: string) => SERVICES.find((s) => s.documentNo === no)!.relatedBenefits.some((b) => relevant.has(b));
      expect(related(report.services[0]!.documentNo)).toBe(true);
      expect(report.events.length).toBeGreaterThan(0);
      for (const event of report.events) expect(new Date(event.startsAt).getTime()).toBeGreaterThan(Date.now());
      expect(report.jobs.length).toBeGreaterThan(0);
      expect(report.entry).toMatchObject({ identity: 'foreigner', timing: 'before' });
      expect(report.entry?.steps.length).toBeGreaterThan(3);
      expect(report.cost.dataDate).toBe('2022-11');
      expect(report.cost.monthlyTotal).toBe(report.cost.items.reduce((sum, item) => sum + item.monthly, 0));

      const [row] = await h.app.db.select().from(talentReports).where(eq(talentReports.id, report.id));
      expect(row).toMatchObject({ userId: null, language: 'EN' });
    });

    it('answers in the request language', async () => {
      const report = await created(researcher, { language: 'TC' });
      expect(report.language).toBe('TC');
      expect(report.benefits.find((b) => b.documentNo === 'BEN-2022-0001')?.amount).toBe('10萬元，一次性發放');
      expect(report.profile.find((p) => p.label === '國籍')?.value).toBe('德國');
    });

    it('drops answers to questions their showIf hides', async () => {
      const report = await created({ ...researcher, identity: 'mainland', enterpriseClass: 'A', teamSize: 3, children: 2 });
      expect(report.answers).not.toHaveProperty('nationality');
      expect(report.answers).not.toHaveProperty('enterpriseClass');
      expect(report.answers).not.toHaveProperty('teamSize');
      expect(report.answers).not.toHaveProperty('children');
      expect(report.entry).toBeNull();
    });

    it('gives a Hong Kong resident the Hong Kong/Macao entry steps, a founder the enterprise amounts', async () => {
      const report = await created({
        ...researcher,
        identity: 'hkMacao',
        nationality: undefined,
        goals: ['invest'],
        enterpriseRole: 'running',
        enterpriseClass: 'B',
        hongKongFunded: true,
        officeArea: 300,
        entryYear: '2022',
        teamSize: 7,
        entryTiming: 'after',
      });
      expect(report.entry).toMatchObject({ identity: 'hkMacao', timing: 'after' });
      const amount = (no: string) => report.benefits.find((b) => b.documentNo === no)?.amount ?? '';
      expect(amount('BEN-2021-0005')).toContain('1.1 million yuan a year for 3 years');
      expect(amount('BEN-2021-0004')).toContain('48 yuan per m² a month × 300 m² × 12 months: 172,800 yuan a year');
      expect(amount('BEN-2022-0004')).toContain('200,000 yuan per person × 5: 1 million yuan; at most 5 people per enterprise: 5 of your 7 counted');
    });

    it.each([
      { name: 'an unknown question', answers: { ...researcher, shoeSize: 42 }, error: 'unknownQuestion', field: 'shoeSize' },
      { name: 'age 15', answers: { ...researcher, age: 15 }, error: 'number', field: 'age', mentions: 'from 16 to 80' },
      { name: 'age 81', answers: { ...researcher, age: 81 }, error: 'number', field: 'age' },
      { name: 'age 30.5', answers: { ...researcher, age: 30.5 }, error: 'number', field: 'age' },
      { name: 'age as text', answers: { ...researcher, age: '30' }, error: 'number', field: 'age' },
      { name: 'an unknown degree', answers: { ...researcher, degree: 'phd' }, error: 'option', field: 'degree', mentions: 'Your highest degree' },
      { name: 'no goal', answers: { ...researcher, goals: [] }, error: 'required', field: 'goals' },
      { name: 'an unknown goal', answers: { ...researcher, goals: ['work', 'fly'] }, error: 'option', field: 'goals' },
      { name: 'a goal as text', answers: { ...researcher, goals: 'work' }, error: 'option', field: 'goals' },
      { name: 'yes as text', answers: { ...researcher, employerInZone: 'yes' }, error: 'boolean', field: 'employerInZone' },
      { name: 'an unknown country', answers: { ...researcher, nationality: 99999 }, error: 'country', field: 'nationality' },
      { name: 'a foreigner without nationality', answers: { ...researcher, nationality: null }, error: 'required', field: 'nationality' },
      { name: 'no identity', answers: { ...researcher, identity: undefined }, error: 'required', field: 'identity' },
      { name: 'more consecutive months than months', answers: { ...researcher, socialInsuranceMonths: 5, consecutiveMonths: 6 }, error: 'notAbove', field: 'consecutiveMonths' },
      { name: 'children not given', answers: { ...researcher, family: 'partnerChildren' }, error: 'required', field: 'children' },
      { name: '7 children', answers: { ...researcher, family: 'partnerChildren', children: 7 }, error: 'number', field: 'children' },
      { name: 'an office of 100,001 m²', answers: { ...researcher, enterpriseRole: 'founding', hongKongFunded: false, entryYear: '2023', officeArea: 100_001 }, error: 'number', field: 'officeArea' },
      { name: 'a founder without the year of entry', answers: { ...researcher, enterpriseRole: 'founding', hongKongFunded: false }, error: 'required', field: 'entryYear' },
    ] as const)('refuses $name with a localized 400 naming the question', async (testCase) => {
      const response = await create(testCase.answers);
      const body = expectErrorEnvelope(response, 400, REPORT_ERRORS[testCase.error].code);
      expect(body.data).toEqual({ field: testCase.field });
      if ('mentions' in testCase) expect(body.message).toContain(testCase.mentions);
    });

    it('words the refusal in the request language', async () => {
      const cn = expectErrorEnvelope(await create({ ...researcher, age: 90 }, { language: 'CN' }), 400);
      expect(cn.message).toBe('您的年龄：请输入16至80之间的整数。');
      const tc = expectErrorEnvelope(await create({ ...researcher, degree: 'x' }, { language: 'TC' }), 400);
      expect(tc.message).toBe('最高學歷：請從提供的選項中選擇。');
    });

    it.each([
      ['no answers field', {}],
      ['an extra field', { answers: researcher, admin: true }],
      ['answers as text', { answers: 'all of them' }],
      ['answers as a list', { answers: [1, 2] }],
    ])('refuses a body with %s (400)', async (_name, payload) => {
      const response = await h.app.inject({ method: 'POST', url: '/api/tools/reports', payload });
      expect(response.statusCode).toBe(400);
    });

    it('limits how many reports one address generates', async () => {
      const service = reportsOf(h.app);
      service.limits = { perAddress: { max: 2, windowSeconds: 3600 } };
      try {
        const from = (address: string) => h.app.inject({ method: 'POST', url: '/api/tools/reports?language=EN', remoteAddress: address, payload: { answers: researcher } });
        expect((await from('203.0.113.9')).statusCode).toBe(200);
        expect((await from('203.0.113.9')).statusCode).toBe(200);
        const third = expectErrorEnvelope(await from('203.0.113.9'), 429, REPORT_ERRORS.tooMany.code);
        expect(third.message).toMatch(/try again in \d+ minutes/);
        expect((await from('203.0.113.10')).statusCode).toBe(200);
      } finally {
        service.limits = REPORT_LIMITS;
      }
    });
  });

  describe('reading, sharing and deleting', () => {
    it('shows a report by its link to anyone, in ?language= when given', async () => {
      const report = await created(researcher);
      const anonymous = await call('GET', `/api/tools/reports/${report.id}`);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect((anonymous.json().data as ReportView).benefits).toEqual(report.benefits);
      const cn = (await call('GET', `/api/tools/reports/${report.id}?language=CN`)).json().data as ReportView;
      expect(cn.language).toBe('CN');
      expect(cn.benefits.find((b) => b.documentNo === 'BEN-2022-0001')?.amount).toBe('10万元，一次性发放');
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expectErrorEnvelope(await call('GET', `/api/tools/reports/${'0'.repeat(32)}`), 404, REPORT_ERRORS.notFound.code);
      expectErrorEnvelope(await call('GET', '/api/tools/reports/not-an-id'), 400);
      expectErrorEnvelope(await call('GET', `/api/tools/reports/${'A'.repeat(32)}/pdf`), 400);
      expectErrorEnvelope(await call('DELETE', '/api/tools/reports/x', ann.token), 400);
    });

    it('keeps owner, other users and anonymous visitors apart (mine, GET, pdf, DELETE)', async () => {
      const owned = await created(researcher, { token: ann.token });
      const [row] = await h.app.db.select().from(talentReports).where(eq(talentReports.id, owned.id));
      expect(row?.userId).not.toBeNull();

      const mine = async (token: string) => (await call('GET', '/api/tools/reports/mine', token)).json().data.items as { id: string; eligibleCount: number }[];
      const annList = await mine(ann.token);
      expect(annList[0]).toMatchObject({ id: owned.id, shareUntil: owned.shareUntil, createdAt: owned.createdAt });
      expect(annList[0]!.eligibleCount).toBe(owned.benefits.filter((b) => b.verdict === 'eligible').length);
      expect((await mine(bob.token)).map((r) => r.id)).not.toContain(owned.id);
      expectErrorEnvelope(await call('GET', '/api/tools/reports/mine'), 401);

      // The share link is public while it lasts: the other user and anonymous visitors read it and its PDF.
      for (const token of [ann.token, bob.token, undefined]) {
        expect((await call('GET', `/api/tools/reports/${owned.id}`, token)).statusCode).toBe(200);
        expect((await call('GET', `/api/tools/reports/${owned.id}/pdf`, token)).statusCode).toBe(200);
      }
      // Only the owner deletes: another account gets 404 (nothing to tell it), an anonymous caller 401.
      expectErrorEnvelope(await call('DELETE', `/api/tools/reports/${owned.id}`, bob.token), 404, REPORT_ERRORS.notFound.code);
      expectErrorEnvelope(await call('DELETE', `/api/tools/reports/${owned.id}`), 401);
      const deleted = await call('DELETE', `/api/tools/reports/${owned.id}`, ann.token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ code: 0, message: 'success', data: {} });
      expectErrorEnvelope(await call('GET', `/api/tools/reports/${owned.id}`, ann.token), 404);
      expectErrorEnvelope(await call('DELETE', `/api/tools/reports/${owned.id}`, ann.token), 404);
      expect((await mine(ann.token)).map((r) => r.id)).not.toContain(owned.id);
    });

    it('refuses a generation with a token that is no session (401), instead of storing it anonymously', async () => {
      expectErrorEnvelope(await create(researcher, { token: 'not-a-token' }), 401);
      // Reading a shared report with a stale token still works.
      const report = await created(researcher);
      expect((await call('GET', `/api/tools/reports/${report.id}`, 'stale-token')).statusCode).toBe(200);
    });

    it('ends the share link after 30 days for everyone but the signed-in owner; the purge deletes only anonymous reports', async () => {
      const anonymous = await created(researcher);
      const owned = await created(researcher, { token: ann.token });
      h.advance(30 * DAY - 60);
      expect((await call('GET', `/api/tools/reports/${anonymous.id}`)).statusCode).toBe(200);
      h.advance(120);
      try {
        ann.token = await h.token(ann.email, ann.password);
        bob.token = await h.token(bob.email, bob.password);
        expectErrorEnvelope(await call('GET', `/api/tools/reports/${anonymous.id}`), 404, REPORT_ERRORS.notFound.code);
        expectErrorEnvelope(await call('GET', `/api/tools/reports/${anonymous.id}/pdf`), 404);
        expectErrorEnvelope(await call('GET', `/api/tools/reports/${owned.id}`), 404);
        expectErrorEnvelope(await call('GET', `/api/tools/reports/${owned.id}`, bob.token), 404);
        expectErrorEnvelope(await call('GET', `/api/tools/reports/${owned.id}/pdf`, bob.token), 404);
        expect((await call('GET', `/api/tools/reports/${owned.id}`, ann.token)).statusCode).toBe(200);
        expect((await call('GET', `/api/tools/reports/${owned.id}/pdf`, ann.token)).statusCode).toBe(200);

        expect(await reportsOf(h.app).purgeExpired()).toBeGreaterThanOrEqual(1);
        const left = await h.app.db.select({ id: talentReports.id }).from(talentReports);
        expect(left.map((r) => r.id)).not.toContain(anonymous.id);
        expect(left.map((r) => r.id)).toContain(owned.id);
      } finally {
        h.advance(-(30 * DAY + 60));
        ann.token = await h.token(ann.email, ann.password);
        bob.token = await h.token(bob.email, bob.password);
      }
    });
  });

  it('erasing the account deletes its reports', async () => {
    const user = await h.registerActive();
    const token = await h.token(user.email, user.password);
    const report = await created(researcher, { token });
    const erased = await h.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(token), payload: { password: h.encrypt(user.password), rsaEncrypted: true } });
    expect(erased.statusCode).toBe(200);
    expect(await h.app.db.select().from(talentReports).where(eq(talentReports.id, report.id))).toEqual([]);
    expectErrorEnvelope(await call('GET', `/api/tools/reports/${report.id}`), 404);
  });

  describe('PDF', () => {
    it.each(['EN', 'CN', 'TC'] as const)('is made on the server in %s and holds the benefits, the lists and the share link', async (language) => {
      const report = await created(researcher, { language });
      const response = await call('GET', `/api/tools/reports/${report.id}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="?talent-report-\d{4}-\d{2}-\d{2}\.pdf"?$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { pages, text } = await pdfText(response.rawPayload);
      expect(pages).toBeGreaterThanOrEqual(2);
      const flat = squeezed(text);
      for (const benefit of report.benefits) expect(flat, benefit.title).toContain(squeezed(benefit.title));
      expect(flat).toContain(squeezed(report.benefits[0]!.amount!));
      expect(flat).toContain(squeezed(report.services[0]!.title));
      expect(flat).toContain(squeezed(report.entry!.steps[0]!.title));
      expect(flat).toContain(report.id);
      expect(flat).toContain({ EN: 'Personaltalentreport', CN: '个人人才报告', TC: '個人人才報告' }[language]);
      // How long a PDF takes is measured by tests/bench/report-bench.mjs, not asserted here.
    });

    it('follows ?language= like the report', async () => {
      const report = await created(researcher, { language: 'EN' });
      const { text } = await pdfText((await call('GET', `/api/tools/reports/${report.id}/pdf?language=TC`)).rawPayload);
      expect(squeezed(text)).toContain('新引進博士');
    });
  });

  it('documents every report endpoint in the OpenAPI document', async () => {
    const paths = (await h.app.inject('/api/docs/json')).json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/tools/report/questionnaire'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/tools/reports'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/tools/reports/mine'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/tools/reports/{id}'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths['/api/tools/reports/{id}/pdf'] ?? {})).toContain('get');
  });
});
