import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { jobSeedDateOf, type SeedJob, type SeedLanguage } from '../../../server/src/content/seed-schema.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { normalizeSearchText } from '../../../server/src/services/content/search-text.js';
import { JOB_CATEGORIES, RECRUITMENT_TYPES, SALARY_RANGES, type SalaryRange } from '../../../server/src/services/recruitment/job-codes.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, LANGUAGES, seed, useContentApp, type Page } from './support.js';

interface Summary {
  documentNo: string;
  title: string;
  company: string;
  enterpriseNo: string;
  category: string;
  recruitmentType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  workplace: string;
  recruits: number;
  postedAt: string;
  closesAt: string;
  closed: boolean;
  language: string;
}
interface Detail extends Summary {
  description: string;
  workContent: string[];
  benefits: string[];
  address: string;
  mapQuery: string;
  enterpriseIntro: string;
  similar: Summary[];
}

const enterprise = (no: string) => seed.ith.enterprises.find((each) => each.documentNo === no)!;
const isClosedAtSeeding = (job: SeedJob) => job.schedule.closingOffsetDays < 0;
/** Posting times share one time of day, so the offsets order them; ties go by number. */
const newestFirst = (a: SeedJob, b: SeedJob) =>
  b.schedule.postedOffsetDays - a.schedule.postedOffsetDays || a.documentNo.localeCompare(b.documentNo);
const numbers = (jobs: readonly SeedJob[]) => jobs.map((job) => job.documentNo);

/** Every document number a query returns, walking all pages. */
async function allJobs(app: App, query: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const data = await getData<Page<Summary>>(app, `/api/jobs?${query}&pageSize=50&page=${page}`);
    found.push(...data.list.map((item) => item.documentNo));
    if (found.length >= data.total || data.list.length === 0) return found;
  }
}

/** Independent expectation from the seed files: every word in some language of the job, or of its company's name. */
function keywordMatches(keyword: string): string[] {
  const words = normalizeSearchText(keyword).split(' ').filter(Boolean);
  return seed.jobs
    .filter((job) => {
      const texts = LANGUAGES.map((language) => {
        const { title, summary, description, workContent, benefits, workplace, address } = job.translations[language];
        return normalizeSearchText([title, summary, description, ...workContent, ...benefits, workplace, address].join('\n'));
      });
      const names = LANGUAGES.map((language) => normalizeSearchText(enterprise(job.enterpriseNo).translations[language].name));
      return words.every((word) => texts.some((text) => text.includes(word)) || names.some((name) => name.includes(word)));
    })
    .sort(newestFirst)
    .map((job) => job.documentNo);
}

