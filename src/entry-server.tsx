/** The server-rendering bundle of the web app: the Fastify server loads it from the build (see plugins/web-app.ts). */
export { createPageRenderer } from './app/server/page-renderer';
