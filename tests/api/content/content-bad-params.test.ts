import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { ERRORS } from '../../../server/src/lib/error-codes.js';
import { CONTENT_ERRORS } from '../../../server/src/services/content/content-errors.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, TEST_DATABASES, type ThrowawayDatabase } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { seed } from './support.js';

const q = encodeURIComponent;

interface BadCase {
  name: string;
  url: string;
  /** An error status with its envelope code, 'empty' for a 200 with no results, 'ignored' for the unfiltered list. */
  expect: { status: number; code: number; mentions?: string } | 'empty' | 'ignored';
}

const invalid = (mentions?: string) => ({ status: 400, code: ERRORS.validation.code, ...(mentions ? { mentions } : {}) });
const unknownFilter = (mentions: string) => ({ status: 400, code: CONTENT_ERRORS.unknownFilterValue.code, mentions });

const cases: BadCase[] = [
  { name: 'unknown talentType', url: '/api/benefits?talentType=wizard', expect: unknownFilter('talentType') },
  { name: 'unknown value among known ones', url: '/api/benefits?talentType=student&talentType=wizard', expect: unknownFilter('wizard') },
  { name: 'unknown contentType', url: '/api/benefits?contentType=lottery', expect: unknownFilter('contentType') },
  { name: 'unknown talentScene', url: '/api/benefits?talentScene=moon', expect: unknownFilter('talentScene') },
  { name: 'filter code in the wrong case', url: '/api/benefits?talentType=STUDENT', expect: unknownFilter('STUDENT') },
  { name: 'empty filter value', url: '/api/benefits?talentType=', expect: invalid('talentType') },
  { name: 'bracketed array syntax (an unknown parameter)', url: '/api/benefits?talentType[]=wizard', expect: 'ignored' },
  { name: 'too many filter values', url: `/api/benefits?${Array.from({ length: 11 }, () => 'talentType=student').join('&')}`, expect: invalid('talentType') },
  { name: 'page 0', url: '/api/benefits?page=0', expect: invalid('page') },
  { name: 'negative page', url: '/api/benefits?page=-1', expect: invalid('page') },
  { name: 'non-numeric page', url: '/api/benefits?page=abc', expect: invalid('page') },
  { name: 'huge page', url: '/api/benefits?page=99999999999999999999', expect: invalid('page') },
  { name: 'pageSize 0', url: '/api/benefits?pageSize=0', expect: invalid('pageSize') },
  { name: 'pageSize 10000', url: '/api/benefits?pageSize=10000', expect: invalid('pageSize') },
  { name: 'pageSize 51', url: '/api/benefits?pageSize=51', expect: invalid('pageSize') },
  { name: 'non-numeric pageSize', url: '/api/benefits?pageSize=ten', expect: invalid('pageSize') },
  { name: 'SQL-ish keyword', url: `/api/benefits?keyword=${q("' OR 1=1 --")}`, expect: 'empty' },
  { name: 'SQL-ish keyword with a statement', url: `/api/benefits?keyword=${q("x'); drop table documents; --")}`, expect: 'empty' },
  { name: 'LIKE wildcards as keyword', url: `/api/benefits?keyword=${q('%_')}`, expect: 'empty' },
  { name: 'run of percent signs', url: `/api/benefits?keyword=${q('%%%%')}`, expect: 'empty' },
  { name: 'backslash keyword', url: `/api/benefits?keyword=${q('\\')}`, expect: 'empty' },
  { name: '2000-character keyword', url: `/api/benefits?keyword=${'a'.repeat(2000)}`, expect: invalid('keyword') },
  { name: '101-character keyword', url: `/api/benefits?keyword=${'税'.repeat(101)}`, expect: invalid('keyword') },
  { name: 'NUL in keyword', url: `/api/benefits?keyword=${q('zq\u0000xj')}`, expect: 'empty' },
  { name: 'control characters only', url: `/api/benefits?keyword=${q('\u0000\u0001')}`, expect: 'ignored' },
  { name: 'unknown language', url: '/api/benefits?language=FR', expect: invalid('language') },
  { name: 'lowercase language', url: '/m_api/home_data?language=en', expect: invalid('language') },
  { name: 'apps guide in an unknown language', url: '/api/apps?language=FR', expect: invalid('language') },
  { name: 'apps guide with an empty language', url: '/api/apps?language=', expect: invalid('language') },
  { name: 'apps guide with a script as language', url: `/api/apps?language=${q('<script>')}`, expect: invalid('language') },
  { name: 'unknown services tab', url: '/api/services?tab=cooking', expect: invalid('tab') },
  { name: 'services tab as an index', url: '/api/services?tab=4', expect: invalid('tab') },
  { name: 'unknown talentType in services', url: '/api/services?talentType=wizard', expect: unknownFilter('talentType') },
  { name: 'services pageSize 51', url: '/api/services?pageSize=51', expect: invalid('pageSize') },
  { name: 'SQL-ish services keyword', url: `/api/services?keyword=${q("' OR 1=1 --")}`, expect: 'empty' },
  { name: '101-character services keyword', url: `/api/services?keyword=${'服'.repeat(101)}`, expect: invalid('keyword') },
  { name: 'service detail without documentNo', url: '/api/services/detail', expect: { status: 400, code: ERRORS.requiredField.code, mentions: 'documentNo' } },
  { name: 'unknown service', url: '/api/services/detail?documentNo=SVC-9999', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code, mentions: 'SVC-9999' } },
  { name: 'a benefit asked for as a service', url: '/api/services/detail?documentNo=BEN-2021-0001', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code } },
  { name: 'unknown life tab', url: '/api/life?tab=nightlife', expect: invalid('tab') },
  { name: 'life tab as an index', url: '/api/life?tab=2', expect: invalid('tab') },
  { name: 'life in an unknown language', url: '/api/life?language=DE', expect: invalid('language') },
  { name: 'life detail without documentNo', url: '/api/life/detail', expect: { status: 400, code: ERRORS.requiredField.code, mentions: 'documentNo' } },
  { name: 'unknown life entry', url: '/api/life/detail?documentNo=LIFE-9999', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code, mentions: 'LIFE-9999' } },
  { name: 'unknown Hong Kong/Macao tab', url: '/api/hkmacao?tab=jobs', expect: invalid('tab') },
  { name: 'Hong Kong/Macao page 0', url: '/api/hkmacao?page=0', expect: invalid('page') },
  { name: 'Hong Kong/Macao guides in an unknown language', url: '/api/hkmacao/guides?language=JP', expect: invalid('language') },
  { name: 'unknown Hong Kong/Macao guide', url: '/api/hkmacao/detail?documentNo=HKM-9999', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code, mentions: 'HKM-9999' } },
  { name: 'journey without a scene', url: '/api/journeys', expect: { status: 400, code: ERRORS.requiredField.code, mentions: 'scene' } },
  { name: 'unknown journey', url: '/api/journeys?scene=retire', expect: invalid('scene') },
  { name: 'about in an unknown language', url: '/api/about?language=ES', expect: invalid('language') },
  { name: 'hub page in an unknown language', url: '/api/ith?language=ES', expect: invalid('language') },
  { name: 'unknown event state', url: '/api/events?state=cancelled', expect: invalid('state') },
  { name: 'events page 0', url: '/api/events?page=0', expect: invalid('page') },
  { name: 'events pageSize 10000', url: '/api/events?state=past&pageSize=10000', expect: invalid('pageSize') },
  { name: 'missing documentNo', url: '/api/benefits/detail', expect: { status: 400, code: ERRORS.requiredField.code, mentions: 'documentNo' } },
  { name: 'empty documentNo', url: '/api/benefits/detail?documentNo=', expect: invalid('documentNo') },
  { name: 'SQL-ish documentNo', url: `/api/benefits/detail?documentNo=${q("' OR 1=1 --")}`, expect: invalid('documentNo') },
  { name: 'overlong documentNo', url: `/api/events/detail?documentNo=${'A'.repeat(41)}`, expect: invalid('documentNo') },
  { name: 'unknown documentNo', url: '/api/benefits/detail?documentNo=BEN-0000-0000', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code, mentions: 'BEN-0000-0000' } },
  { name: 'ics without documentNo', url: '/api/events/calendar.ics', expect: { status: 400, code: ERRORS.requiredField.code } },
  { name: 'malformed percent-encoding', url: '/api/benefits?keyword=%E0%A4%A', expect: 'empty' },
  { name: 'unknown job category', url: '/api/jobs?category=cooking', expect: unknownFilter('category') },
  { name: 'unknown job category among known ones', url: '/api/jobs?category=software&category=wizard', expect: unknownFilter('wizard') },
  { name: 'job category in the wrong case', url: '/api/jobs?category=DataAi', expect: unknownFilter('DataAi') },
  { name: 'unknown recruitment type', url: '/api/jobs?type=freelance', expect: unknownFilter('type') },
  { name: 'too many job categories', url: `/api/jobs?${Array.from({ length: 11 }, () => 'category=design').join('&')}`, expect: invalid('category') },
  { name: 'unknown salary range', url: '/api/jobs?salary=100k', expect: invalid('salary') },
  { name: 'salary as a number', url: '/api/jobs?salary=20000', expect: invalid('salary') },
  { name: 'two salary ranges', url: '/api/jobs?salary=lt10k&salary=gte50k', expect: invalid('salary') },
  { name: 'unknown job sort', url: '/api/jobs?sort=salary', expect: invalid('sort') },
  { name: 'jobs page 0', url: '/api/jobs?page=0', expect: invalid('page') },
  { name: 'jobs huge page', url: '/api/jobs?page=99999999999999999999', expect: invalid('page') },
  { name: 'jobs pageSize 10000', url: '/api/jobs?pageSize=10000', expect: invalid('pageSize') },
  { name: 'jobs pageSize 51', url: '/api/jobs?pageSize=51', expect: invalid('pageSize') },
  { name: 'jobs in an unknown language', url: '/api/jobs?language=FR', expect: invalid('language') },
  { name: 'SQL-ish jobs keyword', url: `/api/jobs?keyword=${q("' OR 1=1 --")}`, expect: 'empty' },
  { name: 'LIKE wildcards as jobs keyword', url: `/api/jobs?keyword=${q('%_')}`, expect: 'empty' },
  { name: '101-character jobs keyword', url: `/api/jobs?keyword=${'职'.repeat(101)}`, expect: invalid('keyword') },
  { name: 'job detail without documentNo', url: '/api/jobs/detail', expect: { status: 400, code: ERRORS.requiredField.code, mentions: 'documentNo' } },
  { name: 'SQL-ish job documentNo', url: `/api/jobs/detail?documentNo=${q("JOB' OR 1=1")}`, expect: invalid('documentNo') },
  { name: 'unknown job', url: '/api/jobs/detail?documentNo=JOB-9999', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code, mentions: 'JOB-9999' } },
  { name: 'a service asked for as a job', url: '/api/jobs/detail?documentNo=SVC-0001', expect: { status: 404, code: CONTENT_ERRORS.documentNotFound.code } },
];

