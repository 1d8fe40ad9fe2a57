import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { CONSOLE_PAGE_SIZE_DEFAULT, parseRecordId } from '../../services/console/console-service.js';
import { parseReply, type InboxService } from '../../services/console/inbox.js';
import { actorOf, type ConsoleApp } from './console-context.js';
import { AssignBody, InboxAssignees, InboxItem, InboxPage, InboxQuery, LanguageQuery, RecordParams, ReplyBody } from './schemas.js';

const tags = ['console'];
const config = { consoleArea: 'inbox' } as const;
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
const perRequest = { 400: ErrorEnvelope, 404: ErrorEnvelope, ...denied };

/** The International Talent Hub's contact requests (issue #13 §5), for the hub and admins. */
export function inboxRoutes(app: ConsoleApp, inbox: InboxService): void {
  app.get(
    '/inbox',
    {
      config,
      schema: {
        tags,
        summary: 'Contact requests, overdue first, then by due time, with their replies',
        querystring: InboxQuery,
        response: { 200: successEnvelope(InboxPage), 400: ErrorEnvelope, ...denied },
      },
    },
    async (request) => {
      const { status, page = 1, pageSize = CONSOLE_PAGE_SIZE_DEFAULT } = request.query;
      return ok(await inbox.list({ page, pageSize, ...(status === undefined ? {} : { status }) }));
    },
  );

  app.get(
    '/inbox/assignees',
    {
      config,
      schema: {
        tags,
        summary: 'Who a request can be assigned to: the active hub colleagues and admins (id and name only)',
        querystring: LanguageQuery,
        response: { 200: successEnvelope(InboxAssignees), 400: ErrorEnvelope, ...denied },
      },
    },
    async () => ok(await inbox.assignees()),
  );

  app.put(
    '/inbox/:id/assign',
    {
      config,
      schema: {
        tags,
        summary: 'Assign to a hub colleague or admin, or to nobody (null); audited',
        params: RecordParams,
        querystring: LanguageQuery,
        body: AssignBody,
        response: { 200: successEnvelope(InboxItem), ...perRequest },
      },
    },
    async (request) => ok(await inbox.assign(actorOf(request), parseRecordId(request.params.id), request.body.userId)),
  );

  app.post(
    '/inbox/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: "Reply by e-mail (in the visitor's language, through the outbox); the request becomes answered",
        params: RecordParams,
        querystring: LanguageQuery,
        body: ReplyBody,
        response: { 200: successEnvelope(InboxItem), 409: ErrorEnvelope, ...perRequest },
      },
    },
    async (request) => {
      const id = parseRecordId(request.params.id);
      return ok(await inbox.reply(actorOf(request), id, parseReply(request.body.body)));
    },
  );

  app.post(
    '/inbox/:id/close',
    {
      config,
      schema: {
        tags,
        summary: 'Close the request; audited',
        params: RecordParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(InboxItem), ...perRequest },
      },
    },
    async (request) => ok(await inbox.close(actorOf(request), parseRecordId(request.params.id))),
  );
}
