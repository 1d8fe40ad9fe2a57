import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { CONSOLE_PAGE_SIZE_DEFAULT, parseRecordId } from '../../services/console/console-service.js';
import type { UsersAdminService } from '../../services/console/users-admin.js';
import { actorOf, type ConsoleApp } from './console-context.js';
import { ActiveBody, LanguageQuery, RecordParams, RolesBody, StaffUserDetail, UserListQuery, UserPage } from './schemas.js';

const tags = ['console'];
const config = { consoleArea: 'admin' } as const;
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
const perUser = { 400: ErrorEnvelope, 404: ErrorEnvelope, ...denied };

/** Accounts and their roles (issue #13 §4), for admins only. */
export function userRoutes(app: ConsoleApp, users: UsersAdminService): void {
  app.get(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: 'Search accounts by e-mail or name, status and role (admins only), newest first',
        querystring: UserListQuery,
        response: { 200: successEnvelope(UserPage), 400: ErrorEnvelope, ...denied },
      },
    },
    async (request) => {
      const { q, status, role, page = 1, pageSize = CONSOLE_PAGE_SIZE_DEFAULT } = request.query;
      return ok(
        await users.list({
          page,
          pageSize,
          ...(q === undefined ? {} : { q }),
          ...(status === undefined ? {} : { status }),
          ...(role === undefined ? {} : { role }),
        }),
      );
    },
  );

  app.get(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One account with its roles and second factor (admins only)',
        params: RecordParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(StaffUserDetail), ...perUser },
      },
    },
    async (request) => ok(await users.detail(parseRecordId(request.params.id))),
  );

  app.put(
    '/users/:id/active',
    {
      config,
      schema: {
        tags,
        summary: 'Activate or deactivate an account (deactivation ends its sessions); the last admin stays active',
        params: RecordParams,
        querystring: LanguageQuery,
        body: ActiveBody,
        response: { 200: successEnvelope(StaffUserDetail), 409: ErrorEnvelope, ...perUser },
      },
    },
    async (request) => ok(await users.setActive(actorOf(request), parseRecordId(request.params.id), request.body.active)),
  );

  app.put(
    '/users/:id/roles',
    {
      config,
      schema: {
        tags,
        summary: "Replace the account's console roles; audited with before and after; the last admin keeps admin (409)",
        params: RecordParams,
        querystring: LanguageQuery,
        body: RolesBody,
        response: { 200: successEnvelope(StaffUserDetail), 409: ErrorEnvelope, ...perUser },
      },
    },
    async (request) => ok(await users.setRoles(actorOf(request), parseRecordId(request.params.id), request.body.roles)),
  );

  app.post(
    '/users/:id/password-reset',
    {
      config,
      schema: {
        tags,
        summary: 'Force a new password: the old one stops working, sessions end, the reset link is mailed',
        params: RecordParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(StaffUserDetail), ...perUser },
      },
    },
    async (request) => ok(await users.forcePasswordReset(actorOf(request), parseRecordId(request.params.id))),
  );

  app.post(
    '/users/:id/second-factor/reset',
    {
      config,
      schema: {
        tags,
        summary: 'Remove the second factor and its recovery codes; the person enrols again at the next console sign-in',
        params: RecordParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(StaffUserDetail), ...perUser },
      },
    },
    async (request) => ok(await users.resetSecondFactor(actorOf(request), parseRecordId(request.params.id))),
  );

  app.delete(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete the account with everything it owns (as its own erasure does); never the last admin',
        params: RecordParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Type.Boolean()), 409: ErrorEnvelope, ...perUser },
      },
    },
    async (request) => {
      await users.remove(actorOf(request), parseRecordId(request.params.id));
      return ok(true);
    },
  );
}
