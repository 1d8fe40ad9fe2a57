import { buildApp, type App } from '../../../server/src/app.js';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { createEmptyDir } from './fake-dist.js';
import { probeRoutes } from './probe-routes.js';

export interface TestAppOptions {
  /** Omit for in-memory PGlite. */
  databaseUrl?: string;
  dataDir?: string;
  staticDir?: string;
  config?: Partial<Config>;
  rateLimitNamespace?: string;
}

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
  const app = buildApp({
    config,
    logger: false,
    ...(options.rateLimitNamespace === undefined ? {} : { rateLimit: { namespace: options.rateLimitNamespace } }),
  });
  app.register(probeRoutes, { prefix: '/api/test' });
  if (emptyStatic) app.addHook('onClose', async () => emptyStatic.remove());
  await app.ready();
  return app;
}
