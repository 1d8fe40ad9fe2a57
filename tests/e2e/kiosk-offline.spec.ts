import { PortalProcess } from './support/portal-process';
import { expect, messagesFor, test } from './support';

/*
 * The kiosk on a server of its own, which the test stops and starts: with the server down the kiosk says
 * "temporarily unavailable" in three languages within 10 s, and comes back by itself when the server does. A page
 * load during the outage gets the offline page the kiosk's service worker keeps.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1920, height: 1080 }, hasTouch: true });

const OFFLINE_WITHIN_MS = 10_000;
const titles = (['EN', 'CN', 'TC'] as const).map((language) => messagesFor(language)['kiosk.offline.title']!);
// No SMTP is needed here: nobody registers.
let portal: PortalProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  portal = new PortalProcess('smtp://127.0.0.1:9');
  await portal.start();
});

test.afterAll(async () => {
  await portal?.remove();
});

test('with the server stopped the kiosk says so in three languages within 10 s, and recovers by itself', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  await page.goto(`${portal.url}/kiosk/?device=e2e-offline`);
  await page.getByTestId('kiosk-attract-start').tap();
  // The service worker is installed and controls the kiosk (its offline page cached).
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller))).toBe(true);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${portal.url}/kiosk/`);

  // Down: the notice covers the kiosk in time; what was on screen stays underneath.
  await portal.stop();
  const stoppedAt = Date.now();
  const notice = page.getByTestId('kiosk-offline');
  await expect(notice).toBeVisible({ timeout: OFFLINE_WITHIN_MS });
  console.log(`offline notice after ${Date.now() - stoppedAt} ms`);
  for (const title of titles) await expect(notice).toContainText(title);

  // Up again: the notice goes by itself.
  await portal.start();
  await expect(notice).toBeHidden({ timeout: OFFLINE_WITHIN_MS });
  await expect(page.locator('main')).toBeVisible();

  // Down during a page load (a reset, a restart of the terminal): the service worker answers with its offline page.
  await portal.stop();
  await expect(notice).toBeVisible({ timeout: OFFLINE_WITHIN_MS });
  // A plain reload: the app (which the test's page.reload waits for) is exactly what cannot load now.
  await page.evaluate(() => window.location.reload());
  const offlinePage = page.getByTestId('kiosk-offline-page');
  await expect(offlinePage).toBeVisible();
  for (const title of titles) await expect(offlinePage).toContainText(title);

  // The offline page tries the kiosk again by itself: the kiosk is back without anyone touching it.
  await portal.start();
  await expect(page.getByTestId('kiosk-attract').or(page.locator('main'))).toBeVisible({ timeout: 20_000 });
  await expect(offlinePage).toHaveCount(0);

  // The browser reports each refused probe and page load while the server was down; nothing else may appear.
  const outageNoise = /ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch|ERR_FAILED/;
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !outageNoise.test(line)));
});
