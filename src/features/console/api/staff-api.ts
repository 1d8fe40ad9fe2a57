import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';

/*
 * The staff side of the console (issue #13, the shared contract's "Console sign-in" and "Staff API"): the second
 * factor, users and roles, the audit log and the International Talent Hub's inbox. Every call is silent, as in
 * console-api.ts: the screens say what happened beside what it concerns.
 */

/** Envelope codes of the console's session refusals (403): no second factor yet on this session, or idle too long. */
export const SECOND_FACTOR_REQUIRED = 40311;
export const SESSION_IDLE = 40312;

/** The console's session ends after this long without a console request (the server's `console_seen_at`). */
export const CONSOLE_IDLE_MINUTES = 30;

/** GET /api/console/2fa */
export interface SecondFactorStatus {
  enrolled: boolean;
  verified: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/console/2fa/setup: a new secret each call, until enrolment is confirmed. */
export interface SecondFactorSetup {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code, an SVG document made by the server. */
  qrSvg: string;
}

export type SecondFactorProof = { code: string } | { recoveryCode: string };

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The role filter's choices: the kinds of `users.permissions` entries. */
export const ROLE_KINDS = ['admin', 'editor', 'recruiter', 'hub', 'service'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** The content sections an `editor:<section>` entry may name. */
export { CONTENT_SECTIONS, type ContentSection } from './content-api';

/** A row of GET /api/console/users and the answer of GET /api/console/users/:id and its changes. */
export interface StaffUser {
  id: number;
  email: string;
  firstName: string;
  active: boolean;
  /** `users.permissions` entries: admin, editor:<section>|editor:*, recruiter:ITH-dddd, hub, service. */
  roles: string[];
  totpEnrolled: boolean;
  createdAt: string;
}

export interface UserQuery {
  q?: string | undefined;
  status?: UserStatus | undefined;
  role?: RoleKind | undefined;
  page: number;
}

/** A row of GET /api/console/audit. `details` carries `before`/`after` for changes. */
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorLabel: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
}

/** The audit filters; `from`/`to` are calendar days (YYYY-MM-DD) in China time, sent as the instants they bound. */
export interface AuditQuery {
  q?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface InboxReply {
  id: number;
  body: string;
  authorLabel: string;
  createdAt: string;
}

/** A contact request to the International Talent Hub, as the hub inbox lists it (overdue first, then by due time). */
/** A possible assignee of an inbox request: the label is `First <e-mail>`. */
export interface InboxAssignee {
  id: number;
  label: string;
}

export interface InboxRequest {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The visitor's language: replies are mailed in it. */
  language: 'EN' | 'CN' | 'TC';
  status: InboxStatus;
  /** 48 hours after it arrived. */
  dueAt: string;
  overdue: boolean;
  assignedTo: { id: number; label: string } | null;
  createdAt: string;
  replies: InboxReply[];
}

export interface InboxQuery {
  status?: InboxStatus | undefined;
  page: number;
}

/** The reply's limits in characters (code points, as the server counts them). */
export const REPLY_MIN = 1;
export const REPLY_MAX = 5000;

export const STAFF_PAGE_SIZE = 20;

/** An export of a busy half year is large: more than the client's usual 30 s. */
const EXPORT_TIMEOUT_MS = 120_000;

const silent = { silent: true } as const;

/** The audit filters as the server's query: days become the instants of their start and end in China time. */
export function auditParams(query: Omit<AuditQuery, 'page'>): Record<string, string | undefined> {
  return {
    q: query.q || undefined,
    actor: query.actor || undefined,
    action: query.action || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00.000+08:00`).toISOString() : undefined,
    to: query.to ? new Date(`${query.to}T23:59:59.999+08:00`).toISOString() : undefined,
  };
}

/** The export's answer: the file (wrapped so the client's envelope check lets it through) or the refusal's envelope. */
export function csvOrEnvelope(data: unknown, status: number | undefined): unknown {
  // Tagged rather than `instanceof`: the bytes may come from another realm (an adapter, a test's environment).
  if (Object.prototype.toString.call(data) !== '[object ArrayBuffer]') return data;
  const bytes = new Uint8Array(data as ArrayBuffer);
  if (status !== undefined && status >= 200 && status < 300) {
    return { code: 0, message: 'success', data: new Blob([bytes], { type: 'text/csv;charset=utf-8' }) };
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

export const staffApi = {
  secondFactor: () => api.get<SecondFactorStatus>('/api/console/2fa', silent),
  setupSecondFactor: () => api.post<SecondFactorSetup>('/api/console/2fa/setup', {}, silent),
  enableSecondFactor: (code: string) => api.post<{ recoveryCodes: string[] }>('/api/console/2fa/enable', { code }, silent),
  verifySecondFactor: (proof: SecondFactorProof) =>
    api.post<{ verified: true; recoveryCodesLeft: number }>('/api/console/2fa/verify', proof, silent),

  users: ({ q, status, role, page }: UserQuery) =>
    api.get<Page<StaffUser>>('/api/console/users', { params: { q: q || undefined, status, role, page, pageSize: STAFF_PAGE_SIZE }, ...silent }),
  user: (id: number) => api.get<StaffUser>(`/api/console/users/${id}`, silent),
  setActive: (id: number, active: boolean) => api.put<StaffUser>(`/api/console/users/${id}/active`, { active }, silent),
  setRoles: (id: number, roles: string[]) => api.put<StaffUser>(`/api/console/users/${id}/roles`, { roles }, silent),
  resetPassword: (id: number) => api.post<unknown>(`/api/console/users/${id}/password-reset`, {}, silent),
  resetSecondFactor: (id: number) => api.post<unknown>(`/api/console/users/${id}/second-factor/reset`, {}, silent),
  deleteUser: (id: number) => api.delete<unknown>(`/api/console/users/${id}`, silent),

  audit: ({ page, ...filters }: AuditQuery) =>
    api.get<Page<AuditEntry>>('/api/console/audit', { params: { ...auditParams(filters), page, pageSize: STAFF_PAGE_SIZE }, ...silent }),
  /**
   * The CSV through the same client (it carries the Bearer token a plain link could not). Read as bytes: a success
   * becomes the file, a refusal is decoded back into its envelope, so an idle session (40312) is told apart here too.
   */
  auditCsv: (filters: Omit<AuditQuery, 'page'>) =>
    api.get<Blob>('/api/console/audit.csv', {
      params: auditParams(filters),
      responseType: 'arraybuffer',
      timeout: EXPORT_TIMEOUT_MS,
      ...silent,
      transformResponse: (data: unknown, _headers, status) => csvOrEnvelope(data, status),
    }),

  inbox: ({ status, page }: InboxQuery) =>
    api.get<Page<InboxRequest>>('/api/console/inbox', { params: { status, page, pageSize: STAFF_PAGE_SIZE }, ...silent }),
  /** Who a request can be assigned to (active hub colleagues and admins), for anyone with the inbox. */
  assignees: () => api.get<{ list: InboxAssignee[] }>('/api/console/inbox/assignees', silent),
  assign: (id: number, userId: number | null) => api.put<InboxRequest>(`/api/console/inbox/${id}/assign`, { userId }, silent),
  reply: (id: number, body: string) => api.post<InboxRequest>(`/api/console/inbox/${id}/reply`, { body }, silent),
  close: (id: number) => api.post<InboxRequest>(`/api/console/inbox/${id}/close`, {}, silent),
};
