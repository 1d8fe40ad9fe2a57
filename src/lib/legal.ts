import { LOCALE_TAG, type Language } from './i18n/languages';

/** The privacy statement is a separate document per language (spec §1 footer), built from `legal.privacy.*`. */
export const privacyStatementUrl: Record<Language, string> = {
  EN: '/legal/privacy-en.html',
  CN: '/legal/privacy-zh-hans.html',
  TC: '/legal/privacy-zh-hant.html',
};

/** The statement for a react-intl locale tag (en, zh-Hans, zh-Hant); CN's for anything else, the fallback locale. */
export function privacyStatementFor(locale: string): string {
  const language = (Object.keys(LOCALE_TAG) as Language[]).find((key) => LOCALE_TAG[key] === locale);
  return privacyStatementUrl[language ?? 'CN'];
}
