import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PortalProcess } from './support/portal-process';

/**
 * The embedded database every journey's own server starts from (see PortalProcess): made once, by the production
 * server itself (migrations and seeds, then a clean stop), so that each of those servers copies a ready folder instead
 * of building the same database again — about ten seconds of a loaded machine each.
 */
export default async function globalSetup() {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir || existsSync(join(dir, 'PG_VERSION'))) return;
  const server = new PortalProcess('smtp://127.0.0.1:9', { dataDir: dir });
  await server.start();
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template database's server stopped with ${code}`);
}
