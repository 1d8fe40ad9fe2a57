import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { authError } from '../../services/auth/auth-errors.js';
import { ErasureBody, PasswordChangeBody, ProfileBody, UserVo } from '../auth/schemas.js';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

function sessionOf(request: FastifyRequest) {
  if (!request.session) throw authError('unauthorized');
  return request.session;
}

/** The logged-in user's own record: view, edit, change password, erase. Every route needs the bearer token. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { profile } = app.auth;
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    { schema: { tags: ['profile'], summary: 'My profile', response: { 200: successEnvelope(UserVo), ...errors } } },
    async (request) => ok(profile.view(sessionOf(request))),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Edit firstName, age, country, education (fields present are updated)',
        body: ProfileBody,
        response: { 200: successEnvelope(UserVo), ...errors },
      },
    },
    async (request) => ok(await profile.update(sessionOf(request), request.body)),
  );

  app.put(
    '/password',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['profile'],
        summary:
          'Change the password (current and new, both encrypted); other sessions end. A staff account (any console role) needs a session that passed the second factor (403); wrong current passwords count towards the login limit (429)',
        body: PasswordChangeBody,
        response: { 200: successEnvelope(Type.Boolean()), ...errors },
      },
    },
    async (request) => ok(await profile.changePassword(sessionOf(request), request.body, { ip: request.ip })),
  );

  app.delete(
    '/',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['profile'],
        summary:
          'Erase my account and personal data with the current password (encrypted); every session ends. A staff account needs a session that passed the second factor (403), and the last active admin cannot be erased (409)',
        body: ErasureBody,
        response: { 200: successEnvelope(Type.Boolean()), 409: ErrorEnvelope, ...errors },
      },
    },
    async (request) => ok(await profile.erase(sessionOf(request), request.body, { ip: request.ip })),
  );
};

export default profileRoutes;
