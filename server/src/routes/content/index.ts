import type { FastifyPluginAsync } from 'fastify';
import { attachContentContext, createContentContext } from '../../services/content/content-context.js';
import { benefitRoutes } from './benefits.js';
import { eventRoutes } from './events.js';
import { homeRoutes } from './home.js';

/** Home, benefits and events: public, cached, localized content (routes carry their full paths). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = createContentContext(app.db);
  attachContentContext(app, content);
  const uidDomain = app.config.publicUrl ? new URL(app.config.publicUrl).hostname : 'talent-portal.invalid';
  await app.register(homeRoutes(content));
  await app.register(benefitRoutes(content));
  await app.register(eventRoutes(content, uidDomain));
};

export default contentRoutes;
