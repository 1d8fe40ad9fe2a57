import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';

/*
 * The editors' content API (issue #13, /api/console/content), typed from the shared console contract: the server
 * derives the field list from the seed's TypeBox schemas, so the form and the publish-time validation never drift.
 */

export const CONTENT_LANGUAGES = ['EN', 'CN', 'TC'] as const satisfies readonly Language[];

/** Every section's code (server/src/db/schema/content.ts CONTENT_SECTIONS). */
export const CONTENT_SECTIONS = [
  'benefit',
  'event',
  'service',
  'life',
  'hkmacao',
  'journey',
  'app',
  'about',
  'ith',
  'job',
  'home_block',
  'why_zone',
  'taxonomy_term',
] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export type Trilingual = Record<Language, string>;

export const FIELD_KINDS = [
  'text',
  'textarea',
  'markdown',
  'number',
  'date',
  'datetime',
  'enum',
  'enumList',
  'stringList',
  'image',
  'boolean',
  'json',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** One field of a section's form: a dotted path into `shared` or into each translation when `localized`. */
export interface FieldSpec {
  path: string;
  localized: boolean;
  kind: FieldKind;
  required: boolean;
  options?: string[];
  maxLength?: number;
  label: Trilingual;
}

export interface SectionInfo {
  section: ContentSection;
  label: Trilingual;
  fields: FieldSpec[];
  /** Whether the caller may edit it (admin, editor:*, editor:<section>). */
  canEdit: boolean;
}

export const LANGUAGE_STATUSES = ['missing', 'draft', 'published', 'scheduled', 'archived'] as const;
export type LanguageStatus = (typeof LANGUAGE_STATUSES)[number];

/** Where one language of a document stands. */
export interface LangState {
  status: LanguageStatus;
  /** The draft differs from what is published. */
  changed: boolean;
  machineDrafted: boolean;
  publishAt?: string;
  unpublishAt?: string;
}

/** The list's status filter (a document matches when one of its languages is in that status). */
export const CONTENT_STATUS_FILTERS = ['draft', 'published', 'scheduled', 'archived'] as const;
export type ContentStatusFilter = (typeof CONTENT_STATUS_FILTERS)[number];

export interface ContentListItem {
  documentNo: string;
  section: ContentSection;
  /** In the request's language, CN when that has none. */
  title: string;
  languages: Record<Language, LangState>;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
}

export interface ContentQuery {
  section: ContentSection;
  q?: string | undefined;
  status?: ContentStatusFilter | undefined;
  page: number;
}

export const CONTENT_PAGE_SIZE = 20;

export type ScheduleAction = 'publish' | 'unpublish';

export interface ScheduleRow {
  id: number;
  language: Language;
  action: ScheduleAction;
  runAt: string;
  /** The id of the user who planned it (null when no user did). */
  createdBy: number | null;
  doneAt: string | null;
  canceledAt: string | null;
  failure: string | null;
}

export type Translation = Record<string, unknown>;

/** GET /:no — the draft being edited, with where each language stands. */
export interface EditorDocument {
  documentNo: string;
  section: ContentSection;
  version: number;
  shared: Record<string, unknown>;
  translations: Partial<Record<Language, Translation>>;
  languages: Record<Language, LangState>;
  /** Per language, the paths it lacks (the public site shows CN's there). */
  fallback: Partial<Record<Language, string[]>>;
  /** Per language, the paths filled by the converter and not yet touched by a person. */
  machineDrafted: Partial<Record<Language, string[]>>;
  schedule: ScheduleRow[];
}

export interface DiffEntry {
  path: string;
  language: Language | null;
  before: unknown;
  after: unknown;
}

/** The 409 `console.conflict` envelope's data: what the other editor saved meanwhile. */
export interface ConflictData {
  current: EditorDocument;
  changedBy: string;
  diff: DiffEntry[];
}

/** The 422 `console.publishInvalid` envelope's data: each field at fault, by language. */
export interface PublishError {
  language: Language | null;
  path: string;
  message: string;
}

export type RevisionKind = string;

export interface Revision {
  revisionNo: number;
  /** e.g. save, convert, publish, unpublish, archive, restore, schedule. */
  kind: RevisionKind;
  authorLabel: string | null;
  createdAt: string;
  diff: DiffEntry[];
}

/** GET /:no/preview: the public DTO of the draft and the public path it will have. */
export interface ContentPreview {
  section: ContentSection;
  route: string;
  data: unknown;
}

export interface DraftBody {
  version: number;
  shared: Record<string, unknown>;
  translations: Partial<Record<Language, Translation>>;
}

const BASE = '/api/console/content';
const doc = (documentNo: string) => `${BASE}/${encodeURIComponent(documentNo)}`;

/** Silent calls, as the rest of the console: every screen shows its own loading, failures and successes. */
export const contentApi = {
  sections: () => api.get<SectionInfo[]>(`${BASE}/sections`, { silent: true }),
  list: ({ section, q, status, page }: ContentQuery) =>
    api.get<Page<ContentListItem>>(BASE, { params: { section, q: q || undefined, status, page, pageSize: CONTENT_PAGE_SIZE }, silent: true }),
  create: (section: ContentSection, documentNo?: string) =>
    api.post<EditorDocument>(BASE, documentNo ? { section, documentNo } : { section }, { silent: true }),
  document: (documentNo: string) => api.get<EditorDocument>(doc(documentNo), { silent: true }),
  save: (documentNo: string, body: DraftBody) => api.put<EditorDocument>(doc(documentNo), body, { silent: true }),
  convert: (documentNo: string, version: number) =>
    api.post<EditorDocument>(`${doc(documentNo)}/convert`, { version, from: 'CN', to: 'TC' }, { silent: true }),
  publish: (documentNo: string, version: number, languages: Language[]) =>
    api.post<EditorDocument>(`${doc(documentNo)}/publish`, { version, languages }, { silent: true }),
  unpublish: (documentNo: string, version: number, languages: Language[]) =>
    api.post<EditorDocument>(`${doc(documentNo)}/unpublish`, { version, languages }, { silent: true }),
  archive: (documentNo: string, version: number) => api.post<EditorDocument>(`${doc(documentNo)}/archive`, { version }, { silent: true }),
  /** Answers the row and the document's new version (scheduling is a revision). */
  schedule: (documentNo: string, body: { version: number; language: Language; action: ScheduleAction; at: string }) =>
    api.post<ScheduleRow & { version: number }>(`${doc(documentNo)}/schedule`, body, { silent: true }),
  /** Answers the editor document, its schedule without the cancelled row's pending state. */
  cancelSchedule: (documentNo: string, id: number) => api.delete<EditorDocument>(`${doc(documentNo)}/schedule/${id}`, { silent: true }),
  revisions: (documentNo: string) => api.get<Revision[]>(`${doc(documentNo)}/revisions`, { silent: true }),
  restore: (documentNo: string, revisionNo: number, version: number) =>
    api.post<EditorDocument>(`${doc(documentNo)}/revisions/${revisionNo}/restore`, { version }, { silent: true }),
  preview: (documentNo: string, language: Language) =>
    api.get<ContentPreview>(`${doc(documentNo)}/preview`, { params: { language }, silent: true }),
};
