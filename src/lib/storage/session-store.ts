/**
 * The login token and user record live in sessionStorage only (spec §3), under the keys 'token' and 'userInfo'.
 * The token is deliberately not mirrored into a script-readable cookie.
 */
export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Some privacy modes throw on access; the portal then behaves as logged out.
    return undefined;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function readStoredUser<T>(): T | null {
  const raw = storage()?.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as T) : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(token: string, user: unknown): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(USER_INFO_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_INFO_KEY);
}
