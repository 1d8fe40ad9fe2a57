import { isLanguage, LANGUAGES, LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import type { ResolvedHead } from '../page-head';
import { APP_MODULES_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from './server-state';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON inside a script element: nothing in it may close the element or read as markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's address in a language (`?language=`), or with no language chosen (x-default). */
export function languageUrl(url: URL, origin: string, language: Language | undefined): string {
  const search = new URLSearchParams(url.search);
  search.delete('language');
  if (language) search.set('language', language);
  const query = search.toString();
  return `${origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** Title, description, canonical and language alternates (every engine finds each language), structured data. */
export function headTags({ head, url, origin }: { head: ResolvedHead; url: URL; origin: string }): string {
  const given = url.searchParams.get('language');
  const chosen = isLanguage(given) ? given : undefined;
  const alternates = LANGUAGES.map(
    (each) => `<link rel="alternate" hreflang="${LOCALE_TAG[each]}" href="${escapeHtml(languageUrl(url, origin, each))}">`,
  );
  return [
    // The first frame waits until the whole page has been parsed (the state script follows the rendered markup): the
    // browser would otherwise paint the header alone and the content a frame later, so the largest paint would come
    // after the first one (where supported; a page without the state script unblocks at the end of parsing).
    `<link rel="expect" href="#${SERVER_STATE_ELEMENT_ID}" blocking="render">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.personal ? '<meta name="robots" content="noindex">' : '',
    // A URL with a language is canonical in that language; one without (the x-default, whose language follows the
    // visitor) is canonical as itself.
    `<link rel="canonical" href="${escapeHtml(languageUrl(url, origin, chosen))}">`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(url, origin, undefined))}">`,
    head.structuredData ? `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>` : '',
  ].join('');
}

/** The app itself, which the web entry imports once the page is painted (src/main.tsx). */
const APP_MODULE = 'src/app/bootstrap.tsx';

/** A chunk and everything it imports statically, with their stylesheets. */
function collect(manifest: Manifest, key: string, files: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, css);
}

/** What a page needs besides the entry (which the template loads): scripts and stylesheets, site-relative. */
export interface PageAssets {
  /** The app, the page's lazily loaded chunk with its imports, and the messages of its language. */
  files: string[];
  /** The stylesheets of those chunks. */
  css: string[];
}

export function pageAssets(manifest: Manifest, pageModule: string | undefined, language: Language): PageAssets {
  const entry = new Set<string>();
  const entryCss = new Set<string>();
  collect(manifest, 'index.html', entry, entryCss);
  const files = new Set<string>();
  const css = new Set<string>();
  for (const key of [APP_MODULE, pageModule, `locales/${LOCALE_TAG[language]}.json`]) if (key) collect(manifest, key, files, css);
  return { files: [...files].filter((file) => !entry.has(file)), css: [...css].filter((sheet) => !entryCss.has(sheet)) };
}

/** What the first screen needs before any script: the images it preloads (the hero's poster) and the stylesheets. */
export function preloadTags({ css }: PageAssets, images: readonly string[]): string {
  const tags = images.map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`);
  for (const sheet of css) tags.push(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
  return tags.join('');
}

/**
 * The scripts as a JSON list. The web entry fetches them all in parallel once the first screen has loaded
 * (src/main.tsx), so that nothing competes with it for the connection.
 */
export function moduleListScript({ files }: PageAssets): string {
  return `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${scriptJson(files.map((file) => `/${file}`))}</script>`;
}

export function stateScript(state: unknown): string {
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;
}
