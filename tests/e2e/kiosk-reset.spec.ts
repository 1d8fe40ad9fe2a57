import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LOCALE_TAG } from '../../src/lib/i18n/languages';
import { authRoutes, HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import { logIn } from './support/auth-pages';
import { PortalProcess } from './support/portal-process';
import { expect, messagesFor, test } from './support';

/*
 * The acceptance journey on a touch-screen kiosk (portrait hall screen): a visitor signs in, leaves a
 * questionnaire half filled in, switches to Traditional Chinese and enlarges the text, then walks away. The idle
 * warning counts down, the kiosk resets to its attract screen, and nothing of that visitor is left: not through Back,
 * not on screen, not in any storage area or cookie, not on the server (the revoked token gets 401); language and
 * text size are the kiosk's defaults. A second visitor taps during the countdown and loses nothing.
 * Time is Playwright's clock: the idle time and the countdown pass in an instant, exactly.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

const IDLE_SECONDS = 300;
const COUNTDOWN_SECONDS = 30;
const KIOSK = '/kiosk';
const run = randomBytes(4).toString('hex');
const visitor = { email: `kiosk-${run}@example.org`, firstName: 'Kiki', password: 'Kiosk-e2e-1' };
const cn = messagesFor('CN');
const tc = messagesFor('TC');

const mailbox = new MailCatcher();
let portal: PortalProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await mailbox.start();
  portal = new PortalProcess(mailbox.url);
  await portal.start();
  await portal.registerActive(mailbox, visitor);
});

test.afterAll(async () => {
  await portal?.remove();
  await mailbox.stop();
});

const kioskUrl = (path: string) => `${portal.url}${KIOSK}${path}`;

/** A visitor's visit up to the moment they walk away: signed in, a draft in the questionnaire, TC, larger text. */
async function startVisit(page: Page) {
  await page.clock.install();
  await page.goto(`${portal.url}${KIOSK}/?device=e2e-hall-1&idle=${IDLE_SECONDS}&lang=CN`);
  // A fresh kiosk waits on its attract screen; a touch starts the visit.
  const attract = page.getByTestId('kiosk-attract');
  await expect(attract).toBeVisible();
  await expect(attract).toContainText(cn['kiosk.attract.touch']!);
  await expect(attract).toContainText(tc['kiosk.attract.touch']!);
  await expect(attract).toContainText(messagesFor('EN')['kiosk.attract.touch']!);
  await page.getByTestId('kiosk-attract-start').tap();
  await expect(attract).toBeHidden();
  expect(new URL(page.url()).search, 'the start URL keeps no settings').toBe('');
  const defaultFontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

  await page.goto(kioskUrl(authRoutes.login));
  await logIn(page, visitor.email, visitor.password);
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${HOME_PATH}`);
  await expect(page.getByTestId('user-avatar')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.goto(kioskUrl(pageRoutes.profile));
  await expect(page.locator('main')).toContainText(visitor.email);

  // Things a visitor's pages may leave in the other storage areas.
  await page.evaluate(async () => {
    localStorage.setItem('visitor.note', 'mine');
    await (await caches.open('visitor-cache')).put('/visitor', new Response('mine'));
    document.cookie = 'visitor_pref=1; Path=/';
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('visitor-db', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('drafts');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  });

  // A questionnaire half filled in (its draft lives in this tab's storage and survives the language switch).
  await page.goto(`${kioskUrl(pageRoutes.reportstep)}?topic=profile`);
  await page.locator('input[name="age"]').fill('36');
  await page.locator('input[name="identity"][value="foreigner"]').check();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('talentReport.answers'))).toContain('36');

  // Traditional Chinese, through the header's switcher (it reloads after its success message).
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(cn['language.switcher.label']!) }).click();
  await header.getByRole('button', { name: cn['language.name.TC'] }).click();
  await page.clock.runFor(1_500);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG.TC, { timeout: 15_000 });
  await expect(page.locator('input[name="age"]')).toHaveValue('36');

  // Larger text, through the accessibility controls.
  await page.getByTestId('kiosk-text-size-larger').tap();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).not.toBe(defaultFontSize);
  return { token: token!, defaultFontSize };
}

async function walkAwayUntilWarning(page: Page) {
  // From here the clock moves only when told to.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // The visitor's last input, at a known instant: the idle time counts from here.
  await page.keyboard.press('Shift');
  await page.clock.runFor(IDLE_SECONDS * 1_000 - 1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.runFor(1);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(tc['kiosk.idle.title']!);
  const countdown = page.getByTestId('kiosk-idle-countdown');
  await expect(countdown).toHaveText(String(COUNTDOWN_SECONDS));
  await page.clock.runFor(10_000);
  await expect(countdown).toHaveText(String(COUNTDOWN_SECONDS - 10));
  return { dialog, secondsLeft: COUNTDOWN_SECONDS - 10 };
}

/**
 * Brings about a reset (`trigger`) and waits for what it ends with: the kiosk's home page loaded anew and its app
 * started (the attract screen already covers the old page meanwhile, so it alone says nothing).
 */
async function resetToNewPage(page: Page, trigger: () => Promise<void>) {
  const newDocument = page.waitForEvent('load', { timeout: 30_000 });
  await trigger();
  await page.clock.resume();
  await newDocument;
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 15_000 });
}

test('a visitor who walks away leaves nothing behind: the kiosk resets to its attract screen', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { token, defaultFontSize } = await startVisit(page);
  const { dialog, secondsLeft } = await walkAwayUntilWarning(page);

  await resetToNewPage(page, () => page.clock.runFor(secondsLeft * 1_000));
  await expect(dialog).toBeHidden();
  const attract = page.getByTestId('kiosk-attract');
  await expect(attract).toBeVisible();
  // Back in the kiosk's default language, at the default text size.
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG.CN);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(defaultFontSize);

  // The server no longer knows the token.
  const profile = await fetch(`${portal.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status).toBe(401);

  // Every storage area and cookie: nothing of the visitor. The device settings and the kiosk's own history
  // bookkeeping stay; the language cookie holds the kiosk's default.
  const left = await page.evaluate(async () => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
    // Cache Storage holds only the kiosk's own offline page.
    caches: (await caches.keys()).filter((name) => !name.startsWith('kiosk-')),
  }));
  expect(left).toEqual({ session: ['kiosk.visit'], local: [], databases: [], caches: [] });
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(Object.keys(cookies).sort()).toEqual(['kiosk_device', 'language']);
  expect(cookies.language).toBe('CN');
  expect(JSON.parse(decodeURIComponent(cookies.kiosk_device!))).toMatchObject({ device: 'e2e-hall-1', idle: IDLE_SECONDS, lang: 'CN' });

  // The next visitor starts from nothing: signed out, an empty questionnaire.
  await page.getByTestId('kiosk-attract-start').tap();
  await expect(page.getByTestId('user-avatar')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${HOME_PATH}`);

  // Back cannot reach the previous visitor's pages: every earlier entry opens the home page, signed out.
  // (A terminal starts on its kiosk address; this browser began on a blank page, where Back finally stops.)
  let steps = 0;
  for (; steps < 6; steps += 1) {
    await page.goBack();
    if (page.url() === 'about:blank') break;
    await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${HOME_PATH}`);
    await expect(page.getByTestId('user-avatar')).toHaveCount(0);
    await expect(page.locator('input[name="age"]')).toHaveCount(0);
  }
  expect(steps, 'the visit left entries to go back through').toBeGreaterThanOrEqual(2);
  await page.goForward();
  await page.goto(`${kioskUrl(pageRoutes.reportstep)}?topic=profile`);
  await expect(page.locator('input[name="age"]')).toHaveValue('');
  await expect(page.getByTestId('kiosk-attract')).toHaveCount(0);
});

