import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { guardRoutes } from '../../lib/route-guard.js';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { consoleError } from '../../services/console/console-errors.js';
import {
  CONSOLE_PAGE_SIZE_DEFAULT,
  ConsoleService,
  parseApplicationId,
  parseNote,
  parseStaffStatus,
  type Actor,
} from '../../services/console/console-service.js';
import { consoleRoles, hasConsoleAccess } from '../../services/console/roles.js';
import { KioskService } from '../../services/kiosk/kiosk-service.js';
import { KioskDevice } from '../kiosk/schemas.js';
import { sendResume } from '../../services/recruitment/recruitment-plugin.js';
import {
  ApplicationListQuery,
  ApplicationPage,
  ApplicationParams,
  AuditPage,
  AuditQuery,
  ConsoleApplication,
  ConsoleJob,
  ConsoleMe,
  LanguageQuery,
  NoteBody,
  StatusBody,
} from './schemas.js';

const tags = ['console'];
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
const perApplication = { 400: ErrorEnvelope, 404: ErrorEnvelope, ...denied };

/**
 * The staff console (issue #10 §6): recruiters handle the applications to their enterprises' jobs, admins everything.
 * The server decides every access; the client only hides what a caller cannot use.
 */
const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ConsoleService({ db: app.db, clock: app.auth.clock, recruitment: app.recruitment, log: app.log });
  const kiosks = new KioskService({ db: app.db, clock: app.auth.clock });
  const actors = new WeakMap<FastifyRequest, Actor>();

  // The one guard of every console route, in onRequest rather than preHandler: 401/403 come before any body is read or
  // validated, so a caller without a role learns nothing from validation messages. Roles are read from the user row
  // the session lookup joins, so a grant or revoke counts from the next request on.
  const guard: onRequestHookHandler = async (request, reply) => {
    await app.authenticate(request, reply);
    const session = request.session!;
    const roles = consoleRoles(session.user.permissions);
    if (!hasConsoleAccess(roles)) throw consoleError('forbidden');
    actors.set(request, { userId: session.user.id, roles });
  };
  guardRoutes(app, guard);

  const actorOf = (request: FastifyRequest): Actor => {
    const actor = actors.get(request);
    if (!actor) throw consoleError('forbidden');
    return actor;
  };
  const languageOf = (request: FastifyRequest) => app.languageOf(request);

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: "The caller's console roles and enterprises",
        querystring: LanguageQuery,
        response: { 200: successEnvelope(ConsoleMe), ...denied },
      },
    },
    async (request) => ok(await service.me(actorOf(request).roles, languageOf(request))),
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: "Jobs of the caller's enterprises (every job for an admin), for the job filter",
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Type.Array(ConsoleJob)), ...denied },
      },
    },
    async (request) => ok(await service.jobs(actorOf(request).roles, languageOf(request))),
  );

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: "Applications to the caller's enterprises' jobs (all for an admin), newest first",
        querystring: ApplicationListQuery,
        response: { 200: successEnvelope(ApplicationPage), 400: ErrorEnvelope, ...denied },
      },
    },
    async (request) => {
      const { jobNo, status, page = 1, pageSize = CONSOLE_PAGE_SIZE_DEFAULT } = request.query;
      const filter = { page, pageSize, ...(jobNo === undefined ? {} : { jobNo }), ...(status === undefined ? {} : { status }) };
      return ok(await service.list(actorOf(request).roles, filter, languageOf(request)));
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        summary: 'One application, with the private note',
        params: ApplicationParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(ConsoleApplication), ...perApplication },
      },
    },
    async (request) =>
      ok(await service.detail(actorOf(request).roles, parseApplicationId(request.params.id), languageOf(request))),
  );

  app.get(
    '/applications/:id/resume',
    {
      // A HEAD would open the file and write an audit row for a download that sends nothing.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Download the résumé (attachment); every download is written to the audit log',
        params: ApplicationParams,
        response: {
          200: Type.String({ format: 'binary', description: 'The file, with Content-Disposition: attachment' }),
          ...perApplication,
        },
      },
    },
    async (request, reply) => {
      const file = await service.resume(actorOf(request), parseApplicationId(request.params.id));
      return sendResume(reply, file);
    },
  );

  app.put(
    '/applications/:id/status',
    {
      schema: {
        tags,
        summary: 'Set the status (viewed, shortlisted, notSelected); audited, and the applicant is mailed',
        params: ApplicationParams,
        querystring: LanguageQuery,
        body: StatusBody,
        response: { 200: successEnvelope(ConsoleApplication), 409: ErrorEnvelope, ...perApplication },
      },
    },
    async (request) => {
      const id = parseApplicationId(request.params.id);
      const status = parseStaffStatus(request.body.status);
      return ok(await service.setStatus(actorOf(request), id, status, languageOf(request)));
    },
  );

  app.put(
    '/applications/:id/note',
    {
      schema: {
        tags,
        summary: "Replace the recruiters' private note (at most 2000 characters); audited",
        params: ApplicationParams,
        querystring: LanguageQuery,
        body: NoteBody,
        response: { 200: successEnvelope(ConsoleApplication), 409: ErrorEnvelope, ...perApplication },
      },
    },
    async (request) => {
      const id = parseApplicationId(request.params.id);
      const note = parseNote(request.body.note);
      return ok(await service.setNote(actorOf(request), id, note, languageOf(request)));
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first (admins only); targetId narrows it to one application',
        querystring: AuditQuery,
        response: { 200: successEnvelope(AuditPage), 400: ErrorEnvelope, ...denied },
      },
    },
    async (request) => {
      const { targetType, targetId, page = 1, pageSize = CONSOLE_PAGE_SIZE_DEFAULT } = request.query;
      const filter = {
        page,
        pageSize,
        ...(targetType === undefined ? {} : { targetType }),
        ...(targetId === undefined ? {} : { targetId }),
      };
      return ok(await service.audit(actorOf(request).roles, filter));
    },
  );

  app.get(
    '/kiosks',
    {
      schema: {
        tags,
        summary: 'The service-hall kiosks with their last heartbeat, most recently heard first (admins only)',
        response: { 200: successEnvelope(Type.Array(KioskDevice)), ...denied },
      },
    },
    async (request) => ok(await kiosks.list(actorOf(request).roles)),
  );
};

export default consoleRoutes;
