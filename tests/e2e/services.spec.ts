import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes, SERVICE_TABS, withQuery } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* Services and one-step service packs (spec §2 "services", "serviceDetail") against the seeded database. */

interface SeedService {
  documentNo: string;
  tab: string;
  rank: number;
  talent_category: string[];
  relatedBenefits: string[];
  translations: Record<Language, { title: string; summary: string; documents: string[] }>;
}
const { services } = JSON.parse(
  readFileSync(new URL('../../server/src/content/seed-data/services.json', import.meta.url), 'utf8'),
) as { services: SeedService[] };
const ofTab = (tab: string) => services.filter((service) => service.tab === tab).sort((a, b) => a.rank - b.rank);
const escape = (text: string) => text.replace(/&/g, '&amp;');

for (const language of LANGUAGES) {
  test(`${language}: six tabs, 100 packs in pages, a tab of its own per URL, Back returns`, async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    const packs = ofTab('servicePacks');
    const volunteer = ofTab('volunteer');

    // Rendered on the server: the first packs are in the HTML.
    const html = await (await request.get(pageRoutes.services, { headers: { cookie: `language=${language}` } })).text();
    for (const pack of packs.slice(0, 12)) expect(html).toContain(escape(pack.translations[language].title));

    await page.goto(pageRoutes.services);
    const tabs = page.getByRole('navigation', { name: messages['services.tabs.label'] }).getByRole('link');
    await expect(tabs).toHaveText(SERVICE_TABS.map((tab) => messages[`services.tab.${tab}`]!));
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('services-count')).toContainText('100');
    await expect(page.getByTestId('service-card').getByRole('heading')).toHaveText(packs.slice(0, 12).map((pack) => pack.translations[language].title));

    await tabs.nth(4).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('active') === '4');
    await expect(page.getByTestId('service-card').getByRole('heading')).toHaveText(volunteer.slice(0, 12).map((each) => each.translations[language].title));
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('active') === null || url.searchParams.get('active') === '0');
    await expect(page.getByTestId('service-card').first().getByRole('heading')).toHaveText(packs[0]!.translations[language].title);

    // The second page of packs, by its link.
    const pageLink = messages['pagination.page']!.replace('{page}', '2');
    await page.getByRole('navigation', { name: messages['pagination.label'] }).getByRole('link', { name: pageLink, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(page.getByTestId('service-card').first().getByRole('heading')).toHaveText(packs[12]!.translations[language].title);
  });
}

test('a bad or missing active shows the first tab, never a blank', async ({ page }) => {
  const first = ofTab('servicePacks')[0]!.translations.EN.title;
  for (const active of ['-1', '6', 'abc', '']) {
    await page.goto(`${pageRoutes.services}${active ? `?active=${active}` : ''}`);
    await expect(page.getByTestId('service-card').first().getByRole('heading')).toHaveText(first);
  }
});

test('keyword and talent type narrow the tab, live in the URL and survive a reload', async ({ page }) => {
  const messages = messagesFor('EN');
  await page.goto(withQuery(pageRoutes.services, { active: 0 }));
  await page.getByRole('searchbox').fill('permit');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === 'permit' && url.searchParams.get('active') === '0');
  const titles = page.getByTestId('service-card').getByRole('heading');
  await expect(page.getByTestId('services-count')).not.toHaveText('100 services');
  const count = Number((await page.getByTestId('services-count').textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(100);

  await page.getByRole('checkbox', { name: 'Hong Kong and Macao residents' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('talentType') === 'hkMacaoResident');
  const expected = ofTab('servicePacks').filter((s) => s.talent_category.includes('hkMacaoResident'));
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('permit');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const shown = await titles.allTextContents();
  for (const title of shown) expect(expected.map((s) => s.translations.EN.title)).toContain(title);

  await page.getByRole('button', { name: messages['services.filter.clear'] }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('keyword') && !url.searchParams.has('talentType'));
  await expect(page.getByTestId('services-count')).toContainText('100');
});

test('a service opens its detail with breadcrumbs back to its tab and links to the benefits it relates to', async ({ page, context, baseURL }) => {
  await setLanguageCookie(context, baseURL!, 'TC');
  const messages = messagesFor('TC');
  const pack = ofTab('volunteer').find((s) => s.relatedBenefits.length > 0) ?? ofTab('servicePacks').find((s) => s.relatedBenefits.length > 0)!;
  const active = SERVICE_TABS.indexOf(pack.tab as (typeof SERVICE_TABS)[number]);
  await page.goto(withQuery(pageRoutes.services, { active, keyword: pack.translations.TC.title }));
  await page.getByRole('link', { name: pack.translations.TC.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.serviceDetail && url.searchParams.get('documentNo') === pack.documentNo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pack.translations.TC.title);
  await expect(page.getByTestId('service-detail').getByRole('listitem').filter({ hasText: pack.translations.TC.documents[0]! }).first()).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: messages['breadcrumbs.label'] });
  const tabCrumb = crumbs.getByRole('link', { name: messages[`services.tab.${pack.tab}`] });
  await expect(tabCrumb).toHaveAttribute('href', withQuery(pageRoutes.services, { active }));

  await page.getByTestId('service-detail').locator(`a[href*="documentNo=${pack.relatedBenefits[0]}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.talentBenefitsDetail && url.searchParams.get('documentNo') === pack.relatedBenefits[0]);
  await page.goBack();
  await tabCrumb.click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.services && url.searchParams.get('active') === String(active));
});

test('an unknown service is a not-found page inside the layout (404)', async ({ page, pageErrors }) => {
  const response = await page.goto(withQuery(pageRoutes.serviceDetail, { documentNo: 'SVC-9999', active: 2 }));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('content-missing')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The 404 is expected here; the browser logs it as a failed resource.
  pageErrors.splice(0, pageErrors.length);
});

test('the footer’s volunteer link lands on services tab 4', async ({ page }) => {
  await page.goto(pageRoutes.home);
  await page.getByRole('contentinfo').getByRole('link', { name: messagesFor('EN')['footer.link.volunteer'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.services && url.searchParams.get('active') === '4');
  await expect(page.getByRole('navigation', { name: messagesFor('EN')['services.tabs.label'] }).getByRole('link', { name: messagesFor('EN')['services.tab.volunteer'] })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('service-card').first().getByRole('heading')).toHaveText(ofTab('volunteer')[0]!.translations.EN.title);
});