test('a tap during the countdown keeps everything: session, draft, language, text size, storage and page', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { token, defaultFontSize } = await startVisit(page);
  const here = page.url();
  const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const enlarged = await fontSize();
  expect(enlarged).not.toBe(defaultFontSize);
  const { dialog } = await walkAwayUntilWarning(page);

  await page.touchscreen.tap(40, 1_800);
  await expect(dialog).toBeHidden();
  // Past the moment the countdown would have ended: nothing happens.
  await page.clock.runFor((COUNTDOWN_SECONDS + 5) * 1_000);
  await expect(page.getByTestId('kiosk-attract')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(page.url()).toBe(here);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG.TC);
  await expect(page.locator('input[name="age"]')).toHaveValue('36');
  expect(await page.evaluate(() => sessionStorage.getItem('talentReport.answers'))).toContain('36');
  expect(await fontSize()).toBe(enlarged);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-text-size', '1');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  expect(await page.evaluate(() => localStorage.getItem('visitor.note'))).toBe('mine');
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toContain('visitor-db');
  expect(await page.evaluate(async () => (await caches.keys()).includes('visitor-cache'))).toBe(true);
  const profile = await fetch(`${portal.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status).toBe(200);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('visitor_pref');
});

/**
 * The visitor-bearing part of the page's Redux state, read from React's own tree (the react-redux Provider's `store`
 * prop), so production code carries no test hook. Content the pages load (home data, section lists) is left out: a
 * reset keeps the page it lands on.
 */
function visitorState(page: Page) {
  return page.evaluate(() => {
    const container = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = container ? Object.keys(container).find((name) => name.startsWith('__reactContainer$')) : undefined;
    type Store = { getState(): Record<string, unknown>; dispatch(action: { type: string }): unknown };
    type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedProps?: { store?: Store } };
    const pending: Fiber[] = key ? [container![key] as Fiber] : [];
    while (pending.length) {
      const fiber = pending.pop()!;
      const store = fiber.memoizedProps?.store;
      if (store && typeof store.getState === 'function') {
        // A lazily injected slice's state joins the store with the next action after its injection: an action no
        // reducer knows brings in every injected slice, so the two stores do not differ by when they were read.
        store.dispatch({ type: 'e2e/read' });
        const { session, authFlow, profile, kioskAccess, assistant, search } = store.getState();
        return JSON.parse(JSON.stringify({ session, authFlow, profile, kioskAccess, assistant, search })) as Record<string, unknown>;
      }
      if (fiber.sibling) pending.push(fiber.sibling);
      if (fiber.child) pending.push(fiber.child);
    }
    throw new Error('no Redux store in the React tree');
  });
}

test('"end my visit now" resets at once, into a new page of the kiosk even when the language was not changed; Back stays in the new visit', async ({ page, context }) => {
  test.setTimeout(90_000);
  // A kiosk loaded afresh, in a tab of its own: what the store holds before anyone has touched it.
  const fresh = await context.newPage();
  await fresh.goto(`${portal.url}${KIOSK}/?device=e2e-hall-3&idle=${IDLE_SECONDS}&lang=EN`);
  await expect(fresh.getByTestId('kiosk-attract')).toBeVisible();
  // Its help widget (whose store part comes with its chunk, after the page came to life) is there too, as it is on
  // the kiosk after the reset: compared before it loads, the two stores differ by when they were read.
  await expect(fresh.getByTestId('assistant-launcher')).toBeAttached();
  await page.clock.install();
  await page.goto(`${portal.url}${KIOSK}/?device=e2e-hall-2&idle=${IDLE_SECONDS}&lang=EN`);
  await page.getByTestId('kiosk-attract-start').tap();
  await page.goto(kioskUrl(authRoutes.login));
  await logIn(page, visitor.email, visitor.password);
  // The profile, reached inside the app: its history entry belongs to this document.
  await page.getByTestId('user-avatar').tap();
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${pageRoutes.profile}`);
  await expect(page.locator('main')).toContainText(visitor.email);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  // Back home, where the visitor opens "continue on your phone" (a dialog of the page's own state) and leaves it open.
  await page.locator(`header a[href="${KIOSK}${HOME_PATH}"]`).first().tap();
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${HOME_PATH}`);
  await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().tap();
  const handOff = page.getByRole('dialog', { name: messagesFor('EN')['kiosk.handOff.title'] });
  await expect(handOff).toBeVisible();
  expect((await visitorState(page)).session).not.toEqual((await visitorState(fresh)).session);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(IDLE_SECONDS * 1_000);
  await resetToNewPage(page, () => page.getByTestId('kiosk-idle-end').tap());
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();
  // A new document (nothing of the visitor's page lives on in memory), at home, signed out; the dialog went with it.
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${HOME_PATH}`);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The visitor's part of the store is what a kiosk loaded afresh holds.
  expect(await visitorState(page)).toEqual(await visitorState(fresh));
  await page.getByTestId('kiosk-attract-start').tap();
  await expect(page.getByTestId('user-avatar')).toHaveCount(0);
  await expect(handOff).toHaveCount(0);

  // Back onto the profile's entry, the previous document's: the kiosk takes it over and stays home.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${HOME_PATH}`);
  await expect(page.locator('main')).not.toContainText(visitor.email);
  await expect(page.getByTestId('user-avatar')).toHaveCount(0);

  // The next visitor finds a working kiosk: nothing covers the page, its links work.
  await expect(page.getByTestId('app-spinner')).toHaveCount(0);
  await page.locator(`header a[href="${KIOSK}${pageRoutes.events}"]`).first().tap();
  await expect(page).toHaveURL((url) => url.pathname === `${KIOSK}${pageRoutes.events}`);
});
