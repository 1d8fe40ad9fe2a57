/**
 * Staff roles carried in `users.permissions` (spec §6, issue #10 §6): `admin` covers everything, `recruiter:ITH-0007`
 * covers one enterprise's applications (one entry per enterprise). Entries of other shapes are ignored, so later
 * roles can be added to the same list without this code granting anything for them.
 */
export const ADMIN_ROLE = 'admin';
const RECRUITER_PREFIX = 'recruiter:';
export const ENTERPRISE_NO = /^ITH-\d{4}$/;

export type Role = typeof ADMIN_ROLE | `recruiter:${string}`;

export interface ConsoleRoles {
  /** The recognised entries, in the order stored. */
  roles: Role[];
  admin: boolean;
  /** Enterprises the caller recruits for (sorted, without duplicates); empty for an admin without recruiter roles. */
  enterprises: string[];
}

/** `admin` or `recruiter:ITH-dddd`; anything else is not a role. */
export function parseRole(entry: unknown): Role | undefined {
  if (entry === ADMIN_ROLE) return ADMIN_ROLE;
  if (typeof entry !== 'string' || !entry.startsWith(RECRUITER_PREFIX)) return undefined;
  const enterpriseNo = entry.slice(RECRUITER_PREFIX.length);
  return ENTERPRISE_NO.test(enterpriseNo) ? `recruiter:${enterpriseNo}` : undefined;
}

export function enterpriseOf(role: Role): string | undefined {
  return role.startsWith(RECRUITER_PREFIX) ? role.slice(RECRUITER_PREFIX.length) : undefined;
}

/** The console roles in a permissions list; the column is jsonb, so anything that is not a string array yields none. */
export function consoleRoles(permissions: unknown): ConsoleRoles {
  const entries = Array.isArray(permissions) ? (permissions as unknown[]) : [];
  const roles = [...new Set(entries.map(parseRole).filter((role): role is Role => role !== undefined))];
  const enterprises = [...new Set(roles.map(enterpriseOf).filter((no): no is string => no !== undefined))].sort();
  return { roles, admin: roles.includes(ADMIN_ROLE), enterprises };
}

export function hasConsoleAccess(roles: ConsoleRoles): boolean {
  return roles.admin || roles.enterprises.length > 0;
}

/** Whether the caller may see and handle an application to this enterprise's jobs. */
export function coversEnterprise(roles: ConsoleRoles, enterpriseNo: string): boolean {
  return roles.admin || roles.enterprises.includes(enterpriseNo);
}
