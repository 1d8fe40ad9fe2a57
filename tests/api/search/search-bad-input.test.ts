import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { ERRORS } from '../../../server/src/lib/error-codes.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { searchData, startSearchApp } from './support.js';

const q = encodeURIComponent;
const invalid = (mentions: string) => ({ status: 400, code: ERRORS.validation.code, mentions });
const required = (mentions: string) => ({ status: 400, code: ERRORS.requiredField.code, mentions });

interface BadCase {
  name: string;
  url: string;
  /** An error status with its envelope code, 'empty' for a 200 with no results, 'words' for a 200 that searched the words in it. */
  expect: { status: number; code: number; mentions: string } | 'empty' | 'words';
}

const cases: BadCase[] = [
  { name: 'no q', url: '/api/search', expect: required('q') },
  { name: 'empty q', url: '/api/search?q=', expect: invalid('q') },
  { name: '201-character q', url: `/api/search?q=${'a'.repeat(201)}`, expect: invalid('q') },
  { name: '201 Chinese characters', url: `/api/search?q=${q('税'.repeat(201))}`, expect: invalid('q') },
  { name: '5000-character q', url: `/api/search?q=${'housing '.repeat(625)}`, expect: invalid('q') },
  { name: 'NUL in q', url: `/api/search?q=${q('tax\u0000rate')}`, expect: invalid('q') },
  { name: 'control characters in q', url: `/api/search?q=${q('\u0001\u0002')}`, expect: invalid('q') },
  { name: 'escape sequence in q', url: `/api/search?q=${q('\u001b[31mred')}`, expect: invalid('q') },
  { name: 'DEL in q', url: `/api/search?q=${q('a\u007fb')}`, expect: invalid('q') },
  { name: 'unknown section', url: '/api/search?q=tax&section=casino', expect: invalid('section') },
  { name: 'section in the wrong case', url: '/api/search?q=tax&section=Benefit', expect: invalid('section') },
  { name: 'page 0', url: '/api/search?q=tax&page=0', expect: invalid('page') },
  { name: 'negative page', url: '/api/search?q=tax&page=-3', expect: invalid('page') },
  { name: 'non-numeric page', url: '/api/search?q=tax&page=two', expect: invalid('page') },
  { name: 'huge page', url: '/api/search?q=tax&page=99999999999999999999', expect: invalid('page') },
  { name: 'page 101', url: '/api/search?q=tax&page=101', expect: invalid('page') },
  { name: 'pageSize 0', url: '/api/search?q=tax&pageSize=0', expect: invalid('pageSize') },
  { name: 'pageSize 51', url: '/api/search?q=tax&pageSize=51', expect: invalid('pageSize') },
  { name: 'unknown language', url: '/api/search?q=tax&language=FR', expect: invalid('language') },
  { name: 'lowercase language', url: '/api/search?q=tax&language=en', expect: invalid('language') },
  { name: 'suggest without q', url: '/api/search/suggest', expect: required('q') },
  { name: 'suggest with an over-long q', url: `/api/search/suggest?q=${'x'.repeat(201)}`, expect: invalid('q') },
  { name: 'suggest with control characters', url: `/api/search/suggest?q=${q('ho\u0000')}`, expect: invalid('q') },
  { name: 'suggest in an unknown language', url: '/api/search/suggest?q=ho&language=DE', expect: invalid('language') },
  { name: 'answer without q', url: '/api/search/answer', expect: required('q') },
  { name: 'answer with an over-long q', url: `/api/search/answer?q=${'x'.repeat(201)}`, expect: invalid('q') },
  { name: 'answer with control characters', url: `/api/search/answer?q=${q('visa\u0000')}`, expect: invalid('q') },
  { name: 'answer in an unknown language', url: '/api/search/answer?q=visa&language=JP', expect: invalid('language') },
  { name: 'tsquery syntax', url: `/api/search?q=${q("tax & !rate | 'x':* <-> (")}`, expect: 'words' },
  { name: 'SQL-ish q', url: `/api/search?q=${q("' OR 1=1 --")}`, expect: 'words' },
  { name: 'backslashes and quotes', url: `/api/search?q=${q("\\\\' \\'' \"")}`, expect: 'empty' },
  { name: 'punctuation only', url: `/api/search?q=${q('%%%__***')}`, expect: 'empty' },
  { name: 'emoji', url: `/api/search?q=${q('🏠🎓')}`, expect: 'empty' },
  { name: 'right-to-left text', url: `/api/search?q=${q('سكن المواهب')}`, expect: 'empty' },
  { name: 'malformed percent-encoding', url: '/api/search?q=%E0%A4%A', expect: 'empty' },
  { name: 'suggest with tsquery syntax', url: `/api/search/suggest?q=${q(":* & | ! <->")}`, expect: 'empty' },
];

