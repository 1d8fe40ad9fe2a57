import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { authRoutes, HOME_PATH } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import { logIn } from './support/auth-pages';
import { consoleSignIn } from './support/console-sign-in';
import { PortalProcess } from './support/portal-process';
import { expect, messagesFor, test } from './support';

/*
 * Kiosk operations (issue #12 §6) on a server of its own: an admin registers terminals in the console and is shown
 * each device key once (issue #29 §10); terminals post heartbeats with it as kiosk/heartbeat.ts does, and the admin
 * finds them with last seen, version, route and state; a beat without the key is refused; a recruiter gets neither
 * link nor list.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Kiosk-e2e-1';
const run = randomBytes(4).toString('hex');
const admin = { email: `kiosk-admin-${run}@example.org`, firstName: 'Ada', password: PASSWORD };
const recruiter = { email: `kiosk-recruiter-${run}@example.org`, firstName: 'Rita', password: PASSWORD };
const en = messagesFor('EN');

const mailbox = new MailCatcher();
let portal: PortalProcess;

const keys = new Map<string, string>();
const beat = (deviceId: string, route: string, online = true, key = keys.get(deviceId) ?? 'unregistered-key-0000000000000000') =>
  fetch(`${portal.url}/api/kiosk/heartbeat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId, key, version: '1.0.19', route, online }),
  });

/** The console's registration form: the key is read off the screen, as the admin copies it, then put away. */
async function register(page: Page, deviceId: string) {
  const form = page.getByTestId('kiosk-register');
  await form.getByRole('textbox', { name: en['console.kiosks.register.deviceId'] }).fill(deviceId);
  await form.getByRole('button', { name: en['console.kiosks.register.submit'] }).click();
  const key = await page.getByTestId('kiosk-register-key-value').textContent();
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('kiosk-register-command')).toContainText(`${deviceId} ${key}`);
  keys.set(deviceId, key!);
  await page.getByRole('button', { name: en['console.kiosks.register.dismiss'] }).click();
  await expect(page.getByTestId('kiosk-register-key')).toHaveCount(0);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mailbox.start();
  portal = new PortalProcess(mailbox.url);
  await portal.start();
  for (const person of [admin, recruiter]) await portal.registerActive(mailbox, person);
  await portal.stop();
  portal.grant(admin.email, 'admin');
  portal.grant(recruiter.email, 'recruiter:ITH-0001');
  await portal.start();
});

test.afterAll(async () => {
  await portal?.remove();
  await mailbox.stop();
});

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto(`${portal.url}${authRoutes.login}`);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
  await consoleSignIn(page, portal.url, person.email);
}

test('an admin registers kiosks and sees every one that beat, with its last route (no query) and state', async ({ page }) => {
  // Not registered: refused, whatever it claims.
  expect((await beat(`hall-${run}`, '/pages/events')).status).toBe(401);
  expect((await beat('bad id', '/')).status).toBe(400);

  await signIn(page, admin);
  await page.goto(`${portal.url}${consoleRoutes.consoleApplications}`);
  await page.getByRole('link', { name: en['console.nav.kiosks'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === consoleRoutes.consoleKiosks);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['console.kiosks.title']!);
  await register(page, `hall-${run}`);
  await register(page, `desk-${run}`);
  expect((await beat(`hall-${run}`, '/pages/events?keyword=Chan')).status).toBe(200);
  expect((await beat(`desk-${run}`, '/pages/jobs', false)).status).toBe(200);
  await page.getByTestId('console-kiosks-refresh').click();
  const table = page.getByTestId('console-kiosks');
  const row = (device: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: device }) });
  await expect(row(`hall-${run}`)).toContainText('/pages/events');
  await expect(row(`hall-${run}`)).not.toContainText('keyword');
  await expect(row(`hall-${run}`)).toContainText(en['console.kiosks.state.online']!);
  await expect(row(`desk-${run}`)).toContainText(en['console.kiosks.state.offline']!);
  await expect(row(`desk-${run}`)).toContainText('1.0.19');

  // A new beat shows on the next refresh.
  expect((await beat(`desk-${run}`, '/pages/benefits')).status).toBe(200);
  await page.getByTestId('console-kiosks-refresh').click();
  await expect(row(`desk-${run}`)).toContainText('/pages/benefits');
  await expect(row(`desk-${run}`)).toContainText(en['console.kiosks.state.online']!);
});

test('a recruiter has no kiosk link, and the kiosk list says it is not for their role', async ({ page, pageErrors }) => {
  await signIn(page, recruiter);
  await page.goto(`${portal.url}${consoleRoutes.consoleApplications}`);
  await expect(page.getByRole('link', { name: en['console.nav.applications'] })).toBeVisible();
  await expect(page.getByRole('link', { name: en['console.nav.kiosks'] })).toHaveCount(0);
  await page.goto(`${portal.url}${consoleRoutes.consoleKiosks}`);
  // The console knows the roles (GET /api/console/me) and does not even ask for the list.
  await expect(page.getByTestId('console-not-for-role')).toContainText(en['console.staff.notForRole.body']!);
  await expect(page.getByTestId('console-kiosks')).toHaveCount(0);
  // The server's 403, as the browser reports every refused call.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !line.includes('403')));
});
