import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';

/** Tabs of spec §2, chosen with `?active=<index>`. */
export const HKMACAO_TABS = ['benefits', 'services', 'events'] as const;
export type HkMacaoTab = (typeof HKMACAO_TABS)[number];

export const HKMACAO_PAGE_SIZE = 9;

/** A benefit, service or coming event for Hong Kong and Macao residents, as its tab lists it. */
export interface HkMacaoTeaser {
  documentNo: string;
  section: 'benefit' | 'service' | 'event';
  title: string;
  summary: string;
  image: string | null;
  /** Services: the services tab it belongs to. */
  serviceTab: string | null;
  state: 'upcoming' | 'on-going' | 'past' | null;
  startsAt: string | null;
  language: Language;
}

export interface HkMacaoGuideSummary {
  documentNo: string;
  title: string;
  summary: string;
  language: Language;
}

export interface HkMacaoGuide extends HkMacaoGuideSummary {
  /** Paragraphs separated by blank lines; `**bold**` marks a lead-in. */
  body: string;
  keyPoints: string[];
  steps: string[];
  related: HkMacaoTeaser[];
  updatedAt: string;
}

export const hkMacaoApi = {
  tab: (tab: HkMacaoTab, page: number, language: Language) =>
    api.get<Page<HkMacaoTeaser>>('/api/hkmacao', { params: { tab, page, pageSize: HKMACAO_PAGE_SIZE, language } }),
  guides: (language: Language) => api.get<HkMacaoGuideSummary[]>('/api/hkmacao/guides', { params: { language } }),
  /** A missing guide is shown as such on the page, so no error toast. */
  guide: (documentNo: string, language: Language) =>
    api.get<HkMacaoGuide>('/api/hkmacao/detail', { params: { documentNo, language }, silent: true }),
};
