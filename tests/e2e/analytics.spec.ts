import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { FLUSH_DELAY_MS } from '../../src/lib/analytics/analytics-beacon';
import { authRoutes, HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import { logIn } from './support/auth-pages';
import { consoleSignIn, passSecondFactor } from './support/console-sign-in';
import { apiToken, PortalProcess } from './support/portal-process';
import { expect, messagesFor, test, waitForApp } from './support';

/*
 * Site statistics end to end (issue #14), on a server of its own so every number is this file's: a visit with Do Not
 * Track sends nothing and nothing is stored; a plain visit of three page views with a search that finds nothing is
 * sent as beacons, and the admin's dashboard (its API and its screen) shows exactly what was sent. The admin's own
 * browser sends Global Privacy Control, so the console visit counts for nothing either.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Analytics-e2e-1';
const run = randomBytes(3).toString('hex');
const admin = { email: `analytics-admin-${run}@example.org`, firstName: 'Ada', password: PASSWORD };
const en = messagesFor('EN');
/** Words no page of the seed holds (letters only: nothing like a telephone number). */
const gap = `xyzzy plover ${run.replace(/\d/g, 'q')}`;

const mailbox = new MailCatcher();
let portal: PortalProcess;
let adminToken: string;

interface Dashboard {
  totals: { visitors: number; pageviews: number; events: number };
  pages: Array<{ path: string; pageviews: number; visitors: number }>;
  languages: Array<{ language: string; pageviews: number }>;
  devices: Array<{ device: string; pageviews: number }>;
  surfaces: Array<{ surface: string; device: string; pageviews: number }>;
  events: Array<{ kind: string; count: number }>;
  searches: { withResults: number; withoutResults: number };
  searchGaps: Array<{ query: string; language: string; count: number }>;
}

async function dashboard(): Promise<Dashboard> {
  const response = await fetch(`${portal.url}/api/console/analytics`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Dashboard }).data;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mailbox.start();
  portal = new PortalProcess(mailbox.url);
  await portal.start();
  await portal.registerActive(mailbox, admin);
  await portal.stop();
  portal.grant(admin.email, 'admin');
  await portal.start();
  adminToken = await apiToken(portal.url, admin.email, admin.password);
  await passSecondFactor(portal.url, adminToken, admin.email);
});

test.afterAll(async () => {
  await portal?.remove();
  await mailbox.stop();
});

/** Every beacon a page sends, and the address of the beacon's own chunk once it is fetched ('' until then). */
function watchBeacons(page: Page) {
  const beacons: Request[] = [];
  const seen = { chunk: '' };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events') beacons.push(request);
    if (/\/assets\/analytics-beacon-[^/]+\.js$/.test(request.url())) seen.chunk = request.url();
  });
  return { beacons, seen, events: () => beacons.flatMap((request) => request.postDataJSON() as Array<Record<string, unknown>>) };
}

/**
 * Lets everything the page's beacon would have sent go, without waiting on the wall clock: the beacon's chunk has been
 * fetched and run (importing the same module waits for the app's own import of it, whose handler records the page
 * views), then the page's clock (installed on its context) is moved past the beacon's timer. A beacon sent now is
 * sent from inside that call, so it has been seen when the page's calls below answer.
 */
async function runBeaconTimer(page: Page, watched: ReturnType<typeof watchBeacons>) {
  await expect.poll(() => watched.seen.chunk).not.toBe('');
  await page.evaluate(async (url) => {
    await import(url);
  }, watched.seen.chunk);
  await page.clock.runFor(FLUSH_DELAY_MS + 1_000);
  await page.evaluate(() => document.readyState);
}

