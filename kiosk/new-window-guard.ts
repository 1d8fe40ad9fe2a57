/**
 * The kiosk never leaves its own page (issue #12 §1, §4): `window.open` opens nothing, and a click on a link to another
 * origin, a link with a target other than the page itself, or a download link does nothing. Chromium's managed policy
 * already refuses every other origin, but it does so by showing an error page or a new full-screen window with no way
 * back; stopping the click here keeps the visitor on the kiosk. Pages offer such links as a "continue on your phone"
 * QR code instead; anything that slips through is announced with `kiosk-blocked-link` (detail: the URL).
 */
export const BLOCKED_LINK_EVENT = 'kiosk-blocked-link';

const SAME_PAGE_TARGETS = new Set(['', '_self', '_top', '_parent']);

function leavesKiosk(anchor: HTMLAnchorElement | HTMLAreaElement, origin: string): boolean {
  if (anchor.hasAttribute('download')) return true;
  if (!SAME_PAGE_TARGETS.has(anchor.target.toLowerCase())) return true;
  try {
    return new URL(anchor.href, origin).origin !== origin;
  } catch {
    return true;
  }
}

function anchorOf(event: Event): HTMLAnchorElement | HTMLAreaElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) return node.hasAttribute('href') ? node : undefined;
  }
  return undefined;
}

/** Installs the guard on a window; returns the function that removes it (tests, hot reload). */
export function preventNewWindows(win: Window = window): () => void {
  const originalOpen = win.open;
  const announce = (href: string) => win.dispatchEvent(new CustomEvent(BLOCKED_LINK_EVENT, { detail: href }));
  win.open = (url?: string | URL) => {
    announce(url === undefined ? '' : String(url));
    return null;
  };
  const onClick = (event: Event) => {
    const anchor = anchorOf(event);
    if (!anchor || !leavesKiosk(anchor, win.location.origin)) return;
    event.preventDefault();
    announce(anchor.href);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    let foreign = !SAME_PAGE_TARGETS.has(form.target.toLowerCase());
    try {
      foreign ||= new URL(form.action, win.location.href).origin !== win.location.origin;
    } catch {
      foreign = true;
    }
    if (!foreign) return;
    event.preventDefault();
    announce(form.action);
  };
  win.document.addEventListener('click', onClick, true);
  win.document.addEventListener('auxclick', onClick, true);
  win.document.addEventListener('submit', onSubmit, true);
  return () => {
    win.open = originalOpen;
    win.document.removeEventListener('click', onClick, true);
    win.document.removeEventListener('auxclick', onClick, true);
    win.document.removeEventListener('submit', onSubmit, true);
  };
}
