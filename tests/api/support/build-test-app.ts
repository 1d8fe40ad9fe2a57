import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, type App } from '../../../server/src/app.js';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { createDatabase } from '../../../server/src/db/client.js';
import { runMigrations } from '../../../server/src/db/migrate.js';
import { runSeeds } from '../../../server/src/db/seed.js';
import { createEmptyDir } from './fake-dist.js';
import { probeRoutes } from './probe-routes.js';
import { templateKey } from './template-key.js';

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
  /** Pino options for a test that reads the log (silent otherwise). */
  logger?: { level: string; stream: NodeJS.WritableStream };
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

/** Where the PGlite template is kept between runs (an ignored folder of the checkout). */
const TEMPLATE_CACHE = fileURLToPath(new URL('../../../node_modules/.cache/server-tests/', import.meta.url));
const TEMPLATE_FILE_PREFIX = 'pglite-template-';

async function buildPgliteTemplate(): Promise<Blob> {
  const handle = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await runMigrations(handle);
    await runSeeds(handle.db);
    if (handle.driver !== 'pglite') throw new Error('the template is an embedded database');
    return await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/**
 * An in-memory database as every app starts it (migrated and seeded), dumped: each test app's database starts as a
 * copy of it, which is far quicker than migrating and seeding anew. The app's own migration and seed steps still run
 * over the copy (no-ops there), so they stay under test. The dump is kept in a file named by templateKey(), so workers
 * and later runs with the same sources read it instead of building it; it is written under a temporary name and
 * renamed, so a reader never sees half of one, and a new one removes the files of other sources.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const name = `${TEMPLATE_FILE_PREFIX}${templateKey()}.tar`;
    const file = join(TEMPLATE_CACHE, name);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return new Blob([kept]);
    const built = await buildPgliteTemplate();
    try {
      mkdirSync(TEMPLATE_CACHE, { recursive: true });
      for (const other of readdirSync(TEMPLATE_CACHE)) {
        if (other.startsWith(TEMPLATE_FILE_PREFIX) && !other.startsWith(name)) rmSync(join(TEMPLATE_CACHE, other), { force: true });
      }
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(temporary, new Uint8Array(await built.arrayBuffer()));
      renameSync(temporary, file);
    } catch {
      // Keeping it is a saving only: a worker that raced this one, or a full disk, costs a build next time, no more.
    }
    return built;
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
    logger: options.logger ?? false,
    pluginTimeout: NO_PLUGIN_TIMEOUT,
    ...(databaseTemplate ? { databaseTemplate } : {}),
    // Counters in a shared Redis outlive the app: each app counts in a namespace of its own unless the test shares one
    // on purpose (several instances of one deployment), so no run or file inherits another's counts.
    ...(options.rateLimitNamespace === undefined && !config.redisUrl
      ? {}
      : { rateLimit: { namespace: options.rateLimitNamespace ?? `test-${randomBytes(6).toString('hex')}-` } }),
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
