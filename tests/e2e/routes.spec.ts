import { authRoutes, pageRoutes, HOME_PATH } from '../../src/lib/routes';
import { LANGUAGES, LOCALE_TAG } from '../../src/lib/i18n/languages';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/**
 * What a route shows besides its title, once its section is built: a block only real content fills (a detail page
 * without a documentNo shows its not-found view). Routes whose sections are still to come have no entry yet.
 */
const CONTENT: Partial<Record<keyof typeof pageRoutes, string>> = {
  home: 'home-benefit',
  talentBenefits: 'benefit-card',
  talentBenefitsDetail: 'content-missing',
  employment: 'job-card',
  employmentDetail: 'content-missing',
  events: 'event-card',
  eventsDetail: 'content-missing',
  services: 'service-card',
  serviceDetail: 'content-missing',
  app: 'app-card',
  lifepage: 'life-card',
  hkmacao: 'hkmacao-guide',
  about: 'about-figures',
  ith: 'ith-floor',
  study: 'journey-step',
  work: 'journey-step',
  invest: 'journey-step',
  life: 'journey-step',
  hkmacaoDetail: 'content-missing',
  lifedetail: 'content-missing',
  calculator: 'calculator-intro',
  calculatorQuestion: 'calculator-question',
  preparationforentry: 'entry-picker',
  preparationforentryStep: 'entry-invalid',
  reports: 'intro-topics',
  reportstep: 'topic-progress',
};

test.describe('redirects', () => {
  for (const path of ['/', '/foo/bar', '/pages/no-such-page']) {
    test(`${path} ends at the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

for (const language of LANGUAGES) {
  test.describe(`main layout in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
    });

    for (const [name, path] of Object.entries(pageRoutes)) {
      test(`${name} (${path})`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const content = CONTENT[name as keyof typeof pageRoutes];
        if (content) await expect(page.getByRole('main').getByTestId(content).first()).toBeVisible();
      });
    }
  });

  test.describe(`auth layout in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
    });

    for (const [name, path] of Object.entries(authRoutes)) {
      test(`${name} (${path})`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        // The auth layout: a slim bar with the home link and the language switcher, no footer around the form.
        await expect(page.getByRole('banner').getByRole('link', { name: messagesFor(language)['header.homeLink'] })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      });
    }
  });
}
