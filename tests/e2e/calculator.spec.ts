import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { LANGUAGES, LOCALE_TAG } from '../../src/lib/i18n/languages';
import { pageRoutes } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/** A family's answers in page order, and what the data file makes of them each month (housing … other). */
const ANSWERS = [
  ['district', 'harbour'],
  ['housing', 'twoBed'],
  ['food', 'eatingOut'],
  ['transport', 'taxi'],
  ['utilities', 'typical'],
  ['leisure', 'active'],
  ['schooling', 'publicOne'],
  ['domesticHelp', 'cleaner'],
] as const;
const MONTHLY = [8200, 3600, 1000, 560, 150, 2500, 600, 1400];
const ALL_ANSWERED = `step=result&${ANSWERS.map(([question, option]) => `${question}=${option}`).join('&')}`;

/** Whole yuan in a cell, whatever the locale's currency sign and separators ("CN¥98,400", "¥98,400"). */
const yuan = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function amounts(page: Page, testId: string): Promise<number[]> {
  return (await page.getByTestId(testId).allTextContents()).map(yuan);
}

const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');

async function answer(page: Page, question: string, option: string) {
  await expect(page.getByTestId('calculator-question')).toBeVisible();
  expect(stepOf(page)).toBe(question);
  await page.locator(`input[type="radio"][name="${question}"][value="${option}"]`).check();
  await page.getByTestId('calculator-next').click();
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function violationsOf(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    }),
  );
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

