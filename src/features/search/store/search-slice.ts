import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { SearchResult, SearchSection, Suggestion } from '../api/search-api';

export interface SearchRequest {
  q: string;
  section: SearchSection | undefined;
  page: number;
  language: Language;
}

export interface SearchState {
  results: Resource<SearchResult>;
  /** Titles for what is being typed, and the text they answer. */
  suggestions: { q: string; list: Suggestion[] };
}

const initialState: SearchState = { results: idleResource(), suggestions: { q: '', list: [] } };

/** One query in one language and section, whatever the page. */
const queryKey = ({ q, section, language }: SearchRequest) => JSON.stringify([language, q, section ?? '']);
export const searchKey = (request: SearchRequest) => `${queryKey(request)}#${request.page}`;

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchRequested(state, action: PayloadAction<SearchRequest>) {
      // Another query's (or filter's) results never stay on screen under this one's words; another page's do until
      // this page arrives, so paging does not flash.
      if (!state.results.key?.startsWith(`${queryKey(action.payload)}#`)) state.results.data = undefined;
      markLoading(state.results, searchKey(action.payload));
    },
    searchLoaded(state, action: PayloadAction<{ key: string; data: SearchResult }>) {
      markReady(state.results, action.payload.key, action.payload.data);
    },
    searchFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.results, action.payload.key);
    },
    suggestionsRequested: {
      reducer(_state, _action: PayloadAction<{ q: string; language: Language }>) {},
      prepare(q: string, language: Language) {
        return { payload: { q, language } };
      },
    },
    suggestionsLoaded(state, action: PayloadAction<{ q: string; list: Suggestion[] }>) {
      state.suggestions = action.payload;
    },
  },
  selectors: {
    selectSearchResults: (state) => state.results,
    selectSuggestions: (state) => state.suggestions,
  },
});

export const { searchRequested, searchLoaded, searchFailed, suggestionsRequested, suggestionsLoaded } = searchSlice.actions;
