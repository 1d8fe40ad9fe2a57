import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SERVER_VERSION } from '../lib/version.js';

export interface ApiDocsPluginOptions {
  httpsOrigin: boolean;
}

/** The header every refusal for limits or load carries (plugins/errors.ts and the route limiter). */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Whole seconds to wait before trying again (RFC 9110 §10.2.3)',
    schema: { type: 'integer', minimum: 1 },
  },
};

type Responses = Record<string, { headers?: Record<string, unknown> } | undefined>;
type Paths = Record<string, Record<string, { responses?: Responses } | undefined> | undefined>;

/** Every 429 and 503 answer of the document names its Retry-After header. */
export function describeRetryAfter<T extends object>(document: T): T {
  const paths = (document as { paths?: Paths }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations ?? {})) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (!response) continue;
        if (status === '429' || status === '503') response.headers = { ...response.headers, ...RETRY_AFTER };
      }
    }
  }
  return document;
}

/** OpenAPI document built from the route schemas; registered before the routes so it sees them all. */
export default fp<ApiDocsPluginOptions>(
  async (app, { httpsOrigin }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Talent portal API', version: SERVER_VERSION },
      },
      transformObject: (documents) => describeRetryAfter('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Only this route family: Swagger UI styles elements inline and may show remote images from the spec.
      staticCSP: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        ...(httpsOrigin ? { 'upgrade-insecure-requests': '' } : {}),
      },
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
