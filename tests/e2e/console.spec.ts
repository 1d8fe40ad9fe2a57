import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { authRoutes, HOME_PATH, withQuery } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import { logIn } from './support/auth-pages';
import { consoleSignIn } from './support/console-sign-in';
import { apiToken, PortalProcess } from './support/portal-process';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/*
 * The recruiters' workspace (issue #10 §6) on a server of its own, where `npm run user:grant` gives the roles: a
 * recruiter finds the application to their enterprise's job, opens it, downloads the same bytes and sets its status,
 * in each language; a recruiter of another enterprise gets the refusal, an account without a role the no-access page.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Console-e2e-1';
const run = randomBytes(4).toString('hex');
const people = {
  applicant: { email: `applicant-${run}@example.org`, firstName: 'Wen', password: PASSWORD },
  recruiter: { email: `recruiter-${run}@example.org`, firstName: 'Rita', password: PASSWORD },
  otherRecruiter: { email: `other-${run}@example.org`, firstName: 'Otto', password: PASSWORD },
  nobody: { email: `nobody-${run}@example.org`, firstName: 'Nora', password: PASSWORD },
};

/** A small file that passes the server's content check as a PDF, random inside so the download can be compared. */
function pdfBytes(): Buffer {
  const head = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.from(randomBytes(3000).toString('base64')), tail]);
}

