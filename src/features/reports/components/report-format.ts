import { LANGUAGES, LOCALE_TAG, type Language } from '@/lib/i18n/languages';

/** The interface language of an intl locale (the components read it from react-intl, like the country field). */
export function languageOfLocale(locale: string): Language {
  return LANGUAGES.find((language) => LOCALE_TAG[language] === locale) ?? 'EN';
}

/** The portal's Traditional Chinese is Hong Kong's: zh-Hant alone would pick Taiwan conventions. */
const formatLocale = (language: Language) => (language === 'TC' ? 'zh-Hant-HK' : LOCALE_TAG[language]);

/**
 * ICU versions differ in the spaces they write (thin, narrow no-break or plain): the server's Node and the
 * visitor's browser must write the same text, or hydration fails. Plain spaces for all.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const monthFormats = new Map<Language, Intl.DateTimeFormat>();
const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** A day in China time ("16 April 2026"), the same on the server and in the browser. */
export function formatReportDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' });
    dateFormats.set(language, format);
  }
  return plainSpaces(format.format(new Date(iso)));
}

/** A month given as `YYYY-MM` ("November 2022"), e.g. the date of the cost figures. */
export function formatReportMonth(month: string, language: Language): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), { year: 'numeric', month: 'long', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  const date = new Date(`${month}-15T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : plainSpaces(format.format(date));
}

/** Yuan without decimals (the calculator's figures are whole yuan). */
export function formatYuan(amount: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
    moneyFormats.set(language, format);
  }
  return plainSpaces(format.format(amount));
}
