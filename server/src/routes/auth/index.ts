import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { CodeBody, EmailQuery, LogonBody, RegisterBody, UserVo } from './schemas.js';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };

/** Spec §7 auth calls. Handlers only translate HTTP to the account service. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.auth;
  // Per client address, on top of the per-account counters kept by the service.
  const strict = { rateLimit: { max: app.config.authRateLimitMax, timeWindow: 60_000 } };

  app.get(
    '/rsa-public-key',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public key (PEM, SPKI) for encrypting passwords with RSA-OAEP SHA-256',
        response: { 200: successEnvelope(Type.Object({ publicKey: Type.String() })) },
      },
    },
    async () => ok({ publicKey: app.auth.cipher.publicKey }),
  );

  app.post(
    '/register',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Register (inactive until activated by the mailed link); same answer for a taken e-mail',
        body: RegisterBody,
        response: { 200: successEnvelope(Type.Boolean()), ...errors },
      },
    },
    async (request) => ok(await service.register(request.body, app.languageOf(request))),
  );

  app.get(
    '/first-forget-passwd',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Resend the activation mail (60 s lockout per address); same answer for every address',
        querystring: EmailQuery,
        response: { 200: successEnvelope(Type.String()), ...errors },
      },
    },
    async (request) => {
      await service.resendActivation(request.query.email);
      return ok(app.t(request, 'server.auth.resendSent'));
    },
  );

  app.get(
    '/forget-passwd',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset mail (60 s lockout per address); same answer for every address',
        querystring: EmailQuery,
        response: { 200: successEnvelope(Type.String()), ...errors },
      },
    },
    async (request) => {
      await service.requestReset(request.query.email);
      return ok(app.t(request, 'server.auth.resendSent'));
    },
  );

  app.put(
    '/modify-passwd',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Set the password with the activation code and activate the account',
        body: CodeBody,
        response: { 200: successEnvelope(Type.Boolean()), ...errors },
      },
    },
    async (request) => ok(await service.setPassword(request.body)),
  );

  app.put(
    '/reset-passwd',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Reset the password with the reset code; ends every session of the user',
        body: CodeBody,
        response: { 200: successEnvelope(Type.Boolean()), ...errors },
      },
    },
    async (request) => ok(await service.resetPassword(request.body)),
  );

  app.post(
    '/logon',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary:
          'Log in with the e-mail and the encrypted password. Each attempt is counted before it is judged: 5 per account and client address per 15 minutes (then 429 42910), and account-wide 10 as they come, then one at a time after a doubling pause of up to 60 s (429 42912); both name the reset page and carry Retry-After',
        body: LogonBody,
        response: { 200: successEnvelope(Type.Object({ token: Type.String(), userVo: UserVo })), ...errors },
      },
    },
    async (request) => ok(await service.login(request.body, { ip: request.ip })),
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        response: { 200: successEnvelope(Type.Boolean()), 401: ErrorEnvelope },
      },
    },
    async (request) => {
      if (request.session) await app.auth.sessions.revoke(request.session.sessionId);
      return ok(true);
    },
  );
};

export default authRoutes;
