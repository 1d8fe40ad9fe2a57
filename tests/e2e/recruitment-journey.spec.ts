import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import type { Language } from '../../src/lib/i18n/languages';
import { pageRoutes, withQuery } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { logIn, text } from './support/auth-pages';
import { consoleSignIn, passSecondFactor } from './support/console-sign-in';
import { apiToken, PortalProcess } from './support/portal-process';
import { expect, setLanguageCookie, test, waitForApp } from './support';

/*
 * The whole recruitment loop in each language, on a server of its own (granting a console role is an operator's
 * command, run while that server is stopped): an anonymous visitor is told to log in, the dialog refuses two files, an
 * oversize file and a renamed program, a real PDF goes through with a progress bar and stays delivered after a reload,
 * the enterprise's recruiter downloads the same bytes and marks it viewed, the applicant sees "viewed" and gets both
 * e-mails over SMTP, and a recruiter of another enterprise is refused.
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES: Language[] = ['EN', 'CN', 'TC'];
const PASSWORD = 'journey pass 1';
const recruiterA = { email: 'recruiter.a@example.org', password: PASSWORD, firstName: 'Rita' };
const recruiterB = { email: 'recruiter.b@example.org', password: PASSWORD, firstName: 'Bo' };
const applicantOf = (language: Language) => ({ email: `applicant.${language.toLowerCase()}@example.org`, password: PASSWORD, firstName: `Ada${language}` });

interface JobSummary {
  documentNo: string;
  title: string;
  enterpriseNo: string;
  closed: boolean;
}

/** A small but real PDF, padded to about 1 MB so the throttled upload shows its progress. */
function realPdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    `% ${'résumé '.repeat(130_000)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'utf8');
}

let mailbox: MailCatcher;
let portal: PortalProcess;
let job: JobSummary;
const pdf = realPdf();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailbox = await new MailCatcher().start();
  portal = new PortalProcess(mailbox.url);
  await portal.start();
  const jobs = (await (await fetch(`${portal.url}/api/jobs?language=EN&sort=newest&pageSize=20`)).json()) as { data: { list: JobSummary[] } };
  job = jobs.data.list.find((candidate) => !candidate.closed)!;
  expect(job, 'an open job to apply to').toBeDefined();
  const other = jobs.data.list.find((candidate) => candidate.enterpriseNo !== job.enterpriseNo)!;
  for (const user of [recruiterA, recruiterB]) await portal.registerActive(mailbox, user);
  for (const language of LANGUAGES) await portal.registerActive(mailbox, applicantOf(language), language);
  await portal.stop();
  expect(portal.grant(recruiterA.email, `recruiter:${job.enterpriseNo}`)).toContain('Granted');
  expect(portal.grant(recruiterB.email, `recruiter:${other.enterpriseNo}`)).toContain('Granted');
  await portal.start();
});

test.afterAll(async () => {
  await portal?.remove();
  await mailbox?.stop();
});

async function waitForMails(address: string, count: number) {
  await expect.poll(() => mailbox.to(address).length, { timeout: 20_000, message: `mail number ${count} to ${address}` }).toBeGreaterThanOrEqual(count);
  return mailbox.last(address);
}

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('resume-dialog').locator('input[type="file"]').setInputFiles(files);
}

for (const language of LANGUAGES) {
  test(`a résumé goes from the job board to the recruiter and back (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = (id: string, values?: Record<string, string>) => text(language, id, values);
    const applicant = applicantOf(language);
    const localized = (await (await fetch(`${portal.url}/api/jobs/detail?documentNo=${job.documentNo}&language=${language}`)).json()) as { data: JobSummary & { company: string } };
    const title = localized.data.title;

    // Pages of contexts made here: each navigation waits for the app itself (the fixture page's goto would).
    const context = await browser.newContext({ baseURL: portal.url });
    await setLanguageCookie(context, portal.url, language);
    const page = await context.newPage();

    // Find the job with the board's search box.
    await page.goto(pageRoutes.employment);
    await waitForApp(page);
    await page.getByLabel(t('employment.search.label')).fill(title);
    await page.getByLabel(t('employment.search.label')).press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === title);
    await page.getByTestId('job-card').getByRole('link', { name: title, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Anonymous: told to log in first, and the login comes back to the job.
    await page.getByTestId('resume-open').click();
    await expect(page.getByTestId('resume-login-first')).toContainText(t('employment.resume.loginFirst'));
    if (language === 'EN') await expect(page.getByTestId('resume-login-first')).toContainText('Please log in first');
    await page.getByTestId('resume-login-link').click();
    await logIn(page, applicant.email, applicant.password);
    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.employmentDetail && url.searchParams.get('documentNo') === job.documentNo);

    // The dialog refuses two files, a file over 6 MB and a program renamed .pdf, before any upload.
    await page.getByTestId('resume-open').click();
    const message = page.getByTestId('resume-message');
    await chooseFiles(page, [
      { name: 'one.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'two.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await expect(message).toHaveText(t('employment.resume.problem.tooMany'));
    if (language === 'EN') await expect(message).toHaveText('Only one attachment is allowed to be uploaded');
    await chooseFiles(page, [{ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf.subarray(0, 8), Buffer.alloc(7 * 1024 * 1024)]) }]);
    await expect(message).toHaveText(t('employment.resume.problem.tooBig', { name: 'big.pdf' }));
    await chooseFiles(page, [{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096)]) }]);
    await expect(message).toHaveText(t('employment.resume.problem.wrongType', { name: 'setup.pdf' }));

    // A real PDF, sent over a slowed-down connection so the progress bar is seen.
    await chooseFiles(page, [{ name: 'Ada CV.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await expect(page.getByTestId('resume-file')).toContainText('Ada CV.pdf');
    await page.getByTestId('resume-consent').click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    await page.getByTestId('resume-send').click();
    await expect(page.getByTestId('resume-progress')).toBeVisible();
    await expect(page.getByTestId('resume-sent')).toContainText(t('employment.resume.sent'));
    if (language === 'EN') await expect(page.getByTestId('resume-sent')).toContainText('Resume sent successfully');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.keyboard.press('Escape');

    // Delivered after a reload; the delivery e-mail arrives in the applicant's language.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('resume-state')).toHaveAttribute('data-state', 'delivered');
    const delivered = await waitForMails(applicant.email, 2);
    expect(delivered.text).toContain(title);

    // The enterprise's recruiter sees it, downloads the same bytes and marks it viewed.
    const staff = await browser.newContext({ baseURL: portal.url, acceptDownloads: true });
    await setLanguageCookie(staff, portal.url, language);
    const console = await staff.newPage();
    await console.goto(withQuery('/auth/login', { redirect: consoleRoutes.consoleApplications }));
    await waitForApp(console);
    await logIn(console, recruiterA.email, recruiterA.password);
    await expect(console).toHaveURL((url) => url.pathname !== '/auth/login');
    // The console's second factor, through the API; then the console itself.
    await consoleSignIn(console, portal.url, recruiterA.email);
    await console.goto(consoleRoutes.consoleApplications);
    await expect(console).toHaveURL((url) => url.pathname === consoleRoutes.consoleApplications);
    const row = console.getByTestId('console-application-row').filter({ hasText: applicant.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(console).toHaveURL((url) => url.pathname === consoleRoutes.consoleApplicationDetail);
    const applicationId = new URL(console.url()).searchParams.get('id');
    const [download] = await Promise.all([console.waitForEvent('download'), console.getByTestId('console-download').click()]);
    expect(download.suggestedFilename()).toBe('Ada CV.pdf');
    expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);
    await console.getByTestId('console-set-viewed').click();
    await expect(console.getByTestId('console-status-done')).toBeVisible();
    await expect(console.getByTestId('application-status')).toHaveAttribute('data-status', 'viewed');

    // The applicant sees "viewed" in My applications and is told by e-mail.
    await page.goto(pageRoutes.profile);
    await waitForApp(page);
    const mine = page.locator(`[data-testid="application"][data-job="${job.documentNo}"]`);
    await expect(mine.getByTestId('application-status')).toHaveAttribute('data-status', 'viewed');
    await expect(mine.getByTestId('application-status')).toHaveText(t('employment.applications.status.viewed'));
    const statusMail = await waitForMails(applicant.email, 3);
    expect(statusMail.text).toContain(title);

    // A recruiter of another enterprise is refused, by the server.
    const otherToken = await apiToken(portal.url, recruiterB.email, recruiterB.password);
    await passSecondFactor(portal.url, otherToken, recruiterB.email);
    const refused = await fetch(`${portal.url}/api/console/applications/${applicationId}`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(refused.status).toBe(403);
    const refusedDownload = await fetch(`${portal.url}/api/console/applications/${applicationId}/resume`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(refusedDownload.status).toBe(403);

    await staff.close();
    await context.close();
  });
}
