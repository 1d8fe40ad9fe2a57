import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { PageRequest } from '@/lib/router/page-data';
import { activeTabOf, pageNumberOf } from '@/lib/router/use-query-tab';
import { HKMACAO_TABS, type HkMacaoTab } from '../api/hkmacao-api';

/** The tab (`?active=0..2`, a bad value is the first) and page a URL asks for. */
export function hkMacaoListOf(searchParams: URLSearchParams): { active: number; tab: HkMacaoTab; page: number } {
  const active = activeTabOf(searchParams, HKMACAO_TABS.length);
  return { active, tab: HKMACAO_TABS[active] ?? 'benefits', page: pageNumberOf(searchParams) };
}

export const hkMacaoListKey = (tab: HkMacaoTab, page: number, language: Language) => `${language}:${tab}:${page}`;
export const hkMacaoGuideKey = (documentNo: string, language: Language) => `${language}:${documentNo}`;

/** A shared detail link's `language` picks the text; without it the interface language does. */
export function hkMacaoGuideRequestOf({ searchParams, language }: PageRequest): { documentNo: string; language: Language } {
  const requested = searchParams.get('language');
  return { documentNo: searchParams.get('documentNo') ?? '', language: isLanguage(requested) ? requested : language };
}
