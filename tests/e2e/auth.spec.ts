import type { MailCatcher } from '../api/auth/support/mail-catcher';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { authRoutes, HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { expect, setLanguageCookie, test, waitForApp } from './support';
import { expectLoggedIn, fillSignup, logIn, setPassword, text, type Newcomer } from './support/auth-pages';
import { linkIn, startMailbox, waitForMail } from './support/mailbox';

// One SMTP server on the configured port serves every journey of this file, so they share one worker.
test.describe.configure({ mode: 'default' });

let mailbox: MailCatcher;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox.stop();
});

const names: Record<Language, { first: string; edited: string }> = {
  EN: { first: 'Ada', edited: 'Augusta' },
  CN: { first: '小明', edited: '小红' },
  TC: { first: '嘉欣', edited: '家謙' },
};

function newcomer(language: Language): Newcomer {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: names[language].first,
    age: '31',
    country: 'Germany',
    education: 'Masters',
    email: `journey-${language.toLowerCase()}-${stamp}@example.org`,
    password: `Pass-${language}-密碼1`,
  };
}

const pathIs = (path: string) => (url: URL) => url.pathname === path;

for (const language of LANGUAGES) {
  test(`${language}: register, activate by mail, log in, edit profile, log out, reset password`, async ({
    page,
    browser,
    baseURL,
    context,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await setLanguageCookie(context, baseURL!, language);
    const user = newcomer(language);

    // Register.
    await page.goto(authRoutes.signin);
    await fillSignup(page, language, user);
    await expect(page).toHaveURL((url) => url.pathname === authRoutes.activation && url.searchParams.get('email') === user.email);
    await expect(page.getByTestId('activation-email')).toHaveText(user.email);

    // Resend: enabled at first, then disabled with the seconds counting down.
    const resend = page.getByTestId('resend-button');
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(resend).toBeDisabled();
    const counting = new RegExp(escapeRegExp(text(language, 'auth.resend.countdown')).replace('\\{seconds\\}', '(\\d+)'));
    await expect(resend).toHaveText(counting);
    const first = Number(counting.exec((await resend.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(async () => Number(counting.exec((await resend.textContent()) ?? '')?.[1]), { timeout: 4_000 }).toBeLessThan(first);

    // Read the activation mail from the real SMTP server and follow its link.
    const activation = await waitForMail(mailbox, user.email, 2);
    const setLink = linkIn(activation);
    expect(setLink.pathname).toBe(authRoutes.setPassword);
    expect(setLink.searchParams.get('email')).toBe(user.email);
    await page.goto(setLink.pathname + setLink.search);
    await expect(page.locator('input[name="email"]')).toHaveValue(user.email);
    await expect(page.locator('input[name="email"]')).toHaveAttribute('readonly');
    await expect(page.locator('input[name="password"]')).toHaveAttribute('placeholder', text(language, 'account.password.placeholder'));
    await setPassword(page, user.password);
    await expect(page).toHaveURL(pathIs(authRoutes.login));

    // Log in: the avatar carries the first name.
    await logIn(page, user.email, user.password);
    await expectLoggedIn(page, language, user.firstName);

    // Profile through the avatar once the home page has rendered (as a visitor sees it; while its lazily loaded
    // content is still arriving the header is re-rendered and a click can fall between two renders).
    await expect(page.getByTestId('home-benefit').first()).toBeVisible();
    // Profile through the avatar: view, edit, and the header follows the new name.
    await page.getByTestId('user-avatar').click();
    await expect(page).toHaveURL(pathIs(pageRoutes.profile));
    const details = page.getByTestId('profile-details');
    await expect(details).toContainText(user.email);
    await expect(details).toContainText(text(language, 'account.education.Masters'));
    await page.getByRole('button', { name: text(language, 'profile.edit'), exact: true }).click();
    await page.locator('input[name="firstName"]').fill(names[language].edited);
    await page.locator('input[name="age"]').fill('32');
    await page.getByRole('button', { name: text(language, 'profile.save'), exact: true }).click();
    await expect(details).toContainText(names[language].edited);
    await expect(details).toContainText('32');
    await expect(page.getByTestId('user-avatar')).toHaveAttribute(
      'aria-label',
      text(language, 'header.profile', { name: names[language].edited }),
    );

    // Log out: the server is told, the stored session goes, the header shows the login button again.
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(pathIs(HOME_PATH));
    await expect(page.getByTestId('user-avatar')).toHaveCount(0);
    expect(await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('userInfo')])).toEqual([null, null]);

    // A session that the reset must end.
    await page.goto(authRoutes.login);
    await logIn(page, user.email, user.password);
    await expectLoggedIn(page, language, names[language].edited);

    // Forgot password in another browser: mail, reset link, new password.
    const other = await browser.newContext({ baseURL: baseURL! });
    await setLanguageCookie(other, baseURL!, language);
    const second = await other.newPage();
    await second.goto(authRoutes.forgetPassword);
    await waitForApp(second);
    await second.locator('input[name="email"]').fill(user.email);
    await second.locator('main form button[type="submit"]').click();
    await expect(second).toHaveURL((url) => url.pathname === authRoutes.forgetActivation && url.searchParams.get('email') === user.email);
    const resetMail = await waitForMail(mailbox, user.email, 3);
    const resetLink = linkIn(resetMail);
    expect(resetLink.pathname).toBe(authRoutes.resetPassword);
    await second.goto(resetLink.pathname + resetLink.search);
    await waitForApp(second);
    const newPassword = `New-${language}-密碼2`;
    await setPassword(second, newPassword);
    await expect(second).toHaveURL(pathIs(authRoutes.login));

    // The old session is rejected: the profile call answers 401 and the page ends the stored session.
    await page.goto(pageRoutes.profile);
    await expect(page).toHaveURL(pathIs(HOME_PATH));
    await expect(page.getByTestId('user-avatar')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // Chromium logs the expected 401 of that call as a failed resource; nothing else may be logged.
    const unexpected = pageErrors.filter((line) => !(line.includes('401') && line.includes('/api/profile')));
    pageErrors.splice(0, pageErrors.length, ...unexpected);

    // The old password no longer works; the new one does.
    await logIn(second, user.email, user.password);
    await expect(second.getByTestId('form-alert')).toHaveText(text(language, 'server.error.auth.badCredentials'));
    await expect(second.locator('input[name="email"]')).toHaveValue(user.email);
    await second.locator('input[name="password"]').fill(newPassword);
    await second.locator('main form button[type="submit"]').click();
    await expectLoggedIn(second, language, names[language].edited);

    // Erasing the account asks for the current password again: a wrong one erases nothing, the right one does.
    await second.goto(pageRoutes.profile);
    await waitForApp(second);
    await second.getByRole('button', { name: text(language, 'profile.delete'), exact: true }).click();
    const dialog = second.getByRole('alertdialog', { name: text(language, 'profile.delete.title') });
    const confirm = dialog.getByRole('button', { name: text(language, 'profile.delete.confirm'), exact: true });
    await dialog.locator('input[name="password"]').fill(user.password);
    await confirm.click();
    await expect(dialog.getByTestId('form-alert')).toHaveText(text(language, 'server.error.auth.currentPasswordWrong'));
    await dialog.locator('input[name="password"]').fill(newPassword);
    await confirm.click();
    await expect(second).toHaveURL(pathIs(HOME_PATH));
    await expect(second.getByTestId('user-avatar')).toHaveCount(0);
    await second.goto(authRoutes.login);
    await waitForApp(second);
    await logIn(second, user.email, newPassword);
    await expect(second.getByTestId('form-alert')).toHaveText(text(language, 'server.error.auth.badCredentials'));
    await other.close();
  });
}

// The International Talent Hub's contact form sends mail too, so its journeys share this file's SMTP server.
const visitors: Record<Language, { name: string; phone: string; received: RegExp }> = {
  EN: { name: 'Maria Schmidt', phone: '+49 30 901820', received: /within 48 hours/ },
  CN: { name: '李华', phone: '+86 138 0013 8000', received: /48 小时内/ },
  TC: { name: '陳嘉欣', phone: '+852 9123 4567', received: /48 小時內/ },
};

for (const language of LANGUAGES) {
  test(`${language}: the hub's contact form checks its fields, answers with a reference and the 48-hour promise, and mails it`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLanguageCookie(context, baseURL!, language);
    const who = visitors[language];
    const email = `hub-${language.toLowerCase()}-${Date.now().toString(36)}@example.org`;
    await page.goto(pageRoutes.ith);
    await waitForApp(page);
    const form = page.getByTestId('ith-contact-form');
    await form.scrollIntoViewIfNeeded();

    // The form's own checks: nothing is sent while a field is wrong, and what was typed stays.
    await form.getByRole('button', { name: text(language, 'ith.contact.submit') }).click();
    await expect(form.getByTestId('name-error')).toHaveText(text(language, 'ith.contact.validation.nameRequired'));
    await form.locator('input[name="name"]').fill(who.name);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('12345');
    await form.getByRole('button', { name: text(language, 'ith.contact.submit') }).click();
    await expect(form.getByTestId('phone-error')).toHaveText(text(language, 'ith.contact.validation.phoneInvalid'));
    await expect(form.locator('input[name="name"]')).toHaveValue(who.name);

    await form.locator('input[name="phone"]').fill(who.phone);
    await form.locator('textarea[name="message"]').fill('Call me in the afternoon, please.');
    await form.getByRole('button', { name: text(language, 'ith.contact.submit') }).click();
    const receipt = page.getByTestId('ith-contact-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(text(language, 'ith.contact.sent.promise', { hours: '48' }));
    const reference = (await receipt.getByTestId('ith-contact-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^ITH-\d{6}-[2-9A-Z]{6}$/);

    const ack = await waitForMail(mailbox, email, 1);
    expect(ack.subject).toContain(reference);
    expect(ack.text).toContain(reference);
    expect(ack.text).toMatch(who.received);
    expect(ack.text).toContain(who.name);
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
