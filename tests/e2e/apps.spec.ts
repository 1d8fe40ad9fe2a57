import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* The apps guide (spec §2 "app") against the seeded database; expectations from the committed seed file. */

interface SeedApp {
  documentNo: string;
  category: string;
  rank: number;
  name: Record<Language, string>;
  officialUrl: string;
  setupSteps: Record<Language, string[]>;
}
const { apps } = JSON.parse(
  readFileSync(new URL('../../server/src/content/seed-data/apps.json', import.meta.url), 'utf8'),
) as { apps: SeedApp[] };
const CATEGORIES = ['social', 'commute', 'travel', 'shopping', 'food', 'housing', 'jobs', 'entertainment', 'logistics'];

for (const language of LANGUAGES) {
  test(`${language}: nine categories, their apps by rank with set-up steps, a category link and a QR code`, async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    // Rendered on the server: a search engine (or a browser without scripts) reads the guide.
    const html = await (await request.get(pageRoutes.app, { headers: { cookie: `language=${language}` } })).text();
    for (const app of apps.filter((each) => each.rank === 1)) expect(html).toContain(app.name[language].replace(/&/g, '&amp;'));

    await page.goto(pageRoutes.app);
    const sections = page.getByTestId('app-category');
    await expect(sections).toHaveCount(9);
    expect(await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-category')))).toEqual(CATEGORIES);
    for (const category of CATEGORIES) {
      const expected = apps.filter((each) => each.category === category).sort((a, b) => a.rank - b.rank);
      const section = page.locator(`[data-category="${category}"]`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(messages[`apps.category.${category}`]!);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map((each) => each.name[language]));
    }

    const first = apps.find((each) => each.category === 'commute' && each.rank === 1)!;
    const card = page.locator(`[data-document-no="${first.documentNo}"]`);
    await expect(card.getByRole('listitem')).toHaveText(first.setupSteps[language]);
    await expect(card.getByRole('link', { name: new RegExp(messages['common.opensInNewTab']!.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', first.officialUrl);

    // The category list jumps to the category, in the page.
    await page.getByRole('navigation', { name: messages['apps.nav.label'] }).getByRole('link', { name: messages['apps.category.logistics'] }).click();
    await expect(page).toHaveURL((url) => url.hash === '#apps-logistics');
    await expect(page.locator('[data-category="logistics"]').getByRole('heading', { level: 2 })).toBeInViewport();

    // The QR code opens the official page on a phone.
    await card.getByRole('button', { expanded: false }).click();
    await expect(card.getByRole('region')).toBeVisible();
    await expect(card.getByRole('region').getByRole('img')).toBeVisible();
  });
}
