import { DETECTION_DEFAULT, LANGUAGE_COOKIE, isLanguage, type Language } from './languages';
import { readCookie } from '@/lib/storage/cookies';

/** Maps one browser language tag to a portal language (spec §4), or undefined when it fits none. */
export function languageFromTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (lower === 'zh' || lower.startsWith('zh-')) {
    const subtags = lower.split('-').slice(1);
    return subtags.some((s) => s === 'tw' || s === 'hk' || s === 'mo' || s === 'hant') ? 'TC' : 'CN';
  }
  if (lower === 'en' || lower.startsWith('en-')) return 'EN';
  return undefined;
}

export interface DetectionInput {
  cookie: string | undefined;
  language: string | undefined;
  languages: readonly string[] | undefined;
}

/**
 * Spec §4: the saved cookie first; else the first browser language; if that fits none, scan the list the same way;
 * default EN.
 */
export function detectLanguage(input: DetectionInput): Language {
  if (isLanguage(input.cookie)) return input.cookie;
  const first = input.language ? languageFromTag(input.language) : undefined;
  if (first) return first;
  for (const tag of input.languages ?? []) {
    const match = languageFromTag(tag);
    if (match) return match;
  }
  return DETECTION_DEFAULT;
}

/** Reads the real cookie and navigator; a failure is logged and yields EN (spec §8). */
export function detectBrowserLanguage(log: (...args: unknown[]) => void = console.warn): Language {
  try {
    return detectLanguage({
      cookie: readCookie(LANGUAGE_COOKIE),
      language: navigator.language,
      languages: navigator.languages,
    });
  } catch (error) {
    // Logged as a warning, not an error: the failure is handled and must not look like a crash.
    log('Language detection failed; using English.', error);
    return DETECTION_DEFAULT;
  }
}
