import type { UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n/languages';

/** What a page's data depends on: its query string and the interface language. */
export interface PageRequest {
  searchParams: URLSearchParams;
  language: Language;
}

/**
 * What a page needs loaded, as the actions that load it, given what the store already holds: an empty list when
 * the store answers the request already. The same function feeds the server render (run to completion before the
 * HTML is written) and the browser (on navigation), so a hydrated page never asks again for what it was sent.
 */
export type PageData<S> = (request: PageRequest, state: S) => UnknownAction[];

/** What a page says about itself in the document head; absent fields fall back to the route's title and intro. */
export interface PageHead {
  title?: string;
  description?: string;
  /** schema.org structured data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** Images the first screen shows (a hero poster): fetched with the HTML rather than after the styles. */
  preloadImages?: string[];
  /**
   * The page shows one visitor's own content (a generated report behind its share link): not indexed by search
   * engines and not kept in the server's page cache (its owner may delete it, its link ends).
   */
  personal?: boolean;
}

export type PageHeadOf<S> = (request: PageRequest, state: S) => PageHead | undefined;
