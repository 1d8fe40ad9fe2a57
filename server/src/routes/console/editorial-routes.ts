import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentOf } from '../../services/content/content-context.js';
import { EditorialService, type EditorActor } from '../../services/editorial/editorial-service.js';
import { MediaService } from '../../services/media/media-service.js';
import { actorOf as consoleActorOf } from './console-context.js';
import { contentRoutes } from './content.js';
import { mediaRoutes } from './media.js';

/** How often every instance looks for due scheduled publications (contract: every second). */
export const SCHEDULE_POLL_MS = 1000;

/** The service of an app, found through its server (the plugin is encapsulated): tests drive the scheduler with it. */
const services = new WeakMap<object, EditorialService>();
export function editorialOf(app: FastifyInstance): EditorialService {
  const service = services.get(app.server);
  if (!service) throw new Error('editorial routes are not registered on this app');
  return service;
}

/**
 * The content and media APIs of the editors' console (issue #13), registered by the console plugin
 * (routes/console/index.ts) inside its guard and prefix. The guard lets through admins and editors only
 * (`editor:<section>` / `editor:*`, the `editorial` area); the section of each document is checked by the service.
 */
const editorialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = contentOf(app);
  const service = new EditorialService({ db: app.db, store: content.store, clock: content.clock });
  const media = new MediaService({ db: app.db, registry: app.recruitment.registry, clock: content.clock });
  services.set(app.server, service);

  // The console's guard (routes/console/index.ts) lets these routes through to admins and editors only.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), consoleArea: 'editorial' };
  });
  // The staff member the console's guard let through, with the sections their roles open.
  const actorOf = (request: FastifyRequest): EditorActor => {
    const { userId, label, ip, roles } = consoleActorOf(request);
    return { userId, label, ip, sections: roles.editorSections };
  };

  await app.register(contentRoutes(service, actorOf, content.clock));
  await app.register(mediaRoutes(media, actorOf));

  // The scheduler runs on every instance; FOR UPDATE SKIP LOCKED keeps them from carrying out a row twice.
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = service
      .runDue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'scheduled publishing failed; retrying'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, SCHEDULE_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export default editorialRoutes;
