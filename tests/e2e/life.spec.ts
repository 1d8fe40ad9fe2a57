import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { LIFE_TABS, pageRoutes, withQuery } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* Life information (spec §2 "lifepage", "lifedetail") against the seeded database. */

interface SeedLife {
  documentNo: string;
  tab: string;
  rank: number;
  mapQuery?: string;
  translations: Record<Language, { title: string; highlights: string[]; address?: string }>;
}
const { life } = JSON.parse(readFileSync(new URL('../../server/src/content/seed-data/life.json', import.meta.url), 'utf8')) as { life: SeedLife[] };
const ofTab = (tab: string) => life.filter((entry) => entry.tab === tab).sort((a, b) => a.rank - b.rank);
const escape = (text: string) => text.replace(/&/g, '&amp;');

for (const language of LANGUAGES) {
  test(`${language}: six tabs, each with its entries; a tab change is in the history`, async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    const html = await (await request.get(withQuery(pageRoutes.lifepage, { active: 3 }), { headers: { cookie: `language=${language}` } })).text();
    for (const entry of ofTab('pets')) expect(html).toContain(escape(entry.translations[language].title));

    await page.goto(pageRoutes.lifepage);
    const tabs = page.getByRole('navigation', { name: messages['life.tabs.label'] }).getByRole('link');
    await expect(tabs).toHaveText(LIFE_TABS.map((tab) => messages[`life.tab.${tab}`]!));
    const titles = page.getByTestId('life-card').getByRole('heading');
    await expect(titles).toHaveText(ofTab('food').map((entry) => entry.translations[language].title));
    for (const [index, tab] of LIFE_TABS.entries()) {
      await tabs.nth(index).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('active') === String(index));
      await expect(titles).toHaveText(ofTab(tab).map((entry) => entry.translations[language].title));
    }
    await page.goBack();
    await expect(titles).toHaveText(ofTab(LIFE_TABS[4]).map((entry) => entry.translations[language].title));
  });
}

test('a bad or missing active shows the first tab', async ({ page }) => {
  for (const active of ['-1', '6', 'abc']) {
    await page.goto(`${pageRoutes.lifepage}?active=${active}`);
    await expect(page.getByTestId('life-card').first().getByRole('heading')).toHaveText(ofTab('food')[0]!.translations.EN.title);
  }
});

test('an entry opens with breadcrumbs back to its tab, its tips and a map link for a place', async ({ page, context, baseURL }) => {
  await setLanguageCookie(context, baseURL!, 'CN');
  const messages = messagesFor('CN');
  const entry = ofTab('travel')[0]!;
  await page.goto(withQuery(pageRoutes.lifepage, { active: 5 }));
  await page.getByRole('link', { name: entry.translations.CN.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.lifedetail && url.searchParams.get('documentNo') === entry.documentNo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.translations.CN.title);
  await expect(page.getByTestId('life-detail').getByRole('listitem').first()).toHaveText(entry.translations.CN.highlights[0]!);
  await expect(page.getByTestId('life-map-link')).toHaveAttribute('href', `https://www.openstreetmap.org/search?query=${encodeURIComponent(entry.mapQuery!)}`);
  const tabCrumb = page.getByRole('navigation', { name: messages['breadcrumbs.label'] }).getByRole('link', { name: messages['life.tab.travel'] });
  await tabCrumb.click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.lifepage && url.searchParams.get('active') === '5');
});

test('an unknown entry is a not-found page inside the layout (404)', async ({ page, pageErrors }) => {
  const response = await page.goto(withQuery(pageRoutes.lifedetail, { documentNo: 'LIFE-9999' }));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('content-missing')).toBeVisible();
  // The 404 is expected here; the browser logs it as a failed resource.
  pageErrors.splice(0, pageErrors.length);
});
