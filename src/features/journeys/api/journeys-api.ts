import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

export type JourneyTheme = 'study' | 'work' | 'invest' | 'life';
/** The four steps of spec §2, in order. */
export const JOURNEY_STEPS = ['entry', 'theme', 'welfare', 'services'] as const;

/** Where a step leads: a document (titled by the content) or a page of the app (titled by the app), with its tab. */
export interface JourneyLink {
  kind: 'benefit' | 'service' | 'life' | 'route';
  documentNo: string | null;
  title: string | null;
  tab: string | null;
  route: string | null;
  active: number | null;
}

export interface JourneyStep {
  step: (typeof JOURNEY_STEPS)[number];
  title: string;
  text: string;
  links: JourneyLink[];
  language: Language;
}

export interface Journey {
  scene: JourneyTheme;
  steps: JourneyStep[];
}

export const journeysApi = {
  journey: (scene: JourneyTheme, language: Language) => api.get<Journey>('/api/journeys', { params: { scene, language } }),
};