for (const language of LANGUAGES) {
  test.describe(`cost-of-living calculator in ${language}`, () => {
    const messages = messagesFor(language);

    test.beforeEach(async ({ context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
    });

    test('from the intro to the result: Back keeps answers, monthly and annual agree, start over clears', async ({ page }) => {
      // Eight questions, two Backs, two view switches and a reload: a journey, not a single page.
      test.setTimeout(120_000);
      await page.goto(pageRoutes.calculator);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
      await expect(page.getByTestId('calculator-intro-questions').getByRole('listitem')).toHaveCount(ANSWERS.length);
      await page.getByRole('link', { name: messages['calculator.intro.start'] }).click();

      await answer(page, 'district', 'harbour');
      await answer(page, 'housing', 'twoBed');
      await expect(page.getByTestId('calculator-progress')).toHaveText(messages['calculator.question.progress']!.replace('{step}', '3').replace('{total}', '8'));

      // The page's Back: the previous question, its answer still chosen.
      await page.getByTestId('calculator-back').click();
      await expect.poll(() => stepOf(page)).toBe('housing');
      await expect(page.locator('input[type="radio"][name="housing"][value="twoBed"]')).toBeChecked();
      await page.getByTestId('calculator-next').click();
      await expect.poll(() => stepOf(page)).toBe('food');
      // The browser's Back does the same.
      await page.goBack();
      await expect.poll(() => stepOf(page)).toBe('housing');
      await expect(page.locator('input[type="radio"][name="housing"][value="twoBed"]')).toBeChecked();
      await page.goForward();
      await expect.poll(() => stepOf(page)).toBe('food');

      for (const [question, option] of ANSWERS.slice(2, -1)) await answer(page, question, option);
      await expect(page.getByTestId('calculator-next')).toHaveText(messages['calculator.question.finish']!);
      await answer(page, 'domesticHelp', 'cleaner');

      const result = page.getByTestId('calculator-result');
      await expect(result).toHaveAttribute('data-view', 'monthly');
      expect(stepOf(page)).toBe('result');
      await expect(page.getByTestId('calculator-item')).toHaveCount(8);
      expect(await amounts(page, 'calculator-item-amount')).toEqual(MONTHLY);
      const monthlyTotal = yuan(await page.getByTestId('calculator-total-amount').textContent());
      expect(monthlyTotal).toBe(MONTHLY.reduce((sum, each) => sum + each, 0));
      const hongKongMonthly = await amounts(page, 'calculator-item-hong-kong');
      await expect(page.getByTestId('calculator-data-date')).toContainText(language === 'EN' ? 'November 2022' : '2022年11月');
      await expect(page.getByTestId('calculator-source')).toHaveCount(8);
      const support = page.getByTestId('calculator-support-line');
      await expect(support.first().getByRole('link')).toHaveAttribute('href', /\/pages\/talentBenefits\/detail\?documentNo=BEN-\d{4}-\d{4}$/);
      await expect(support.filter({ has: page.locator('a[href$="BEN-2023-0005"]') })).toHaveCount(1);

      // Annual: 12 × the monthly figure, item by item, in the URL.
      await page.getByRole('link', { name: messages['calculator.result.view.annual'] }).click();
      await expect(result).toHaveAttribute('data-view', 'annual');
      expect(new URL(page.url()).searchParams.get('view')).toBe('annual');
      expect(await amounts(page, 'calculator-item-amount')).toEqual(MONTHLY.map((each) => each * 12));
      expect(await amounts(page, 'calculator-item-hong-kong')).toEqual(hongKongMonthly.map((each) => each * 12));
      expect(yuan(await page.getByTestId('calculator-total-amount').textContent())).toBe(monthlyTotal * 12);
      await page.getByRole('link', { name: messages['calculator.result.view.monthly'] }).click();
      await expect(result).toHaveAttribute('data-view', 'monthly');
      expect(await amounts(page, 'calculator-item-amount')).toEqual(MONTHLY);

      // A reload (or a shared link) shows the same result.
      await page.reload();
      expect(await amounts(page, 'calculator-item-amount')).toEqual(MONTHLY);

      // Start over: the first question, nothing chosen, no answers in the address.
      await page.getByTestId('calculator-start-over').click();
      await expect.poll(() => page.url()).toMatch(/\?step=district$/);
      await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
    });

    test('a hand-edited address is explained, with a way back that keeps the valid answers', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${pageRoutes.calculatorQuestion}?step=food&district=castle&housing=oneBed`);
      const invalid = page.getByTestId('calculator-invalid');
      await expect(invalid).toBeVisible();
      await expect(page.getByTestId('calculator-invalid-reason')).toHaveAttribute('data-reason', 'unknownOption');
      await page.getByTestId('calculator-resume').click();
      await expect.poll(() => page.url()).toMatch(/\?step=district&housing=oneBed$/);
      await expect(page.getByTestId('calculator-question')).toBeVisible();

      await page.goto(`${pageRoutes.calculatorQuestion}?step=result&district=hub`);
      await expect(page.getByTestId('calculator-invalid-reason')).toHaveAttribute('data-reason', 'missingAnswer');
      await page.getByTestId('calculator-resume').click();
      await expect.poll(() => page.url()).toMatch(/\?step=housing&district=hub$/);

      await page.goto(`${pageRoutes.calculatorQuestion}?step=summary`);
      await expect(page.getByTestId('calculator-invalid-reason')).toHaveAttribute('data-reason', 'unknownStep');
      await page.getByTestId('calculator-start-over').click();
      await expect(page.getByTestId('calculator-question')).toBeVisible();
    });
  });
}

test('switching the language keeps the step, the answers and the view', async ({ page, context, baseURL }) => {
  await setLanguageCookie(context, baseURL!, 'EN');
  await page.goto(`${pageRoutes.calculatorQuestion}?${ALL_ANSWERED}&view=annual`);
  const before = await amounts(page, 'calculator-item-amount');
  const url = page.url();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(messagesFor('EN')['language.switcher.label']!) }).click();
  await header.getByRole('button', { name: messagesFor('EN')['language.name.TC'] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG.TC, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: messagesFor('TC')['calculator.result.heading'] })).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('calculator-result')).toHaveAttribute('data-view', 'annual');
  expect(await amounts(page, 'calculator-item-amount')).toEqual(before);
});

test.describe('accessibility of the calculator (axe-core, WCAG 2 A/AA)', () => {
  // axe is injected as an inline script, which the server's CSP rightly forbids.
  test.use({ bypassCSP: true });
  const pages = [pageRoutes.calculator, `${pageRoutes.calculatorQuestion}?step=housing&district=hub`, `${pageRoutes.calculatorQuestion}?${ALL_ANSWERED}`];
  for (const path of pages) {
    for (const language of ['EN', 'TC'] as const) {
      test(`${path} in ${language}`, async ({ page, context, baseURL }) => {
        await setLanguageCookie(context, baseURL!, language);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violationsOf(page)).toEqual([]);
      });
    }
  }
});

test('the result prints without the site’s header, footer and buttons', async ({ page }) => {
  await page.goto(`${pageRoutes.calculatorQuestion}?${ALL_ANSWERED}`);
  await expect(page.getByTestId('calculator-result')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByTestId('calculator-print')).toBeHidden();
  await expect(page.getByTestId('calculator-items')).toBeVisible();
  await expect(page.getByTestId('calculator-support')).toBeVisible();
});

test.describe('before the app has started (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('a question is a plain form that submits the next step’s address', async ({ page }) => {
    await page.goto(`${pageRoutes.calculatorQuestion}?step=housing&district=hub&food=mixed`);
    await page.locator('input[type="radio"][name="housing"][value="oneBed"]').check();
    await page.getByTestId('calculator-next').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?step=food&district=hub&housing=oneBed&food=mixed');
    await expect(page.locator('input[type="radio"][name="food"][value="mixed"]')).toBeChecked();
  });
});
