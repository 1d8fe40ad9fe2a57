import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';
import { SERVICE_TABS } from '@/lib/routes';

export type ServiceTab = (typeof SERVICE_TABS)[number];

/** What the list shows: the tab (`?active=`), the keyword, the chosen talent types (OR) and the page. */
export interface ServiceQuery {
  active: number;
  keyword: string;
  talentType: string[];
  page: number;
}

export const SERVICES_PAGE_SIZE = 12;

export interface TalentTypeOption {
  code: string;
  label: string;
}

export interface ServiceSummary {
  documentNo: string;
  tab: ServiceTab;
  title: string;
  summary: string;
  talent_category: string[];
  processingTime: string;
  fee: string;
  /** The language of the text served: CN when the requested translation is missing. */
  language: Language;
}

export interface ServiceDetail extends ServiceSummary {
  /** Paragraphs separated by blank lines; `**bold**` marks a lead-in. */
  body: string;
  bundles: string[];
  whereToApply: string;
  howToApply: string[];
  documents: string[];
  contact: { office: string; phone: string; email: string } | null;
  onlineUrl: string | null;
  relatedBenefits: { documentNo: string; title: string }[];
  relatedEvents: { documentNo: string; title: string; state: 'upcoming' | 'on-going' | 'past' }[];
  updatedAt: string;
}

export const servicesApi = {
  list: (query: ServiceQuery, language: Language) =>
    api.get<Page<ServiceSummary>>('/api/services', {
      params: {
        language,
        tab: SERVICE_TABS[query.active] ?? SERVICE_TABS[0],
        keyword: query.keyword.trim() || undefined,
        talentType: query.talentType,
        page: query.page,
        pageSize: SERVICES_PAGE_SIZE,
      },
    }),
  /** A missing document is shown as such on the page, so no error toast. */
  detail: (documentNo: string, language: Language) =>
    api.get<ServiceDetail>('/api/services/detail', { params: { documentNo, language }, silent: true }),
  /** The talent-type labels of the shared taxonomy (the services filter and cards use only these). */
  talentTypes: async (language: Language) =>
    (await api.get<{ talentType: TalentTypeOption[] }>('/api/benefits/taxonomy', { params: { language } })).talentType,
};
