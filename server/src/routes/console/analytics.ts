import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { Clock } from '../../services/auth/clock.js';
import { addDays, chinaDay, daysBetween, isDate } from '../../services/analytics/analytics-events.js';
import { analyticsCsv, analyticsReport, RANGE_DAYS_DEFAULT, RANGE_DAYS_MAX, topOf } from '../../services/analytics/analytics-report.js';
import { recordAudit } from '../../services/console/audit.js';
import { consoleError } from '../../services/console/console-errors.js';
import { auditActor } from '../../services/console/console-service.js';
import { AnalyticsCsvQuery, AnalyticsDashboard, AnalyticsQuery } from '../analytics/schemas.js';
import { actorOf, type ConsoleApp } from './console-context.js';

const tags = ['console'];
const config = { consoleArea: 'analytics' } as const;
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

/** The range asked for (China dates, both included), by default the last 30 days up to today. */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }, clock: Clock): { from: string; to: string } {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isDate(value)) throw consoleError('dayInvalid', { values: { field }, data: { field } });
  }
  const to = query.to ?? chinaDay(clock.now());
  const from = query.from ?? addDays(to, -(RANGE_DAYS_DEFAULT - 1));
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > RANGE_DAYS_MAX) {
    throw consoleError('rangeInvalid', { values: { max: RANGE_DAYS_MAX }, data: { from, to, max: RANGE_DAYS_MAX } });
  }
  return { from, to };
}

/**
 * The site statistics for admins and editors: the dashboard is a read and not audited; the CSV is a download, and every
 * download is audited (issue #13 §6). Visitors over a range are the sum of each day's visitors, since the visitor hash
 * changes every day by design.
 */
export function analyticsRoutes(app: ConsoleApp, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/analytics',
    {
      config,
      schema: {
        tags,
        summary:
          'Site statistics over China dates (default the last 30 days, at most 366): visitors and page views per day, top ' +
          'pages, languages, devices, referrers, web and kiosk per device, events and searches without results. Visitors ' +
          'over a range are the sum of daily unique visitors (the visitor hash changes daily)',
        querystring: AnalyticsQuery,
        response: { 200: successEnvelope(AnalyticsDashboard), 400: ErrorEnvelope, ...denied },
      },
    },
    async (request) => {
      const { from, to } = rangeOf(request.query, deps.clock);
      return ok(topOf(await analyticsReport(deps.db, from, to)));
    },
  );

  app.get(
    '/analytics.csv',
    {
      config,
      // A HEAD would write an export row for a download that sends nothing.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'One part of the site statistics as CSV (UTF-8 with BOM, attachment), every row of it; the export is audited',
        querystring: AnalyticsCsvQuery,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'text/csv with a header row; the columns depend on `report`' }),
          400: ErrorEnvelope,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = rangeOf(request.query, deps.clock);
      const { report } = request.query;
      const csv = analyticsCsv(await analyticsReport(deps.db, from, to), report);
      await recordAudit(
        deps.db,
        { ...auditActor(actorOf(request)), action: 'analytics.export', target: { type: 'analytics', id: report }, details: { report, from, to } },
        deps.clock.now(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${report}-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
