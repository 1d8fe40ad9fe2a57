import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/index.js';
import versionRoutes from './shared/version.js';
import authRoutes from './auth/index.js';
import devMailboxRoutes from './auth/dev-mailbox.js';
import countryRoutes from './countries/index.js';
import profileRoutes from './profile/index.js';
import contentRoutes from './content/index.js';
import searchRoutes from './search/index.js';
import analyticsRoutes from './analytics/index.js';
import contactRoutes from './contact/index.js';
import applicationRoutes from './recruitment/applications.js';
import consoleRoutes from './console/index.js';
import savedSearchRoutes from './recruitment/saved-searches.js';
import calculatorRoutes from './tools/calculator.js';
import entryToolRoutes from './tools/entry.js';
import reportRoutes from './tools/report.js';
import kioskRoutes from './kiosk/index.js';
import chatRoutes from './chat/index.js';
// B (editorial-server): public bytes of the media library.
import publicMediaRoutes from './media/index.js';

/** Every route plugin with its prefix: later areas add one line each. */
export const ROUTES: Array<{ plugin: FastifyPluginAsync; prefix?: string }> = [
  { plugin: healthRoutes },
  { plugin: versionRoutes, prefix: '/api/shared' },
  { plugin: authRoutes, prefix: '/api/auth' },
  { plugin: profileRoutes, prefix: '/api/profile' },
  { plugin: countryRoutes, prefix: '/api/shared' },
  { plugin: devMailboxRoutes },
  { plugin: contentRoutes },
  { plugin: searchRoutes },
  { plugin: analyticsRoutes },
  { plugin: contactRoutes },
  { plugin: applicationRoutes, prefix: '/api/recruitment/applications' },
  { plugin: consoleRoutes, prefix: '/api/console' },
  { plugin: savedSearchRoutes, prefix: '/api/recruitment/saved-searches' },
  { plugin: calculatorRoutes },
  { plugin: entryToolRoutes, prefix: '/api/tools' },
  { plugin: reportRoutes, prefix: '/api/tools' },
  { plugin: kioskRoutes, prefix: '/api/kiosk' },
  { plugin: chatRoutes },
  { plugin: publicMediaRoutes },
];

const routes: FastifyPluginAsync = async (app) => {
  for (const { plugin, prefix } of ROUTES) {
    await app.register(plugin, prefix === undefined ? {} : { prefix });
  }
};

export default routes;