/** Deterministic random text (mulberry32), so a failure can be replayed. */
function randomQueries(count: number, seed = 20_261_125): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pools = [
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '\"&|!:*()<->%_\\;-",
    '人才住房补贴税簽證龍舟港澳青年創業的了是在和 　，。！？「」',
    'ﬁＡＢＣ１２３ｈｏｕｓｉｎｇ',
    '🏠🎓👨‍👩‍👧e\u0301\u200b\u200d\u2028\ufeffسكنשלום',
    '\u0000\u0001\u001f\u007f\t\n\r',
  ];
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 230);
    let text = '';
    for (let i = 0; i < length; i += 1) {
      // Control characters are rare, so most queries pass validation and are really searched.
      const pool = next() < 0.003 ? pools[4]! : pools[Math.floor(next() * 4)]!;
      text += [...pool][Math.floor(next() * [...pool].length)];
    }
    return text;
  });
}

describe.each(TEST_DATABASES)('search API bad input on $name', (database) => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startSearchApp(database));
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  it.each(cases)('$name → $expect', async ({ url, expect: expected }) => {
    const response = await app.inject(url);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    if (expected === 'words') {
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.json().code).toBe(0);
      return;
    }
    if (expected === 'empty') {
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const data = response.json().data as unknown;
      if (Array.isArray(data)) expect(data).toEqual([]);
      else expect((data as { total: number }).total).toBe(0);
      return;
    }
    const body = expectErrorEnvelope(response, expected.status, expected.code);
    expect(body.message).toContain(expected.mentions);
  });

  it('answers the error message in the visitor’s language', async () => {
    const en = await app.inject('/api/search?q=tax&page=0&language=EN');
    const tc = await app.inject('/api/search?q=tax&page=0&language=TC');
    const byHeader = await app.inject({ url: '/api/search?q=tax&page=0', headers: { 'accept-language': 'zh-HK' } });
    expectErrorEnvelope(en, 400, ERRORS.validation.code);
    expectErrorEnvelope(tc, 400, ERRORS.validation.code);
    expect(en.json().message).not.toBe(tc.json().message);
    expect(byHeader.json().message).toBe(tc.json().message);
  });

  it('returns well-formed pages past the end and keeps the section counts of the whole result', async () => {
    const page1 = await searchData(app, '/api/search?q=tax&language=EN&pageSize=5');
    expect(page1.list).toHaveLength(5);
    expect(page1.sections.reduce((sum, s) => sum + s.count, 0)).toBe(page1.total);
    const far = await searchData(app, '/api/search?q=tax&language=EN&page=100&pageSize=50');
    expect(far.list).toEqual([]);
    expect(far.total).toBe(page1.total);
    const filtered = await searchData(app, '/api/search?q=tax&language=EN&section=benefit');
    expect(filtered.sections).toEqual(page1.sections);
    expect(filtered.total).toBe(page1.sections.find((s) => s.section === 'benefit')!.count);
    // A section without a match answers empty with the same counts, rather than a looser query of its own.
    const both = await searchData(app, '/api/search?q=talent+housing&language=EN');
    const missing = ['benefit', 'service', 'event', 'job', 'life', 'hkmacao', 'app', 'entry', 'journey', 'about', 'ith'].find(
      (section) => !both.sections.some((s) => s.section === section),
    )!;
    const none = await searchData(app, `/api/search?q=talent+housing&language=EN&section=${missing}`);
    expect(none).toMatchObject({ total: 0, list: [], matched: 'all', sections: both.sections });
  });

  it('answers 200 or a 4xx envelope, never a 5xx, to 450 random queries on each endpoint', async () => {
    const statuses = new Map<number, number>();
    for (const text of randomQueries(150)) {
      for (const route of ['/api/search', '/api/search/suggest', '/api/search/answer']) {
        const response = await app.inject(`${route}?q=${q(text)}&language=TC`);
        expect(response.statusCode, `${route} ${JSON.stringify(text)}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 200) expect(response.json().code).toBe(0);
        else expectErrorEnvelope(response, response.statusCode);
      }
    }
    // Most were searched, some refused (over-long, control characters).
    expect(statuses.get(200)).toBeGreaterThan(225);
    expect(statuses.get(400)).toBeGreaterThan(15);
    // 450 searches in turn: a ceiling for a hung run, not a measure of speed (on a loaded two-core machine the work
    // alone has passed the project's 30 s default).
  }, 300_000);
});
