/**
 * The same page on the public web app, for the "continue on your phone" QR code: the kiosk and the web app are served
 * by the same server, the web app at the root (the kiosk under /kiosk), so a router path keeps its meaning there.
 */
export function publicUrlFor(origin: string, path: string): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, origin).href;
}
