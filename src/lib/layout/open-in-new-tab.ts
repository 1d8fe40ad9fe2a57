/** Opens an in-app page in a new tab without giving it a handle on this window (spec §2: login opens a new tab). */
export function openInNewTab(href: string, open: typeof window.open = window.open.bind(window)): void {
  open(href, '_blank', 'noopener,noreferrer');
}
