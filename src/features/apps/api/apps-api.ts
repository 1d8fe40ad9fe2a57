import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

/** The nine categories of spec §2, in the spec's order (the server answers them in this order). */
export const APP_CATEGORIES = ['social', 'commute', 'travel', 'shopping', 'food', 'housing', 'jobs', 'entertainment', 'logistics'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

/** Whether an app can be used in English: throughout, on some screens (or an international edition), or not. */
export type EnglishInterface = 'full' | 'partial' | 'none';

export interface GuideApp {
  documentNo: string;
  name: string;
  /** What a newcomer uses it for. */
  purpose: string;
  /** The app's official page, which its QR code opens. */
  officialUrl: string;
  englishInterface: EnglishInterface;
  /** Setting it up when arriving from abroad, in order. */
  setupSteps: string[];
  language: Language;
}

export interface GuideCategory {
  category: AppCategory;
  apps: GuideApp[];
}

export const appsApi = {
  guide: (language: Language) => api.get<GuideCategory[]>('/api/apps', { params: { language } }),
};
