import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTsvector, hanGrams, stem, tokenize, withinOneEdit } from '../../../server/src/services/search/search-analyzer.js';
import { highlight, snippet } from '../../../server/src/services/search/search-highlight.js';
import { parseQuery, toTsquery, Vocabulary } from '../../../server/src/services/search/search-query.js';

describe('search analyzer', () => {
  it.each([
    ['housing', 'hous'],
    ['house', 'hous'],
    ['houses', 'hous'],
    ['subsidy', 'subsidi'],
    ['subsidies', 'subsidi'],
    ['apartments', 'apartment'],
    ['taxes', 'tax'],
    ['running', 'run'],
    ['permits', 'permit'],
    ['visa', 'visa'],
    ['bus', 'bus'],
    ["talent's", 'talent'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('segments Chinese after converting Traditional to Simplified, and drops English stop words', () => {
    expect(tokenize('人才住房').map((t) => t.lexeme)).toEqual(['人才', '住房']);
    expect(tokenize('高層次人才公寓').map((t) => t.lexeme)).toEqual(tokenize('高层次人才公寓').map((t) => t.lexeme));
    expect(tokenize('創業擔保貸款').map((t) => t.lexeme).join('')).toBe('创业担保贷款');
    expect(tokenize('Housing for the Talents').map((t) => t.lexeme)).toEqual(['hous', 'talent']);
    expect(tokenize('ＷｅＣｈａｔ 15% app下载').map((t) => [t.kind, t.lexeme])).toEqual([
      ['latin', 'wechat'],
      ['number', '15'],
      ['latin', 'app'],
      ['han', '下载'],
    ]);
  });

  it('gives every single character and pair of a Chinese run', () => {
    expect(hanGrams('人才住房 A 税')).toEqual(['人', '人才', '才', '才住', '住', '住房', '房', '税']);
  });

  it.each([
    ['housng', 'housing', true],
    ['housing', 'hosing', true],
    ['subsidy', 'subsidx', true],
    ['scholarshp', 'scholarship', true],
    ['housing', 'housing', true],
    ['housng', 'hosung', false],
    ['tax', 'taxes', false],
    ['abc', 'cba', false],
  ])('%s and %s within one edit: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });

  it('corrects words of five letters or more that the index does not hold, and only those', () => {
    const vocabulary = new Vocabulary(['housing', 'subsidy', 'house', 'taxes']);
    const [housng, subsidy] = parseQuery('housng subsidy', vocabulary);
    expect(housng!.alternatives).toEqual([
      { lexeme: 'housng', prefix: true },
      { lexeme: 'hous', prefix: false },
    ]);
    expect(subsidy!.alternatives).toHaveLength(1);
    expect(parseQuery('taxs', vocabulary)[0]!.alternatives).toHaveLength(1);
  });
});

describe('search text forms on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(async () => {
    await db.close();
  });

  it('builds tsvector and tsquery text that PostgreSQL reads back, quotes and backslashes included', async () => {
    const tsv = buildTsvector([
      { weight: 'A', lexemes: ["o'neil", 'back\\slash', '人才'] },
      { weight: 'B', lexemes: ['人才', 'plain'] },
      { weight: 'D', lexemes: ['才'] },
    ]);
    const { rows } = await db.query<{ v: string }>('select $1::tsvector::text as v', [tsv]);
    // PostgreSQL orders lexemes by length, then bytes; positions and weights are as written.
    expect(rows[0]!.v.split(' ').sort()).toEqual(["'back\\\\slash':2A", "'o''neil':1A", "'plain':5B", "'人才':3A,4B", "'才':6"]);
    const terms = parseQuery("o'neil back\\slash 人才住房", new Vocabulary([]));
    const query = toTsquery(terms, 'all');
    const match = await db.query<{ m: boolean }>('select $1::tsvector @@ $2::tsquery as m', [
      buildTsvector([{ weight: 'A', lexemes: ['oneil', 'back', 'slash', ...hanGrams('人才住房')] }]),
      query,
    ]);
    expect(match.rows[0]!.m).toBe(true);
  });

  it('limits a query to title weights', async () => {
    const tsv = buildTsvector([
      { weight: 'A', lexemes: ['talent'] },
      { weight: 'B', lexemes: ['hous'] },
    ]);
    const terms = parseQuery('talent housing', new Vocabulary([]));
    const { rows } = await db.query<{ any: boolean; title: boolean }>(
      'select $1::tsvector @@ $2::tsquery as any, $1::tsvector @@ $3::tsquery as title',
      [tsv, toTsquery(terms, 'all'), toTsquery(terms, 'all', 'AC')],
    );
    expect(rows[0]).toEqual({ any: true, title: false });
  });
});

describe('search highlights', () => {
  const terms = parseQuery('talent housing', new Vocabulary([]));

  it('marks whole words whose stem starts with a query word, and rebuilds the text exactly', () => {
    const segments = highlight('Talent housing: houses for talented people', terms);
    expect(segments.map((s) => s.text).join('')).toBe('Talent housing: houses for talented people');
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['Talent', 'housing', 'houses', 'talented']);
  });

  it('marks Simplified matches in Traditional text at their own offsets', () => {
    const segments = highlight('合作區人才住房申請', parseQuery('人才住房', new Vocabulary([])));
    expect(segments).toEqual([
      { text: '合作區', hit: false },
      { text: '人才住房', hit: true },
      { text: '申請', hit: false },
    ]);
  });

  it('cuts a snippet around the matches with ellipses', () => {
    const body = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Talent housing is near the metro. ${'Consectetur adipiscing elit. '.repeat(20)}`;
    const segments = snippet(body, terms);
    const text = segments.map((s) => s.text).join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(170);
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['Talent', 'housing']);
  });
});
