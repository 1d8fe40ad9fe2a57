import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/chromium-flags.mjs';

/**
 * End-to-end tests against the production server (`npm run build` first; `npm test` does it): the built web app
 * served by `node server/dist/server.js` on a free port with a throwaway embedded database.
 */

// The config is evaluated again in every worker: keep the port and data folder chosen once, in the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The seeded database the journeys' own servers copy (global-setup.ts); removed with the rest in global-teardown.ts.
process.env.E2E_TEMPLATE_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
// The auth journeys start a real SMTP server in the test process on this port; the app server sends to it.
process.env.E2E_SMTP_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

// The server under test gets its own embedded database and in-memory rate limits, whatever the shell has set.
const { DATABASE_URL: _db, REDIS_URL: _redis, ...inheritedEnv } = process.env;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // On CI a failed test runs once more and, if it then passes, is reported as flaky (listed by name in the summary), not
  // hidden: a failure that repeats still fails the run. Locally every failure counts at once.
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Pages are visited with reduced motion (the hero video still, carousels and transitions instant): a page in motion
    // keeps a core of this two-core machine busy painting for as long as a test looks at it (the playing hero video
    // alone is 0.4 core-s a second) and a page load costs about a third more. The specs about motion itself
    // (content, navigation, the kiosk's attract screen and touch walk) ask for full motion with test.use.
    reducedMotion: 'reduce',
    // Recording a trace of every test costs the browser a few per cent of the stage; on CI a failed test is retried,
    // and the retry is recorded. Locally (no retries) a failure keeps its trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (its headless shell), never a downloaded browser.
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: 'node server/dist/server.js',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(inheritedEnv as Record<string, string>),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Nothing balances this one server: it stops at once instead of draining first (server/src/plugins/shutdown.ts).
      SHUTDOWN_DRAIN_SECONDS: '0',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // Mail links must lead back to the server under test.
      PUBLIC_URL: baseURL,
      // Three languages of registration, activation, login and reset within a minute from one address.
      AUTH_RATE_LIMIT_MAX: '500',
      // Every browser of the suite is one address (127.0.0.1), and each page checked must arrive rendered on the server:
      // the render budget and the cap of renders at once are proven in tests/api/render-budget.test.ts instead.
      PAGE_RENDER_RATE_LIMIT_MAX: '100000',
      PAGE_RENDERS_MAX: '256',
    },
  },
});
