import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes } from '../../src/lib/routes';
import type { Questionnaire } from '../../src/features/reports/api/reports-api';
import { expect, messagesFor, setLanguageCookie, test, waitForApp } from './support';

/*
 * The talent report (issue #11) against the server: the five topics with previous / next, a reload that keeps the
 * answers, generate, the eligibility explanations, the print view, the server's PDF and the share link opened by
 * someone else — in each language.
 */

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

async function questionnaireIn(request: APIRequestContext, language: Language): Promise<Questionnaire> {
  const response = await request.get(`/api/tools/report/questionnaire?language=${language}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Questionnaire }).data;
}

/** The text of a PDF, as a reader would copy it (whitespace dropped: CJK lines break anywhere). */
async function pdfText(path: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(readFileSync(path)), disableFontFace: true, useSystemFonts: false }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return text.replace(/\s+/g, '');
}

const choose = (page: Page, question: string, value: string) => page.locator(`input[name="${question}"][value="${value}"]`).check();
const type = (page: Page, question: string, value: string) => page.locator(`input[name="${question}"]`).fill(value);

async function expectTopic(page: Page, place: number, messages: Record<string, string>) {
  await expect(page.getByTestId('topic-count')).toHaveText(messages['report.progress.count']!.replace('{current}', String(place)).replace('{total}', '5'));
}

for (const language of LANGUAGES) {
  test(`${language}: five topics with previous and next, a reload keeps the answers, generate, print, PDF and a shared link`, async ({
    page,
    context,
    baseURL,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await setLanguageCookie(context, baseURL!, language);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const messages = messagesFor(language);
    const questionnaire = await questionnaireIn(request, language);
    expect(questionnaire.topics.map((topic) => topic.id)).toEqual(['profile', 'education', 'work', 'plans', 'enterprise']);

    // The intro says what is kept and for how long, and lists the five topics.
    await page.goto(pageRoutes.reports);
    await expect(page.getByTestId('intro-topics').getByRole('listitem')).toHaveText(questionnaire.topics.map((topic) => topic.title));
    await expect(page.getByTestId('intro-storage')).toContainText(messages['report.intro.stored.link']!);
    await page.getByTestId('report-start').click();
    await expect(page).toHaveURL(/reportstep\?topic=profile$/);

    // Topic 1: next with nothing answered lists the problems; a foreigner is asked the nationality.
    await expectTopic(page, 1, messages);
    await page.getByTestId('report-next').click();
    await expect(page.getByTestId('problem-summary')).toBeFocused();
    await expect(page.getByTestId('age-error')).toHaveText(messages['report.validation.required']!);
    await choose(page, 'identity', 'foreigner');
    const nationality = page.getByRole('combobox', { name: questionnaire.topics[0]!.questions.find((q) => q.id === 'nationality')!.label });
    await nationality.fill('Germany');
    await page.getByRole('option', { name: /Germany/ }).click();
    await type(page, 'age', '36');
    await page.getByTestId('report-next').click();

    // Topic 2, then a reload: the answers are still there (this tab's storage), and Previous shows topic 1's.
    await expect(page).toHaveURL(/topic=education$/);
    await expectTopic(page, 2, messages);
    await choose(page, 'degree', 'doctorate');
    await page.reload();
    await expect(page.locator('input[name="degree"][value="doctorate"]')).toBeChecked();
    await page.getByTestId('report-previous').click();
    await expect(page).toHaveURL(/topic=profile$/);
    await expect(page.locator('input[name="age"]')).toHaveValue('36');
    await expect(page.locator('input[name="identity"][value="foreigner"]')).toBeChecked();
    await type(page, 'age', '31');
    await page.getByTestId('report-next').click();

    await choose(page, 'graduatedWithinYears', '0-1');
    await choose(page, 'studiedAbroad', 'true');
    await choose(page, 'hsk', '4');
    await page.getByTestId('report-next').click();

    // Topic 3: an out-of-range number is refused at its question.
    await expectTopic(page, 3, messages);
    const work = questionnaire.topics[2]!;
    await choose(page, 'field', work.questions.find((q) => q.id === 'field')!.options![0]!.id);
    await type(page, 'experienceYears', '60');
    await choose(page, 'employerInZone', 'true');
    await type(page, 'socialInsuranceMonths', '14');
    await type(page, 'consecutiveMonths', '13');
    await page.getByTestId('report-next').click();
    await expect(page.getByTestId('experienceYears-error')).toBeVisible();
    await type(page, 'experienceYears', '6');
    await page.getByTestId('report-next').click();

    await expectTopic(page, 4, messages);
    await choose(page, 'goals', 'work');
    await choose(page, 'family', 'alone');
    await choose(page, 'entryTiming', 'before');
    await page.getByTestId('report-next').click();

    await expectTopic(page, 5, messages);
    await expect(page.getByTestId('report-next')).toHaveCount(0);
    await choose(page, 'enterpriseRole', 'none');
    await page.getByTestId('report-generate').click();

    // The report: every benefit with its verdict and the reasons behind it.
    await expect(page).toHaveURL(/reportstep\?report=[0-9a-f]{32}$/);
    const view = page.getByTestId('report-view');
    await expect(view).toBeVisible();
    const benefits = page.getByTestId('report-benefit');
    expect(await benefits.count()).toBeGreaterThan(0);
    const eligible = page.getByTestId('verdict-group-eligible').getByTestId('report-benefit').getByRole('heading');
    const eligibleTitles = await eligible.allTextContents();
    expect(eligibleTitles.length).toBeGreaterThan(0);
    await expect(page.getByTestId('benefit-reason').first()).toBeVisible();
    for (const kind of ['met', 'failed'] as const) {
      await expect(page.locator(`[data-testid="benefit-reason"][data-kind="${kind}"]`).first()).toContainText(messages[`report.reason.${kind}`]!);
    }

    // Print: the report alone, without the page's header, footer and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('report-actions')).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(eligible.first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('report-actions')).toBeVisible();

    // The PDF made on the server holds the eligible benefits.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(await download.path());
    for (const title of eligibleTitles) expect(text).toContain(title.replace(/\s+/g, ''));

    // The share link opens the same report for someone else, without a session.
    const shared = page.url();
    const other = await browser.newContext();
    await setLanguageCookie(other, baseURL!, language);
    const otherPage = await other.newPage();
    await otherPage.goto(shared);
    await waitForApp(otherPage);
    await expect(otherPage.getByTestId('verdict-group-eligible').getByTestId('report-benefit').getByRole('heading')).toHaveText(eligibleTitles);
    await other.close();
  });
}

test('a share link that does not exist says so, with a way to start again; the report page is not indexed', async ({ page, request, pageErrors }) => {
  const missing = `${pageRoutes.reportstep}?report=${'0'.repeat(32)}`;
  const response = await request.get(missing);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  await page.goto(missing);
  await expect(page.getByTestId('report-unavailable')).toBeVisible();
  // The browser logs the page's own 404; nothing else may go wrong.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !(line.includes('404') && line.includes('report=0000'))));
  await page.getByTestId('report-unavailable-start').click();
  await expect(page).toHaveURL(/reportstep\?topic=profile$/);
});

/** A report made through the API, for the pages that only need one to exist. */
async function generatedReport(request: APIRequestContext, language: Language): Promise<string> {
  const field = (await questionnaireIn(request, language)).topics[2]!.questions.find((q) => q.id === 'field')!.options![0]!.id;
  const answers = {
    identity: 'hkMacao',
    age: 30,
    degree: 'master',
    graduatedWithinYears: '2-3',
    studiedAbroad: true,
    hsk: 'none',
    field,
    experienceYears: 5,
    employerInZone: false,
    goals: ['live'],
    family: 'alone',
    entryTiming: 'after',
    enterpriseRole: 'none',
  };
  const response = await request.post(`/api/tools/reports?language=${language}`, { data: { answers } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('accessibility of the report pages (axe-core, WCAG 2 A/AA)', () => {
  // axe is injected as an inline script, which the server's CSP rightly forbids.
  test.use({ bypassCSP: true });

  for (const language of ['EN', 'TC'] as const) {
    test(`the intro, a step and a report in ${language}`, async ({ page, context, baseURL, request }) => {
      await setLanguageCookie(context, baseURL!, language);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pageRoutes.reports);
      await expect(page.getByTestId('intro-topics')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      await page.goto(`${pageRoutes.reportstep}?topic=plans`);
      await expect(page.getByTestId('topic-count')).toBeVisible();
      await page.getByTestId('report-next').click();
      await expect(page.getByTestId('problem-summary')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      await page.goto(`${pageRoutes.reportstep}?report=${await generatedReport(request, language)}`);
      await expect(page.getByTestId('report-view')).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});
