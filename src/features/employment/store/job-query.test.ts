import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_QUERY, detailRequestOf, queryFromSearch, queryKey, searchFromQuery } from './job-query';

const read = (search: string) => queryFromSearch(new URLSearchParams(search));

describe('job board query in the URL', () => {
  it('reads the bare path as the default board', () => {
    expect(read('')).toEqual(DEFAULT_JOB_QUERY);
    expect(searchFromQuery(DEFAULT_JOB_QUERY).toString()).toBe('');
  });

  it('reads every filter, the order and the page', () => {
    expect(read('keyword=%20data%20&category=finance&category=software&salary=10to20k&type=campus&type=internship&sort=closing&page=2')).toEqual({
      keyword: 'data',
      category: ['software', 'finance'],
      salary: '10to20k',
      type: ['campus', 'internship'],
      sort: 'closing',
      page: 2,
    });
  });

  it.each([
    ['category=cooking&category=software&category=software', { category: ['software'] }],
    ['salary=5k&salary=gte50k', {}],
    ['salary=GTE50K', {}],
    ['type=fulltime&type=<script>', {}],
    ['sort=oldest', {}],
    ['sort=', {}],
    ['page=0', {}],
    ['page=-3', {}],
    ['page=2.5', {}],
    ['page=abc', {}],
  ])('ignores bad values: %s', (search, kept) => {
    expect(read(search)).toEqual({ ...DEFAULT_JOB_QUERY, ...kept });
  });

  it('takes the first salary range only and caps the keyword at 100 characters', () => {
    expect(read('salary=lt10k&salary=gte50k').salary).toBe('lt10k');
    expect(read(`keyword=${'x'.repeat(300)}`).keyword).toHaveLength(100);
  });

  it('writes only what differs from the default, codes in a fixed order, so equal filters give one URL', () => {
    const query = { keyword: ' 工程师 ', category: ['finance', 'software'] as const, salary: '20to30k' as const, type: ['social', 'campus'] as const, sort: 'closing' as const, page: 3 };
    const written = searchFromQuery({ ...query, category: [...query.category], type: [...query.type] }).toString();
    expect(written).toBe('keyword=%E5%B7%A5%E7%A8%8B%E5%B8%88&category=software&category=finance&salary=20to30k&type=campus&type=social&sort=closing&page=3');
    expect(read(written)).toEqual({ ...query, keyword: '工程师', category: ['software', 'finance'], type: ['campus', 'social'] });
    expect(searchFromQuery({ ...DEFAULT_JOB_QUERY, sort: 'newest', page: 1 }).toString()).toBe('');
  });

  it('keys a query by language and by content, not by the order of its codes', () => {
    const a = { ...DEFAULT_JOB_QUERY, category: ['software' as const, 'finance' as const] };
    const b = { ...DEFAULT_JOB_QUERY, category: ['finance' as const, 'software' as const] };
    expect(queryKey(a, 'EN')).toBe(queryKey(b, 'EN'));
    expect(queryKey(a, 'EN')).not.toBe(queryKey(a, 'TC'));
    expect(queryKey(a, 'EN')).not.toBe(queryKey({ ...a, page: 2 }, 'EN'));
  });

  it('takes a detail link’s own language before the interface language', () => {
    const request = (search: string) => ({ searchParams: new URLSearchParams(search), language: 'EN' as const });
    expect(detailRequestOf(request('documentNo=JOB-0001&language=TC'))).toEqual({ documentNo: 'JOB-0001', language: 'TC' });
    expect(detailRequestOf(request('documentNo=JOB-0001&language=xx'))).toEqual({ documentNo: 'JOB-0001', language: 'EN' });
    expect(detailRequestOf(request(''))).toEqual({ documentNo: '', language: 'EN' });
  });
});
