import { HttpError } from '@/lib/http/http-error';
import { CONSOLE_BASE } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import type { ConsoleMe } from './api/console-api';
import {
  CONTENT_SECTIONS,
  INBOX_STATUSES,
  ROLE_KINDS,
  SECOND_FACTOR_REQUIRED,
  SESSION_IDLE,
  USER_STATUSES,
  type AuditQuery,
  type ContentSection,
  type InboxQuery,
  type InboxStatus,
  type RoleKind,
  type UserQuery,
  type UserStatus,
} from './api/staff-api';

/* ---------- The second factor ---------- */

/** What a console refusal says about the session's second factor: needed (never passed, or idle too long), or null. */
export interface SecondFactorNeed {
  enrolled: boolean;
  /** The session passed it once but sat idle past the console's shorter limit. */
  idle: boolean;
}

export function secondFactorNeedOf(error: unknown): SecondFactorNeed | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  if (error.code !== SECOND_FACTOR_REQUIRED && error.code !== SESSION_IDLE) return null;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as { enrolled?: unknown };
  // An idle session has passed the factor once, so it is enrolled whatever the data says.
  const idle = error.code === SESSION_IDLE;
  return { enrolled: idle || data.enrolled === true, idle };
}

/** The base32 secret in groups of four, as it is easiest to type into an authenticator by hand. */
export const groupSecret = (secret: string) => (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');

/** A typed authenticator code: the digits only (people paste "123 456" or "123-456"). */
export const codeDigits = (input: string) => input.replace(/\D+/g, '').slice(0, 6);

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A typed recovery code as the server compares it: no spaces, upper case (dashes are kept). */
export const normalizeRecoveryCode = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** The recovery codes as a text file, for the download beside them. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return [heading, '', ...codes, ''].join('\n');
}

/**
 * Where the sign-in step returns to: a console path from `?next=`, never another site (`//host`) or a public page.
 */
export function returnPathOf(searchParams: URLSearchParams): string {
  const next = searchParams.get('next') ?? '';
  const safe = next.startsWith(`${CONSOLE_BASE}/`) && !next.startsWith('//') && !next.includes('\\') && !next.startsWith(consoleRoutes.consoleSignIn);
  return safe ? next : consoleRoutes.console;
}

export const signInHref = (returnTo: string) =>
  returnTo && returnTo !== consoleRoutes.console && !returnTo.startsWith(consoleRoutes.consoleSignIn)
    ? `${consoleRoutes.consoleSignIn}?${new URLSearchParams({ next: returnTo }).toString()}`
    : consoleRoutes.consoleSignIn;

