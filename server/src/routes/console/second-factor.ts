import type { FastifyRequest } from 'fastify';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { ConsoleApp } from './console-context.js';
import type { SecondFactorService } from '../../services/console/second-factor.js';
import { CodeBody, Enrolment, LanguageQuery, RecoveryCodes, SecondFactorStatus, Verified, VerifyBody } from './schemas.js';

const tags = ['console'];
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
// The one part of the console a staff session reaches before its second factor.
const config = { consoleSecondFactor: false } as const;
/** The window of the per-address limit on code submissions (config.secondFactorRateLimitMax codes in it). */
export const SECOND_FACTOR_ADDRESS_WINDOW_MS = 15 * 60_000;

/** The staff second factor (issue #13 §1): enrolment with an authenticator app, recovery codes, verification. */
export function secondFactorRoutes(app: ConsoleApp, secondFactor: SecondFactorService): void {
  // The console guard authenticated the request before any handler runs.
  const sessionOf = (request: FastifyRequest) => request.session!;
  // Code submissions per client address, besides the 5 wrong codes per account (issue #29 §1); the default leaves
  // room for an office of staff behind one address signing in together.
  const codeConfig = {
    ...config,
    rateLimit: { max: app.config.secondFactorRateLimitMax, timeWindow: SECOND_FACTOR_ADDRESS_WINDOW_MS },
  };

  app.get(
    '/2fa',
    {
      config,
      schema: {
        tags,
        summary: "The caller's second factor: enrolled, verified for this session, recovery codes left",
        querystring: LanguageQuery,
        response: { 200: successEnvelope(SecondFactorStatus), ...denied },
      },
    },
    async (request) => ok(await secondFactor.status(sessionOf(request))),
  );

  app.post(
    '/2fa/setup',
    {
      config,
      schema: {
        tags,
        summary: 'Start the enrolment: a new TOTP secret with its otpauth URI and QR code (only while not enrolled)',
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Enrolment), 409: ErrorEnvelope, ...denied },
      },
    },
    async (request) => ok(await secondFactor.setup(sessionOf(request))),
  );

  app.post(
    '/2fa/enable',
    {
      config: codeConfig,
      schema: {
        tags,
        summary:
          'Finish the enrolment with the first code: returns the 10 recovery codes (shown once); verifies this session; 5 wrong codes per account and SECOND_FACTOR_RATE_LIMIT_MAX codes per client address per 15 minutes, then 429 with Retry-After',
        querystring: LanguageQuery,
        body: CodeBody,
        response: { 200: successEnvelope(RecoveryCodes), 400: ErrorEnvelope, 409: ErrorEnvelope, ...denied },
      },
    },
    async (request) => ok(await secondFactor.enable(sessionOf(request), request.body.code, { ip: request.ip })),
  );

  app.post(
    '/2fa/verify',
    {
      config: codeConfig,
      schema: {
        tags,
        summary: 'Verify this session with a code or a recovery code; 5 wrong codes per account and SECOND_FACTOR_RATE_LIMIT_MAX codes per client address per 15 minutes, then 429 with Retry-After',
        querystring: LanguageQuery,
        body: VerifyBody,
        response: { 200: successEnvelope(Verified), 400: ErrorEnvelope, 409: ErrorEnvelope, ...denied },
      },
    },
    async (request) => ok(await secondFactor.verify(sessionOf(request), request.body, { ip: request.ip })),
  );
}
