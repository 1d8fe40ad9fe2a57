import { BENEFIT_FILTERS, type BenefitQuery } from '../api/benefits-api';

/** The list's state lives in the URL (`?keyword=…&talentType=a&talentType=b&page=2`), so a link reproduces the view. */
export function queryFromSearch(search: URLSearchParams): BenefitQuery {
  const page = Number(search.get('page'));
  const codes = (name: string) => [...new Set(search.getAll(name).filter((value) => /^[A-Za-z]{1,40}$/.test(value)))];
  return {
    keyword: (search.get('keyword') ?? '').slice(0, 100),
    talentType: codes('talentType'),
    contentType: codes('contentType'),
    talentScene: codes('talentScene'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromQuery(query: BenefitQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.keyword.trim()) search.set('keyword', query.keyword.trim());
  for (const filter of BENEFIT_FILTERS) for (const code of query[filter]) search.append(filter, code);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** A stable key for "this query in this language", to tell whether the stored list answers it. */
export function queryKey(query: BenefitQuery, language: string): string {
  return `${language}?${searchFromQuery(query).toString()}`;
}
