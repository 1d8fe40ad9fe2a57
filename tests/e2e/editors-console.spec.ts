import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { LANGUAGE_COOKIE, LOCALE_TAG } from '../../src/lib/i18n/languages';
import { authRoutes, HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import { logIn, text } from './support/auth-pages';
import { PortalProcess } from './support/portal-process';
import { collectPageErrors, expect, setLanguageCookie, test, waitForApp } from './support';

/*
 * The editors' console end to end (issue #13, acceptance): on a server of its own, an admin (made with the CLI) signs
 * in with TOTP and makes an editor of events in the Users screen; the editor writes an event in CN, drafts TC by
 * conversion, fixes one phrase, previews TC at kiosk width, schedules CN and TC for a minute ahead (an anonymous visitor
 * sees it on /pages/events after that minute, not before: the server's content clock is moved there, not waited for),
 * edits it, restores the first saved revision; the admin finds each step in the audit log under the editor's name; a
 * second browser saving the same event gets the conflict with nothing lost. Everything through the screens; TOTP codes come from the secret the enrolment screen shows.
 */

test.describe.configure({ mode: 'serial' });
// A step that cannot happen fails in seconds, not at the end of the whole journey's time.
test.use({ actionTimeout: 20_000 });

const PASSWORD = 'Editors-e2e-1';
const run = randomBytes(3).toString('hex');
const admin = { email: `editors-admin-${run}@example.org`, firstName: 'Ada', password: PASSWORD };
const editor = { email: `editors-editor-${run}@example.org`, firstName: 'Edda', password: PASSWORD };
/** How the server names a person in revisions, conflicts and the audit log. */
const labelOf = (person: { firstName: string; email: string }) => `${person.firstName} <${person.email}>`;

/** The console's English words (the staff browsers use EN). */
const m = (id: string, values: Record<string, string> = {}) => text('EN', id, values);

// The event's texts: OpenCC (Simplified → Traditional, Hong Kong) keeps 信息, which Hong Kong writes 資訊 — the phrase
// the editor fixes by hand.
const cn = {
  title: `前海国际人才信息交流会 ${run}`,
  summary: '与前海企业面对面交流，了解人才政策。',
  body: '活动包括政策讲解和企业招聘。\n\n欢迎各类人才参加。',
  venue: '前海国际人才港',
  address: '深圳市南山区前海大道1号',
  organiser: '前海人才服务中心',
};
const tcConverted = `前海國際人才信息交流會 ${run}`;
const tcFixed = `前海國際人才資訊交流會 ${run}`;

const mailbox = new MailCatcher();
let portal: PortalProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mailbox.start();
  portal = new PortalProcess(mailbox.url, { drivenClock: true });
  await portal.start();
  for (const person of [admin, editor]) await portal.registerActive(mailbox, person);
  // The first admin comes from the CLI, on the stopped server's database (the embedded database serves one process).
  await portal.stop();
  portal.grant(admin.email, 'admin');
  await portal.start();
});

test.afterAll(async () => {
  await portal?.remove();
  await mailbox.stop();
});

/* ---------- the authenticator app: what each person scanned, and the steps already used ---------- */

const PERIOD_MS = 30_000;
const authenticators = new Map<string, { secret: string; lastStep: number }>();

