import { describe, expect, it } from 'vitest';
import { detailRequestOf, queryFromSearch, queryKey, searchFromQuery } from './service-query';

describe('services query in the URL', () => {
  it.each([['-1'], ['6'], ['abc'], [''], ['1.5'], ['04x']])('reads active=%s as the first tab', (active) => {
    expect(queryFromSearch(new URLSearchParams({ active })).active).toBe(0);
  });

  it('reads a tab, a keyword, talent types (once each, codes only) and a page', () => {
    const search = new URLSearchParams('active=4&keyword=beach&talentType=student&talentType=student&talentType=%3Cx%3E&page=3');
    expect(queryFromSearch(search)).toEqual({ active: 4, keyword: 'beach', talentType: ['student'], page: 3 });
  });

  it('writes the tab always and the rest only when set, so a link reproduces the view', () => {
    expect(searchFromQuery({ active: 0, keyword: ' ', talentType: [], page: 1 }).toString()).toBe('active=0');
    const full = { active: 2, keyword: ' 签证 ', talentType: ['a', 'b'], page: 2 };
    expect(searchFromQuery(full).toString()).toBe('active=2&keyword=%E7%AD%BE%E8%AF%81&talentType=a&talentType=b&page=2');
    expect(queryFromSearch(searchFromQuery(full))).toEqual({ ...full, keyword: '签证' });
    expect(queryKey(full, 'TC')).not.toBe(queryKey(full, 'EN'));
  });

  it('takes a detail link’s own language before the interface language', () => {
    const request = (query: string) => ({ searchParams: new URLSearchParams(query), language: 'EN' as const });
    expect(detailRequestOf(request('documentNo=SVC-0001&language=TC&active=4'))).toEqual({ documentNo: 'SVC-0001', language: 'TC', active: 4 });
    expect(detailRequestOf(request('documentNo=SVC-0001&language=xx&active=9'))).toEqual({ documentNo: 'SVC-0001', language: 'EN', active: 0 });
  });
});
