import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { guardRoutes } from '../../lib/route-guard.js';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { actorLabelOf } from '../../services/console/audit.js';
import { consoleError, type ConsoleErrorName } from '../../services/console/console-errors.js';
import {
  CONSOLE_PAGE_SIZE_DEFAULT,
  ConsoleService,
  parseApplicationId,
  parseNote,
  parseStaffStatus,
} from '../../services/console/console-service.js';
import { InboxService } from '../../services/console/inbox.js';
import { CONSOLE_AREAS, consoleRoles, hasConsoleAccess, type ConsoleArea } from '../../services/console/roles.js';
import { SecondFactorService } from '../../services/console/second-factor.js';
import { UsersAdminService } from '../../services/console/users-admin.js';
import { Throttle } from '../../services/auth/throttle.js';
import { KioskService } from '../../services/kiosk/kiosk-service.js';
import { KioskDevice, KioskKey, KioskParams, KioskRegistrationBody, KioskRetired } from '../kiosk/schemas.js';
import { sendResume } from '../../services/recruitment/recruitment-plugin.js';
import { analyticsRoutes } from './analytics.js';
import { auditRoutes } from './audit.js';
import { chatConsoleRoutes } from './chat.js';
import { actorOf } from './console-context.js';
import editorialRoutes from './editorial-routes.js';
import { inboxRoutes } from './inbox.js';
import { secondFactorRoutes } from './second-factor.js';
import { userRoutes } from './users.js';
import {
  ApplicationListQuery,
  ApplicationPage,
  ApplicationParams,
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
const recruitment = { consoleArea: 'recruitment' } as const;

/** The refusal for a caller with a console role, but not the one a part of the console needs. */
const AREA_REFUSALS: Record<ConsoleArea, ConsoleErrorName> = {
  staff: 'forbidden',
  recruitment: 'recruitersOnly',
  editorial: 'editorOnly',
  inbox: 'hubOnly',
  chat: 'serviceOnly',
  admin: 'adminOnly',
  analytics: 'editorOnly',
};
/** Console activity is written at most this often per session (the idle rule has minutes, not seconds, of slack). */
const SEEN_WRITE_SECONDS = 30;

/**
 * The staff console (issues #10 §6 and #13): recruiters handle their enterprises' applications, editors the content
 * of their sections, the hub its inbox, admins everything. The server decides every access; the client only hides
 * what a caller cannot use.
 */
const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { clock, sessions } = app.auth;
  const service = new ConsoleService({ db, clock, recruitment: app.recruitment, log: app.log });
  const kiosks = new KioskService({ db, clock });
  const secondFactor = new SecondFactorService({ db, clock, sessions, throttle: new Throttle(db, clock), box: app.secretBox });
  const users = new UsersAdminService({ db, clock, sessions, auth: app.auth.service, profile: app.auth.profile, secondFactor });
  const inbox = new InboxService({ db, clock, outbox: app.auth.outbox, sender: app.auth.mail, templates: app.auth.templates });
  app.decorateRequest('consoleActor', null);

  // The one guard of every console route, in onRequest rather than preHandler: 401/403 come before any body is read or
  // validated, so a caller without a role learns nothing from validation messages. Roles are read from the user row
  // the session lookup joins, so a grant or revoke counts from the next request on. Order: a console role at all,
  // then the second factor and the idle time (an unverified session learns nothing more), then the route's area.
  const guard: onRequestHookHandler = async (request, reply) => {
    await app.authenticate(request, reply);
    const session = request.session!;
    const roles = consoleRoles(session.user.permissions);
    if (!hasConsoleAccess(roles)) throw consoleError('forbidden');
    const config = request.routeOptions.config;
    if (config.consoleSecondFactor !== false) {
      const now = clock.now();
      if (session.secondFactorAt === null) {
        throw consoleError('secondFactorRequired', { data: { enrolled: session.user.totpEnabledAt !== null } });
      }
      if (secondFactor.isIdle(session, now)) throw consoleError('sessionIdle', { data: { enrolled: true } });
      const seen = session.consoleSeenAt ?? session.secondFactorAt;
      if (now.getTime() - seen.getTime() >= SEEN_WRITE_SECONDS * 1000) await sessions.touchConsole(session.sessionId, now);
    }
    const area = config.consoleArea ?? 'staff';
    if (!CONSOLE_AREAS[area](roles)) throw consoleError(AREA_REFUSALS[area]);
    request.consoleActor = { userId: session.user.id, roles, label: actorLabelOf(session.user), ip: request.ip };
  };
  guardRoutes(app, guard);

  const languageOf = (request: FastifyRequest) => app.languageOf(request);

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: "The caller's console roles, enterprises, editor sections, hub access and second factor",
        querystring: LanguageQuery,
        response: { 200: successEnvelope(ConsoleMe), ...denied },
      },
    },
    async (request) => {
      const session = request.session!;
      const secondFactorState = { enrolled: session.user.totpEnabledAt !== null, verified: secondFactor.isVerified(session) };
      return ok(await service.me(session.user.id, actorOf(request).roles, languageOf(request), secondFactorState));
    },
  );

  app.get(
    '/jobs',
    {
      config: recruitment,
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
      config: recruitment,
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
      config: recruitment,
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
      config: recruitment,
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
      config: recruitment,
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
      config: recruitment,
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
    '/kiosks',
    {
      config: { consoleArea: 'admin' },
      schema: {
        tags,
        summary: 'The service-hall kiosks with their last heartbeat, most recently heard first (admins only)',
        response: { 200: successEnvelope(Type.Array(KioskDevice)), ...denied },
      },
    },
    async (request) => ok(await kiosks.list(actorOf(request).roles)),
  );

  app.post(
    '/kiosks',
    {
      config: { consoleArea: 'admin' },
      schema: {
        tags,
        summary: "Register a kiosk, or give a registered one a new key: the device key is answered this once (admins only; audited)",
        body: KioskRegistrationBody,
        response: { 200: successEnvelope(KioskKey), ...denied },
      },
    },
    async (request) => ok(await kiosks.register(actorOf(request), request.body.deviceId)),
  );

  app.delete(
    '/kiosks/:deviceId',
    {
      config: { consoleArea: 'admin' },
      schema: {
        tags,
        summary: 'Retire a kiosk: its key stops working and it leaves the list (admins only; audited)',
        params: KioskParams,
        response: { 200: successEnvelope(KioskRetired), 404: ErrorEnvelope, ...denied },
      },
    },
    async (request) => ok(await kiosks.retire(actorOf(request), request.params.deviceId)),
  );

  secondFactorRoutes(app, secondFactor);
  userRoutes(app, users);
  auditRoutes(app, { db, clock });
  analyticsRoutes(app, { db, clock });
  inboxRoutes(app, inbox);
  chatConsoleRoutes(app, app.chat);
  // The editors' content and media APIs (issue #13): registered after the guard, so each of them passes it first.
  await app.register(editorialRoutes);
};

export default consoleRoutes;
