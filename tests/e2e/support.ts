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

/** A `test` in which every page fails the test when it logs an error or throws. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = collectPageErrors(page);
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});
