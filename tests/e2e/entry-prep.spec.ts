import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import type { Language } from '../../src/lib/i18n/languages';
import { authRoutes, pageRoutes, withQuery } from '../../src/lib/routes';
import { logIn, text } from './support/auth-pages';
import { PortalProcess } from './support/portal-process';
import { expect, setLanguageCookie, test, waitForApp } from './support';

/*
 * Entry preparation (issue #11): the picker, the four checklists spread over the three languages (each language and
 * each identity × timing at least once), ticks that survive a reload and a language switch, the bad-URL message,
 * the printout, axe on both pages, and — on a server of its own — ticks kept in the account across browsers.
 */

type Identity = 'foreigner' | 'hkMacao';
type Timing = 'before' | 'after';
interface Step {
  id: string;
  title: string;
}

const stepsUrl = (identity: Identity, timing: Timing) => withQuery(pageRoutes.preparationforentryStep, { identity, timing });

async function stepsOf(page: Page, identity: Identity, timing: Timing, language: Language): Promise<Step[]> {
  const response = await page.request.get(`/api/tools/entry-steps?identity=${identity}&timing=${timing}&language=${language}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { steps: Step[] } }).data.steps;
}

const progress = (page: Page) => page.getByTestId('entry-progress');
const checkbox = (page: Page, step: Step) => page.locator(`[data-step="${step.id}"]`).getByRole('checkbox');

const COMBINATIONS: { language: Language; identity: Identity; timing: Timing }[] = [
  { language: 'EN', identity: 'foreigner', timing: 'before' },
  { language: 'CN', identity: 'foreigner', timing: 'after' },
  { language: 'TC', identity: 'hkMacao', timing: 'before' },
  { language: 'EN', identity: 'hkMacao', timing: 'after' },
];

for (const { language, identity, timing } of COMBINATIONS) {
  test(`${language}: ${identity} ${timing} entry — pick, tick, reload, the ticks stay`, async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, language);
    const steps = await stepsOf(page, identity, timing, language);
    expect(steps.length).toBeGreaterThanOrEqual(5);

    await page.goto(pageRoutes.preparationforentry);
    await page.getByTestId('entry-identity').getByRole('radio', { name: text(language, `entryPrep.identity.${identity}`) }).check();
    await page.getByTestId('entry-timing').getByRole('radio', { name: text(language, `entryPrep.timing.${timing}`) }).check();
    // Each answer is kept in the picker's URL as it is given.
    await expect(page).toHaveURL((url) => url.searchParams.get('identity') === identity && url.searchParams.get('timing') === timing);
    await page.getByRole('button', { name: text(language, 'entryPrep.picker.submit') }).click();

    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.preparationforentryStep && url.searchParams.get('identity') === identity && url.searchParams.get('timing') === timing);
    await expect(page.getByTestId('entry-step')).toHaveCount(steps.length);
    await expect(page.getByTestId('entry-step').first().getByRole('heading', { level: 2 })).toHaveText(steps[0]!.title);
    const total = String(steps.length);
    await expect(progress(page)).toContainText(text(language, 'entryPrep.steps.progress', { done: '0', total }));

    const chosen = [steps[0]!, steps[2]!, steps[steps.length - 1]!];
    for (const step of chosen) await checkbox(page, step).check();
    await checkbox(page, steps[2]!).uncheck();
    await expect(progress(page)).toContainText(text(language, 'entryPrep.steps.progress', { done: '2', total }));

    await page.reload();
    await expect(checkbox(page, steps[0]!)).toBeChecked();
    await expect(checkbox(page, steps[steps.length - 1]!)).toBeChecked();
    await expect(checkbox(page, steps[2]!)).not.toBeChecked();
    await expect(progress(page)).toContainText(text(language, 'entryPrep.steps.progress', { done: '2', total }));
    await expect(page.getByTestId('entry-sync')).toHaveAttribute('data-state', 'none');

    // The other timing is a checklist of its own.
    const other: Timing = timing === 'before' ? 'after' : 'before';
    await page.getByRole('link', { name: text(language, `entryPrep.steps.switchTiming.${other}`) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('timing') === other);
    await expect(page.getByTestId('entry-steps')).toHaveAttribute('data-timing', other);
    await expect(page.getByTestId('entry-step').locator('input:checked')).toHaveCount(0);
  });
}

test('the ticks and the choice survive a language switch', async ({ page, context, baseURL }) => {
  await setLanguageCookie(context, baseURL!, 'EN');
  const [english, traditional] = [await stepsOf(page, 'foreigner', 'after', 'EN'), await stepsOf(page, 'foreigner', 'after', 'TC')];
  await page.goto(stepsUrl('foreigner', 'after'));
  await checkbox(page, english[3]!).check();
  await expect(checkbox(page, english[3]!)).toBeChecked();
  await setLanguageCookie(context, baseURL!, 'TC');
  await page.reload();
  await expect(page.getByTestId('entry-step').first().getByRole('heading', { level: 2 })).toHaveText(traditional[0]!.title);
  await expect(checkbox(page, traditional[3]!)).toBeChecked();
  await expect(page.getByTestId('entry-choice')).toContainText(text('TC', 'entryPrep.identity.foreigner'));
});

test('a hand-edited URL explains itself and leads back to the picker with what it got right', async ({ page }) => {
  await page.goto(withQuery(pageRoutes.preparationforentryStep, { identity: 'astronaut', timing: 'after' }));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('entry-invalid')).toContainText(text('EN', 'entryPrep.invalid.title'));
  await expect(page.getByTestId('entry-step')).toHaveCount(0);
  await page.getByRole('link', { name: text('EN', 'entryPrep.invalid.back') }).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.preparationforentry && url.searchParams.get('timing') === 'after');
  await expect(page.getByTestId('entry-timing').getByRole('radio', { name: text('EN', 'entryPrep.timing.after') })).toBeChecked();
  // Sent with a question unanswered, the picker says which.
  await page.getByRole('button', { name: text('EN', 'entryPrep.picker.submit') }).click();
  await expect(page.getByTestId('entry-identity').getByRole('alert')).toHaveText(text('EN', 'entryPrep.picker.identity.missing'));
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.preparationforentry);
});

test('the printout shows the checklist without the page around it', async ({ page }) => {
  await page.goto(stepsUrl('hkMacao', 'after'));
  await expect(page.getByTestId('entry-step').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByTestId('entry-print')).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('entry-step').last()).toBeAttached();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker is a plain form to the server-rendered steps', async ({ page }) => {
    await page.goto(withQuery(pageRoutes.preparationforentry, { identity: 'hkMacao', timing: 'after' }));
    await expect(page.getByTestId('entry-identity').getByRole('radio', { name: text('EN', 'entryPrep.identity.hkMacao') })).toBeChecked();
    await page.getByRole('button', { name: text('EN', 'entryPrep.picker.submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.preparationforentryStep && url.searchParams.get('identity') === 'hkMacao');
    await expect(page.getByTestId('entry-step').first()).toBeVisible();
    // The boxes wait for the page to come to life (a tick before would not be kept).
    await expect(page.getByTestId('entry-step').first().getByRole('checkbox')).toBeDisabled();
  });
});

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function violationsOf(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test.describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  // axe is injected as an inline script, which the server's CSP rightly forbids.
  test.use({ bypassCSP: true });

  const pages = [
    withQuery(pageRoutes.preparationforentry, { identity: 'foreigner' }),
    stepsUrl('foreigner', 'after'),
    withQuery(pageRoutes.preparationforentryStep, { identity: 'foreigner', timing: 'soon' }),
  ];
  for (const path of pages) {
    for (const language of ['EN', 'TC'] as const) {
      test(`${path} in ${language}`, async ({ page, context, baseURL }) => {
        await setLanguageCookie(context, baseURL!, language);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (path.includes('/step?') && !path.includes('soon')) {
          // Checked with a tick and the boxes enabled, as a visitor sees it.
          await page.getByTestId('entry-step').first().getByRole('checkbox').check();
        }
        expect(await violationsOf(page)).toEqual([]);
      });
    }
  }
});

test.describe('signed in', () => {
  test.describe.configure({ mode: 'serial' });
  const person = { email: 'entry.checklist@example.org', password: 'entry pass 1', firstName: 'Noor' };
  let mailbox: MailCatcher;
  let portal: PortalProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mailbox = await new MailCatcher().start();
    portal = new PortalProcess(mailbox.url);
    await portal.start();
    await portal.registerActive(mailbox, person, 'CN');
  });

  test.afterAll(async () => {
    await portal?.remove();
    await mailbox?.stop();
  });

  async function signIn(page: Page) {
    await page.goto(`${portal.url}${withQuery(authRoutes.login, { redirect: stepsUrl('hkMacao', 'after') })}`);
    await waitForApp(page);
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.preparationforentryStep);
  }

  test('CN: ticks made in one browser are in the account in another', async ({ browser }) => {
    // Two browsers and two sign-ins (each an argon2id verification): more than the default half-minute on a busy runner.
    test.setTimeout(90_000);
    const first = await browser.newContext();
    await setLanguageCookie(first, portal.url, 'CN');
    const page = await first.newPage();
    const steps = await (async () => {
      const response = await page.request.get(`${portal.url}/api/tools/entry-steps?identity=hkMacao&timing=after&language=CN`);
      return ((await response.json()) as { data: { steps: Step[] } }).data.steps;
    })();
    // Ticked before logging in: kept in this browser, then merged into the account.
    await page.goto(`${portal.url}${stepsUrl('hkMacao', 'after')}`);
    await waitForApp(page);
    await checkbox(page, steps[1]!).check();
    await expect(page.getByTestId('entry-sync')).toHaveAttribute('data-state', 'none');
    await signIn(page);
    await expect(page.getByTestId('entry-sync')).toHaveAttribute('data-state', 'saved');
    await expect(checkbox(page, steps[1]!)).toBeChecked();
    const saved = page.waitForResponse((response) => response.url().includes('/api/tools/entry-checklist') && response.request().method() === 'PUT');
    await checkbox(page, steps[4]!).check();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('entry-sync')).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('entry-sync')).toHaveText(text('CN', 'entryPrep.sync.saved'));
    await first.close();

    // Another browser: nothing stored locally, everything from the account.
    const second = await browser.newContext();
    await setLanguageCookie(second, portal.url, 'CN');
    const other = await second.newPage();
    await signIn(other);
    await expect(other.getByTestId('entry-sync')).toHaveAttribute('data-state', 'saved');
    await expect(checkbox(other, steps[1]!)).toBeChecked();
    await expect(checkbox(other, steps[4]!)).toBeChecked();
    await expect(progress(other)).toContainText(text('CN', 'entryPrep.steps.progress', { done: '2', total: String(steps.length) }));
    await second.close();
  });
});