/** Home, then the header's search link (client-side), then a search that finds nothing: three page views. */
async function visit(page: Page) {
  await page.goto(`${portal.url}${HOME_PATH}`);
  await waitForApp(page);
  await page.getByRole('link', { name: en['header.search'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.search);
  const box = page.getByRole('combobox', { name: en['search.box.label'] });
  await box.fill(gap);
  await page.getByRole('search').getByRole('button', { name: en['search.box.submit'] }).click();
  await expect(page.getByTestId('search-summary')).toHaveText(en['search.results.none']!.replace('{q}', gap));
}

const signals = (context: BrowserContext, script: string) => context.addInitScript(script);

test('a visit with Do Not Track sends nothing, and nothing is stored', async ({ browser }) => {
  const context = await browser.newContext();
  await signals(context, "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });");
  await context.clock.install();
  const page = await context.newPage();
  const watched = watchBeacons(page);
  await visit(page);
  // The beacon did arrive and decided itself; its timer and the page's end would both have sent.
  await runBeaconTimer(page, watched);
  await page.close({ runBeforeUnload: true });
  await context.close();
  expect(watched.beacons).toHaveLength(0);
  const numbers = await dashboard();
  expect(numbers.totals).toEqual({ visitors: 0, pageviews: 0, events: 0 });
  expect(numbers.searches).toEqual({ withResults: 0, withoutResults: 0 });
});

test('a visit is counted exactly as sent, and the admin dashboard shows it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const watched = watchBeacons(page);
  await visit(page);
  // The search is sent with the page views once the short timer runs out.
  await expect.poll(() => watched.events().some((event) => event.kind === 'search'), { timeout: 15_000 }).toBe(true);
  await context.close();

  const sent = watched.events();
  const common = { language: 'EN', surface: 'web', width: 1280 };
  expect(sent).toEqual([
    { kind: 'pageview', path: HOME_PATH, ...common },
    { kind: 'pageview', path: pageRoutes.search, ...common },
    { kind: 'pageview', path: pageRoutes.search, ...common },
    { kind: 'search', path: pageRoutes.search, results: 0, query: gap, ...common },
  ]);
  for (const request of watched.beacons) expect(request.headers()['content-type']).toMatch(/^text\/plain/);

  // The server writes its buffer every 250 ms; today's numbers come from the raw rows.
  await expect.poll(async () => (await dashboard()).totals, { timeout: 10_000 }).toEqual({ visitors: 1, pageviews: 3, events: 1 });
  const numbers = await dashboard();
  expect(numbers.pages).toEqual([
    { path: pageRoutes.search, pageviews: 2, visitors: 1 },
    { path: HOME_PATH, pageviews: 1, visitors: 1 },
  ]);
  const counted = <T extends { pageviews: number }>(rows: T[]) => rows.filter((row) => row.pageviews > 0);
  expect(counted(numbers.languages)).toEqual([expect.objectContaining({ language: 'EN', pageviews: 3 })]);
  expect(counted(numbers.devices)).toEqual([expect.objectContaining({ device: 'desktop', pageviews: 3 })]);
  expect(counted(numbers.surfaces)).toEqual([expect.objectContaining({ surface: 'web', device: 'desktop', pageviews: 3 })]);
  expect(numbers.events.filter((row) => row.count > 0)).toEqual([expect.objectContaining({ kind: 'search', count: 1 })]);
  expect(numbers.searches).toEqual({ withResults: 0, withoutResults: 1 });
  expect(numbers.searchGaps).toEqual([{ query: gap, language: 'EN', count: 1 }]);

  // The admin reads the same in the console; their browser asks not to be tracked (Global Privacy Control).
  const adminContext = await browser.newContext();
  await signals(adminContext, "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });");
  await adminContext.clock.install();
  const adminPage = await adminContext.newPage();
  const adminWatch = watchBeacons(adminPage);
  await adminPage.goto(`${portal.url}${authRoutes.login}`);
  await waitForApp(adminPage);
  await logIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL((url) => url.pathname === HOME_PATH);
  await consoleSignIn(adminPage, portal.url, admin.email);
  await adminPage.goto(`${portal.url}${consoleRoutes.consoleApplications}`);
  await waitForApp(adminPage);
  await adminPage.getByRole('link', { name: en['console.nav.analytics'] }).click();
  await expect(adminPage).toHaveURL((url) => url.pathname === consoleRoutes.consoleAnalytics);
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(en['console.analytics.title']!);
  await expect(adminPage.getByTestId('console-analytics-total-visitors')).toContainText('1');
  await expect(adminPage.getByTestId('console-analytics-total-pageviews')).toContainText('3');
  await expect(adminPage.getByTestId('console-analytics-total-searchesWithout')).toContainText('1');
  const gaps = adminPage.getByRole('table', { name: en['console.analytics.gaps.title'] });
  await expect(gaps.getByRole('row').filter({ hasText: gap })).toContainText('1');
  const pages = adminPage.getByRole('table', { name: en['console.analytics.pages.title'] });
  await expect(pages.getByRole('row').filter({ hasText: pageRoutes.search })).toContainText('2');

  // The CSV of the searches without results holds the same row.
  const download = adminPage.waitForEvent('download');
  await adminPage.getByLabel(en['console.analytics.export.report']!).selectOption('searches');
  await adminPage.getByTestId('console-analytics-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-searches-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  await runBeaconTimer(adminPage, adminWatch);
  await adminContext.close();
  expect(adminWatch.beacons).toHaveLength(0);
  expect((await dashboard()).totals).toEqual({ visitors: 1, pageviews: 3, events: 1 });
});
