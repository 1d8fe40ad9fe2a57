import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
// A start is bounded by whoever starts the process (systemd's TimeoutStartSec, a test's deadline), not by Fastify's 10 s
// per plugin: on a loaded machine, three instances starting at once took longer than that to load the render bundle
// and start its threads, and gave up.
const PLUGIN_TIMEOUT_MS = 120_000;
const app = buildApp({ config, pluginTimeout: PLUGIN_TIMEOUT_MS });

// SIGTERM (systemd's stop, a rolling restart) drains first so the balancer can follow; an error closes at once. A
// second signal, or a stop that takes longer than SHUTDOWN_TIMEOUT_SECONDS, exits at once with 1.
closeWithGrace({ delay: config.shutdown.timeoutMs }, async ({ err, signal }) => {
  if (err) {
    app.log.error({ err }, 'shutting down after an error');
    await app.close();
    return;
  }
  app.log.info({ signal }, 'shutting down');
  await app.shutdown.begin();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'server failed to start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

const base = `http://localhost:${config.port}`;
// Plain lines for the person who just ran `npm start`; the structured log has the same facts.
console.log(`\n  Web:      ${base}/pages/home\n  Kiosk:    ${base}/kiosk/\n  API docs: ${base}/api/docs\n`);
