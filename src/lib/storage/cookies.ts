/** Plain cookie helpers for the few preferences the spec keeps in cookies (§3): language, sidebarStatus, size. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `path`: the pages (and requests) that see the cookie; the whole site unless a narrower one is given. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS, path = '/'): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
