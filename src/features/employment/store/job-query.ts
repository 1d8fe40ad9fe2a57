import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { PageRequest } from '@/lib/router/page-data';
import { pageNumberOf } from '@/lib/router/use-query-tab';
import { JOB_CATEGORIES, JOB_SORTS, type JobQuery, type JobSort, RECRUITMENT_TYPES, SALARY_RANGES, type SalaryRange } from '../api/employment-api';

export const DEFAULT_JOB_QUERY: JobQuery = { keyword: '', category: [], salary: null, type: [], sort: 'newest', page: 1 };

/** The known codes among `values`, once each and in the enumeration's order, so equal filters give equal URLs. */
function codesOf<T extends string>(known: readonly T[], values: readonly string[]): T[] {
  return known.filter((code) => values.includes(code));
}

function oneOf<T extends string>(known: readonly T[], value: string | null): T | null {
  return known.find((code) => code === value) ?? null;
}

/**
 * The board's state lives in the URL (`?keyword=…&category=a&category=b&salary=10to20k&type=campus&sort=closing&page=2`)
 * so a link reproduces the view and Back undoes a filter; unknown codes are ignored rather than refused.
 */
export function queryFromSearch(search: URLSearchParams): JobQuery {
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, 100),
    category: codesOf(JOB_CATEGORIES, search.getAll('category')),
    salary: oneOf<SalaryRange>(SALARY_RANGES, search.get('salary')),
    type: codesOf(RECRUITMENT_TYPES, search.getAll('type')),
    sort: oneOf<JobSort>(JOB_SORTS, search.get('sort')) ?? 'newest',
    page: pageNumberOf(search),
  };
}

/** Only what differs from the default is written: the plain board is the bare path. */
export function searchFromQuery(query: JobQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.keyword.trim()) search.set('keyword', query.keyword.trim());
  for (const code of codesOf(JOB_CATEGORIES, query.category)) search.append('category', code);
  if (query.salary) search.set('salary', query.salary);
  for (const code of codesOf(RECRUITMENT_TYPES, query.type)) search.append('type', code);
  if (query.sort !== 'newest') search.set('sort', query.sort);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** A stable key for "this query in this language", to tell whether the stored list answers it. */
export function queryKey(query: JobQuery, language: string): string {
  return `${language}?${searchFromQuery(query).toString()}`;
}

/** employmentDetail takes documentNo and language: a shared link's `language` picks the text. */
export function detailRequestOf({ searchParams, language }: PageRequest): { documentNo: string; language: Language } {
  const requested = searchParams.get('language');
  return { documentNo: searchParams.get('documentNo') ?? '', language: isLanguage(requested) ? requested : language };
}

export const jobDetailKey = (documentNo: string, language: Language) => `${language}:${documentNo}`;
