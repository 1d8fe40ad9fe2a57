import type { FastifyPluginAsync } from 'fastify';
import { SEED_DATA_DIR, refreshSeedEvents, refreshSeedJobs } from '../../content/seeder.js';
import { loadSeedContent } from '../../content/seed-schema.js';
import { attachContentContext, createContentContext } from '../../services/content/content-context.js';
import { listenForContentVersions } from '../../services/content/content-listener.js';
import { appRoutes } from './apps.js';
import { benefitRoutes } from './benefits.js';
import { eventRoutes } from './events.js';
import { homeRoutes } from './home.js';
import { hkMacaoRoutes } from './hkmacao.js';
import { jobRoutes } from './jobs.js';
import { journeyRoutes } from './journeys.js';
import { lifeRoutes } from './life.js';
import { localizedPageRoute } from './localized-page.js';
import { AboutPage, IthPage } from './schemas.js';
import { serviceRoutes } from './services.js';

/** How often a running server checks that every events tab still has an event to show and the job board open jobs (see refreshSeedEvents, refreshSeedJobs). */
export const SEED_EVENTS_CHECK_MS = 6 * 60 * 60 * 1000;

/** Home, benefits, events, services, life, Hong Kong/Macao, the journeys, about, the International Talent Hub, the apps guide and the job board: public, cached, localized content (routes carry their full paths). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = createContentContext(app.db);
  attachContentContext(app, content);
  // Another instance's publish clears this instance's cache at once (NOTIFY), not only at the next version check.
  // One listening connection per instance: the cache and the other subscribers (search) are served from it.
  const stopListening = await listenForContentVersions(app.database, (version) => content.versionChanged(version), app.log);
  app.addHook('onClose', stopListening);
  // Start-up does this check while seeding; a server that runs for weeks repeats it (every instance may: it is
  // idempotent, and the write reaches the other instances' caches through the content version).
  const checkSeed = async () => {
    const seed = loadSeedContent(SEED_DATA_DIR);
    await refreshSeedEvents(app.db, content.store, seed, content.clock.now());
    await refreshSeedJobs(app.db, content.store, seed, content.clock.now());
  };
  const timer = setInterval(() => {
    checkSeed().catch((error: unknown) => app.log.warn({ err: error }, 'seed events and jobs check failed'));
  }, SEED_EVENTS_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  const uidDomain = app.config.publicUrl ? new URL(app.config.publicUrl).hostname : 'talent-portal.invalid';
  await app.register(homeRoutes(content));
  await app.register(benefitRoutes(content));
  await app.register(eventRoutes(content, uidDomain));
  await app.register(appRoutes(content));
  await app.register(serviceRoutes(content));
  await app.register(lifeRoutes(content));
  await app.register(hkMacaoRoutes(content));
  await app.register(journeyRoutes(content));
  await app.register(jobRoutes(content));
  await app.register(
    localizedPageRoute(content, {
      url: '/api/about',
      summary: 'The zone at a glance, key figures, location and transport, and how to reach the Talent Service Hall',
      schema: AboutPage,
      documentNo: 'ABOUT',
      load: (context, language, now) => context.about.page(language, now),
    }),
  );
  await app.register(
    localizedPageRoute(content, {
      url: '/api/ith',
      summary: 'The International Talent Hub: intro, address and hours, the floor directory and the enterprise showcase',
      schema: IthPage,
      documentNo: 'ITH-HUB',
      load: (context, language, now) => context.ith.page(language, now),
    }),
  );
};

export default contentRoutes;
