import type { Language } from '@/lib/i18n/languages';
import { CONSOLE_BASE } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import {
  CONTENT_LANGUAGES,
  CONTENT_SECTIONS,
  CONTENT_STATUS_FILTERS,
  type ContentQuery,
  type ContentSection,
  type ContentStatusFilter,
  type DiffEntry,
  type EditorDocument,
  type FieldSpec,
  type PublishError,
  type Translation,
} from './api/content-api';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from './api/media-api';

/*
 * The editor's pure rules: reading and writing fields by their dotted path, China-time entry, the list's URL, and the
 * checks made before a request is sent. Kept apart from the components so they are tested on their own.
 */

/** The fallback language (spec §4): every other language falls back to it field by field. */
export const SOURCE_LANGUAGE: Language = 'CN';

/** The value at a dotted path (`fields.location`), undefined when any step is missing. */
export function valueAt(target: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = target;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy with the value at a dotted path replaced (objects created on the way); `undefined` removes the key. */
export function withValueAt(target: Record<string, unknown> | undefined, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const copy = { ...(target ?? {}) };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = copy[key];
  copy[key] = withValueAt(typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {}, rest.join('.'), value);
  return copy;
}

/** What the editor holds and sends (PUT body without the version). */
export interface DraftValues {
  shared: Record<string, unknown>;
  translations: Partial<Record<Language, Translation>>;
}

export const draftOf = (document: Pick<EditorDocument, 'shared' | 'translations'>): DraftValues => ({
  shared: document.shared,
  translations: document.translations,
});

/** A field's value: the shared part for a field common to all languages, else the language's translation. */
export function fieldValue(draft: DraftValues, field: FieldSpec, language: Language): unknown {
  return field.localized ? valueAt(draft.translations[language], field.path) : valueAt(draft.shared, field.path);
}

export function withFieldValue(draft: DraftValues, field: FieldSpec, language: Language, value: unknown): DraftValues {
  if (!field.localized) return { ...draft, shared: withValueAt(draft.shared, field.path, value) };
  return { ...draft, translations: { ...draft.translations, [language]: withValueAt(draft.translations[language], field.path, value) } };
}

// A field typed into and emptied again is unchanged: empty text, an empty list and no value are the same draft.
const same = (a: unknown, b: unknown) => (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** What the editor changed against a base, field by field (the conflict panel lists it). */
export function changesOf(fields: readonly FieldSpec[], base: DraftValues, values: DraftValues): DiffEntry[] {
  const entries: DiffEntry[] = [];
  for (const field of fields) {
    const languages = field.localized ? CONTENT_LANGUAGES : ([null] as const);
    for (const language of languages) {
      const before = fieldValue(base, field, language ?? 'CN');
      const after = fieldValue(values, field, language ?? 'CN');
      if (!same(before, after)) entries.push({ path: field.path, language, before, after });
    }
  }
  return entries;
}

/** Nothing written: the public site shows CN's text there. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Whether a field of a language falls back to CN: the server's list for what is saved, the editor's values for what
 * is being typed (a field filled since the last save no longer falls back; one emptied now does).
 */
export function fallsBack(draft: DraftValues, field: FieldSpec, language: Language): boolean {
  if (!field.localized || language === SOURCE_LANGUAGE) return false;
  return isBlank(fieldValue(draft, field, language)) && !isBlank(fieldValue(draft, field, SOURCE_LANGUAGE));
}

/** The key a field's publish error and input share: `EN:title`, or `shared:category` for a common field. */
export const fieldKey = (language: Language | null, path: string) => `${language ?? 'shared'}:${path}`;

/** The 422 errors by field key, so each shows next to its input. */
export function errorsByField(errors: readonly PublishError[]): Map<string, PublishError[]> {
  const map = new Map<string, PublishError[]>();
  for (const error of errors) {
    const key = fieldKey(error.language, error.path);
    map.set(key, [...(map.get(key) ?? []), error]);
  }
  return map;
}

// China has kept UTC+8 without daylight saving since 1991: a fixed offset converts both ways exactly.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as China time → an instant (ISO, UTC). Null when it is not a whole, real time
 * (e.g. 2026-02-30).
 */
export function chinaInputToInstant(input: string): string | null {
  const match = LOCAL_INPUT.exec(input);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - CHINA_OFFSET_MS).toISOString();
}

/** An instant → the `datetime-local` value that shows it in China time; '' for a value that is not a time. */
export function instantToChinaInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime field keeps China time visible in the stored text: `2026-12-01T09:30:00+08:00`. */
export function chinaInputToFieldValue(input: string): string | undefined {
  return chinaInputToInstant(input) ? `${input}:00+08:00` : undefined;
}

export const isContentSection = (value: unknown): value is ContentSection => typeof value === 'string' && (CONTENT_SECTIONS as readonly string[]).includes(value);
const isStatusFilter = (value: unknown): value is ContentStatusFilter =>
  typeof value === 'string' && (CONTENT_STATUS_FILTERS as readonly string[]).includes(value);

/**
 * The list's query from its URL (`?section=&q=&status=&page=`). The section must be one the caller may edit; the first
 * of those otherwise. Null while the caller may edit none.
 */
export function contentQueryOf(searchParams: URLSearchParams, editable: readonly ContentSection[]): ContentQuery | null {
  const asked = searchParams.get('section');
  const section = isContentSection(asked) && editable.includes(asked) ? asked : editable[0];
  if (!section) return null;
  const q = (searchParams.get('q') ?? '').trim().slice(0, 100);
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  return {
    section,
    q: q || undefined,
    status: isStatusFilter(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function searchOfContentQuery(query: ContentQuery): Record<string, string | number | undefined> {
  return { section: query.section, q: query.q, status: query.status, page: query.page > 1 ? query.page : undefined };
}

export const contentQueryKey = (query: ContentQuery) => `${query.section}|${query.q ?? ''}|${query.status ?? ''}|${query.page}`;

/** A value of a diff or a field as short text: strings as they are, lists joined, the rest as JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** A diff line's name: `TC · title`, or the bare path for a field common to all languages. */
export const diffLabel = (entry: DiffEntry) => (entry.language ? `${entry.language} · ${entry.path}` : entry.path);

export type MediaFileProblem = 'type' | 'size' | 'empty';

/** The server's own checks (type by content there, by declared type here; 10 MB), before a byte is sent. */
export function mediaFileProblem(file: Pick<File, 'type' | 'size'>): MediaFileProblem | null {
  if (file.size === 0) return 'empty';
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MEDIA_MAX_BYTES) return 'size';
  return null;
}

/** The characters of a text as the server counts them (code points). */
export const textLength = (text: string) => [...text].length;

/** A list of strings edited one per line. */
export const linesToList = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const DOCUMENT_NO = /^[A-Za-z0-9_-]{1,60}$/;

/**
 * Which editors' screen a console path is (`/console/content`, `/console/content/EVT-0001`, `/console/preview/
 * EVT-0001`, `…/frame`, `/console/media`), with its document number; null for any other path.
 */
export type ContentScreenMatch =
  | { screen: 'list' | 'media' }
  | { screen: 'editor' | 'preview' | 'frame'; documentNo: string };

export function contentScreenOf(pathname: string): ContentScreenMatch | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === consoleRoutes.consoleContent) return { screen: 'list' };
  if (path === consoleRoutes.consoleMedia) return { screen: 'media' };
  if (!path.startsWith(`${CONSOLE_BASE}/`)) return null;
  const match = /^\/(content|preview)\/([^/]+)(\/frame)?$/.exec(path.slice(CONSOLE_BASE.length));
  if (!match) return null;
  let documentNo: string;
  try {
    documentNo = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  if (!DOCUMENT_NO.test(documentNo)) return null;
  if (match[1] === 'content') return match[3] ? null : { screen: 'editor', documentNo };
  return { screen: match[3] ? 'frame' : 'preview', documentNo };
}
