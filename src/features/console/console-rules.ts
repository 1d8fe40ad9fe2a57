import { APPLICATION_STATUSES, type ApplicationQuery, type ApplicationStatus } from './api/console-api';

/** The private note's limit in characters (code points, as the server counts them). */
export const NOTE_MAX = 2000;

export const ADMIN_ROLE = 'admin';
export const RECRUITER_ROLE_PREFIX = 'recruiter:';
export const EDITOR_ROLE_PREFIX = 'editor:';
export const HUB_ROLE = 'hub';
export const SERVICE_ROLE = 'service';

/**
 * Whether the session's permissions (spec §3 userVo.permissions) name a console role. Only a hint for what to show
 * first: the server decides every call, and GET /api/console/me has the last word.
 */
export function hasConsoleRole(permissions: readonly unknown[] | undefined): boolean {
  return (permissions ?? []).some(
    (entry) =>
      entry === ADMIN_ROLE ||
      entry === HUB_ROLE ||
      entry === SERVICE_ROLE ||
      (typeof entry === 'string' &&
        [RECRUITER_ROLE_PREFIX, EDITOR_ROLE_PREFIX].some((prefix) => entry.startsWith(prefix) && entry.length > prefix.length)),
  );
}

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

const JOB_NO = /^[A-Za-z0-9_-]{1,40}$/;

/** The list's filters and page from its URL (`?jobNo=&status=&page=`); anything unusable is left out. */
export function applicationQueryOf(searchParams: URLSearchParams): ApplicationQuery {
  const jobNo = searchParams.get('jobNo') ?? '';
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  return {
    jobNo: JOB_NO.test(jobNo) ? jobNo : undefined,
    status: isApplicationStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query back as URL parameters (page 1 and empty filters are left out). */
export function searchOfApplicationQuery(query: ApplicationQuery): Record<string, string | number | undefined> {
  return { jobNo: query.jobNo, status: query.status, page: query.page > 1 ? query.page : undefined };
}

/** One key per distinct list request, so the page knows whether the store answers the URL it shows. */
export const applicationQueryKey = (query: ApplicationQuery) => `${query.jobNo ?? ''}|${query.status ?? ''}|${query.page}`;

/** The detail's `?id=`: a positive integer, else null. */
export function applicationIdOf(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get('id') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export const noteLength = (note: string) => [...note].length;
