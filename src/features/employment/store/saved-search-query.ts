import { pageRoutes } from '@/lib/routes';
import type { SavedSearch, SavedSearchQuery } from '../api/applications-api';
import { DEFAULT_JOB_QUERY, queryFromSearch, searchFromQuery } from './job-query';

/** The board's query string of a search (its filters only: first page, default order). */
function searchOf(query: SavedSearchQuery): URLSearchParams {
  return searchFromQuery({ ...DEFAULT_JOB_QUERY, ...query });
}

/** A saved search's query as the board reads it: unknown codes from an older server are dropped, not shown raw. */
export function savedQueryOf(saved: SavedSearch['query']): SavedSearchQuery {
  const search = new URLSearchParams();
  if (saved.keyword) search.set('keyword', saved.keyword);
  for (const code of saved.category ?? []) search.append('category', code);
  if (saved.salary) search.set('salary', saved.salary);
  for (const code of saved.type ?? []) search.append('type', code);
  const { keyword, category, salary, type } = queryFromSearch(search);
  return { keyword, category, salary, type };
}

/** Names one search, so the save button knows whether its last outcome is about the search on screen. */
export const savedSearchKey = (query: SavedSearchQuery): string => searchOf(query).toString();

/** The board showing the search's jobs. */
export function boardPathOf(query: SavedSearchQuery): string {
  const search = searchOf(query).toString();
  return search ? `${pageRoutes.employment}?${search}` : pageRoutes.employment;
}
