import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes, withQuery } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* The Hong Kong/Macao page (spec §2 "hkmacao", "hkmacaoDetail") against the seeded database. */

interface SeedGuide {
  documentNo: string;
  rank: number;
  relatedBenefits: string[];
  translations: Record<Language, { title: string; steps: string[] }>;
}
const { guides } = JSON.parse(readFileSync(new URL('../../server/src/content/seed-data/hkmacao.json', import.meta.url), 'utf8')) as { guides: SeedGuide[] };
const ordered = [...guides].sort((a, b) => a.rank - b.rank);

for (const language of LANGUAGES) {
  test(`${language}: its own guides, then benefits, services and events for Hong Kong and Macao residents by tab`, async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    await page.goto(pageRoutes.hkmacao);
    await expect(page.getByTestId('hkmacao-guide').getByRole('heading')).toHaveText(ordered.map((g) => g.translations[language].title));
    const tabs = page.getByRole('navigation', { name: messages['hkmacao.tabs.label'] }).getByRole('link');
    await expect(tabs).toHaveText(['benefits', 'services', 'events'].map((tab) => messages[`hkmacao.tab.${tab}`]!));
    const teasers = page.getByTestId('hkmacao-teaser');
    await expect(teasers.first()).toBeVisible();
    for (const [index, section] of ['benefit', 'service', 'event'].entries()) {
      await tabs.nth(index).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('active') === String(index));
      await expect(teasers.first().getByRole('link')).toHaveAttribute('href', new RegExp(`/pages/${{ benefit: 'talentBenefits', service: 'services', event: 'events' }[section]}/`));
    }
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('active') === '1');
  });
}

test('a guide opens with its steps and breadcrumbs, and leads to a related benefit', async ({ page }) => {
  const messages = messagesFor('EN');
  const guide = ordered.find((g) => g.relatedBenefits.length > 0)!;
  await page.goto(pageRoutes.hkmacao);
  await page.getByRole('link', { name: guide.translations.EN.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.translations.EN.title);
  await expect(page.getByTestId('hkmacao-guide-detail').locator('ol > li')).toHaveText(guide.translations.EN.steps);
  await expect(page.getByRole('navigation', { name: messages['breadcrumbs.label'] }).getByRole('link', { name: messages['page.hkmacao.title'] })).toHaveAttribute('href', pageRoutes.hkmacao);
  await page.getByTestId('hkmacao-guide-detail').locator(`a[href*="documentNo=${guide.relatedBenefits[0]}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.talentBenefitsDetail);
});

test('an unknown guide is a not-found page inside the layout (404)', async ({ page, pageErrors }) => {
  const response = await page.goto(withQuery(pageRoutes.hkmacaoDetail, { documentNo: 'HKM-9999' }));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('content-missing')).toBeVisible();
  // The 404 is expected here; the browser logs it as a failed resource.
  pageErrors.splice(0, pageErrors.length);
});

test('a bad or missing tab (-1, 3, abc, empty) shows the benefits tab, never a blank', async ({ page }) => {
  const messages = messagesFor('EN');
  for (const active of ['-1', '3', 'abc', '']) {
    await page.goto(`${pageRoutes.hkmacao}?active=${active}`);
    const tabs = page.getByRole('navigation', { name: messages['hkmacao.tabs.label'] });
    await expect(tabs.getByRole('link', { name: messages['hkmacao.tab.benefits'] })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('hkmacao-teaser').first().getByRole('link')).toHaveAttribute('href', /\/pages\/talentBenefits\//);
  }
});
