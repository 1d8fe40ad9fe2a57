import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';

export type { Page };

export const BENEFIT_FILTERS = ['talentType', 'contentType', 'talentScene'] as const;
export type BenefitFilter = (typeof BENEFIT_FILTERS)[number];

/** What the list shows: the keyword, the chosen codes of each filter (OR within a filter), and the page. */
export interface BenefitQuery {
  keyword: string;
  talentType: string[];
  contentType: string[];
  talentScene: string[];
  page: number;
}

export const BENEFITS_PAGE_SIZE = 9;

export interface TaxonomyOption {
  code: string;
  label: string;
}

export interface BenefitTaxonomy {
  talentType: TaxonomyOption[];
  contentType: TaxonomyOption[];
  talentScene: TaxonomyOption[];
  eventCategory: TaxonomyOption[];
}

export interface BenefitSummary {
  documentNo: string;
  title: string;
  summary: string;
  poster: string;
  talent_category: string[];
  contentType: string;
  talentScene: string[];
  tags: string[];
  publishedAt: string | null;
  /** The language of the text served: CN when the requested translation is missing. */
  language: Language;
}

export interface BenefitDetail extends BenefitSummary {
  /** Paragraphs separated by blank lines; `**bold**` marks a lead-in. */
  body: string;
  amounts: { label: string; value: string }[];
  eligibility: string[];
  howToApply: string[];
  contact: { office: string; phone: string; email: string } | null;
  updatedAt: string;
}


export const benefitsApi = {
  list: (query: BenefitQuery, language: Language) =>
    api.get<Page<BenefitSummary>>('/api/benefits', {
      params: {
        language,
        keyword: query.keyword.trim() || undefined,
        talentType: query.talentType,
        contentType: query.contentType,
        talentScene: query.talentScene,
        page: query.page,
        pageSize: BENEFITS_PAGE_SIZE,
      },
    }),
  taxonomy: (language: Language) => api.get<BenefitTaxonomy>('/api/benefits/taxonomy', { params: { language } }),
  detail: (documentNo: string, language: Language) =>
    api.get<BenefitDetail>('/api/benefits/detail', { params: { documentNo, language } }),
};
