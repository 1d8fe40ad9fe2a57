import type { Language } from '@/lib/i18n/languages';

/**
 * The first-party statistics beacon (README "Site statistics"). It loads in a chunk of its own once the app is idle
 * (see track.ts), keeps its events in memory only and sends them in batches with navigator.sendBeacon, as text/plain.
 * Nothing is kept in the browser, and nothing is sent when the visitor asks not to be tracked (Do Not Track, Global
 * Privacy Control). What leaves the browser is already reduced: the path without query or fragment, a width standing
 * for the device class, and the referring site's origin only.
 */

export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** The most events one beacon carries (the server takes 20). */
export const BATCH_MAX = 20;
/** Events wait this long for company before they are sent; leaving the page sends them at once. */
export const FLUSH_DELAY_MS = 3000;
/** The server keeps at most this many characters of a path. */
const PATH_MAX = 200;

export type AnalyticsSurface = 'web' | 'kiosk';
export type AnalyticsEventKind =
  | 'search'
  | 'assistant_answered'
  | 'assistant_handoff'
  | 'calculator_completed'
  | 'report_completed'
  | 'resume_delivered'
  | 'chat_started';
/** A search says how many results it found; its words go along only when it found nothing. */
export interface AnalyticsEventProps {
  results?: number;
  query?: string;
}

interface BeaconEvent {
  kind: 'pageview' | AnalyticsEventKind;
  path: string;
  language: Language;
  surface: AnalyticsSurface;
  width: number;
  referrer?: string;
  results?: number;
  query?: string;
}

type PrivacySignals = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean };

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted, so nothing is sent. */
export function optedOut(signals: PrivacySignals = navigator): boolean {
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true;
}

/** The device classes of the dashboard (the server's bounds: mobile < 768, tablet < 1200, desktop). */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export function deviceClassOf(screenWidth: number): DeviceClass {
  if (screenWidth < 768) return 'mobile';
  return screenWidth < 1200 ? 'tablet' : 'desktop';
}
/** The width sent for a class: the screen's own width never leaves the browser. */
export const CLASS_WIDTH: Record<DeviceClass, number> = { mobile: 360, tablet: 768, desktop: 1280 };

/** The path alone: no query values, no fragment, at most what the server keeps. */
export function pathOf(address: string): string {
  const path = address.split(/[?#]/)[0] || '/';
  return (path.startsWith('/') ? path : `/${path}`).slice(0, PATH_MAX);
}

/** Only the origin of another http(s) site that led here; nothing for the portal's own pages or no referrer. */
export function referrerOf(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === ownHost) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The page's language, from the document (the app's modules stay out of this chunk). */
export function languageOf(tag: string): Language {
  if (/^zh-(hant|hk|mo|tw)/i.test(tag)) return 'TC';
  return /^zh/i.test(tag) ? 'CN' : 'EN';
}

/** A state of the app's router, as the beacon reads it. */
export interface RouterState {
  location: { pathname: string; key: string };
  historyAction: string;
  navigation: { state: string };
}

let surface: AnalyticsSurface = 'web';
let currentPath: string | undefined;
/** The document's referrer belongs to the page load, so only its first page view carries it. */
let referrerSent = false;
let queue: BeaconEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is waiting, in one beacon of at most BATCH_MAX events. */
export function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify(queue.splice(0, BATCH_MAX));
    // A string body goes as text/plain, a simple request: no preflight, no cookie read by the server.
    if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body)) {
      void fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(
        () => undefined,
      );
    }
  }
}

const onHidden = () => {
  if (document.visibilityState === 'hidden') flush();
};

/** Called once by the app's start-up (track.ts): the entry says whether it is the web site or a kiosk. */
export function startBeacon(entry: AnalyticsSurface): void {
  surface = entry;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
}

let shown: RouterState['location'] | undefined;

/**
 * Every state of the router since the start (the first is the page the visit landed on): a page is counted once it
 * is shown, and a replaced entry of the same page (a tab in the query) is not a new view.
 */
export function navigated({ location, historyAction, navigation }: RouterState): void {
  if (navigation.state !== 'idle' || location.key === shown?.key) return;
  const counted = location.pathname !== shown?.pathname || historyAction === 'PUSH';
  shown = location;
  if (counted) trackPageView(location.pathname);
}

/** Stops listening and forgets everything waiting (tests). */
export function stopBeacon(): void {
  window.removeEventListener('pagehide', flush);
  document.removeEventListener('visibilitychange', onHidden);
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
  currentPath = undefined;
  shown = undefined;
  referrerSent = false;
  surface = 'web';
}

function record(event: Omit<BeaconEvent, 'language' | 'surface' | 'width'>): void {
  if (optedOut()) return;
  queue.push({ ...event, language: languageOf(document.documentElement.lang), surface, width: CLASS_WIDTH[deviceClassOf(window.screen.width)] });
  if (queue.length >= BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

/** A page view: the app's path (a kiosk's without its /kiosk prefix, so both count for the same page). */
export function trackPageView(address: string): void {
  currentPath = pathOf(address);
  const referrer = referrerSent ? undefined : referrerOf(document.referrer, window.location.hostname);
  referrerSent = true;
  record({ kind: 'pageview', path: currentPath, ...(referrer ? { referrer } : {}) });
}

/** Something the visitor did on the current page. */
export function trackEvent(kind: AnalyticsEventKind, props: AnalyticsEventProps = {}): void {
  const { results, query } = props;
  record({
    kind,
    path: currentPath ?? pathOf(window.location.pathname),
    ...(results === undefined ? {} : { results }),
    ...(kind === 'search' && results === 0 && query?.trim() ? { query: query.trim().slice(0, 500) } : {}),
  });
}
