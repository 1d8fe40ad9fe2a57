import type { AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';
import type { ApplicationStatus } from '@/lib/application-status';
import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';

export { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/application-status';

/** The statuses a recruiter may set (PUT …/status); `delivered` and `withdrawn` come from the applicant. */
export const STAFF_STATUSES = ['viewed', 'shortlisted', 'notSelected'] as const satisfies readonly ApplicationStatus[];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** GET /api/console/me: what the server grants the caller (the authority; the session's permissions are a hint). */
export interface ConsoleMe {
  roles: string[];
  admin: boolean;
  enterprises: { enterpriseNo: string; name: string }[];
  /** The content sections the caller may edit (all of them for admin and editor:*). Optional until the server sends it. */
  editorSections?: string[];
  /** Whether the caller works the hub inbox. */
  hub?: boolean;
  /** Whether the caller answers the online service chat (service or admin). */
  service?: boolean;
  secondFactor?: { enrolled: boolean; verified: boolean };
  /** The caller's own user id ("assign to me" in the hub inbox); not in the contract yet, used when sent. */
  userId?: number;
}

/** GET /api/console/jobs: the job filter's choices. */
export interface ConsoleJob {
  documentNo: string;
  title: string;
  enterpriseNo: string;
}

export interface ConsoleApplication {
  id: number;
  jobNo: string;
  jobTitle: string;
  enterpriseNo: string;
  company: string;
  status: ApplicationStatus;
  /** The applicant's first name. */
  applicantName: string;
  applicantEmail: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  deliveredAt: string;
  updatedAt: string;
  /** The recruiters' private note; never shown to the applicant. */
  note: string;
}

/** GET /api/console/kiosks (admins): a service-hall terminal as its last heartbeat described it. */
export interface KioskDevice {
  deviceId: string;
  appVersion: string;
  /** The route it showed, without query string. */
  route: string;
  /** The online state the kiosk reported. */
  online: boolean;
  /** No heartbeat for more than three minutes, whatever it last reported. */
  silent: boolean;
  /** When its current device key was made; null for a kiosk heard before keys existed (its beats are refused). */
  registeredAt: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** POST /api/console/kiosks (admins): the device key of a registered kiosk, answered this once (issue #29 §10). */
export interface KioskKey {
  deviceId: string;
  key: string;
  registeredAt: string;
  /** The kiosk was registered before: its old key no longer works. */
  renewed: boolean;
}

export interface ApplicationQuery {
  jobNo?: string | undefined;
  status?: ApplicationStatus | undefined;
  page: number;
}

export const CONSOLE_PAGE_SIZE = 20;

/** A downloaded résumé: its bytes and the name the server gave it. */
export interface ResumeFile {
  blob: Blob;
  fileName: string | null;
}

/** A 6 MB file on a slow link takes longer than the client's usual 30 s. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * The name in a Content-Disposition header: `filename*=UTF-8''…` (how the server sends Chinese names) first, then
 * `filename="…"`. Null when there is none.
 */
export function fileNameOfDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? name : null;
}

/** A response header by name, whatever the headers' shape (axios's own object matches names in any case). */
function headerOf(headers: AxiosResponseHeaders | RawAxiosResponseHeaders | undefined, name: string): string | undefined {
  const value: unknown = typeof headers?.get === 'function' ? headers.get(name) : headers?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every call is silent: the console shows its own loading, failure and success messages beside what they concern,
 * so the portal's global overlay and toasts would only repeat them.
 */
export const consoleApi = {
  me: () => api.get<ConsoleMe>('/api/console/me', { silent: true }),
  jobs: () => api.get<ConsoleJob[]>('/api/console/jobs', { silent: true }),
  applications: ({ jobNo, status, page }: ApplicationQuery) =>
    api.get<Page<ConsoleApplication>>('/api/console/applications', {
      params: { jobNo, status, page, pageSize: CONSOLE_PAGE_SIZE },
      silent: true,
    }),
  application: (id: number) => api.get<ConsoleApplication>(`/api/console/applications/${id}`, { silent: true }),
  setStatus: (id: number, status: StaffStatus) =>
    api.put<ConsoleApplication>(`/api/console/applications/${id}/status`, { status }, { silent: true }),
  setNote: (id: number, note: string) =>
    api.put<ConsoleApplication>(`/api/console/applications/${id}/note`, { note }, { silent: true }),
  /** The file as a blob, through the same client (Bearer token, error handling); the headers travel with it. */
  resume: (id: number) =>
    api.get<ResumeFile>(`/api/console/applications/${id}/resume`, {
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
      silent: true,
      // A blob is not an envelope: wrapped with its file name, it passes the client's response check as it is.
      transformResponse: (data: unknown, headers) =>
        data instanceof Blob ? { blob: data, fileName: fileNameOfDisposition(headerOf(headers, 'content-disposition')) } : data,
    }),
  kiosks: () => api.get<KioskDevice[]>('/api/console/kiosks', { silent: true }),
  registerKiosk: (deviceId: string) => api.post<KioskKey>('/api/console/kiosks', { deviceId }, { silent: true }),
  /** Ends the session on the server too; the local session goes with the login page's `?clear`. */
  logout: () => api.post<unknown>('/api/auth/logout', undefined, { silent: true }),
};
