import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../../server/src/db/schema/index.js';
import { savedSearchesOf } from '../../../server/src/routes/recruitment/saved-searches.js';
import { contentOf } from '../../../server/src/services/content/content-context.js';
import type { DocumentInput } from '../../../server/src/services/content/document-store.js';
import { SAVED_SEARCHES_MAX } from '../../../server/src/services/recruitment/job-codes.js';
import { SAVED_SEARCH_ERRORS } from '../../../server/src/services/recruitment/saved-search-errors.js';
import type { CaughtMail } from '../auth/support/mail-catcher.js';
import { createAuthHarness, PUBLIC_URL, type AuthHarness } from '../auth/support/auth-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';

const URL_BASE = '/api/recruitment/saved-searches';
const HOUR = 3600;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface View {
  id: number;
  query: { keyword: string; category: string[]; salary: string | null; type: string[] };
  createdAt: string;
}

/** A job of the Hub's hydrogen company, posted a little after real time (the tests move the app's clock forward). */
function newJob(documentNo: string, title: { EN: string; CN: string; TC: string }, category = 'research'): DocumentInput {
  const text = (language: 'EN' | 'CN' | 'TC') => ({
    title: title[language],
    summary: `${title[language]}.`,
    body: 'Paragraph one.\n\nParagraph two.',
    fields: { workContent: ['Test stacks'], benefits: ['Housing'], workplace: language === 'EN' ? 'Port Road, Cooperation Zone' : '合作区·港口路', address: '8 Port Road' },
  });
  return {
    documentNo,
    section: 'job',
    status: 'published',
    publishedAt: new Date(Date.now() + 60_000),
    endsAt: new Date(Date.now() + 200 * 86_400_000),
    attributes: { enterpriseNo: 'ITH-0015', category, recruitmentType: 'social', salaryMin: 20000, salaryMax: 30000, recruits: 1, mapQuery: '合作区' },
    translations: { EN: text('EN'), CN: text('CN'), TC: text('TC') },
  };
}