describe.each(TEST_DATABASES)('content API bad parameters on $name', (database) => {
  let app: App;
  let throwaway: ThrowawayDatabase | undefined;

  beforeAll(async () => {
    if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
    app = await buildTestApp({ ...(throwaway ? { databaseUrl: throwaway.url } : {}), config: { rateLimitMax: 1_000_000 } });
  });

  afterAll(async () => {
    await app?.close();
    await throwaway?.drop();
  });

  it.each(cases)('$name → $expect', async ({ url, expect: expected }) => {
    const response = await app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBeLessThan(500);
    if (expected === 'ignored') {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.total).toBe(seed.benefits.length);
      return;
    }
    if (expected === 'empty') {
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ list: [], total: 0 });
      return;
    }
    const body = expectErrorEnvelope(response, expected.status, expected.code);
    if (expected.mentions) expect(body.message).toContain(expected.mentions);
  });

  it('still has every table and entry after the SQL-ish requests', async () => {
    const list = await app.inject('/api/benefits?pageSize=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThanOrEqual(30);
  });

  it('names the allowed job categories and types of an unknown one in the data', async () => {
    const body = expectErrorEnvelope(await app.inject('/api/jobs?type=gig&language=EN'), 400);
    expect(body.data).toEqual({ field: 'type', value: 'gig', allowed: ['negotiation', 'campus', 'social', 'internship'] });
    expect(body.message).toContain('negotiation, campus, social, internship');
  });

  it('names the allowed values of an unknown filter in the data', async () => {
    const body = expectErrorEnvelope(await app.inject('/api/benefits?talentScene=moon&language=TC'), 400);
    expect(body.data).toEqual({ field: 'talentScene', value: 'moon', allowed: ['study', 'work', 'invest', 'life'] });
    expect(body.message).toContain('可選值');
  });
});