/** The wait a rate-limited attempt names (envelope data `retryAfter` seconds), rounded up to minutes. */
export function retryMinutesOf(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as { retryAfter?: unknown; seconds?: unknown };
  const seconds = typeof data.retryAfter === 'number' ? data.retryAfter : typeof data.seconds === 'number' ? data.seconds : null;
  return seconds !== null && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/* ---------- Navigation ---------- */

export const CONSOLE_SECTIONS = ['applications', 'content', 'media', 'analytics', 'inbox', 'chat', 'users', 'audit', 'kiosks'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** The console's sections a caller may open, from GET /api/console/me (the server still refuses everything else). */
export function sectionsOf(me: ConsoleMe | null | undefined): ConsoleSection[] {
  if (!me) return [];
  const recruiter = me.enterprises.length > 0 || me.roles.some((role) => role.startsWith('recruiter:'));
  const editor = (me.editorSections?.length ?? 0) > 0 || me.roles.some((role) => role.startsWith('editor:'));
  const hub = me.hub === true || me.roles.includes('hub');
  const service = me.service === true || me.roles.includes('service');
  const allowed: Record<ConsoleSection, boolean> = {
    applications: me.admin || recruiter,
    content: me.admin || editor,
    media: me.admin || editor,
    analytics: me.admin || editor,
    inbox: me.admin || hub,
    chat: me.admin || service,
    users: me.admin,
    audit: me.admin,
    kiosks: me.admin,
  };
  return CONSOLE_SECTIONS.filter((section) => allowed[section]);
}

/**
 * The content screens' paths, as the contract names them. Worker C adds them to `consoleRoutes` in its own block;
 * spelled here until that merge so the two blocks do not collide (then these read from `consoleRoutes`).
 */
export const CONTENT_PATHS = {
  content: consoleRoutes.consoleContent,
  preview: consoleRoutes.consolePreview.replace('/:documentNo', ''),
  media: consoleRoutes.consoleMedia,
} as const;

export const SECTION_PATHS: Record<ConsoleSection, string> = {
  applications: consoleRoutes.consoleApplications,
  content: CONTENT_PATHS.content,
  media: CONTENT_PATHS.media,
  analytics: consoleRoutes.consoleAnalytics,
  inbox: consoleRoutes.consoleInbox,
  chat: consoleRoutes.consoleChat,
  users: consoleRoutes.consoleUsers,
  audit: consoleRoutes.consoleAudit,
  kiosks: consoleRoutes.consoleKiosks,
};

/** The section a path belongs to (its list and everything under it); the preview counts as content. */
export function sectionOfPath(pathname: string): ConsoleSection | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === CONTENT_PATHS.preview || path.startsWith(`${CONTENT_PATHS.preview}/`)) return 'content';
  return CONSOLE_SECTIONS.find((section) => path === SECTION_PATHS[section] || path.startsWith(`${SECTION_PATHS[section]}/`)) ?? null;
}

/** What the session's permissions suggest /me will answer: a hint for the first paint only (the server decides). */
export function hintedMe(permissions: readonly unknown[] | undefined): ConsoleMe {
  const roles = (permissions ?? []).filter((entry): entry is string => typeof entry === 'string');
  return { roles, admin: roles.includes('admin'), enterprises: [], hub: roles.includes('hub'), service: roles.includes('service') };
}

/** The first screen of someone who opens /console: the first section they may use. */
export const homeSectionOf = (me: ConsoleMe | null | undefined): string => SECTION_PATHS[sectionsOf(me)[0] ?? 'applications'];

/* ---------- Roles ---------- */

const ENTERPRISE_NO = /^ITH-\d{4}$/;
export const isEnterpriseNo = (value: string) => ENTERPRISE_NO.test(value);

/** A user's roles as the editor's form holds them. */
export interface RoleDraft {
  admin: boolean;
  hub: boolean;
  service: boolean;
  /** editor:* */
  editorAll: boolean;
  editorSections: ContentSection[];
  /** Enterprise numbers of the recruiter:… entries. */
  recruiters: string[];
  /** Entries the form does not know: kept as they are, so saving does not drop them. */
  other: string[];
}

const isSection = (value: string): value is ContentSection => (CONTENT_SECTIONS as readonly string[]).includes(value);

export function roleDraftOf(roles: readonly string[]): RoleDraft {
  const draft: RoleDraft = { admin: false, hub: false, service: false, editorAll: false, editorSections: [], recruiters: [], other: [] };
  for (const role of roles) {
    if (role === 'admin') draft.admin = true;
    else if (role === 'hub') draft.hub = true;
    else if (role === 'service') draft.service = true;
    else if (role === 'editor:*') draft.editorAll = true;
    else if (role.startsWith('editor:') && isSection(role.slice(7))) draft.editorSections.push(role.slice(7) as ContentSection);
    else if (role.startsWith('recruiter:') && role.length > 10) draft.recruiters.push(role.slice(10));
    else draft.other.push(role);
  }
  return draft;
}

/** The draft back as permission entries, in a stable order (sections in the contract's order, no duplicates). */
export function rolesOfDraft(draft: RoleDraft): string[] {
  const roles: string[] = [];
  if (draft.admin) roles.push('admin');
  if (draft.editorAll) roles.push('editor:*');
  else for (const section of CONTENT_SECTIONS) if (draft.editorSections.includes(section)) roles.push(`editor:${section}`);
  for (const enterpriseNo of new Set(draft.recruiters.map((no) => no.trim().toUpperCase()).filter(Boolean))) roles.push(`recruiter:${enterpriseNo}`);
  if (draft.hub) roles.push('hub');
  if (draft.service) roles.push('service');
  return [...roles, ...draft.other];
}

