import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HEARTBEAT_INTERVAL_MS } from '../../kiosk/heartbeat';
import { KIOSK_OFFLINE_CACHE_PREFIX } from '../../kiosk/sw/sw-constants';
import { HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { PortalProcess } from './support/portal-process';
import { expect, test } from './support';

/*
 * A deploy while a visitor uses the kiosk: the server of its own serves a copy of the build, whose service worker the
 * test then changes as a new build would. The kiosk's periodic check finds the new worker, which installs and waits:
 * the visitor's page is not reloaded or taken over. At the next reset the new version takes over and the kiosk loads
 * anew; the previous build's offline cache goes.
 */

// A hall screen in full motion, as it runs (the update is applied by the reset that follows the idle dialog's countdown).
test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, reducedMotion: 'no-preference' });

const IDLE_SECONDS = 300;
const COUNTDOWN_SECONDS = 30;
const NEXT_BUILD_ID = 'feedfacecafebeef';
// Inside the project (ignored by git): the server-rendering bundle in the build finds its packages from there.
mkdirSync('test-results', { recursive: true });
const build = mkdtempSync(join('test-results', 'kiosk-deploy-'));
const workerFile = join(build, 'kiosk', 'sw.js');
let portal: PortalProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  cpSync('dist', build, { recursive: true });
  portal = new PortalProcess('smtp://127.0.0.1:9', { staticDir: build });
  await portal.start();
});

test.afterAll(async () => {
  await portal?.remove();
  rmSync(build, { recursive: true, force: true });
});

const worker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/kiosk/');
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: Boolean(registration?.waiting),
      caches: (await caches.keys()).filter((name) => name.startsWith('kiosk-offline-')).sort(),
      sameDocument: '__visit' in window,
    };
  });

test('a new version found during a visit waits, and takes over only at the next reset', async ({ page }) => {
  test.setTimeout(90_000);
  const code = readFileSync(workerFile, 'utf8');
  expect(code, 'the build wrote its id over the placeholder').not.toContain('kiosk-build-placeholder');

  await page.clock.install();
  await page.goto(`${portal.url}/kiosk/?device=e2e-update&idle=${IDLE_SECONDS}&lang=EN`);
  await page.getByTestId('kiosk-attract-start').tap();
  await expect.poll(async () => (await worker(page)).controlled).toBe(true);
  // The offline page's cache is named after the build.
  const [cache] = (await worker(page)).caches;
  const currentId = cache?.slice(KIOSK_OFFLINE_CACHE_PREFIX.length);
  expect(currentId).toMatch(/^[0-9a-f]{16}$/);
  expect(code).toContain(currentId);

  // A visitor is on a page of the kiosk when the new build is deployed.
  await page.evaluate(() => Object.assign(window, { __visit: true }));
  await page.locator(`header a[href="/kiosk${pageRoutes.events}"]`).first().tap();
  await expect(page).toHaveURL((url) => url.pathname === `/kiosk${pageRoutes.events}`);
  // The page's code has arrived and it shows its events before the test moves the page's clock: a chunk still on its
  // way while the clock jumps a minute would meet its load time-out in page time, not real time (it failed so once).
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  writeFileSync(workerFile, code.replaceAll(currentId!, NEXT_BUILD_ID));

  // The next check (with the heartbeat) finds it; it installs beside the running version and waits.
  await page.clock.runFor(HEARTBEAT_INTERVAL_MS);
  await expect.poll(async () => (await worker(page)).waiting, { timeout: 15_000 }).toBe(true);
  await page.clock.runFor(HEARTBEAT_INTERVAL_MS);
  expect(await worker(page)).toEqual({
    controlled: true,
    waiting: true,
    caches: [`${KIOSK_OFFLINE_CACHE_PREFIX}${currentId}`, `${KIOSK_OFFLINE_CACHE_PREFIX}${NEXT_BUILD_ID}`].sort(),
    sameDocument: true,
  });
  await expect(page).toHaveURL((url) => url.pathname === `/kiosk${pageRoutes.events}`);

  // The visitor walks away: at the reset the new version takes over and the kiosk loads anew, at home.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(IDLE_SECONDS * 1_000);
  // (The idle dialog by its id: on a loaded machine the offline notice may briefly join it.)
  await expect(page.getByTestId('kiosk-idle-dialog')).toBeVisible();
  await page.clock.runFor(COUNTDOWN_SECONDS * 1_000);
  await page.clock.resume();
  await expect(page).toHaveURL((url) => url.pathname === `/kiosk${HOME_PATH}`, { timeout: 20_000 });
  await expect(page.getByTestId('kiosk-attract')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => worker(page), { timeout: 15_000 })
    .toEqual({ controlled: true, waiting: false, caches: [`${KIOSK_OFFLINE_CACHE_PREFIX}${NEXT_BUILD_ID}`], sameDocument: false });
});
