import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../lib/redact-url.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` leaves the client's address out of the request's log line (the analytics beacon). */
    requestLogAddress?: boolean;
  }
}

/**
 * One log line per request, written when the response is done, instead of Fastify's pair (incoming + completed):
 * half the log volume and serializer work at info. The line carries what the pair did (method, url, client, status,
 * time); the request's child logger adds its reqId. Below info (LOG_LEVEL=warn, error, silent) pino drops it
 * without formatting. Every other Fastify log line (errors, stream errors, shutdown) keeps its default.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      ...(request.routeOptions.config.requestLogAddress === false ? {} : { ip: request.ip }),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
