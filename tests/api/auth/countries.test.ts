import * as OpenCC from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { buildTestApp } from '../support/build-test-app.js';

interface Country {
  areaCode: string;
  countryid: number;
  forbid: boolean;
  nameCN: string;
  nameTC: string;
  nameEN: string;
}

// Spec §3 examples: mainland China, USA, Canada, Japan, Singapore, Iran, Iraq, Cuba, Venezuela, Yemen, Syria,
// Sudan, Zimbabwe, Macao (ISO numeric codes).
const FORBIDDEN_IDS = [156, 840, 124, 392, 702, 364, 368, 192, 862, 887, 760, 729, 716, 446];

describe('GET /api/shared/countries', () => {
  let app: App;
  let list: Country[];
  let cacheControl: unknown;

  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/shared/countries' });
    expect(response.statusCode).toBe(200);
    cacheControl = response.headers['cache-control'];
    list = response.json().data as Country[];
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists about 230 countries with every field filled', () => {
    expect(list.length).toBeGreaterThanOrEqual(220);
    expect(list.length).toBeLessThanOrEqual(250);
    for (const country of list) {
      expect(Object.keys(country).sort()).toEqual(['areaCode', 'countryid', 'forbid', 'nameCN', 'nameEN', 'nameTC']);
      expect(country.areaCode).toMatch(/^00\d{1,4}$/);
      expect(Number.isInteger(country.countryid)).toBe(true);
      expect(country.nameEN && country.nameCN && country.nameTC).toBeTruthy();
    }
    expect(new Set(list.map((c) => c.countryid)).size).toBe(list.length);
    expect(list.find((c) => c.countryid === 156)).toMatchObject({ areaCode: '0086', nameCN: '中国', nameTC: '中國' });
    expect(list.find((c) => c.countryid === 344)).toMatchObject({ areaCode: '00852', nameTC: '香港', forbid: false });
  });

  it('marks exactly the spec examples as forbid', () => {
    expect(list.filter((c) => c.forbid).map((c) => c.countryid).sort((a, b) => a - b)).toEqual(
      [...FORBIDDEN_IDS].sort((a, b) => a - b),
    );
  });

  it('writes nameTC in Hong Kong Traditional characters', () => {
    const toHk = OpenCC.Converter({ from: 'cn', to: 'hk' });
    // Characters that are valid Traditional but that opencc maps onward when taken alone (里→裏, 干→幹, ...).
    const traditionalAlready = new Set(['里', '干', '群', '脫']);
    const simplifiedLeft = list.flatMap((c) =>
      [...c.nameTC].filter((char) => toHk(char) !== char && !traditionalAlready.has(char)).map((char) => `${c.nameTC}:${char}`),
    );
    expect(simplifiedLeft).toEqual([]);
    expect(list.filter((c) => c.nameTC === c.nameCN).length).toBeLessThan(list.length / 2);
  });

  it('lets browsers cache the list', () => {
    expect(cacheControl).toMatch(/public, max-age=\d+/);
  });
});
