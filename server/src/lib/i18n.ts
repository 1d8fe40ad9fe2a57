import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessageValues } from './app-error.js';

/** Spec §4 language codes; CN is the fallback. */
export const LANGUAGES = ['EN', 'CN', 'TC'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'CN';

const LOCALE_FILE: Record<Language, string> = { EN: 'en', CN: 'zh-Hans', TC: 'zh-Hant' };

/** server/src/lib and server/dist/lib both sit three levels below the repository root. */
export const DEFAULT_LOCALES_DIR = new URL('../../../locales/', import.meta.url);

export type Catalog = Record<Language, Record<string, string>>;

/** Reads the server.* messages of the three locale files once. */
export function loadCatalog(localesDir: URL | string = DEFAULT_LOCALES_DIR): Catalog {
  const base = typeof localesDir === 'string' ? pathToFileURL(`${resolve(localesDir)}/`) : localesDir;
  const catalog = {} as Catalog;
  for (const language of LANGUAGES) {
    const all = JSON.parse(readFileSync(new URL(`${LOCALE_FILE[language]}.json`, base), 'utf8')) as Record<
      string,
      string
    >;
    catalog[language] = Object.fromEntries(Object.entries(all).filter(([id]) => id.startsWith('server.')));
  }
  return catalog;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function languageOfTag(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) {
    return /(^|[-_])(hant|tw|hk|mo)($|[-_])/.test(lower) ? 'TC' : 'CN';
  }
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'EN';
  return undefined;
}

/** Languages of an Accept-Language header, best first by quality. */
function fromAcceptLanguage(header: string): Language | undefined {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/** `language` query parameter first (EN/CN/TC), then Accept-Language, else CN. */
export function resolveLanguage(url: string, acceptLanguage: string | undefined): Language {
  const queryStart = url.indexOf('?');
  if (queryStart >= 0) {
    const param = new URLSearchParams(url.slice(queryStart + 1)).get('language')?.toUpperCase();
    if (isLanguage(param)) return param;
  }
  return (acceptLanguage && fromAcceptLanguage(acceptLanguage)) || FALLBACK_LANGUAGE;
}

export function translate(catalog: Catalog, language: Language, id: string, values: MessageValues = {}): string {
  const template = catalog[language][id] ?? catalog[FALLBACK_LANGUAGE][id] ?? catalog.EN[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
