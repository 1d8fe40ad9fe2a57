import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Runs `guard` (a login or role check) on every route the plugin declares from now on, after the route's own
 * onRequest hooks. The rate limiter puts its hook on each route when the route is added; a plugin-level
 * `addHook('onRequest')` would run before it, and refused callers would never be limited.
 */
export function guardRoutes(app: FastifyInstance, guard: onRequestHookHandler): void {
  app.addHook('onRoute', (route) => {
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...hooks, guard];
  });
}
