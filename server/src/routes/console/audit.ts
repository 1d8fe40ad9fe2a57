import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { Clock } from '../../services/auth/clock.js';
import { exportAudit, listAudit, parseAuditDate, recordAudit, type AuditFilter } from '../../services/console/audit.js';
import { consoleError } from '../../services/console/console-errors.js';
import { auditActor, CONSOLE_PAGE_SIZE_DEFAULT } from '../../services/console/console-service.js';
import { actorOf, type ConsoleApp } from './console-context.js';
import { AuditExportQuery, AuditPage, AuditQuery } from './schemas.js';

const tags = ['console'];
const config = { consoleArea: 'admin' } as const;
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

type Query = {
  q?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
};

/** The query's filters, with the dates read (a date that is no date is a 400 naming the field). */
function filterOf(query: Query): AuditFilter {
  const date = (field: 'from' | 'to') => {
    const text = query[field];
    if (text === undefined || text === '') return undefined;
    const value = parseAuditDate(text, field === 'to');
    if (!value) throw consoleError('dateInvalid', { values: { field }, data: { field } });
    return value;
  };
  const filter: AuditFilter = {};
  for (const key of ['q', 'actor', 'action', 'targetType', 'targetId'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') filter[key] = value;
  }
  const from = date('from');
  const to = date('to');
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/**
 * The audit log (issue #13 §6), for admins only: searchable and exported as CSV. It is read here and written by the
 * services with each change; no route changes or deletes a row, and the database refuses both (migration 0007).
 */
export function auditRoutes(app: ConsoleApp, deps: { db: Database; clock: Clock }): void {
  app.get(
    '/audit',
    {
      config,
      schema: {
        tags,
        summary: 'The audit log, newest first, with search, actor, action, date and target filters (admins only)',
        querystring: AuditQuery,
        response: { 200: successEnvelope(AuditPage), 400: ErrorEnvelope, ...denied },
      },
    },
    async (request) => {
      const { page = 1, pageSize = CONSOLE_PAGE_SIZE_DEFAULT } = request.query;
      return ok(await listAudit(deps.db, { ...filterOf(request.query), page, pageSize }));
    },
  );

  app.get(
    '/audit.csv',
    {
      config,
      // A HEAD would write an export row for a download that sends nothing.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'The filtered audit log as CSV (UTF-8 with BOM, attachment); the export itself is audited',
        querystring: AuditExportQuery,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'text/csv: id, createdAt, actorId, actorLabel, ip, action, targetType, targetId, details' }),
          400: ErrorEnvelope,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const { csv, rows } = await exportAudit(deps.db, filter);
      const now = deps.clock.now();
      const { from, to, ...text } = filter;
      await recordAudit(
        deps.db,
        {
          ...auditActor(actorOf(request)),
          action: 'audit.export',
          target: { type: 'audit', id: 'csv' },
          details: { filter: { ...text, from: from?.toISOString(), to: to?.toISOString() }, rows },
        },
        now,
      );
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