describe.each(TEST_DATABASES)('jobs API on $name', (database) => {
  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  const realNow = () => new Date();
  beforeAll(() => {
    ({ app, content } = started);
  });
  afterEach(() => {
    content.clock.now = realNow;
  });

  it('lists every seeded job, newest first, twelve to a page, with the company read from the Hub enterprise', async () => {
    const first = await getData<Page<Summary>>(app, '/api/jobs?language=EN');
    expect(first).toMatchObject({ total: seed.jobs.length, page: 1, pageSize: 12 });
    expect(first.list).toHaveLength(12);
    const expected = [...seed.jobs].sort(newestFirst);
    expect(first.list.map((item) => item.documentNo)).toEqual(numbers(expected.slice(0, 12)));

    const source = expected[0]!;
    const item = first.list[0]!;
    expect(item).toEqual({
      documentNo: source.documentNo,
      title: source.translations.EN.title,
      company: enterprise(source.enterpriseNo).translations.EN.name,
      enterpriseNo: source.enterpriseNo,
      category: source.category,
      recruitmentType: source.recruitmentType,
      salaryMin: source.salaryMin,
      salaryMax: source.salaryMax,
      workplace: source.translations.EN.workplace,
      recruits: source.recruits,
      postedAt: item.postedAt,
      closesAt: item.closesAt,
      closed: false,
      language: 'EN',
    });
    // The dates are the schedule's, placed around the day the app was seeded.
    expect(jobSeedDateOf(source.schedule, new Date(item.postedAt), new Date(item.closesAt))).toBeDefined();
    expect(new Date(item.postedAt).getTime()).toBeLessThan(Date.now());

    expect(await allJobs(app, 'language=EN')).toEqual(numbers(expected));
  });

  it('answers in each language, with the company in that language too', async () => {
    for (const language of LANGUAGES) {
      const data = await getData<Page<Summary>>(app, `/api/jobs?language=${language}&pageSize=50`);
      for (const item of data.list) {
        const source = seed.jobs.find((job) => job.documentNo === item.documentNo)!;
        expect(item.language).toBe(language);
        expect(item.title).toBe(source.translations[language].title);
        expect(item.workplace).toBe(source.translations[language].workplace);
        expect(item.company).toBe(enterprise(source.enterpriseNo).translations[language].name);
      }
    }
  });

  it('filters by category and by recruitment type, several values of one filter meaning any of them', async () => {
    for (const category of JOB_CATEGORIES) {
      const expected = numbers(seed.jobs.filter((job) => job.category === category).sort(newestFirst));
      expect(expected.length, category).toBeGreaterThan(0);
      expect(await allJobs(app, `category=${category}`), category).toEqual(expected);
    }
    for (const type of RECRUITMENT_TYPES) {
      const expected = numbers(seed.jobs.filter((job) => job.recruitmentType === type).sort(newestFirst));
      expect(expected.length, type).toBeGreaterThan(0);
      expect(await allJobs(app, `type=${type}`), type).toEqual(expected);
    }
    const two = await allJobs(app, 'category=design&category=education&type=social&type=internship');
    const expected = seed.jobs
      .filter((job) => ['design', 'education'].includes(job.category) && ['social', 'internship'].includes(job.recruitmentType))
      .sort(newestFirst);
    expect(expected.length).toBeGreaterThan(1);
    expect(two).toEqual(numbers(expected));
  });

  it('filters by salary range: a job matches every range its salary overlaps, a negotiable one none', async () => {
    const counts: number[] = [];
    for (const [code, range] of Object.entries(SALARY_RANGES) as Array<[SalaryRange, { min: number; max: number | null }]>) {
      const expected = seed.jobs
        .filter((job) => job.salaryMin !== null && job.salaryMax !== null)
        .filter((job) => job.salaryMax! >= range.min && (range.max === null || job.salaryMin! < range.max))
        .sort(newestFirst);
      expect(expected.length, code).toBeGreaterThan(0);
      expect(await allJobs(app, `salary=${code}`), code).toEqual(numbers(expected));
      counts.push(expected.length);
    }
    // A job spanning 25000–40000 sits in two ranges, so the ranges add up to more than the jobs with a salary.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(seed.jobs.filter((job) => job.salaryMin !== null).length);
    const negotiable = seed.jobs.filter((job) => job.salaryMin === null);
    expect(negotiable.length).toBeGreaterThan(0);
    for (const code of Object.keys(SALARY_RANGES)) {
      const found = await allJobs(app, `salary=${code}`);
      expect(found.filter((no) => negotiable.some((job) => job.documentNo === no)), code).toEqual([]);
    }
    const combined = await allJobs(app, 'salary=30to50k&category=dataAi&keyword=engineer');
    expect(combined.length).toBeGreaterThan(0);
    expect(combined).toEqual(
      keywordMatches('engineer').filter((no) => {
        const job = seed.jobs.find((each) => each.documentNo === no)!;
        return job.category === 'dataAi' && job.salaryMax !== null && job.salaryMax >= 30000 && job.salaryMin! < 50000;
      }),
    );
  });

  it('finds the same job by a keyword in English, Simplified and Traditional Chinese, and by its company name', async () => {
    const source = seed.jobs.find((job) => job.documentNo === 'JOB-0001')!;
    const cases = [
      'speech recognition',
      'SPEECH',
      source.translations.CN.title.slice(0, 4),
      source.translations.TC.title.slice(0, 4),
      '语音识别',
      '語音識別',
      'Lumenfold',
      '流明智能',
      '葡语',
      '葡語',
      'Portuguese Macao',
    ];
    for (const keyword of cases) {
      const found = await allJobs(app, `keyword=${encodeURIComponent(keyword)}`);
      const expected = keywordMatches(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      expect(found, keyword).toEqual(expected);
    }
    // Simplified and Traditional spellings of one word find exactly the same jobs, among them JOB-0001.
    const simplified = await allJobs(app, `keyword=${encodeURIComponent('语音识别')}`);
    expect(simplified).toContain('JOB-0001');
    expect(await allJobs(app, `keyword=${encodeURIComponent('語音識別')}`)).toEqual(simplified);
    // The company is found by name although no job text names it.
    const byCompany = await allJobs(app, 'keyword=lumenfold');
    expect(byCompany.sort()).toEqual(numbers(seed.jobs.filter((job) => job.enterpriseNo === 'ITH-0001')).sort());
    expect(await allJobs(app, 'keyword=zzqxv')).toEqual([]);
  });

  it('sorts by closing date: open jobs soonest closing first, the closed ones after them', async () => {
    const bySchedule = (a: SeedJob, b: SeedJob) =>
      a.schedule.closingOffsetDays - b.schedule.closingOffsetDays || a.documentNo.localeCompare(b.documentNo);
    const open = seed.jobs.filter((job) => !isClosedAtSeeding(job)).sort(bySchedule);
    const closed = seed.jobs.filter(isClosedAtSeeding).sort(bySchedule);
    expect(await allJobs(app, 'sort=closing')).toEqual(numbers([...open, ...closed]));
    expect(await allJobs(app, 'sort=newest')).toEqual(numbers([...seed.jobs].sort(newestFirst)));
  });

  it('pages through the list; a page past the end is empty and keeps the total', async () => {
    const expected = numbers([...seed.jobs].sort(newestFirst));
    const second = await getData<Page<Summary>>(app, '/api/jobs?page=2&pageSize=5&language=TC');
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: seed.jobs.length });
    expect(second.list.map((item) => item.documentNo)).toEqual(expected.slice(5, 10));
    const beyond = await getData<Page<Summary>>(app, '/api/jobs?page=100&pageSize=50');
    expect(beyond).toMatchObject({ list: [], total: seed.jobs.length, page: 100 });
  });

  it('marks the closed jobs (at least four) and keeps them readable', async () => {
    const list = await getData<Page<Summary>>(app, '/api/jobs?pageSize=50&sort=closing');
    const all = [...list.list, ...(await getData<Page<Summary>>(app, '/api/jobs?pageSize=50&page=2&sort=closing')).list];
    const closed = all.filter((item) => item.closed).map((item) => item.documentNo);
    expect(closed.sort()).toEqual(numbers(seed.jobs.filter(isClosedAtSeeding)).sort());
    expect(closed.length).toBeGreaterThanOrEqual(4);
    for (const item of all) expect(item.closed).toBe(new Date(item.closesAt).getTime() < Date.now());
    const detail = await getData<Detail>(app, `/api/jobs/detail?documentNo=${closed[0]}&language=EN`);
    expect(detail.closed).toBe(true);
  });

  it('turns a job closed once its closing instant passes, through the response cache', async () => {
    const job = seed.jobs.filter((each) => !isClosedAtSeeding(each)).sort((a, b) => a.schedule.closingOffsetDays - b.schedule.closingOffsetDays)[0]!;
    const url = `/api/jobs/detail?documentNo=${job.documentNo}&language=EN`;
    const before = await getData<Detail>(app, url);
    expect(before.closed).toBe(false);
    const closesAt = new Date(before.closesAt);
    content.clock.now = () => new Date(closesAt.getTime() - 1000);
    expect((await getData<Detail>(app, url)).closed).toBe(false);
    content.clock.now = () => new Date(closesAt.getTime() + 1000);
    const after = await getData<Detail>(app, url);
    expect(after.closed).toBe(true);
    // A closed job is never offered as similar.
    const other = await getData<Detail>(app, `/api/jobs/detail?documentNo=${before.similar[0]!.documentNo}&language=EN`);
    expect(other.similar.map((item) => item.documentNo)).not.toContain(job.documentNo);
  });

  it('answers a job in full, with its company introduction and up to four similar open jobs, in every language', async () => {
    const source = seed.jobs.find((job) => job.documentNo === 'JOB-0004')!;
    for (const language of LANGUAGES as SeedLanguage[]) {
      const detail = await getData<Detail>(app, `/api/jobs/detail?documentNo=${source.documentNo}&language=${language}`);
      const text = source.translations[language];
      expect(detail).toMatchObject({
        documentNo: source.documentNo,
        title: text.title,
        company: enterprise(source.enterpriseNo).translations[language].name,
        enterpriseIntro: enterprise(source.enterpriseNo).translations[language].intro,
        description: text.description,
        workContent: text.workContent,
        benefits: text.benefits,
        workplace: text.workplace,
        address: text.address,
        mapQuery: source.mapQuery,
        salaryMin: source.salaryMin,
        salaryMax: source.salaryMax,
        recruits: source.recruits,
        closed: false,
        language,
      });
      expect(detail.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(detail.similar.length).toBeGreaterThan(0);
      expect(detail.similar.length).toBeLessThanOrEqual(4);
      expect(detail.similar.map((item) => item.documentNo)).not.toContain(source.documentNo);
      expect(detail.similar.every((item) => !item.closed && item.language === language)).toBe(true);
      // Same category first: there are enough open jobs of it to fill the list.
      const sameCategory = seed.jobs.filter((job) => job.category === source.category && job !== source && !isClosedAtSeeding(job));
      expect(sameCategory.length).toBeGreaterThanOrEqual(4);
      expect(detail.similar.map((item) => item.category)).toEqual([source.category, source.category, source.category, source.category]);
    }
  });

  it('answers 404 for an unknown job and for a document of another section', async () => {
    for (const documentNo of ['JOB-9999', seed.benefits[0]!.documentNo, 'ITH-0001']) {
      const response = await app.inject(`/api/jobs/detail?documentNo=${documentNo}&language=EN`);
      expect(response.statusCode, documentNo).toBe(404);
      expect(response.json()).toMatchObject({ code: 40450, data: null });
      expect(response.json().message).toContain(documentNo);
    }
  });

  it('falls back to Simplified Chinese when a job has no text in the language asked for', async () => {
    const added = {
      documentNo: 'JOB-9001',
      section: 'job' as const,
      status: 'published' as const,
      publishedAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      attributes: { enterpriseNo: 'ITH-0007', category: 'research', recruitmentType: 'internship', salaryMin: 6000, salaryMax: 8000, recruits: 1, mapQuery: '合作区' },
      translations: {
        CN: { title: '储能实验室实习生', summary: '在实验室测试电池。', body: '第一段。\n\n第二段。', fields: { workContent: ['测试电池'], benefits: ['实习补贴'], workplace: '合作区', address: '合作区港湾大道18号' } },
      },
    };
    try {
      await content.store.save(added);
      const detail = await getData<Detail>(app, '/api/jobs/detail?documentNo=JOB-9001&language=EN');
      expect(detail).toMatchObject({ title: '储能实验室实习生', language: 'CN', company: 'Solvane Energy', workContent: ['测试电池'] });
      const list = await getData<Page<Summary>>(app, '/api/jobs?language=TC&pageSize=1');
      expect(list.list[0]).toMatchObject({ documentNo: 'JOB-9001', language: 'CN', company: '索旺能源' });
      expect(list.total).toBe(seed.jobs.length + 1);
      // A job with a future posting time is not shown yet.
      await content.store.save({ ...added, publishedAt: new Date(Date.now() + 3600_000) });
      expect((await app.inject('/api/jobs/detail?documentNo=JOB-9001&language=EN')).statusCode).toBe(404);
    } finally {
      await content.store.remove('JOB-9001');
    }
  });

  it('caches answers and revalidates them with the ETag', async () => {
    const url = '/api/jobs?language=CN&category=software';
    const first = await app.inject(url);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('publishes both calls in the OpenAPI document', async () => {
    const spec = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/jobs', '/api/jobs/detail']));
  });
});
