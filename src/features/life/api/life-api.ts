import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import { type LIFE_TABS } from '@/lib/routes';

export type LifeTab = (typeof LIFE_TABS)[number];

export interface LifeSummary {
  documentNo: string;
  tab: LifeTab;
  title: string;
  summary: string;
  banner: string;
  /** Places only (the life encyclopedia's guides have none of these). */
  address: string | null;
  openingHours: string | null;
  priceRange: string | null;
  mapQuery: string | null;
  /** The language of the text served: CN when the requested translation is missing. */
  language: Language;
}

export interface LifeDetail extends LifeSummary {
  /** Paragraphs separated by blank lines; `**bold**` marks a lead-in. */
  body: string;
  highlights: string[];
  updatedAt: string;
}

export const lifeApi = {
  list: (tab: LifeTab, language: Language) => api.get<LifeSummary[]>('/api/life', { params: { tab, language } }),
  /** A missing entry is shown as such on the page, so no error toast. */
  detail: (documentNo: string, language: Language) =>
    api.get<LifeDetail>('/api/life/detail', { params: { documentNo, language }, silent: true }),
};
