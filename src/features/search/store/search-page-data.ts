import type { PageData, PageHeadOf, PageRequest } from '@/lib/router/page-data';
import { pageNumberOf } from '@/lib/router/use-query-tab';
import { isSearchSection, MAX_QUERY_LENGTH, SEARCH_PAGE_MAX } from '../api/search-api';
import { searchKey, searchRequested, searchSlice, type SearchRequest, type SearchState } from './search-slice';
// Importing the page data brings the search store: its slice and sagas start here.
import './search-feature';

type State = { search?: SearchState };

/** The query (`?q=`, trimmed, at most the server's length), section filter (`?section=`) and page a URL asks for. */
export function searchRequestOf({ searchParams, language }: PageRequest): SearchRequest {
  const q = (searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const section = searchParams.get('section');
  return { q, section: isSearchSection(section) ? section : undefined, page: Math.min(pageNumberOf(searchParams), SEARCH_PAGE_MAX), language };
}

/** The results of the URL's query, unless the store holds them already; nothing to load without a query. */
export const searchPageData: PageData<State> = (request, { search = searchSlice.getInitialState() }) => {
  const wanted = searchRequestOf(request);
  if (!wanted.q) return [];
  return search.results.key === searchKey(wanted) ? [] : [searchRequested(wanted)];
};

/**
 * A results page is one visitor's query: kept out of search engines and the server's page cache (its words are the
 * visitor's, and there is no end to them).
 */
export const searchHead: PageHeadOf<State> = () => ({ personal: true });
