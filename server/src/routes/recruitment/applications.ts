import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { APPLICATION_STATUSES } from '../../db/schema/recruitment.js';
import { AppError } from '../../lib/app-error.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { recruitmentError } from '../../services/recruitment/application-errors.js';
import { ALLOWED_FORMATS, DELIVERY_LIMIT, UPLOAD_LIMITS } from '../../services/recruitment/application-rules.js';
import { CONSENT_FIELD, receiveResume } from '../../services/recruitment/application-upload.js';
import { RESUME_MAX_BYTES, RESUME_TYPES } from '../../services/recruitment/job-codes.js';
import { DocumentNo, LanguageParam } from '../content/schemas.js';
import { guardRoutes } from '../../lib/route-guard.js';

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const ApplicationView = Type.Object(
  {
    id: Type.Integer(),
    jobNo: Type.String(),
    jobTitle: Type.String({ description: "In the request's language (CN when the job has no such translation)" }),
    company: Type.String(),
    enterpriseNo: Type.String(),
    status: literals(APPLICATION_STATUSES),
    fileName: Type.String({ description: 'The original name, sanitized; the file itself is stored under a random key' }),
    fileType: literals(RESUME_TYPES),
    fileSize: Type.Integer({ description: 'Bytes' }),
    deliveredAt: Type.String({ description: 'ISO 8601: the latest delivery' }),
    updatedAt: Type.String(),
    retainUntil: Type.String({ description: 'ISO 8601: the résumé and the application are deleted then (180 days after the job closes)' }),
  },
  { $id: 'ApplicationView' },
);

const DeliveryQuery = Type.Object({ documentNo: DocumentNo, language: LanguageParam });
const LanguageOnly = Type.Object({ language: LanguageParam });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

function userOf(request: FastifyRequest): number {
  if (!request.session) throw recruitmentError('loginFirst');
  return request.session.user.id;
}

/**
 * Résumé delivery and My applications (issue #10 §3–5), under /api/recruitment/applications. Multipart is registered
 * here only, with the delivery's hard limits; every other route keeps speaking JSON.
 */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { applications, registry } = app.recruitment;
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  // Logged in before anything else is looked at, the body included: the spec's own message.
  guardRoutes(app, async (request, reply) => {
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) throw recruitmentError('loginFirst');
      throw error;
    }
  });

  app.post(
    '/',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['recruitment'],
        summary: `Deliver a résumé to a job: multipart/form-data with the field \`${CONSENT_FIELD}\`=true first, then one file (${ALLOWED_FORMATS}, at most ${RESUME_MAX_BYTES} bytes, typed by its content). A second delivery to the same job replaces the file. At most ${DELIVERY_LIMIT.max} deliveries an hour per account`,
        consumes: ['multipart/form-data'],
        querystring: DeliveryQuery,
        response: {
          200: successEnvelope(ApplicationView),
          ...errors,
          409: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const job = await applications.prepare(userId, request.query.documentNo);
      if (!request.isMultipart()) throw recruitmentError('notMultipart');
      const resume = await receiveResume(request.parts(), registry);
      return ok(await applications.commit(userId, job, resume, app.languageOf(request)));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['recruitment'],
        summary: 'My applications, newest first (withdrawn ones included)',
        querystring: LanguageOnly,
        response: { 200: successEnvelope(Type.Array(ApplicationView)), ...errors },
      },
    },
    async (request) => ok(await applications.mine(userOf(request), app.languageOf(request))),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['recruitment'],
        summary: "Withdraw one of my applications: its résumé is deleted, the application stays as 'withdrawn'",
        params: IdParams,
        querystring: LanguageOnly,
        response: { 200: successEnvelope(ApplicationView), ...errors },
      },
    },
    async (request) => ok(await applications.withdraw(userOf(request), request.params.id, app.languageOf(request))),
  );
};

export default applicationRoutes;