/** The recruiter entries of a draft that are not enterprise numbers (ITH-dddd): the form names them. */
export const invalidRecruiters = (draft: RoleDraft) => draft.recruiters.map((no) => no.trim().toUpperCase()).filter((no) => no !== '' && !isEnterpriseNo(no));

/** The kind of a permission entry, for its label. */
export function roleKindOf(role: string): RoleKind | null {
  const kind = role.split(':')[0] ?? '';
  return (ROLE_KINDS as readonly string[]).includes(kind) ? (kind as RoleKind) : null;
}

/* ---------- Queries in the URL ---------- */

const pageOf = (searchParams: URLSearchParams) => {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
const textOf = (searchParams: URLSearchParams, name: string, max = 200) => {
  const value = (searchParams.get(name) ?? '').trim().slice(0, max);
  return value === '' ? undefined : value;
};
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (searchParams: URLSearchParams, name: string) => {
  const value = searchParams.get(name) ?? '';
  return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
};

export const userQueryOf = (searchParams: URLSearchParams): UserQuery => ({
  q: textOf(searchParams, 'q'),
  status: oneOf<UserStatus>(USER_STATUSES, searchParams.get('status')),
  role: oneOf<RoleKind>(ROLE_KINDS, searchParams.get('role')),
  page: pageOf(searchParams),
});

export const auditQueryOf = (searchParams: URLSearchParams): AuditQuery => ({
  q: textOf(searchParams, 'q'),
  actor: textOf(searchParams, 'actor'),
  action: textOf(searchParams, 'action', 100),
  from: dayOf(searchParams, 'from'),
  to: dayOf(searchParams, 'to'),
  page: pageOf(searchParams),
});

export const inboxQueryOf = (searchParams: URLSearchParams): InboxQuery => ({
  status: oneOf<InboxStatus>(INBOX_STATUSES, searchParams.get('status')),
  page: pageOf(searchParams),
});

/** A query back as URL parameters: empty values and page 1 left out. */
export function searchOfQuery(query: { page: number } & Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined || value === '' || (name === 'page' && value === 1) ? [] : [[name, String(value)]],
    ),
  );
}

/** One key per distinct request, so a screen knows whether the store answers the URL it shows. */
export const queryKey = (query: object) => JSON.stringify(query);

export const userHref = (id: number) => consoleRoutes.consoleUserDetail.replace(':id', String(id));

/** A user's id in /console/users/:id, else null. */
export function userIdOfPath(pathname: string): number | null {
  const match = /^\/console\/users\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/* ---------- Audit details ---------- */

export interface DetailChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
}

/**
 * The fields a change touched, from an audit row's `details.before`/`details.after` (either may be missing: a
 * creation or a deletion). Nested objects are compared field by field; lists and values as a whole.
 */
export function changesOf(details: Record<string, unknown>): DetailChange[] | null {
  if (!('before' in details) && !('after' in details)) return null;
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  flatten(details.before, '', before);
  flatten(details.after, '', after);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => JSON.stringify(before.get(path)) !== JSON.stringify(after.get(path)))
    .map((path) => ({ path: path || '·', before: before.get(path), after: after.get(path) }));
}

/** The rest of an audit row's details (everything but before/after), for the expanded view. */
export const otherDetailsOf = (details: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'before' && key !== 'after'));

/** A value of the diff as text: strings as they are, missing as an em dash, the rest as JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/* ---------- Inbox ---------- */

export const replyLength = (body: string) => [...body.trim()].length;

/** Hours left before a request is due (negative once overdue), rounded towards the deadline. */
export function hoursLeft(dueAt: string, now: number): number {
  const ms = Date.parse(dueAt) - now;
  return ms >= 0 ? Math.floor(ms / 3_600_000) : -Math.ceil(-ms / 3_600_000);
}
