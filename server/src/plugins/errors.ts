import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { ERRORS } from '../lib/error-codes.js';
import { isDatabaseUnavailable } from '../db/availability.js';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

type ErrorLike = Partial<FastifyError> & {
  validation?: ValidationIssue[];
  validationContext?: string;
};

function fieldOf(issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  // TypeBox names missing or extra properties in arrays, Ajv in single strings.
  const params = issue?.params ?? {};
  const named = [params.requiredProperties, params.additionalProperties, params.missingProperty, params.additionalProperty]
    .flat()
    .find((value): value is string => typeof value === 'string');
  const leaf = named ?? '';
  return [path, leaf].filter(Boolean).join('.') || context || 'body';
}

/** Maps anything thrown to an AppError; unknown failures become a bare 500. */
export function toAppError(error: unknown, request: FastifyRequest, bodyLimit: number): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return AppError.of('serviceUnavailable', { cause: error });
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;

  if (Array.isArray(e.validation)) {
    const issue = e.validation[0];
    const field = fieldOf(issue, e.validationContext);
    const kind = issue?.keyword === 'required' ? 'requiredField' : 'validation';
    return AppError.of(kind, {
      values: { field },
      data: { field, rule: issue?.keyword ?? null, in: e.validationContext ?? null },
    });
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const contentType = String(request.headers['content-type'] ?? '').split(';')[0] ?? '';
      return AppError.of('unsupportedMediaType', { values: { contentType } });
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return AppError.of('payloadTooLarge', { values: { limit: request.routeOptions.bodyLimit ?? bodyLimit } });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return AppError.of('emptyBody');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return AppError.of('malformedJson');
  }
  const status = e.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) return AppError.of('malformedJson');
  if (status === 429) return AppError.of('rateLimited', { values: { seconds: 60 } });
  if (status === 404) return AppError.of('notFound');
  if (status === 405) return AppError.of('methodNotAllowed');
  if (status === 413) return AppError.of('payloadTooLarge', { values: { limit: bodyLimit } });
  if (status === 415) return AppError.of('unsupportedMediaType', { values: { contentType: '' } });
  if (status >= 400 && status < 500) {
    return new AppError({ status, code: status * 100, messageId: ERRORS.badRequest.messageId });
  }
  if (status === 503) return AppError.of('serviceUnavailable', { cause: error });
  return AppError.of('internal', { cause: error });
}

/** Whole seconds a refused client should wait, from the error's data or message values, when it names them. */
function retryAfterOf(error: AppError): number | undefined {
  const data = error.data as { seconds?: unknown } | null;
  const seconds = typeof data?.seconds === 'number' ? data.seconds : error.values.seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export function sendError(app: FastifyInstance, error: AppError, request: FastifyRequest, reply: FastifyReply) {
  // Every refusal for load or limits says when to come back (RFC 9110 §10.2.3), as the route limiter's own 429 does.
  if (error.statusCode === 429 || error.statusCode === 503) {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined && !reply.hasHeader('retry-after')) reply.header('retry-after', String(retryAfter));
  }
  return reply
    .status(error.statusCode)
    .type('application/json; charset=utf-8')
    .send({ code: error.code, message: app.t(request, error.messageId, error.values), data: error.data });
}

export interface ErrorsPluginOptions {
  bodyLimit: number;
}

/** The one error handler: every failure leaves as `{ code, message, data }` with a localized message. */
export default fp<ErrorsPluginOptions>(
  async (app, { bodyLimit }) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error, request, bodyLimit);
      if (appError.statusCode >= 500) {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
      } else {
        request.log.info({ code: appError.code, reqId: request.id }, appError.messageId);
      }
      return sendError(app, appError, request, reply);
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
