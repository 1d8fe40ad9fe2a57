import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { authRoutes, pageRoutes } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { expect, setLanguageCookie, test } from './support';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const pages = [
  pageRoutes.home,
  pageRoutes.about,
  `${pageRoutes.ith}?industry=fintech`,
  pageRoutes.events,
  pageRoutes.app,
  `${pageRoutes.services}?active=4`,
  `${pageRoutes.serviceDetail}?documentNo=SVC-0001&active=0`,
  `${pageRoutes.lifepage}?active=5`,
  `${pageRoutes.lifedetail}?documentNo=LIFE-0001`,
  `${pageRoutes.hkmacao}?active=2`,
  `${pageRoutes.invest}?step=2`,
  `${pageRoutes.hkmacaoDetail}?documentNo=HKM-0004`,
  `${pageRoutes.employment}?category=software&sort=closing`,
  `${pageRoutes.employmentDetail}?documentNo=JOB-0001`,
  consoleRoutes.consoleApplications,
  authRoutes.login,
];
/** Plain documents outside the app: checked once each, in their own language. */
const documents = ['/legal/privacy-en.html', '/legal/privacy-zh-hans.html', '/legal/privacy-zh-hant.html'];

async function violationsOf(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

test.describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  // axe is injected as an inline script, which the server's CSP rightly forbids.
  test.use({ bypassCSP: true });

  for (const path of pages) {
    for (const language of ['EN', 'TC'] as const) {
      test(`${path} in ${language}`, async ({ page, context, baseURL }) => {
        await setLanguageCookie(context, baseURL!, language);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await violationsOf(page)).toEqual([]);
      });
    }
  }

  for (const path of documents) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});
