import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { PageRequest } from '@/lib/router/page-data';
import { activeTabOf, pageNumberOf } from '@/lib/router/use-query-tab';
import { SERVICE_TABS } from '@/lib/routes';
import type { ServiceQuery } from '../api/services-api';

/**
 * The list's state lives in the URL (`?active=2&keyword=…&talentType=a&talentType=b&page=2`), so a link reproduces
 * the view; a bad or missing `active` is the first tab (spec §2).
 */
export function queryFromSearch(search: URLSearchParams): ServiceQuery {
  return {
    active: activeTabOf(search, SERVICE_TABS.length),
    keyword: (search.get('keyword') ?? '').slice(0, 100),
    talentType: [...new Set(search.getAll('talentType').filter((value) => /^[A-Za-z]{1,40}$/.test(value)))],
    page: pageNumberOf(search),
  };
}

export function searchFromQuery(query: ServiceQuery): URLSearchParams {
  const search = new URLSearchParams({ active: String(query.active) });
  if (query.keyword.trim()) search.set('keyword', query.keyword.trim());
  for (const code of query.talentType) search.append('talentType', code);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** A stable key for "this query in this language", to tell whether the stored list answers it. */
export function queryKey(query: ServiceQuery, language: string): string {
  return `${language}?${searchFromQuery(query).toString()}`;
}

/** serviceDetail takes documentNo, language and active (spec §2): a shared link's `language` picks the text. */
export function detailRequestOf({ searchParams, language }: PageRequest): { documentNo: string; language: Language; active: number } {
  const requested = searchParams.get('language');
  return {
    documentNo: searchParams.get('documentNo') ?? '',
    language: isLanguage(requested) ? requested : language,
    active: activeTabOf(searchParams, SERVICE_TABS.length),
  };
}
