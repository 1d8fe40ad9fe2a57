import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import type { TextSegment } from '@/components/ui/highlighted-text';

/** The sections the site search covers, in the order its filters list them (the server's order). */
export const SEARCH_SECTIONS = ['benefit', 'service', 'event', 'job', 'life', 'hkmacao', 'app', 'entry', 'journey', 'about', 'ith'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The longest query the server takes. */
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 10;
/** The last page the server serves. */
export const SEARCH_PAGE_MAX = 100;


export interface SearchHit {
  key: string;
  section: SearchSection;
  title: string;
  titleHighlight: TextSegment[];
  snippet: TextSegment[];
  /** The result's public page, with its query. */
  route: string;
  /** The language of the text: the visitor's, or CN (then EN) when nothing was found in it. */
  language: Language;
  startsAt: string | null;
  endsAt: string | null;
}

export interface SearchResult {
  q: string;
  /** The language searched: the visitor's, or CN then EN when it found nothing. */
  language: Language;
  /** `all`: every word matched; `any`: pages with some of the words; `none`: nothing. */
  matched: 'all' | 'any' | 'none';
  total: number;
  page: number;
  pageSize: number;
  list: SearchHit[];
  /** Matches per section over the whole result: the filters' counts. */
  sections: Array<{ section: SearchSection; count: number }>;
}

export interface Suggestion {
  text: string;
  highlight: TextSegment[];
  section: SearchSection;
  route: string;
}

export function isSearchSection(value: string | null): value is SearchSection {
  return (SEARCH_SECTIONS as readonly string[]).includes(value ?? '');
}

export const searchApi = {
  search: (q: string, language: Language, section: SearchSection | undefined, page: number) =>
    api.get<SearchResult>('/api/search', { params: { q, language, section, page, pageSize: SEARCH_PAGE_SIZE } }),
  suggest: (q: string, language: Language) => api.get<Suggestion[]>('/api/search/suggest', { params: { q, language } }),
};