const mailbox = new MailCatcher();
let portal: PortalProcess;
let resume: Buffer;
const resumeName = '陳大文 résumé.pdf';
let application: { id: number; jobNo: string; fileName: string };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mailbox.start();
  portal = new PortalProcess(mailbox.url);
  await portal.start();
  for (const person of Object.values(people)) await portal.registerActive(mailbox, person);

  // The applicant delivers a résumé to an open job, through the public API as the résumé dialog does.
  const jobs = (await (await fetch(`${portal.url}/api/jobs?language=EN&pageSize=50`)).json()) as {
    data: { list: { documentNo: string; title: string; enterpriseNo: string; closed: boolean }[] };
  };
  const job = jobs.data.list.find((candidate) => !candidate.closed)!;
  const other = jobs.data.list.find((candidate) => candidate.enterpriseNo !== job.enterpriseNo)!;
  resume = pdfBytes();
  const form = new FormData();
  form.append('consent', 'true');
  form.append('file', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), resumeName);
  const token = await apiToken(portal.url, people.applicant.email, PASSWORD);
  const delivered = await fetch(`${portal.url}/api/recruitment/applications?documentNo=${job.documentNo}&language=EN`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(delivered.status, await delivered.clone().text()).toBe(200);
  const { id, fileName } = ((await delivered.json()) as { data: { id: number; fileName: string } }).data;
  application = { id, jobNo: job.documentNo, fileName };

  // Roles are given with the CLI, on the stopped server's database (the embedded database serves one process).
  await portal.stop();
  portal.grant(people.recruiter.email, `recruiter:${job.enterpriseNo}`);
  portal.grant(people.otherRecruiter.email, `recruiter:${other.enterpriseNo}`);
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

test('the console is served as the client shell, kept out of search engines', async ({ request }) => {
  const response = await request.get(`${portal.url}${consoleRoutes.consoleApplications}?status=delivered`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await response.text()).toContain('<div id="root"></div>');
});

test('someone not signed in is asked to sign in, with a link to the login page that names the way back', async ({ page }) => {
  const messages = messagesFor('EN');
  await page.goto(`${portal.url}${consoleRoutes.consoleApplications}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['console.access.signIn.title']!);
  await expect(page.getByRole('link', { name: messages['console.access.signIn.link'] })).toHaveAttribute(
    'href',
    withQuery(authRoutes.login, { redirect: consoleRoutes.consoleApplications }),
  );
});

test('an account without a console role is told it has no access', async ({ page, pageErrors }) => {
  await signIn(page, people.nobody);
  await page.goto(`${portal.url}${consoleRoutes.console}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesFor('EN')['console.access.denied.title']!);
  await expect(page.getByRole('navigation', { name: messagesFor('EN')['console.nav.label'] })).toHaveCount(0);
  // The server's 403, as the browser reports every refused call.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !line.includes('403')));
});

test("a recruiter of another enterprise sees neither the application in the list nor its detail (403)", async ({ page, pageErrors }) => {
  const messages = messagesFor('EN');
  await signIn(page, people.otherRecruiter);
  await page.goto(`${portal.url}${consoleRoutes.consoleApplications}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['console.applications.title']!);
  await expect(page.getByTestId('console-list-empty').or(page.getByTestId('console-applications'))).toBeVisible();
  await expect(page.getByRole('link', { name: people.applicant.firstName, exact: true })).toHaveCount(0);

  await page.goto(`${portal.url}${withQuery(consoleRoutes.consoleApplicationDetail, { id: application.id })}`);
  await expect(page.getByTestId('console-detail-forbidden')).toBeVisible();
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !line.includes('403')));
});

/** What each language's recruiter sets, so the three runs in a row each change the status. */
const STATUS_BY_LANGUAGE: Record<Language, { status: 'viewed' | 'shortlisted' | 'notSelected'; action: string }> = {
  EN: { status: 'viewed', action: 'console.status.action.viewed' },
  CN: { status: 'shortlisted', action: 'console.status.action.shortlisted' },
  TC: { status: 'notSelected', action: 'console.status.action.notSelected' },
};

for (const language of LANGUAGES) {
  test(`${language}: the recruiter finds the application, downloads the same bytes and sets its status`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await setLanguageCookie(context, portal.url, language);
    const messages = messagesFor(language);
    const { status, action } = STATUS_BY_LANGUAGE[language];
    await signIn(page, people.recruiter);

    await page.goto(`${portal.url}${consoleRoutes.console}`);
    await expect(page).toHaveURL((url) => url.pathname === consoleRoutes.consoleApplications);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['console.applications.title']!);
    await expect(page.getByTestId('console-user')).toContainText(people.recruiter.firstName);

    // The job filter lists the enterprise's jobs; choosing one puts it in the URL and keeps the application.
    const table = page.getByTestId('console-applications');
    await expect(table.getByRole('link', { name: people.applicant.firstName, exact: true })).toBeVisible();
    await page.getByLabel(messages['console.filters.job']!).selectOption(application.jobNo);
    await expect(page).toHaveURL((url) => url.searchParams.get('jobNo') === application.jobNo);
    const row = table.getByTestId('console-application-row').filter({ hasText: people.applicant.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(application.fileName);

    await row.getByRole('link', { name: people.applicant.firstName, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === consoleRoutes.consoleApplicationDetail && url.searchParams.get('id') === String(application.id));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(people.applicant.firstName);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('console-download').click()]);
    expect(download.suggestedFilename()).toBe(application.fileName);
    expect(Buffer.compare(await readFile((await download.path())!), resume)).toBe(0);

    const mailsBefore = mailbox.to(people.applicant.email).length;
    await page.getByRole('button', { name: messages[action] }).click();
    await expect(page.getByTestId('console-status-done')).toContainText(messages[`console.status.${status}`]!);
    await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', status);

    // The change is the server's: it is there after a reload, and the applicant was told.
    await page.reload();
    await expect(page.getByTestId('application-status')).toHaveAttribute('data-status', status);
    await expect.poll(() => mailbox.to(people.applicant.email).length, { timeout: 20_000 }).toBe(mailsBefore + 1);
  });
}

test('the note is kept, and signing out leaves for the login page with the session gone', async ({ page }) => {
  const messages = messagesFor('EN');
  await signIn(page, people.recruiter);
  await page.goto(`${portal.url}${withQuery(consoleRoutes.consoleApplicationDetail, { id: application.id })}`);
  const note = page.getByRole('textbox', { name: messages['console.note.label'] });
  await note.fill('Call on Monday about the notice period.');
  await page.getByRole('button', { name: messages['console.note.save'] }).click();
  await expect(page.getByTestId('console-note-done')).toBeVisible();
  await page.reload();
  await expect(note).toHaveValue('Call on Monday about the notice period.');

  await page.getByTestId('console-sign-out').click();
  await expect(page).toHaveURL((url) => url.pathname === authRoutes.login);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
