import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SERVER_VERSION } from '../lib/version.js';

export interface ApiDocsPluginOptions {
  httpsOrigin: boolean;
}

/** OpenAPI document built from the route schemas; registered before the routes so it sees them all. */
export default fp<ApiDocsPluginOptions>(
  async (app, { httpsOrigin }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Talent portal API', version: SERVER_VERSION },
      },
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
