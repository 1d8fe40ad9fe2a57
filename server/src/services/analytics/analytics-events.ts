import type { AnalyticsDevice, AnalyticsKind, AnalyticsSurface } from '../../db/schema/analytics.js';
import type { ContentLanguage } from '../../db/schema/content.js';

/** Days in this product are China time (UTC+8 all year). */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

export const PATH_MAX = 200;
export const QUERY_MAX = 100;
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1200;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** The same, for a test (a global expression keeps its position between calls). */
const HAS_CONTROL = new RegExp(CONTROL.source);

/** The China-time date (YYYY-MM-DD) of an instant. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China-time date begins. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** A date `days` after (or before) another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The device class of a screen width in CSS pixels: the web app's own breakpoints. */
export function deviceOf(width: number): AnalyticsDevice {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/**
 * The path without its query and fragment: `/jobs?q=name#top` → `/jobs`. Undefined for anything that is not a path
 * of this site (no leading slash, a scheme-relative `//host`, control characters).
 */
export function cleanPath(raw: string): string | undefined {
  const cut = raw.search(/[?#]/);
  const path = (cut === -1 ? raw : raw.slice(0, cut)).slice(0, PATH_MAX);
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  if (/\s/.test(path) || HAS_CONTROL.test(path)) return undefined;
  return path;
}

/**
 * The host of an http(s) referrer, lower-cased; undefined for the portal's own hosts, other schemes, or anything
 * that is not a URL. Only the host is kept: the path and query of another site can name a person.
 */
export function referrerHostOf(raw: string | undefined, ownHosts: ReadonlySet<string>): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host.length > 253 || ownHosts.has(host)) return undefined;
  return host;
}

/** Text that looks like contact details or an identity number is not kept, even as a content gap. */
const PERSONAL = /@|\d[\d\s-]{5,}\d/;

/**
 * A no-result query as the content-gaps report groups it: compatibility forms folded (full-width letters), spaces
 * collapsed, lower-case, at most 100 characters. Undefined when nothing is left or it may name a person.
 */
export function normalizeGapQuery(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (!text || PERSONAL.test(text)) return undefined;
  return [...text].slice(0, QUERY_MAX).join('').trim();
}

/** One beacon event as the client sends it (validated by the route schema). */
export interface BeaconEvent {
  kind: AnalyticsKind;
  path: string;
  language: ContentLanguage;
  surface: AnalyticsSurface;
  width: number;
  referrer?: string | undefined;
  results?: number | undefined;
  query?: string | undefined;
}

/** A row as stored, before the buffer assigns it to the database. */
export interface EventRow {
  occurredAt: Date;
  day: string;
  visitor: Buffer;
  kind: AnalyticsKind;
  path: string;
  language: ContentLanguage;
  surface: AnalyticsSurface;
  device: AnalyticsDevice;
  referrerHost: string | null;
  results: number | null;
  query: string | null;
}

/**
 * What is stored of one event: the path cut, the device class, the referrer's host; `results` only for a search,
 * the query only for a search that found nothing. Undefined when the path is not one of this site.
 */
export function toRow(
  event: BeaconEvent,
  context: { occurredAt: Date; day: string; visitor: Buffer; ownHosts: ReadonlySet<string> },
): EventRow | undefined {
  const path = cleanPath(event.path);
  if (path === undefined) return undefined;
  const search = event.kind === 'search';
  const results = search ? (event.results ?? 0) : null;
  return {
    occurredAt: context.occurredAt,
    day: context.day,
    visitor: context.visitor,
    kind: event.kind,
    path,
    language: event.language,
    surface: event.surface,
    device: deviceOf(event.width),
    referrerHost: event.kind === 'pageview' ? (referrerHostOf(event.referrer, context.ownHosts) ?? null) : null,
    results,
    query: search && results === 0 ? (normalizeGapQuery(event.query) ?? null) : null,
  };
}
