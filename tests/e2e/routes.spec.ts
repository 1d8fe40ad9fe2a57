import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { authRoutes, pageRoutes, HOME_PATH } from '../../src/lib/routes';
import { LANGUAGE_COOKIE, LANGUAGES, LOCALE_TAG, type Language } from '../../src/lib/i18n/languages';
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

const pages = Object.entries(pageRoutes) as Array<[keyof typeof pageRoutes, string]>;
const authPages = Object.entries(authRoutes);

/**
 * The page the server sends for `path` in `language`, parsed without running a script: what a visitor sees before the
 * app starts (and with JavaScript off), and what a crawler reads. It must be the route's own page, not a redirect.
 */
async function serverPage(request: APIRequestContext, path: string, language: Language): Promise<Document> {
  const response = await request.get(path, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` }, maxRedirects: 0 });
  expect(response.status(), `${path} in ${language}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  return new JSDOM(await response.text()).window.document;
}

/** The landmark elements the way a browser maps them: a header or footer outside sectioning content. */
function landmarks(document: Document, tag: 'header' | 'footer'): Element[] {
  return [...document.querySelectorAll(tag)].filter((element) => !element.closest('main, article, aside, nav, section'));
}

/** Shown unless inside something the markup hides. */
const shown = (element: Element | null | undefined) => Boolean(element) && !element!.closest('[hidden], [aria-hidden="true"]');

/** The page's one main heading, shown and worded. */
function mainHeading(document: Document): Element {
  const heading = document.querySelector('main h1');
  expect(shown(heading), 'main has a shown h1').toBe(true);
  expect(heading!.textContent?.trim()).not.toBe('');
  return heading!;
}

test.describe('redirects', () => {
  for (const path of ['/', '/foo/bar', '/pages/no-such-page']) {
    test(`${path} ends at the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

// Every route in every language, as the server renders it.
for (const language of LANGUAGES) {
  test.describe(`main layout in ${language}, as served`, () => {
    for (const [name, path] of pages) {
      test(`${name} (${path})`, async ({ request }) => {
        const document = await serverPage(request, path, language);
        expect(document.documentElement.lang).toBe(LOCALE_TAG[language]);
        expect(landmarks(document, 'header').filter(shown), 'banner').toHaveLength(1);
        expect(landmarks(document, 'footer').filter(shown), 'contentinfo').toHaveLength(1);
        mainHeading(document);
        const content = CONTENT[name];
        if (content) expect(shown(document.querySelector(`main [data-testid="${content}"]`)), content).toBe(true);
      });
    }
  });

  test.describe(`auth layout in ${language}, as served`, () => {
    for (const [name, path] of authPages) {
      test(`${name} (${path})`, async ({ request }) => {
        const document = await serverPage(request, path, language);
        expect(document.documentElement.lang).toBe(LOCALE_TAG[language]);
        mainHeading(document);
        // The auth layout: a slim bar with the home link and the language switcher, no footer around the form.
        const [banner] = landmarks(document, 'header');
        const homeLink = messagesFor(language)['header.homeLink']!;
        expect(shown(banner?.querySelector(`a[aria-label="${homeLink}"]`)), 'home link in the banner').toBe(true);
        expect(landmarks(document, 'footer')).toHaveLength(0);
      });
    }
  });
}

// Every route once more in the browser, the languages taken in turn: the page comes to life at its own address without
// an error (the fixture fails the test on any console error) and shows the same as it was served.
test.describe('in the browser', () => {
  pages.forEach(([name, path], index) => {
    const language = LANGUAGES[index % LANGUAGES.length]!;
    test(`${name} (${path}) in ${language}`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const content = CONTENT[name];
      if (content) await expect(page.getByRole('main').getByTestId(content).first()).toBeVisible();
    });
  });

  authPages.forEach(([name, path], index) => {
    const language = LANGUAGES[index % LANGUAGES.length]!;
    test(`${name} (${path}) in ${language}`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: messagesFor(language)['header.homeLink'] })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  });
});
