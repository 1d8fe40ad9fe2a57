import { HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { LANGUAGE_COOKIE, LANGUAGES, LOCALE_TAG, type Language } from '../../src/lib/i18n/languages';
import type { Page } from '@playwright/test';
import { expect, messagesFor, setLanguageCookie, test, waitForApp } from './support';

const html = (page: Page) => page.locator('html');

test.describe('language', () => {
  for (const language of LANGUAGES) {
    test(`the footer links the ${language} privacy statement, written in ${language}`, async ({ page, context, baseURL }) => {
      const messages = messagesFor(language);
      await setLanguageCookie(context, baseURL!, language);
      await page.goto(pageRoutes.about);
      const link = page.getByRole('contentinfo').getByRole('link', { name: messages['footer.privacy'] });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/legal\/privacy-[a-z-]+\.html$/);
      await page.goto(href!);
      await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG[language]);
      await expect(page).toHaveTitle(messages['legal.privacy.title']!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['legal.privacy.title']!);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        Object.keys(messages)
          .filter((id) => /^legal\.privacy\.section\.\d+\.heading$/.test(id))
          .sort((a, b) => Number(a.split('.')[3]) - Number(b.split('.')[3]))
          .map((id) => messages[id]!),
      );
      await page.getByRole('link', { name: messages['legal.privacy.back'] }).click();
      await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
    });
  }

  for (const language of LANGUAGES) {
    test(`the ${language} cookie is respected on load and on reload`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
      await page.goto(pageRoutes.about);
      await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG[language]);
      await page.reload();
      await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG[language]);
    });
  }

  const detection: Array<[string, Language]> = [
    ['zh-HK', 'TC'],
    ['zh-TW', 'TC'],
    ['zh-CN', 'CN'],
    ['en-GB', 'EN'],
  ];
  for (const [locale, expected] of detection) {
    test(`without a cookie, browser language ${locale} gives ${expected}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(HOME_PATH);
      await waitForApp(page);
      await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG[expected]);
      await context.close();
    });
  }

  test('switching in the header announces success and reloads into the new language', async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, 'EN');
    await page.goto(pageRoutes.events);
    await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG.EN);

    const en = messagesFor('EN');
    // A marker on the window proves the page really reloaded rather than re-rendered.
    await page.evaluate(() => Object.assign(window, { __beforeSwitch: true }));

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(en['language.switcher.label']!) }).click();
    await header.getByRole('button', { name: en['language.name.TC'] }).click();

    const successTexts = LANGUAGES.map((l) => messagesFor(l)['language.switch.success']).filter(Boolean) as string[];
    expect(successTexts.length, 'language.switch.success exists in the locale files').toBe(LANGUAGES.length);
    await expect(page.getByText(new RegExp(successTexts.map(escapeRegExp).join('|'))).first()).toBeVisible();
    expect(successTexts[0]).toMatch(/Switch Language.*Success/);

    await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG.TC, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => '__beforeSwitch' in window)).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.events);
    const cookie = (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE);
    expect(cookie?.value).toBe('TC');
  });
});

test('switching on an address that names its language drops that name, so the new language shows', async ({ page }) => {
  await page.goto(`${pageRoutes.events}?active=1&language=EN`);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(messagesFor('EN')['language.switcher.label']!) }).click();
  await header.getByRole('button', { name: messagesFor('EN')['language.name.CN'] }).click();
  await expect(html(page)).toHaveAttribute('lang', LOCALE_TAG.CN, { timeout: 15_000 });
  await expect(page).toHaveURL((url) => url.pathname === pageRoutes.events && url.search === '?active=1');
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
