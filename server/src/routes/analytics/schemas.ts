import { Type } from 'typebox';
import { ANALYTICS_KINDS, ANALYTICS_SURFACES, CONTENT_LANGUAGES } from '../../db/schema/index.js';
import { CSV_REPORTS } from '../../services/analytics/analytics-report.js';

/** Most events one beacon carries. */
export const BEACON_EVENTS_MAX = 20;
/** Bytes of one beacon: twenty events with long addresses fit well within it. */
export const BEACON_BODY_LIMIT = 64 * 1024;

const NoControl = '^[^\\u0000-\\u001f\\u007f]*$';

export const BeaconEvent = Type.Object(
  {
    kind: Type.Enum(ANALYTICS_KINDS, { description: '`pageview`, or the event that happened' }),
    path: Type.String({
      minLength: 1,
      maxLength: 2048,
      pattern: '^/[^\\u0000-\\u001f\\u007f]*$',
      description: 'The page’s path; a query and fragment are cut off by the server, and at most 200 characters are kept',
    }),
    language: Type.Enum(CONTENT_LANGUAGES),
    surface: Type.Enum(ANALYTICS_SURFACES, { description: 'The public web site or a service-hall kiosk' }),
    width: Type.Integer({ minimum: 0, maximum: 100_000, description: 'Screen width in CSS pixels: only the device class is kept (mobile < 768, tablet < 1200, desktop)' }),
    referrer: Type.Optional(
      Type.String({ maxLength: 2048, pattern: NoControl, description: 'document.referrer of a page view; only its host is kept, and not the portal’s own' }),
    ),
    results: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Required for `search`: how many results it found' })),
    query: Type.Optional(
      Type.String({ maxLength: 500, pattern: NoControl, description: 'The query of a `search`: kept (normalised, 100 characters at most) only when it found nothing' }),
    ),
  },
  { additionalProperties: false },
);

export const BeaconBody = Type.Union([BeaconEvent, Type.Array(BeaconEvent, { minItems: 1, maxItems: BEACON_EVENTS_MAX })], {
  description: `One event or up to ${BEACON_EVENTS_MAX}, as JSON; sent as text/plain by navigator.sendBeacon`,
});

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A China-time date, YYYY-MM-DD' });

export const AnalyticsQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

export const AnalyticsCsvQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  report: Type.Enum(CSV_REPORTS, { description: 'Which part of the dashboard; every row of it' }),
});

const Counts = { visitors: Type.Integer({ minimum: 0 }), pageviews: Type.Integer({ minimum: 0 }) };

export const AnalyticsDashboard = Type.Object({
  from: Day,
  to: Day,
  totals: Type.Object(
    { ...Counts, events: Type.Integer({ minimum: 0 }) },
    { description: 'Visitors over a range are the sum of each day’s distinct visitors: the visitor hash changes every day by design' },
  ),
  series: Type.Array(Type.Object({ day: Day, ...Counts }), { description: 'Every day of the range, oldest first' }),
  pages: Type.Array(Type.Object({ path: Type.String(), ...Counts }), { maxItems: 20, description: 'Top 20 by page views' }),
  languages: Type.Array(Type.Object({ language: Type.Enum(CONTENT_LANGUAGES), ...Counts })),
  devices: Type.Array(Type.Object({ device: Type.Enum(['mobile', 'tablet', 'desktop']), ...Counts })),
  referrers: Type.Array(Type.Object({ host: Type.String(), ...Counts }), { maxItems: 20, description: 'Top 20 other sites by page views' }),
  surfaces: Type.Array(Type.Object({ surface: Type.Enum(ANALYTICS_SURFACES), device: Type.Enum(['mobile', 'tablet', 'desktop']), ...Counts }), {
    description: 'Web and kiosk per device class',
  }),
  events: Type.Array(Type.Object({ kind: Type.String(), count: Type.Integer({ minimum: 0 }), visitors: Type.Integer({ minimum: 0 }) })),
  searches: Type.Object({ withResults: Type.Integer({ minimum: 0 }), withoutResults: Type.Integer({ minimum: 0 }) }),
  searchGaps: Type.Array(Type.Object({ query: Type.String(), language: Type.Enum(CONTENT_LANGUAGES), count: Type.Integer({ minimum: 1 }) }), {
    maxItems: 50,
    description: 'Top 50 searches without results: the content the editors should add',
  }),
});
