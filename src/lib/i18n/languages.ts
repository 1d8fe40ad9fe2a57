/** Language codes of spec §4/§9 and the BCP 47 tags the UI uses for them. */
export const LANGUAGES = ['EN', 'CN', 'TC'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Interface default and fallback locale (spec §4). */
export const FALLBACK_LANGUAGE: Language = 'CN';
/** What detection yields when nothing matches (spec §4). */
export const DETECTION_DEFAULT: Language = 'EN';

export const LOCALE_TAG: Record<Language, 'en' | 'zh-Hans' | 'zh-Hant'> = {
  EN: 'en',
  CN: 'zh-Hans',
  TC: 'zh-Hant',
};

export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The portal language of a locale tag (react-intl's `locale`), English for one it does not know. */
export function languageOfLocale(locale: string): Language {
  return LANGUAGES.find((language) => LOCALE_TAG[language] === locale) ?? 'EN';
}
