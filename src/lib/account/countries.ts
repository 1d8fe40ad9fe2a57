import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';

/** Spec §3 country list item; the nationality is stored by its English name. */
export interface Country {
  areaCode: string;
  countryid: number;
  forbid: boolean;
  nameCN: string;
  nameTC: string;
  nameEN: string;
}

const COUNTRIES_PATH = '/api/shared/countries';

let cached: Promise<Country[]> | undefined;

/** The list changes only with a release: one request per page life, shared by every form that needs it. */
export function fetchCountries(): Promise<Country[]> {
  cached ??= api.get<Country[]>(COUNTRIES_PATH, { silent: true }).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** The name shown to the user: English in the EN UI, the localized name with the English one in Chinese UIs. */
export function countryLabel(country: Country, language: Language): string {
  const local = language === 'CN' ? country.nameCN : language === 'TC' ? country.nameTC || country.nameCN : '';
  return local && local !== country.nameEN ? `${local} (${country.nameEN})` : country.nameEN;
}