/** A code of a step this account has not used yet (the server takes each step once, ±1 step). */
async function nextCode(email: string): Promise<string> {
  const holder = authenticators.get(email);
  if (!holder) throw new Error(`${email} has no authenticator yet`);
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = [current, current + 1].find((candidate) => candidate > holder.lastStep);
    if (step !== undefined) {
      holder.lastStep = step;
      return TOTP.generate({ secret: Secret.fromBase32(holder.secret), timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/* ---------- browsers ---------- */

interface Staff {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser of its own (cookies, session storage) in the console's English, with its errors collected. */
async function browserFor(browser: Browser): Promise<Staff> {
  const context = await browser.newContext();
  await setLanguageCookie(context, portal.url, 'EN');
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function open(page: Page, path: string) {
  await page.goto(`${portal.url}${path}`);
  await waitForApp(page);
}

/**
 * The password login, then the console's second factor on its own screen: enrolment (the key is read off the screen
 * into the "app", the recovery codes are stored) the first time, the app's code afterwards. Ends on `path`.
 */
async function signIn(page: Page, person: { email: string; password: string }, path: string) {
  await open(page, authRoutes.login);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
  await open(page, path);
  await expect(page).toHaveURL((url) => url.pathname === consoleRoutes.consoleSignIn);
  const enrol = page.getByTestId('console-sign-in-enrol');
  const code = page.getByTestId('console-sign-in-code-step');
  await expect(enrol.or(code)).toBeVisible();
  if (await enrol.isVisible()) {
    const secret = (await page.getByTestId('console-sign-in-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    authenticators.set(person.email, { secret, lastStep: 0 });
    await enrol.getByLabel(m('console.signIn.enrol.codeLabel')).fill(await nextCode(person.email));
    await enrol.getByRole('button', { name: m('console.signIn.enrol.submit') }).click();
    const codes = page.getByTestId('console-sign-in-recovery-codes');
    await expect(codes.getByTestId('console-recovery-code-list').getByRole('listitem')).toHaveCount(10);
    await codes.getByText(m('console.signIn.recoveryCodes.stored')).click();
    await codes.getByRole('button', { name: m('console.signIn.recoveryCodes.continue') }).click();
  } else {
    await code.getByLabel(m('console.signIn.code.label')).fill(await nextCode(person.email));
    await code.getByRole('button', { name: m('console.signIn.code.submit') }).click();
  }
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** A form field of the editor by the start of its label ("Title (CN)" — the label goes on with "(required …)"). */
const field = (page: Page, label: string): Locator =>
  page.getByTestId('content-editor').getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** An instant as the editor types it into a datetime-local field: China time (UTC+8), to the minute. */
const chinaInput = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 16);

/** What the anonymous visitor's browser would be served first: the server-rendered events page. */
async function eventsHtml(language: 'CN' | 'TC'): Promise<string> {
  const response = await fetch(`${portal.url}${pageRoutes.events}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The event the journey wrote, for the checks that follow it. */
let eventNo = '';

/** A browser's errors, less its own reports of the refusals the journey provokes (second factor asked, the conflict). */
const unexpected = (errors: string[], statuses: number[]) =>
  errors.filter((line) => !statuses.some((status) => line.includes(`status of ${status}`)));

test('an editor of events writes, converts, previews, schedules, edits and restores an event; the audit log and a second browser see it', async ({ browser }) => {
  test.setTimeout(360_000);
  const adminBrowser = await browserFor(browser);
  const editorBrowser = await browserFor(browser);
  let documentNo = '';

  await test.step('the admin signs in with TOTP and makes the account an editor of events in the Users screen', async () => {
    const { page } = adminBrowser;
    await signIn(page, admin, consoleRoutes.consoleUsers);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('console.users.title'));
    await page.getByLabel(m('console.users.filters.q')).fill(editor.email);
    await page.getByRole('button', { name: m('console.users.filters.search'), exact: true }).click();
    const row = page.getByTestId('console-user-row').filter({ hasText: editor.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(m('console.users.noRoles'));
    await row.getByRole('link', { name: editor.firstName }).click();
    const roles = page.getByTestId('console-roles-editor');
    await roles.getByText(m('console.users.section.event'), { exact: true }).click();
    await expect(roles.getByRole('checkbox', { name: m('console.users.section.event') })).toBeChecked();
    await roles.getByRole('button', { name: m('console.users.roles.save') }).click();
    await expect(page.getByText(m('console.users.done.roles'))).toBeVisible();
    await expect(page.locator('main')).toContainText(m('console.users.role.editor', { section: m('console.users.section.event') }));
  });

  await test.step('the editor signs in with TOTP and writes an event in CN', async () => {
    const { page } = editorBrowser;
    await signIn(page, editor, consoleRoutes.consoleContent);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('console.content.title'));
    await page.getByRole('button', { name: m('console.content.create.button', { section: 'Events' }) }).click();
    await expect(page).toHaveURL((url) => /^\/console\/content\/EVT-\d{4}$/.test(url.pathname));
    documentNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    eventNo = documentNo;

    // Common fields: an event an hour from now, so it leads the upcoming list.
    const startsAt = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
    await field(page, 'Category').selectOption('forum');
    await page.getByTestId('content-editor').getByRole('group', { name: /^Talent types/ }).getByText('topTalent', { exact: true }).click();
    await field(page, 'Banner image').fill('/content/events/evt-0001.jpg');
    await field(page, 'Map search').fill('深圳市南山区前海大道1号');
    await field(page, 'Tags').fill('talent-exchange\nforum');
    await field(page, 'Starts at').fill(chinaInput(startsAt));
    await field(page, 'Ends at').fill(chinaInput(startsAt + 2 * 3_600_000));
    // CN, the language written first (the fallback).
    await field(page, 'Title (CN)').fill(cn.title);
    await field(page, 'Summary (CN)').fill(cn.summary);
    await field(page, 'Body text (CN)').fill(cn.body);
    await field(page, 'Venue (CN)').fill(cn.venue);
    await field(page, 'Address (CN)').fill(cn.address);
    await field(page, 'Organiser (CN)').fill(cn.organiser);
    await page.getByTestId('content-save').click();
    await expect(page.getByText(m('console.content.done.save'))).toBeVisible();
    await expect(page.getByTestId('content-dirty')).toHaveText(m('console.content.editor.saved'));
  });

  await test.step('TC is drafted by conversion (marked machine-drafted) and one phrase is fixed by hand', async () => {
    const { page } = editorBrowser;
    await page.getByTestId('language-switch').getByRole('button', { name: m('console.content.language.TC') }).click();
    // Before the conversion TC is empty: each text falls back to CN.
    await expect(page.getByTestId('field-field-TC-title').getByTestId('mark-fallback')).toBeVisible();
    await page.getByTestId('content-convert').click();
    await page.getByRole('button', { name: m('console.content.convert.confirm') }).click();
    await expect(page.getByText(m('console.content.done.convert'))).toBeVisible();
    const title = field(page, 'Title (TC)');
    await expect(title).toHaveValue(tcConverted);
    await expect(field(page, 'Address (TC)')).toHaveValue('深圳市南山區前海大道1號');
    await expect(page.getByTestId('field-field-TC-title').getByTestId('mark-machine')).toBeVisible();

    await title.fill(tcFixed);
    await expect(page.getByTestId('field-field-TC-title').getByTestId('mark-machine')).toHaveCount(0);
    await page.getByTestId('content-save').click();
    await expect(page.getByText(m('console.content.done.save'))).toBeVisible();
    // The server agrees: after a reload the fixed title is there and only the untouched fields are machine-drafted.
    await page.reload();
    await waitForApp(page);
    await page.getByTestId('language-switch').getByRole('button', { name: m('console.content.language.TC') }).click();
    await expect(field(page, 'Title (TC)')).toHaveValue(tcFixed);
    await expect(page.getByTestId('field-field-TC-title').getByTestId('mark-machine')).toHaveCount(0);
    await expect(page.getByTestId('field-field-TC-summary').getByTestId('mark-machine')).toBeVisible();
  });

  await test.step('the TC draft is previewed in the public layout at kiosk width', async () => {
    const { page } = editorBrowser;
    await page.getByTestId('content-preview-link').click();
    await expect(page).toHaveURL((url) => url.pathname === `/console/preview/${documentNo}` && url.searchParams.get('language') === 'TC');
    await page.getByRole('group', { name: m('console.preview.width') }).getByRole('button', { name: m('console.preview.widths.kiosk') }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('width') === 'kiosk');
    const iframe = page.getByTestId('preview-iframe');
    await expect(iframe).toHaveAttribute('data-width', 'kiosk');
    await expect(iframe).toHaveAttribute('width', '1080');
    const frame = page.frameLocator('[data-testid="preview-iframe"]');
    await expect(frame.getByTestId('preview-frame')).toHaveAttribute('data-section', 'event');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(tcFixed);
    await expect(frame.locator('html')).toHaveAttribute('data-kiosk', '');
    await expect(frame.locator('html')).toHaveAttribute('lang', LOCALE_TAG.TC);
    await page.getByRole('link', { name: m('console.preview.back') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/console/content/${documentNo}`);
  });

  // A whole minute well ahead: however long the steps below take (the test's own ceiling is 6 minutes), the editor's
  // browser and the server, both on real time now, take it as a time to come. The server's content clock is then
  // moved to it (the harness drives it: support/driven-clock-server.mjs) instead of the test waiting for it.
  const runAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;

  await test.step('CN and TC are scheduled to publish at a minute ahead', async () => {
    const { page } = editorBrowser;
    const panel = page.getByTestId('schedule-panel');
    for (const language of ['CN', 'TC'] as const) {
      await panel.getByLabel(m('console.content.schedule.language'), { exact: true }).selectOption(language);
      await panel.getByLabel(m('console.content.schedule.action'), { exact: true }).selectOption('publish');
      await panel.getByLabel(m('console.content.schedule.at')).fill(chinaInput(runAt));
      await panel.getByRole('button', { name: m('console.content.schedule.submit'), exact: true }).click();
      await expect(page.getByText(m('console.content.done.schedule'))).toBeVisible();
      await expect(panel.getByTestId('schedule-row').filter({ hasText: m('console.content.schedule.row.publish', { language }) })).toContainText(
        m('console.content.schedule.state.pending'),
      );
    }
  });

  await test.step('an anonymous visitor does not see it on /pages/events before that minute, and does after it', async () => {
    const visitor = await browser.newContext();
    await setLanguageCookie(visitor, portal.url, 'TC');
    const page = await visitor.newPage();
    const errors = collectPageErrors(page);
    const list = page.locator('main');
    await open(page, pageRoutes.events);
    await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(list.getByText(tcFixed)).toHaveCount(0);

    // A second before the minute, the scheduler looks and finds nothing due: neither the server-rendered HTML nor the
    // browser's page shows it.
    await portal.clock.stand(runAt - 1_000);
    expect(await portal.clock.runDue(), 'carried out before their minute').toBe(0);
    expect(await eventsHtml('TC')).not.toContain(tcFixed);
    expect(await eventsHtml('CN')).not.toContain(cn.title);
    await page.reload();
    await waitForApp(page);
    await expect(list.getByText(tcFixed)).toHaveCount(0);

    // From the minute on (the clock runs again from there), the scheduler's own timer publishes both; the site shows it.
    await portal.clock.run(runAt);
    await expect.poll(async () => (await eventsHtml('TC')).includes(tcFixed), { timeout: 20_000, intervals: [250] }).toBe(true);
    expect(await eventsHtml('CN')).toContain(cn.title);
    await page.reload();
    await waitForApp(page);
    await expect(list.getByText(tcFixed)).toBeVisible();
    expect(errors).toEqual([]);
    await visitor.close();

    // The editor's list of schedules says they ran.
    const editorPage = editorBrowser.page;
    await editorPage.reload();
    await waitForApp(editorPage);
    await expect(editorPage.getByTestId('schedule-row').filter({ hasText: m('console.content.schedule.state.done') })).toHaveCount(2);
  });

  const edited = '与前海企业面对面交流，现场可投递简历。';
  await test.step('the editor edits the event, then restores the first saved revision', async () => {
    const { page } = editorBrowser;
    await expect(field(page, 'Summary (CN)')).toHaveValue(cn.summary);
    await field(page, 'Summary (CN)').fill(edited);
    await page.getByTestId('content-save').click();
    await expect(page.getByText(m('console.content.done.save'))).toBeVisible();

    const panel = page.getByTestId('revision-panel');
    const saves = panel.getByTestId('revision').filter({ hasText: new RegExp(`^#\\d+ ${m('console.content.revisions.kind.save')} ·`) });
    await expect(saves).toHaveCount(3);
    // Newest first: the last of the saves is the first one, the CN text as first written.
    const first = saves.last();
    await expect(first).toContainText(labelOf(editor));
    const number = Number(/^#(\d+)/.exec((await first.locator('summary').textContent())!)![1]);
    await first.locator('summary').click();
    await first.getByRole('button', { name: m('console.content.revisions.restore', { number: String(number) }) }).click();
    await expect(page.getByText(m('console.content.done.restore'))).toBeVisible();
    await expect(field(page, 'Summary (CN)')).toHaveValue(cn.summary);
    await expect(field(page, 'Title (CN)')).toHaveValue(cn.title);
    await expect(panel.getByTestId('revision').first()).toContainText(`${m('console.content.revisions.kind.restore')} ·`);
    // That revision had no TC yet: TC falls back to CN again (in the draft; the site keeps what is published).
    await page.getByTestId('language-switch').getByRole('button', { name: m('console.content.language.TC') }).click();
    await expect(field(page, 'Title (TC)')).toHaveValue('');
    await expect(page.getByTestId('field-field-TC-title').getByTestId('mark-fallback')).toBeVisible();
    expect(await eventsHtml('TC')).toContain(tcFixed);
  });

  await test.step("the admin's audit log shows each step under the editor's name", async () => {
    const { page } = adminBrowser;
    await open(page, consoleRoutes.consoleAudit);
    const filters = page.getByTestId('console-audit-filters');
    await filters.getByLabel(m('console.audit.filters.q'), { exact: true }).fill(documentNo);
    await filters.getByRole('button', { name: m('console.audit.filters.apply') }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === documentNo);
    const rows = page.getByTestId('console-audit-row');
    const rowsOf = (action: string) => rows.filter({ has: page.getByRole('cell', { name: action, exact: true }) });
    for (const [action, count] of [
      ['content.create', 1],
      ['content.save', 3],
      ['content.convert', 1],
      ['content.schedule', 2],
      ['content.publish', 2],
      ['content.restore', 1],
    ] as const) {
      await expect(rowsOf(action), action).toHaveCount(count);
      for (const row of await rowsOf(action).all()) {
        await expect(row.getByRole('rowheader')).toContainText(labelOf(editor));
        await expect(row).toContainText(`document ${documentNo}`);
      }
    }
    // The scheduled publications ran under the editor's name, marked as the scheduler's.
    await expect(rowsOf('content.publish').first().getByRole('rowheader')).toHaveText(`${labelOf(editor)} (scheduled)`);

    // And the role the admin gave, under the admin's name.
    await filters.getByLabel(m('console.audit.filters.q'), { exact: true }).fill('');
    await filters.getByLabel(m('console.audit.filters.action'), { exact: true }).fill('user.roles');
    await filters.getByRole('button', { name: m('console.audit.filters.apply') }).click();
    await expect(rowsOf('user.roles').first().getByRole('rowheader')).toHaveText(labelOf(admin));
  });

  await test.step('a second browser saving the same event gets the conflict, and nothing is lost', async () => {
    const first = editorBrowser.page;
    const second = await browserFor(browser);
    const editorPath = `/console/content/${documentNo}`;
    await signIn(second.page, editor, editorPath);
    await first.getByTestId('language-switch').getByRole('button', { name: m('console.content.language.CN') }).click();
    await expect(field(first, 'Venue (CN)')).toHaveValue(cn.venue);
    await expect(field(second.page, 'Venue (CN)')).toHaveValue(cn.venue);

    // The first browser saves its venue…
    const firstVenue = '前海国际人才港 A 座';
    await field(first, 'Venue (CN)').fill(firstVenue);
    await first.getByTestId('content-save').click();
    await expect(first.getByText(m('console.content.done.save'))).toBeVisible();

    // …then the second, which opened the older version, saves its own.
    const secondVenue = '前海国际人才港 B 座二楼';
    await field(second.page, 'Venue (CN)').fill(secondVenue);
    await second.page.getByTestId('content-save').click();
    const conflict = second.page.getByTestId('content-conflict');
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('heading', { level: 2 })).toHaveText(m('console.content.conflict.title', { name: labelOf(editor) }));
    // Theirs: the first browser's venue; mine: still in the form and listed to copy.
    await expect(conflict).toContainText(firstVenue);
    await expect(conflict.getByTestId('content-conflict-mine')).toContainText(secondVenue);
    await expect(field(second.page, 'Venue (CN)')).toHaveValue(secondVenue);
    await expect(second.page.getByTestId('content-dirty')).toContainText('1 field changed');

    // The server kept the first browser's save.
    await first.reload();
    await waitForApp(first);
    await expect(field(first, 'Venue (CN)')).toHaveValue(firstVenue);
    expect(unexpected(second.errors, [403, 409])).toEqual([]);
    await second.context.close();
  });

  expect(unexpected(adminBrowser.errors, [403])).toEqual([]);
  expect(unexpected(editorBrowser.errors, [403])).toEqual([]);
  await adminBrowser.context.close();
  await editorBrowser.context.close();
});

test('on a tablet held upright (834 × 1112) the editor fits the screen: CN beside the language being written, both usable', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(eventNo, 'the journey above wrote the event').not.toBe('');
  const context = await browser.newContext({ viewport: { width: 834, height: 1112 }, hasTouch: true });
  await setLanguageCookie(context, portal.url, 'EN');
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signIn(page, editor, `/console/content/${eventNo}`);
  await expect(page.getByTestId('content-editor')).toBeVisible();
  await page.getByTestId('language-switch').getByRole('button', { name: m('console.content.language.EN') }).click();

  // Nothing wider than the screen: the page does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);

  // The CN reference and the EN input share a row, each a usable width, both inside the screen.
  const columns = page.getByTestId('content-columns');
  const reference = await columns.getByText('Title (CN)', { exact: true }).boundingBox();
  const writing = field(page, 'Title (EN)');
  await writing.scrollIntoViewIfNeeded();
  const input = await writing.boundingBox();
  const grid = await columns.boundingBox();
  expect(reference && input && grid).toBeTruthy();
  expect(input!.x).toBeGreaterThan(reference!.x + 200);
  expect(input!.width).toBeGreaterThanOrEqual(300);
  expect(input!.x + input!.width).toBeLessThanOrEqual(834);
  expect(grid!.x).toBeGreaterThanOrEqual(0);
  expect(grid!.x + grid!.width).toBeLessThanOrEqual(834);

  // The EN column takes typing by touch and keyboard; the editor counts the change (not saved).
  await writing.tap();
  await writing.fill('Qianhai talent exchange');
  await expect(writing).toHaveValue('Qianhai talent exchange');
  await expect(page.getByTestId('content-dirty')).toContainText('1 field changed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(unexpected(errors, [403])).toEqual([]);
  await context.close();
});
