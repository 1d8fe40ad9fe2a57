import { DETECTION_DEFAULT, type Language } from './languages';

let current: Language = DETECTION_DEFAULT;

/** The language is fixed for a page's life (switching reloads), so start-up records it once for non-React code. */
export function setCurrentLanguage(language: Language): void {
  current = language;
}

export function getCurrentLanguage(): Language {
  return current;
}
