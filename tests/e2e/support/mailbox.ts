import { expect } from '@playwright/test';
import { MailCatcher, linkIn, type CaughtMail } from '../../api/auth/support/mail-catcher';

export { linkIn, type CaughtMail };

/** The real SMTP server the e2e app server delivers to (SMTP_URL in playwright.config.ts). */
export async function startMailbox(): Promise<MailCatcher> {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run through playwright.config.ts');
  return new MailCatcher().start(port);
}

/** Waits until the address has received `count` mails and returns the newest; the sender retries with backoff. */
export async function waitForMail(mailbox: MailCatcher, address: string, count: number): Promise<CaughtMail> {
  await expect
    .poll(() => mailbox.to(address).length, { timeout: 20_000, message: `mail number ${count} to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mailbox.last(address);
}
