import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { CALCULATOR_ERRORS } from '../../../server/src/services/tools/calculator-errors.js';
import { DEFAULT_CALCULATOR_ANSWERS, calculatorQuestions, estimateCost } from '../../../server/src/services/tools/cost-of-living.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, TEST_DATABASES, type ThrowawayDatabase } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';

const LANGUAGES = ['EN', 'CN', 'TC'] as const;
const query = (answers: Record<string, string>) => new URLSearchParams(answers).toString();

describe.each(TEST_DATABASES)('cost-of-living calculator API on $name', (database) => {
  let app: App;
  let throwaway: ThrowawayDatabase | undefined;

  beforeAll(async () => {
    if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
    app = await buildTestApp(throwaway ? { databaseUrl: throwaway.url } : {});
  });

  afterAll(async () => {
    await app?.close();
    await throwaway?.drop();
  });

  const getData = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = response.json<{ code: number; message: string; data: T }>();
    expect(body).toMatchObject({ code: 0, message: 'success' });
    return body.data;
  };

  it('answers the questions in page order in each language', async () => {
    for (const language of LANGUAGES) {
      expect(await getData(`/api/tools/calculator?language=${language}`)).toEqual(calculatorQuestions(language));
    }
    // Without ?language=, the browser's languages decide, like the error messages.
    expect(await getData('/api/tools/calculator', { 'accept-language': 'zh-HK,zh;q=0.8' })).toEqual(calculatorQuestions('TC'));
  });

  it('estimates a complete set of answers, in the language asked for', async () => {
    for (const language of LANGUAGES) {
      const data = await getData(`/api/tools/calculator/estimate?${query(DEFAULT_CALCULATOR_ANSWERS)}&language=${language}`);
      expect(data).toEqual(estimateCost(DEFAULT_CALCULATOR_ANSWERS, language));
    }
    const family = { ...DEFAULT_CALCULATOR_ANSWERS, housing: 'threeBed', schooling: 'internationalTwo' };
    const data = await getData<{ monthlyTotal: number; support: { documentNo: string }[] }>(`/api/tools/calculator/estimate?language=EN&${query(family)}`);
    expect(data.monthlyTotal).toBe(estimateCost(family, 'EN').monthlyTotal);
    expect(data.support.map((line) => line.documentNo)).toContain('BEN-2023-0005');
  });

  it('lets browsers and proxies keep an answer for a minute', async () => {
    const response = await app.inject(`/api/tools/calculator?language=EN`);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(String(response.headers.vary)).toContain('accept-language');
  });

  const { food: _food, ...withoutFood } = DEFAULT_CALCULATOR_ANSWERS;
  it.each([
    { name: 'a missing answer', search: query(withoutFood), error: CALCULATOR_ERRORS.missingAnswer, field: 'food', en: 'Please answer the question “food”' },
    { name: 'no answers at all', search: '', error: CALCULATOR_ERRORS.missingAnswer, field: 'district', en: '“district”' },
    { name: 'an unknown option', search: query({ ...DEFAULT_CALCULATOR_ANSWERS, housing: 'castle' }), error: CALCULATOR_ERRORS.unknownOption, field: 'housing', en: '“castle” is not an answer to the question “housing”. Choose one of: talentStudio, talentOneBed' },
    { name: 'an unknown question', search: `${query(DEFAULT_CALCULATOR_ANSWERS)}&pets=dog`, error: CALCULATOR_ERRORS.unknownQuestion, field: 'pets', en: 'has no question “pets”' },
    { name: 'the page’s own parameters', search: `${query(DEFAULT_CALCULATOR_ANSWERS)}&step=result`, error: CALCULATOR_ERRORS.unknownQuestion, field: 'step', en: '“step”' },
  ])('refuses $name with a localized 400 naming the question', async ({ search, error, field, en }) => {
    const english = await app.inject(`/api/tools/calculator/estimate?language=EN&${search}`);
    const body = expectErrorEnvelope(english, 400, error.code);
    expect(body.data).toEqual({ field });
    expect(body.message).toContain(en);
    const chinese = expectErrorEnvelope(await app.inject(`/api/tools/calculator/estimate?language=TC&${search}`), 400, error.code);
    expect(chinese.message).toContain(`「${field}」`);
    expect(chinese.message).not.toBe(body.message);
  });

  it.each([
    ['two answers to one question', `${query(DEFAULT_CALCULATOR_ANSWERS)}&district=harbour`],
    ['a very long option', query({ ...DEFAULT_CALCULATOR_ANSWERS, food: 'x'.repeat(500) })],
    ['an unknown language', `language=XX&${query(DEFAULT_CALCULATOR_ANSWERS)}`],
    ['malformed encoding', `${query(DEFAULT_CALCULATOR_ANSWERS)}&food=%E0%A4%A`],
  ])('answers %s with a 400 envelope, never a 5xx', async (_name, search) => {
    const response = await app.inject({ url: `/api/tools/calculator/estimate?${search}`, headers: { 'accept-language': 'en' } });
    expectErrorEnvelope(response, 400);
  });

  it('documents both calls in the OpenAPI document', async () => {
    const spec = (await app.inject('/api/docs/json')).json<{ paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>> }>();
    expect(spec.paths['/api/tools/calculator']?.get?.responses).toHaveProperty('200');
    const estimate = spec.paths['/api/tools/calculator/estimate']?.get;
    expect(Object.keys(estimate?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    expect(estimate?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['language', ...Object.keys(DEFAULT_CALCULATOR_ANSWERS)]));
  });
});
