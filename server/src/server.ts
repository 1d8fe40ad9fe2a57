import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = buildApp({ config });

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
