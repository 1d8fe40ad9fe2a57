import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

/** Spec §3 "home benefits item". */
export interface HomeBenefitItem {
  poster: string;
  talent_category: string[];
  documentNo: string;
  title: string;
}

export type EventState = 'upcoming' | 'on-going' | 'past';

/** Spec §3 "top event item", plus its times for the card. */
export interface TopEventItem {
  banner: string;
  title: string;
  location: string;
  documentNo: string;
  state: EventState;
  startsAt: string;
  endsAt: string;
}

/** Spec §3 "life or why-the-zone item", plus a key and a one-line description. */
export interface WhyZoneItem {
  key: string;
  banner: string;
  cn_label: string;
  en_label: string;
  tc_label: string;
  description: string;
}

export interface JourneyCard {
  scene: string;
  image: string;
  title: string;
  text: string;
}

export interface UsefulLink {
  key: string;
  label: string;
  url: string;
}

export interface HomeHero {
  video: string;
  poster: string;
  slogan: string;
  subSlogan: string;
}

export interface HkMacaoTeaser {
  image: string;
  title: string;
  text: string;
  cta: string;
}

/** The home blocks the spec leaves to us: hero slogan, journey cards, Hong Kong/Macao teaser, useful links. */
export interface HomeExtras {
  hero: HomeHero | null;
  journeys: JourneyCard[];
  hkMacaoTeaser: HkMacaoTeaser | null;
  usefulLinks: UsefulLink[];
}

/** The home calls of spec §7 and the extras block. */
export const homeApi = {
  benefits: (language: Language) => api.get<HomeBenefitItem[]>('/m_api/home_data', { params: { language } }),
  topEvents: (language: Language) => api.get<TopEventItem[]>('/api/shared/articles/top-events', { params: { language } }),
  lives: (language: Language) => api.get<WhyZoneItem[]>('/m_api/home_data/lives', { params: { language } }),
  extras: (language: Language) => api.get<HomeExtras>('/m_api/home_data/extras', { params: { language } }),
};
