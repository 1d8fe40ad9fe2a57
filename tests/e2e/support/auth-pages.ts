import { expect, type Page } from '@playwright/test';
import type { Language } from '../../../src/lib/i18n/languages';
import { HOME_PATH } from '../../../src/lib/routes';
import { messagesFor } from '../support';

/** What a newcomer types into the signup form. */
export interface Newcomer {
  firstName: string;
  age: string;
  /** Typed as the English name, picked from the list. */
  country: string;
  education: string;
  email: string;
  password: string;
}

export function text(language: Language, id: string, values: Record<string, string> = {}): string {
  const message = messagesFor(language)[id];
  if (message === undefined) throw new Error(`no message ${id} in ${language}`);
  return Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), message);
}

const submit = (page: Page) => page.locator('main form button[type="submit"]');

export async function fillSignup(page: Page, language: Language, user: Newcomer) {
  await page.locator('input[name="firstName"]').fill(user.firstName);
  await page.locator('input[name="age"]').fill(user.age);
  // Typed key by key as a person would: the list filters between keys.
  await page.locator('input[name="country"]').pressSequentially(user.country, { delay: 80 });
  await page.getByRole('option', { name: new RegExp(user.country) }).click();
  await page.locator('select[name="education"]').selectOption(user.education);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await expect(submit(page), 'signup waits for the terms box').toBeDisabled();
  // The box's label ends in a link to the privacy statement; the words before it tick the box.
  await page.getByText(text(language, 'auth.signup.terms').split('<privacy>')[0]!).click();
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
}

export async function setPassword(page: Page, password: string) {
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirm"]').fill(password);
  await submit(page).click();
}

export async function logIn(page: Page, email: string, password: string) {
  // A visitor types once the start-up splash (spec §9, about a second) has left the form in sight.
  await expect(page.getByTestId('app-spinner')).toHaveCount(0);
  const emailField = page.locator('input[name="email"]');
  await expect(emailField).toBeVisible();
  await emailField.fill(email);
  await page.locator('input[name="password"]').fill(password);
  await submit(page).click();
}

/** Logged in: home page, avatar named after the user, token in session storage. */
export async function expectLoggedIn(page: Page, language: Language, firstName: string) {
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
  await expect(page.getByTestId('user-avatar')).toHaveAttribute('aria-label', text(language, 'header.profile', { name: firstName }));
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}
