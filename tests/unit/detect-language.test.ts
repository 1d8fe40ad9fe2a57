import { describe, expect, it, vi } from 'vitest';
import { detectBrowserLanguage, detectLanguage, languageFromTag } from '@/lib/i18n/detect-language';
import type { Language } from '@/lib/i18n/languages';

type Row = [description: string, cookie: string | undefined, language: string | undefined, languages: string[], expected: Language];

// Spec §4: cookie first; else the first browser language; else scan the list the same way; default EN.
const table: Row[] = [
  ['cookie CN wins over an English browser', 'CN', 'en-US', ['en-US'], 'CN'],
  ['cookie TC wins over a Chinese browser', 'TC', 'zh-CN', ['zh-CN'], 'TC'],
  ['cookie EN wins over a Chinese browser', 'EN', 'zh-TW', ['zh-TW'], 'EN'],
  ['invalid cookie is ignored', 'FR', 'zh-CN', ['zh-CN'], 'CN'],
  ['lower-case cookie is not a language code', 'cn', 'en', ['en'], 'EN'],
  ['zh-TW → TC', undefined, 'zh-TW', [], 'TC'],
  ['zh-HK → TC', undefined, 'zh-HK', [], 'TC'],
  ['zh-MO → TC', undefined, 'zh-MO', [], 'TC'],
  ['zh-Hant → TC', undefined, 'zh-Hant', [], 'TC'],
  ['zh-Hant-HK → TC', undefined, 'zh-Hant-HK', [], 'TC'],
  ['zh_TW (underscore) → TC', undefined, 'zh_TW', [], 'TC'],
  ['zh-CN → CN', undefined, 'zh-CN', [], 'CN'],
  ['zh-SG → CN', undefined, 'zh-SG', [], 'CN'],
  ['zh-Hans → CN', undefined, 'zh-Hans', [], 'CN'],
  ['zh → CN', undefined, 'zh', [], 'CN'],
  ['en-GB → EN', undefined, 'en-GB', [], 'EN'],
  ['en → EN', undefined, 'en', [], 'EN'],
  ['first fits none: scan finds zh-HK', undefined, 'fr-FR', ['fr-FR', 'de', 'zh-HK', 'en'], 'TC'],
  ['first fits none: scan finds zh-CN', undefined, 'ja', ['ja', 'zh-CN'], 'CN'],
  ['first fits none: scan finds en', undefined, 'ko', ['ko', 'en-AU'], 'EN'],
  ['first language is used before the list', undefined, 'en-US', ['zh-TW', 'en-US'], 'EN'],
  ['nothing fits → EN', undefined, 'fr', ['fr', 'de'], 'EN'],
  ['nothing known at all → EN', undefined, undefined, [], 'EN'],
  ['"zhx" is not Chinese', undefined, 'zhx', [], 'EN'],
];

describe('detectLanguage', () => {
  it.each(table)('%s', (_d, cookie, language, languages, expected) => {
    expect(detectLanguage({ cookie, language, languages })).toBe(expected);
  });

  it('languageFromTag gives undefined for unrelated tags', () => {
    expect(languageFromTag('pt-BR')).toBeUndefined();
  });
});

describe('detectBrowserLanguage', () => {
  it('reads the language cookie', () => {
    document.cookie = 'language=TC; path=/';
    expect(detectBrowserLanguage()).toBe('TC');
  });

  it('logs a failure (as a warning) and gives EN', () => {
    const log = vi.fn();
    const spy = vi.spyOn(navigator, 'language', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(detectBrowserLanguage(log)).toBe('EN');
    expect(log).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
