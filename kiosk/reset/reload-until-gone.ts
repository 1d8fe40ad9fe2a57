/** The first wait before a load that has not happened is asked for again; it doubles each time, up to the longest. */
export const RELOAD_RETRY_FIRST_MS = 5_000;
export const RELOAD_RETRY_LONGEST_MS = 60_000;

type Target = { location: Pick<Location, 'replace'>; setTimeout: (callback: () => void, ms: number) => unknown };

/**
 * Loads `href` in place of this document, and asks again while this document is still here: a load can be cut short
 * (a network blip, the service worker handing over to a new version on a loaded terminal), and the reset that asks for
 * it (a new version, or the default language) is not complete until it happens. A load that succeeds ends this
 * document and its timers with it; the waits grow, so a slow server is not interrupted for ever.
 */
export function reloadUntilGone(target: Target, href: string, waitMs = RELOAD_RETRY_FIRST_MS): void {
  target.location.replace(href);
  target.setTimeout(() => reloadUntilGone(target, href, Math.min(waitMs * 2, RELOAD_RETRY_LONGEST_MS)), waitMs);
}
