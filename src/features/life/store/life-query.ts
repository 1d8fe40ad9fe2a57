import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { PageRequest } from '@/lib/router/page-data';
import { activeTabOf } from '@/lib/router/use-query-tab';
import { LIFE_TABS } from '@/lib/routes';
import type { LifeTab } from '../api/life-api';

/** The tab a URL asks for (`?active=0..5`); a bad or missing value is the first tab (spec §2). */
export function lifeTabOf(searchParams: URLSearchParams): { active: number; tab: LifeTab } {
  const active = activeTabOf(searchParams, LIFE_TABS.length);
  return { active, tab: LIFE_TABS[active] ?? 'food' };
}

export const lifeListKey = (tab: LifeTab, language: Language) => `${language}:${tab}`;
export const lifeDetailKey = (documentNo: string, language: Language) => `${language}:${documentNo}`;

/** lifedetail takes documentNo, language and active, like serviceDetail: a shared link's `language` picks the text. */
export function lifeDetailRequestOf({ searchParams, language }: PageRequest): { documentNo: string; language: Language; active: number } {
  const requested = searchParams.get('language');
  return {
    documentNo: searchParams.get('documentNo') ?? '',
    language: isLanguage(requested) ? requested : language,
    active: lifeTabOf(searchParams).active,
  };
}
