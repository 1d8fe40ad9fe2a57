/**
 * The production server (the built app of server/dist, started as server/dist/server.js starts it) whose content clock
 * the test drives: for the journeys that must see what happens at a scheduled minute without waiting for that minute.
 * The content clock is what the scheduler, event states and the content cache judge time by; sessions and sign-in
 * codes keep real time. The test process sends commands over the IPC channel (PortalProcess `drivenClock`):
 *   { command: 'stand', at }   the content clock stands at `at` (ms since the epoch)
 *   { command: 'run', from }   it runs on from `from`, at the real clock's pace
 *   { command: 'run-due' }     the scheduler looks for due rows now (what its timer does every second); answers how
 *                               many it carried out
 * Only tests start this file; the product has no such door.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../../../server/dist/app.js';
import { loadConfig } from '../../../server/dist/config.js';
import { editorialOf } from '../../../server/dist/routes/console/editorial-routes.js';
import { contentOf } from '../../../server/dist/services/content/content-context.js';

const config = loadConfig();
const app = buildApp({ config, pluginTimeout: 120_000 });
await app.listen({ port: config.port, host: config.host });
const clock = contentOf(app).clock;

process.on('message', async (message) => {
  const { id, command } = message;
  try {
    let result = null;
    if (command === 'stand') {
      const at = new Date(message.at);
      clock.now = () => new Date(at);
    } else if (command === 'run') {
      const offset = message.from - Date.now();
      clock.now = () => new Date(Date.now() + offset);
    } else if (command === 'run-due') {
      result = await editorialOf(app).runDue();
    } else {
      throw new Error(`unknown command ${String(command)}`);
    }
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

// Shut down as server.ts does: SIGTERM (PortalProcess.stop) closes the database cleanly.
closeWithGrace({ delay: config.shutdown.timeoutMs }, async () => {
  await app.shutdown.begin();
});
