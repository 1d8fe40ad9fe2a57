import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { consoleError } from '../../services/console/console-errors.js';
import type { Actor } from '../../services/console/console-service.js';
import type { ConsoleArea } from '../../services/console/roles.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a console route (default `staff`: any console role); checked by the console guard. */
    consoleArea?: ConsoleArea;
    /** `false` only for the second-factor routes, which a session reaches before passing it. */
    consoleSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a console request, set by the console guard; null elsewhere. */
    consoleActor: Actor | null;
  }
}

/** The console plugin's instance, with the TypeBox type provider; the route files add their routes to it. */
export type ConsoleApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The staff member the guard let through (every console route has the guard, so this is never missing there). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.consoleActor) throw consoleError('forbidden');
  return request.consoleActor;
}
