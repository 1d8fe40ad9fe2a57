import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { LOCALE_TAG, LANGUAGE_COOKIE, type Language } from '../../src/lib/i18n/languages';

export { expect };

type Messages = Record<string, string>;

/** The locale file of a language, read as the app bundles it. */
export function messagesFor(language: Language): Messages {
  const url = new URL(`../../locales/${LOCALE_TAG[language]}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Messages;
}

export async function setLanguageCookie(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
}

/** Everything the page reported as an error: console errors (failed loads included) and uncaught exceptions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Pages of the app (rendered on the server, then brought to life), not the static privacy statements or blanks. */
function isAppPage(url: string): boolean {
  return !/^(about:|data:)/.test(url) && !url.includes('/legal/') && !/\.(xml|txt|json|ics)(\?|$)/.test(url);
}

/**
 * A server-rendered page can be read before its script has run; a person (or a test) acting on it in that moment
 * acts on plain HTML. `goto` and `reload` therefore wait until the app has taken the page over (html[data-app-ready],
 * see src/app/layouts/app-ready.tsx) — unless JavaScript is off, when the HTML is all there is.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** A `test` in which every page fails the test when it logs an error or throws. */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (isAppPage(url)) await waitForApp(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (isAppPage(page.url())) await waitForApp(page);
        return response;
      };
    }
    await provide(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors = collectPageErrors(page);
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});
