import { existsSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, type App } from '../../../server/src/app.js';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { createDatabase } from '../../../server/src/db/client.js';
import { runMigrations } from '../../../server/src/db/migrate.js';
import { runSeeds } from '../../../server/src/db/seed.js';
import { createEmptyDir } from './fake-dist.js';
import { probeRoutes } from './probe-routes.js';

export interface TestAppOptions {
  /** Omit for in-memory PGlite. */
  databaseUrl?: string;
  dataDir?: string;
  staticDir?: string;
  config?: Partial<Config>;
  rateLimitNamespace?: string;
  /**
   * An embedded database built from nothing (migrations and seeds run for real) rather than the template's copy, in
   * memory or in a new `dataDir`.
   */
  freshDatabase?: boolean;
}

let template: Promise<Blob> | undefined;

/** `METHOD url` of every route each test app registered, as Fastify's onRoute hook reported it (HEAD included). */
const registeredRoutes = new WeakMap<App, string[]>();

/** Every route the app registered, `METHOD /full/url`, sorted; recorded while the app was built, not parsed from text. */
export function routesOf(app: App): string[] {
  const routes = registeredRoutes.get(app);
  if (!routes) throw new Error('this app was not built by buildTestApp');
  return [...routes].sort();
}

/**
 * An in-memory database as every app starts it (migrated and seeded), made once per test worker and dumped: each
 * test app's database starts as a copy of it, which is far quicker than migrating and seeding anew. The app's own
 * migration and seed steps still run over the copy (no-ops there), so they stay under test.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      await runMigrations(handle);
      await runSeeds(handle.db);
      if (handle.driver !== 'pglite') throw new Error('the template is an embedded database');
      return await handle.client.dumpDataDir('none');
    } finally {
      await handle.close();
    }
  })();
  return template;
}

/**
 * Makes `dataDir` a copy of the template unless it already holds a database (a restart keeps what is there). What
 * the app then finds on disk is what its first start would have left.
 */
export async function copyTemplateTo(dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const client = await PGlite.create(dataDir, { loadDataDir: await pgliteTemplate() });
  await client.close();
}

/** Any plugin may take as long as it needs to start: the test's or hook's timeout is the ceiling (see BuildAppOptions). */
const NO_PLUGIN_TIMEOUT = 0;

/** The real app plus the probe routes under /api/test, ready for inject() without listening. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const emptyStatic = options.staticDir === undefined ? createEmptyDir() : undefined;
  const config: Config = {
    ...loadConfig({}),
    logLevel: 'silent',
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? 'memory://',
    staticDir: options.staticDir ?? emptyStatic!.dir,
    ...options.config,
  };
  const inMemory = !config.databaseUrl && config.dataDir.startsWith('memory://');
  const databaseTemplate = inMemory && !options.freshDatabase ? await pgliteTemplate() : undefined;
  if (!config.databaseUrl && !inMemory && !options.freshDatabase) await copyTemplateTo(config.dataDir);
  const app = buildApp({
    config,
    logger: false,
    pluginTimeout: NO_PLUGIN_TIMEOUT,
    ...(databaseTemplate ? { databaseTemplate } : {}),
    ...(options.rateLimitNamespace === undefined ? {} : { rateLimit: { namespace: options.rateLimitNamespace } }),
  });
  const routes: string[] = [];
  registeredRoutes.set(app, routes);
  // Added before the plugins load (they load at ready), so every route of every plugin passes through it.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  app.register(probeRoutes, { prefix: '/api/test' });
  if (emptyStatic) app.addHook('onClose', async () => emptyStatic.remove());
  await app.ready();
  return app;
}
