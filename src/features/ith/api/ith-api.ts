import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import type { ITH_INDUSTRIES } from '../ith-rules';

export type IthIndustry = (typeof ITH_INDUSTRIES)[number];

export interface IthFloor {
  floor: number;
  /** Site path of the fallback JPEG; the -480/-960 AVIF and WebP sit beside it. */
  picture: string;
  name: string;
  holds: string;
  openingHours: string;
}

export interface IthEnterprise {
  documentNo: string;
  name: string;
  intro: string;
  industry: IthIndustry;
  floor: number;
  /** Letters of its drawn logo, on `color`. */
  mark: string;
  color: string;
  website: string;
}

export interface IthContent {
  name: string;
  intro: string;
  address: string;
  openingHours: string;
  mapQuery: string;
  floors: IthFloor[];
  industries: { code: IthIndustry; label: string }[];
  enterprises: IthEnterprise[];
  language: Language;
  updatedAt: string;
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export interface ContactReceipt {
  reference: string;
  dueAt: string;
  hours: number;
}

export const ithApi = {
  page: (language: Language) => api.get<IthContent>('/api/ith', { params: { language } }),
  contact: (values: ContactValues) => api.post<ContactReceipt>('/api/ith/contact', values),
};
