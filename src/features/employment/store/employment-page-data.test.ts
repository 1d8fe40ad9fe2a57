import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../api/employment-api';
import { employmentDetailHead, employmentDetailPageData, employmentPageData, jobPostingData, jobSummaryOf } from './employment-page-data';
import { employmentSlice, jobDetailLoaded, jobDetailRequested, jobsListLoaded, jobsListRequested } from './employment-slice';
import { queryFromSearch } from './job-query';

const job: JobDetail = {
  documentNo: 'JOB-0009',
  title: 'Data engineer',
  company: 'Lumenfold AI',
  enterpriseNo: 'ITH-0001',
  category: 'dataAi',
  recruitmentType: 'internship',
  salaryMin: 8000,
  salaryMax: 12000,
  workplace: 'International Talent Hub',
  recruits: 2,
  postedAt: '2026-03-01T01:00:00.000Z',
  closesAt: '2026-04-30T15:59:59.000Z',
  closed: false,
  language: 'EN',
  description: 'First paragraph about the job.\n\nSecond paragraph.',
  workContent: ['Build pipelines'],
  benefits: ['Housing fund'],
  address: '18 Harbour Avenue, Cooperation Zone',
  mapQuery: '港湾大道18号',
  enterpriseIntro: 'Conversational AI.',
  similar: [],
};

const request = (search: string) => ({ searchParams: new URLSearchParams(search), language: 'EN' as const });
const reduce = (...actions: Parameters<typeof employmentSlice.reducer>[1][]) =>
  actions.reduce(employmentSlice.reducer, employmentSlice.getInitialState());

describe('employment page data', () => {
  it('asks for the board’s list unless the store holds it for this query and language', () => {
    const search = 'category=dataAi&sort=closing';
    const [action] = employmentPageData(request(search), {});
    expect(action).toEqual(jobsListRequested(queryFromSearch(new URLSearchParams(search)), 'EN'));
    const held = reduce(jobsListRequested(queryFromSearch(new URLSearchParams(search)), 'EN'), jobsListLoaded({ key: 'EN?category=dataAi&sort=closing', data: { list: [], total: 0, page: 1, pageSize: 12 } }));
    expect(employmentPageData(request('sort=closing&category=dataAi&category=nope'), { employment: held })).toEqual([]);
    expect(employmentPageData({ ...request(search), language: 'TC' }, { employment: held })).toHaveLength(1);
  });

  it('asks for a detail once, and not at all without a documentNo', () => {
    expect(employmentDetailPageData(request(''), {})).toEqual([]);
    expect(employmentDetailPageData(request('documentNo=JOB-0009'), {})).toEqual([jobDetailRequested('JOB-0009', 'EN')]);
    const held = reduce(jobDetailRequested('JOB-0009', 'EN'), jobDetailLoaded({ key: 'EN:JOB-0009', data: job }));
    expect(employmentDetailPageData(request('documentNo=JOB-0009'), { employment: held })).toEqual([]);
    expect(employmentDetailPageData(request('documentNo=JOB-0009&language=CN'), { employment: held })).toHaveLength(1);
  });
});

describe('the job detail’s head', () => {
  it('names the page after the job and carries JobPosting data', () => {
    const employment = reduce(jobDetailRequested('JOB-0009', 'EN'), jobDetailLoaded({ key: 'EN:JOB-0009', data: job }));
    const head = employmentDetailHead(request('documentNo=JOB-0009'), { employment });
    expect(head?.title).toBe('Data engineer · Lumenfold AI');
    expect(head?.description).toBe('First paragraph about the job.');
    expect(head?.structuredData).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data engineer',
      datePosted: job.postedAt,
      validThrough: job.closesAt,
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Lumenfold AI' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: job.address, addressCountry: 'CN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CNY', value: { minValue: 8000, maxValue: 12000, unitText: 'MONTH' } },
      totalJobOpenings: 2,
    });
    // Another job, or the same in another language, is not answered by what the store holds.
    expect(employmentDetailHead(request('documentNo=JOB-0010'), { employment })).toBeUndefined();
    expect(employmentDetailHead(request('documentNo=JOB-0009&language=TC'), { employment })).toBeUndefined();
  });

  it('leaves the salary out when it is negotiable and maps each recruitment type', () => {
    expect(jobPostingData({ ...job, salaryMin: null, salaryMax: null })).not.toHaveProperty('baseSalary');
    expect(jobPostingData({ ...job, recruitmentType: 'campus' }).employmentType).toBe('FULL_TIME');
    expect(jobPostingData({ ...job, recruitmentType: 'social' }).employmentType).toBe('FULL_TIME');
    expect(jobPostingData({ ...job, recruitmentType: 'negotiation' }).employmentType).toBe('OTHER');
  });

  it('summarises a long description at a word, or at a character in Chinese', () => {
    const long = `${'word '.repeat(60)}\n\nrest`;
    const summary = jobSummaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
    expect(jobSummaryOf('职'.repeat(200))).toBe(`${'职'.repeat(159)}…`);
  });
});
