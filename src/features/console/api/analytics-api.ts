import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import { csvOrEnvelope } from './staff-api';

/** GET /api/console/analytics (admins and editors): the site statistics of a range of China dates. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export type Surface = 'web' | 'kiosk';
interface Counts {
  visitors: number;
  pageviews: number;
}
export interface AnalyticsDashboard {
  from: string;
  to: string;
  /** Visitors over a range are the sum of each day's visitors: the visitor code changes daily by design. */
  totals: Counts & { events: number };
  series: Array<Counts & { day: string }>;
  pages: Array<Counts & { path: string }>;
  languages: Array<Counts & { language: Language }>;
  devices: Array<Counts & { device: DeviceClass }>;
  referrers: Array<Counts & { host: string }>;
  surfaces: Array<Counts & { surface: Surface; device: DeviceClass }>;
  events: Array<{ kind: string; count: number; visitors: number }>;
  searches: { withResults: number; withoutResults: number };
  searchGaps: Array<{ query: string; language: Language; count: number }>;
}

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** The parts of the dashboard the server exports as CSV (every row of each). */
export const CSV_REPORTS = ['daily', 'pages', 'referrers', 'languages', 'devices', 'surfaces', 'events', 'searches'] as const;
export type CsvReport = (typeof CSV_REPORTS)[number];

/** The longest range the server accepts, in days. */
export const RANGE_DAYS_MAX = 366;

const silent = { silent: true } as const;
const EXPORT_TIMEOUT_MS = 60_000;

export const analyticsApi = {
  dashboard: ({ from, to }: AnalyticsRange) => api.get<AnalyticsDashboard>('/api/console/analytics', { params: { from, to }, ...silent }),
  /** Through the client, which carries the Bearer token a plain link could not; a refusal comes back as its envelope. */
  csv: ({ from, to }: AnalyticsRange, report: CsvReport) =>
    api.get<Blob>('/api/console/analytics.csv', {
      params: { from, to, report },
      responseType: 'arraybuffer',
      timeout: EXPORT_TIMEOUT_MS,
      ...silent,
      transformResponse: (data: unknown, _headers, status) => csvOrEnvelope(data, status),
    }),
};
