import { readStoredToken, readStoredUser } from '@/lib/storage/session-store';
import type { SessionState, UserVo } from './session-slice';

/** The session slice mirrors sessionStorage (spec §3): read once at start, written on every change. */
export function loadSessionState(): SessionState {
  const token = readStoredToken();
  const user = readStoredUser<UserVo>();
  // A user without a token (or the reverse) is a half-written session: treat it as logged out.
  if (!token || !user || typeof user.firstName !== 'string') return { user: null, token: null };
  return { user, token };
}
