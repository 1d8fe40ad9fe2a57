import { CONTENT_SECTIONS, type ContentSection } from '../../db/schema/content.js';

/**
 * Staff roles carried in `users.permissions` (spec §6, issues #10 and #13):
 * - `admin` covers everything, users, roles and the audit log included;
 * - `editor:<section>` (one of CONTENT_SECTIONS) or `editor:*` edits that content, and any editor uses the media library;
 * - `recruiter:ITH-0007` handles one enterprise's applications (one entry per enterprise);
 * - `hub` answers the International Talent Hub's contact requests;
 * - `service` answers the online service chat (the console's chat desk).
 * Entries of other shapes are ignored, so later roles can join the same list without this code granting anything.
 */
export const ADMIN_ROLE = 'admin';
export const HUB_ROLE = 'hub';
export const SERVICE_ROLE = 'service';
export const EDITOR_ALL_ROLE = 'editor:*';
const RECRUITER_PREFIX = 'recruiter:';
const EDITOR_PREFIX = 'editor:';
export const ENTERPRISE_NO = /^ITH-\d{4}$/;

export type Role =
  | typeof ADMIN_ROLE
  | typeof HUB_ROLE
  | typeof SERVICE_ROLE
  | `recruiter:${string}`
  | `editor:${ContentSection | '*'}`;

export interface ConsoleRoles {
  /** The recognised entries, in the order stored. */
  roles: Role[];
  admin: boolean;
  /** Enterprises the caller recruits for (sorted, without duplicates); empty for an admin without recruiter roles. */
  enterprises: string[];
  /** Sections the caller may edit, in CONTENT_SECTIONS order: all of them for an admin and for `editor:*`. */
  editorSections: ContentSection[];
  /** The hub inbox: a hub colleague or an admin. */
  hub: boolean;
  /** The online service chat: a `service` colleague or an admin. */
  service: boolean;
}

const isSection = (value: string): value is ContentSection => (CONTENT_SECTIONS as readonly string[]).includes(value);

/** One of the role shapes above, exactly as stored; anything else is not a role. */
export function parseRole(entry: unknown): Role | undefined {
  if (entry === ADMIN_ROLE || entry === HUB_ROLE || entry === SERVICE_ROLE) return entry;
  if (typeof entry !== 'string') return undefined;
  if (entry.startsWith(RECRUITER_PREFIX)) {
    const enterpriseNo = entry.slice(RECRUITER_PREFIX.length);
    return ENTERPRISE_NO.test(enterpriseNo) ? `recruiter:${enterpriseNo}` : undefined;
  }
  if (entry.startsWith(EDITOR_PREFIX)) {
    const section = entry.slice(EDITOR_PREFIX.length);
    if (section === '*') return EDITOR_ALL_ROLE;
    return isSection(section) ? `editor:${section}` : undefined;
  }
  return undefined;
}

export function enterpriseOf(role: Role): string | undefined {
  return role.startsWith(RECRUITER_PREFIX) ? role.slice(RECRUITER_PREFIX.length) : undefined;
}

/** The sections an editor role covers: one, all of them (`editor:*`), or none for another role. */
export function sectionsOf(role: Role): readonly ContentSection[] {
  if (!role.startsWith(EDITOR_PREFIX)) return [];
  const section = role.slice(EDITOR_PREFIX.length);
  if (section === '*') return CONTENT_SECTIONS;
  return isSection(section) ? [section] : [];
}

/** The console roles in a permissions list; the column is jsonb, so anything that is not a string array yields none. */
export function consoleRoles(permissions: unknown): ConsoleRoles {
  const entries = Array.isArray(permissions) ? (permissions as unknown[]) : [];
  const roles = [...new Set(entries.map(parseRole).filter((role): role is Role => role !== undefined))];
  const admin = roles.includes(ADMIN_ROLE);
  const enterprises = [...new Set(roles.map(enterpriseOf).filter((no): no is string => no !== undefined))].sort();
  const granted = new Set(roles.flatMap(sectionsOf));
  const editorSections = CONTENT_SECTIONS.filter((section) => admin || granted.has(section));
  return { roles, admin, enterprises, editorSections, hub: admin || roles.includes(HUB_ROLE), service: admin || roles.includes(SERVICE_ROLE) };
}

/** Any role that opens a part of the console. */
export function hasConsoleAccess(roles: ConsoleRoles): boolean {
  return roles.admin || roles.enterprises.length > 0 || roles.editorSections.length > 0 || roles.hub || roles.service;
}

/** Whether the caller may see and handle an application to this enterprise's jobs. */
export function coversEnterprise(roles: ConsoleRoles, enterpriseNo: string): boolean {
  return roles.admin || roles.enterprises.includes(enterpriseNo);
}

/** Whether the caller may edit (and publish) a document of this section. */
export function coversSection(roles: ConsoleRoles, section: string): boolean {
  return roles.editorSections.some((granted) => granted === section);
}

/** The parts of the console, as the routes declare them; each names who may use it. */
export const CONSOLE_AREAS = {
  /** Every staff role: the caller's own view (`/me`) and the second factor. */
  staff: hasConsoleAccess,
  /** Applications and their jobs. */
  recruitment: (roles: ConsoleRoles) => roles.admin || roles.enterprises.length > 0,
  /** Content and media; which sections is decided per document. */
  editorial: (roles: ConsoleRoles) => roles.editorSections.length > 0,
  inbox: (roles: ConsoleRoles) => roles.hub,
  /** The site statistics: admins and every editor (the content gaps are theirs to fill). */
  analytics: (roles: ConsoleRoles) => roles.admin || roles.editorSections.length > 0,
  /** The online service chat: queue, conversations, ready answers. */
  chat: (roles: ConsoleRoles) => roles.admin || roles.roles.includes(SERVICE_ROLE),
  /** Users, roles, the audit log and the kiosks. */
  admin: (roles: ConsoleRoles) => roles.admin,
} as const satisfies Record<string, (roles: ConsoleRoles) => boolean>;
export type ConsoleArea = keyof typeof CONSOLE_AREAS;