/** The unsubscribe link of a digest. */
function unsubscribeLinkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in "${mail.subject}"`);
  return new URL(match[0]);
}

describe.each(TEST_DATABASES)('saved job searches on $name', (database) => {
  let h: AuthHarness;
  interface Person {
    email: string;
    password: string;
    token: string;
  }
  let ann: Person;
  let bob: Person;
  /** Sessions last 12 hours: after moving the clock by days, log in again. */
  const relogin = async (person: Person) => {
    person.token = await h.token(person.email, person.password);
  };

  const create = (token: string, body: object, language = 'EN') =>
    h.app.inject({ method: 'POST', url: `${URL_BASE}?language=${language}`, headers: bearer(token), payload: body });
  const list = async (token: string) => {
    const response = await h.app.inject({ url: URL_BASE, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().data as View[];
  };
  const clear = async (token: string) => {
    for (const saved of await list(token)) {
      await h.app.inject({ method: 'DELETE', url: `${URL_BASE}/${saved.id}`, headers: bearer(token) });
    }
  };
  const mailsTo = async (email: string) => {
    await h.app.auth.mail.flush();
    return h.mails.to(email);
  };

  beforeAll(async () => {
    h = await createAuthHarness(database);
    const login = async (): Promise<Person> => {
      const user = await h.registerActive();
      return { email: user.email.toLowerCase(), password: user.password, token: await h.token(user.email, user.password) };
    };
    ann = await login();
    bob = await login();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('needs a login for everything but the unsubscribe link', async () => {
    for (const [method, url] of [
      ['GET', URL_BASE],
      ['POST', URL_BASE],
      ['DELETE', `${URL_BASE}/1`],
    ] as const) {
      const response = await h.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expectErrorEnvelope(response, 401);
      const expired = await h.app.inject({ method, url, headers: bearer('not-a-real-session-token'), ...(method === 'POST' ? { payload: {} } : {}) });
      expectErrorEnvelope(expired, 401);
    }
  });

  it('saves, lists (newest first) and deletes searches, in one spelling per search', async () => {
    const first = await create(ann.token, { keyword: '  hydrogen   engineer ', category: ['research', 'dataAi', 'research'], salary: '20to30k', type: ['social'] });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data as View;
    expect(saved.query).toEqual({ keyword: 'hydrogen engineer', category: ['dataAi', 'research'], salary: '20to30k', type: ['social'] });
    expect(new Date(saved.createdAt).getTime()).not.toBeNaN();

    h.advance(1);
    const second = (await create(ann.token, {})).json().data as View;
    expect(second.query).toEqual({ keyword: '', category: [], salary: null, type: [] });
    expect((await list(ann.token)).map((each) => each.id)).toEqual([second.id, saved.id]);

    // The same search again is the one already kept, however it is spelled.
    const again = (await create(ann.token, { category: ['dataAi', 'research'], keyword: 'hydrogen engineer', type: ['social'], salary: '20to30k' })).json().data as View;
    expect(again.id).toBe(saved.id);
    expect(await list(ann.token)).toHaveLength(2);

    const removed = await h.app.inject({ method: 'DELETE', url: `${URL_BASE}/${saved.id}`, headers: bearer(ann.token) });
    expect(removed.json()).toMatchObject({ code: 0, data: true });
    expect((await list(ann.token)).map((each) => each.id)).toEqual([second.id]);
    const twice = await h.app.inject({ method: 'DELETE', url: `${URL_BASE}/${saved.id}`, headers: bearer(ann.token) });
    expectErrorEnvelope(twice, 404, SAVED_SEARCH_ERRORS.notFound.code);
    await clear(ann.token);
  });

  it("answers someone else's saved search as missing, and leaves it alone", async () => {
    const bobs = (await create(bob.token, { keyword: 'robot' })).json().data as View;
    const response = await h.app.inject({ method: 'DELETE', url: `${URL_BASE}/${bobs.id}?language=EN`, headers: bearer(ann.token) });
    const body = expectErrorEnvelope(response, 404, SAVED_SEARCH_ERRORS.notFound.code);
    expect(body.message).toBe('This saved search does not exist.');
    expect(await list(ann.token)).toEqual([]);
    expect((await list(bob.token)).map((each) => each.id)).toEqual([bobs.id]);
    await clear(bob.token);
  });

  it('refuses unknown codes, an overlong keyword and a malformed id with a 400 envelope', async () => {
    for (const body of [
      { category: ['cooking'] },
      { type: ['freelance'] },
      { salary: '100k' },
      { salary: 20000 },
      { keyword: 'x'.repeat(101) },
      { category: 'cooking' },
    ]) {
      const response = await create(ann.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBeGreaterThanOrEqual(40000);
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const response = await h.app.inject({ method: 'DELETE', url: `${URL_BASE}/${id}`, headers: bearer(ann.token) });
      expect(response.statusCode, id).toBe(400);
    }
    expect(await list(ann.token)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per account`, async () => {
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1) {
      expect((await create(ann.token, { keyword: `search ${i}` })).statusCode).toBe(200);
    }
    const over = await create(ann.token, { keyword: 'one too many' });
    const body = expectErrorEnvelope(over, 409, SAVED_SEARCH_ERRORS.limit.code);
    expect(body.message).toContain(String(SAVED_SEARCHES_MAX));
    // A search already kept is still answered, and another account has its own allowance.
    expect((await create(ann.token, { keyword: 'search 3' })).statusCode).toBe(200);
    expect((await create(bob.token, { keyword: 'one too many' })).statusCode).toBe(200);
    expect(await list(ann.token)).toHaveLength(SAVED_SEARCHES_MAX);
    await clear(ann.token);
    await clear(bob.token);
  });

  it('mails each saved search its new matching jobs once a day, in its language, with links and an unsubscribe link', async () => {
    const content = contentOf(h.app);
    const digests = savedSearchesOf(h.app);
    const hydrogenTitle = { EN: 'Hydrogen Stack Test Engineer', CN: '氢燃料电堆测试工程师', TC: '氫燃料電堆測試工程師' };
    await create(ann.token, { category: ['research'], keyword: 'stack' }, 'EN');
    await create(bob.token, { category: ['research'] }, 'TC');
    const before = { ann: (await mailsTo(ann.email)).length, bob: (await mailsTo(bob.email)).length };

    try {
      // Jobs posted after the searches were saved: one matches both, one matches neither (another category).
      await content.store.save(newJob('JOB-9101', hydrogenTitle));
      await content.store.save(newJob('JOB-9102', { EN: 'Stack Developer', CN: '全栈开发', TC: '全棧開發' }, 'software'));

      // Not yet a day since the searches were saved: nothing goes out.
      h.advance(2 * HOUR);
      expect(await digests.sendDigests()).toBe(0);

      h.advance(23 * HOUR);
      // Two instances at once: each search is mailed by one of them only.
      const runs = await Promise.all([digests.sendDigests(), digests.sendDigests()]);
      expect(runs[0] + runs[1]).toBe(2);
      const annMails = await mailsTo(ann.email);
      expect(annMails).toHaveLength(before.ann + 1);
      const mail = annMails.at(-1)!;
      expect(mail.subject).toBe('New jobs for your saved search (1)');
      expect(mail.text).toContain('Dear Ann,');
      expect(mail.text).toContain('“stack”');
      expect(mail.text).toContain('Hydrogen Stack Test Engineer — Haiqing Hydrogen, Port Road, Cooperation Zone');
      expect(mail.text).toContain(`${PUBLIC_URL}/pages/employment/detail?documentNo=JOB-9101&language=EN`);
      expect(mail.text).toContain(`${PUBLIC_URL}/pages/employment?keyword=stack&category=research&language=EN`);
      expect(mail.text).not.toContain('JOB-9102');
      // Seeded jobs were posted before the search was saved.
      expect(mail.text.match(/documentNo=/g)).toHaveLength(1);
      expect(mail.html).toContain('<a href="https://portal.test/pages/employment/detail?documentNo=JOB-9101&#38;language=EN">Hydrogen Stack Test Engineer</a>');
      const bobMail = (await mailsTo(bob.email)).at(-1)!;
      expect(bobMail.subject).toBe('您儲存的搜尋有新職位（1個）');
      expect(bobMail.text).toContain('氫燃料電堆測試工程師——海清氫能');

      // The same day again: no second mail.
      h.advance(HOUR);
      expect(await digests.sendDigests()).toBe(0);
      // A day later with nothing new: still no mail.
      h.advance(25 * HOUR);
      expect(await digests.sendDigests()).toBe(0);
      expect(await mailsTo(ann.email)).toHaveLength(before.ann + 1);

      // A new match a day later: mailed on its own, and the older link stops working (a fresh token each digest).
      const firstLink = unsubscribeLinkIn(mail);
      const nextJob = newJob('JOB-9103', { EN: 'Stack Durability Researcher', CN: '电堆耐久性研究员', TC: '電堆耐久性研究員' });
      await content.store.save({ ...nextJob, publishedAt: new Date(h.app.auth.clock.now().getTime() + 60_000) });
      h.advance(25 * HOUR);
      expect(await digests.sendDigests()).toBe(2);
      const latest = (await mailsTo(ann.email)).at(-1)!;
      expect(latest.text).toContain('Stack Durability Researcher');
      expect(latest.text).not.toContain('Hydrogen Stack Test Engineer');
      expect(firstLink.searchParams.get('token')).not.toBe(unsubscribeLinkIn(latest).searchParams.get('token'));
      const stale = await h.app.inject(`${firstLink.pathname}${firstLink.search}`);
      expectErrorEnvelope(stale, 404, SAVED_SEARCH_ERRORS.unsubscribeInvalid.code);

      // The latest link works without a login, once.
      await relogin(ann);
      await relogin(bob);
      const link = unsubscribeLinkIn(latest);
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}${URL_BASE}/unsubscribe`);
      const done = await h.app.inject(`${link.pathname}${link.search}`);
      expect(done.json()).toMatchObject({ code: 0, data: true });
      expect(await list(ann.token)).toEqual([]);
      expect((await list(bob.token)).length).toBe(1);
      expectErrorEnvelope(await h.app.inject(`${link.pathname}${link.search}`), 404, SAVED_SEARCH_ERRORS.unsubscribeInvalid.code);

      // A browser opening Bob's link gets a page in his language.
      const bobLink = unsubscribeLinkIn((await mailsTo(bob.email)).at(-1)!);
      const page = await h.app.inject({ url: `${bobLink.pathname}${bobLink.search}`, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="zh-Hant">');
      expect(page.body).toContain('您已取消訂閱');
      expect(await list(bob.token)).toEqual([]);
      const again = await h.app.inject({ url: `${bobLink.pathname}${bobLink.search}`, headers: { accept: 'text/html' } });
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('連結無效');
    } finally {
      for (const no of ['JOB-9101', 'JOB-9102', 'JOB-9103']) await content.store.remove(no);
      await relogin(ann);
      await relogin(bob);
      await clear(ann.token);
      await clear(bob.token);
    }
  });

  it('answers a malformed unsubscribe token with 400 and an unknown one with 404', async () => {
    expectErrorEnvelope(await h.app.inject(`${URL_BASE}/unsubscribe`), 400);
    expectErrorEnvelope(await h.app.inject(`${URL_BASE}/unsubscribe?token=short`), 400);
    expectErrorEnvelope(await h.app.inject(`${URL_BASE}/unsubscribe?token=${encodeURIComponent("' OR 1=1 --aaaaaaaaaaaaaaaaaaaa")}`), 400);
    const unknown = await h.app.inject(`${URL_BASE}/unsubscribe?token=${'A'.repeat(43)}&language=CN`);
    const body = expectErrorEnvelope(unknown, 404, SAVED_SEARCH_ERRORS.unsubscribeInvalid.code);
    expect(body.message).toContain('退订链接已失效');
  });

  it('goes with the account when it is erased', async () => {
    const carl = await h.registerActive();
    const token = await h.token(carl.email, carl.password);
    await create(token, { keyword: 'fuel cell' });
    const row = (await h.app.db.select().from(savedSearches)).find((each) => each.query.keyword === 'fuel cell');
    expect(row).toBeDefined();
    const erased = await h.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(token), payload: { password: h.encrypt(carl.password), rsaEncrypted: true } });
    expect(erased.statusCode).toBe(200);
    expect(await h.app.db.select().from(savedSearches).where(eq(savedSearches.userId, row!.userId))).toEqual([]);
  });
});
