import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

export interface AboutContent {
  /** Paragraphs separated by blank lines. */
  glance: string;
  figures: { key: string; value: string; label: string }[];
  sections: { key: string; title: string; body: string }[];
  serviceHall: { name: string; address: string; openingHours: string; transport: string[]; mapQuery: string };
  language: Language;
  updatedAt: string;
}

export const aboutApi = {
  page: (language: Language) => api.get<AboutContent>('/api/about', { params: { language } }),
};
