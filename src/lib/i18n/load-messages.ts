import { FALLBACK_LANGUAGE, LOCALE_TAG, type Language } from './languages';

export type Messages = Record<string, string>;

/** One dynamic import per language, so only the current language's messages are downloaded. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  EN: () => import('@locales/en.json'),
  CN: () => import('@locales/zh-Hans.json'),
  TC: () => import('@locales/zh-Hant.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}

/** CN is the fallback locale (spec §4); its messages are fetched only when an id is missing. */
export function loadFallbackMessages(): Promise<Messages> {
  return loadMessages(FALLBACK_LANGUAGE);
}

export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = LOCALE_TAG[language];
}
