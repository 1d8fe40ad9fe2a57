import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { authRoutes, HOME_PATH, pageRoutes } from '../../src/lib/routes';
import { consoleRoutes } from '../../src/features/console/console-routes';
import { MailCatcher } from '../api/auth/support/mail-catcher';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, type ThrowawayDatabase } from '../api/support/databases';
import { logIn } from './support/auth-pages';
import { consoleSignIn } from './support/console-sign-in';
import { PortalProcess } from './support/portal-process';
import { expect, messagesFor, test, waitForApp } from './support';

/*
 * The online service chat end to end (issue #14): a visitor whose question finds nothing is offered the chat, writes,
 * a `service` member of staff answers from the console's desk in a second browser, both see every message live, and
 * the visitor's reload keeps the history. Then the same across two server instances on one PostgreSQL database: the
 * visitor on one, the staff on the other. The servers run with the desk always staffed (CHAT_HOURS=always).
 */

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

const en = messagesFor('EN');
const m = (id: string) => {
  const text = en[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};
const PASSWORD = 'Chat-e2e-1';
const run = randomBytes(3).toString('hex');

/* Pages of contexts made here are not the fixture's: they wait for the app by hand (waitForApp) after each load. */

/** The desk is staffed around the clock on these servers, so a conversation opens live. */
const ALWAYS_STAFFED = { CHAT_HOURS: 'always' };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The help panel finds nothing, offers the chat; the visitor opens it with a name. */
async function openChatFromHelp(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}${pageRoutes.home}?language=EN`);
  await waitForApp(page);
  await page.getByRole('button', { name: m('assistant.launcher') }).click();
  const help = page.getByRole('dialog', { name: m('assistant.title') });
  await help.getByRole('textbox', { name: m('assistant.input.label') }).fill('xyzzy quantum entanglement');
  await help.getByRole('button', { name: m('assistant.input.submit') }).click();
  await expect(help.getByTestId('assistant-no-answer')).toBeVisible();
  await help.getByRole('button', { name: m('assistant.answer.chat') }).click();
  const chat = page.getByRole('dialog', { name: m('chat.title') });
  await chat.getByLabel(m('chat.start.name')).fill(name);
  await chat.getByRole('button', { name: m('chat.start.submit') }).click();
  await expect(chat.getByTestId('chat-composer')).toBeVisible();
  return chat;
}

async function visitorSays(page: Page, text: string) {
  const chat = page.getByRole('dialog', { name: m('chat.title') });
  await chat.getByTestId('chat-composer').fill(text);
  await chat.getByRole('button', { name: m('chat.composer.send') }).click();
  await expect(chat.getByTestId('chat-message-visitor').filter({ hasText: text })).toHaveCount(1);
}

async function staffSignIn(page: Page, baseUrl: string, person: { email: string; password: string }) {
  await page.goto(`${baseUrl}${authRoutes.login}?language=EN`);
  await waitForApp(page);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
  await consoleSignIn(page, baseUrl, person.email);
  await page.goto(`${baseUrl}${consoleRoutes.consoleChat}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('console.chat.title'));
}

async function staffTakes(page: Page, visitorName: string) {
  const item = page.getByTestId('chat-desk-queue-item').filter({ hasText: visitorName });
  await expect(item).toContainText('/pages/home');
  await expect(item).toContainText('(EN)');
  await item.click();
  const conversation = page.getByTestId('chat-desk-conversation');
  await conversation.getByTestId('chat-desk-claim').click();
  await expect(conversation.getByTestId('chat-desk-claim')).toHaveCount(0);
  return conversation;
}

async function staffSays(page: Page, text: string) {
  const conversation = page.getByTestId('chat-desk-conversation');
  await conversation.getByTestId('chat-desk-reply').fill(text);
  await conversation.getByTestId('chat-desk-send').click();
  await expect(conversation.getByTestId('chat-desk-message-staff').filter({ hasText: text })).toHaveCount(1);
}

test.describe('one server', () => {
  const mailbox = new MailCatcher();
  const staff = { email: `chat-staff-${run}@example.org`, firstName: 'Sam', password: PASSWORD };
  let server: PortalProcess;

  test.beforeAll(async () => {
    test.setTimeout(400_000);
    await mailbox.start();
    server = new PortalProcess(mailbox.url, { env: ALWAYS_STAFFED });
    await server.start();
    await server.registerActive(mailbox, staff);
    // The embedded database serves one process: the grant runs while the server is stopped.
    await server.stop();
    server.grant(staff.email, 'service');
    await server.start();
  });

  test.afterAll(async () => {
    await server?.remove();
    await mailbox.stop();
  });

  test('no match → chat offered; visitor and service staff talk live; a reload keeps the history and the stream', async ({ browser }) => {
    test.setTimeout(400_000);
    const visitor = await newPage(browser);
    const desk = await newPage(browser);

    await openChatFromHelp(visitor, server.url, 'Vera');
    await expect(visitor.getByTestId('chat-waiting')).toBeVisible();
    await visitorSays(visitor, 'Hello, where do I apply for the housing subsidy?');

    await staffSignIn(desk, server.url, staff);
    const conversation = await staffTakes(desk, 'Vera');
    await expect(conversation.getByTestId('chat-desk-message-visitor')).toContainText('where do I apply for the housing subsidy?');

    // Staff → visitor, live; the link is made safe.
    await staffSays(desk, 'Hi Vera, see https://example.org/housing for the steps.');
    const chat = visitor.getByRole('dialog', { name: m('chat.title') });
    const reply = chat.getByTestId('chat-message-staff').filter({ hasText: 'Hi Vera' });
    await expect(reply).toHaveCount(1);
    await expect(reply.getByRole('link', { name: 'https://example.org/housing' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(chat.getByTestId('chat-system-message')).toContainText(staff.firstName);

    // Visitor → staff, live.
    await visitorSays(visitor, 'Thank you! One more question.');
    await expect(conversation.getByTestId('chat-desk-message-visitor').filter({ hasText: 'One more question' })).toHaveCount(1);

    // The reload: the conversation comes back by itself, every message once, and stays live.
    await visitor.reload();
    await waitForApp(visitor);
    const again = visitor.getByRole('dialog', { name: m('chat.title') });
    await expect(again.getByTestId('chat-message-visitor')).toHaveCount(2);
    await expect(again.getByTestId('chat-message-staff')).toHaveCount(1);
    await expect(again.getByTestId('chat-message-visitor').first()).toContainText('housing subsidy');
    await staffSays(desk, 'Of course, go ahead.');
    await expect(again.getByTestId('chat-message-staff')).toHaveCount(2);
    await visitorSays(visitor, 'Is there a deadline?');
    await expect(conversation.getByTestId('chat-desk-message-visitor')).toHaveCount(3);

    // Closing from the desk ends it on the visitor's side.
    await conversation.getByTestId('chat-desk-close').click();
    await expect(again.getByTestId('chat-ended')).toBeVisible();
    await expect(again.getByTestId('chat-transcript-download')).toBeVisible();
  });
});

test.describe('two server instances on one PostgreSQL database', () => {
  const mailbox = new MailCatcher();
  const staff = { email: `chat-pg-staff-${run}@example.org`, firstName: 'Lin', password: PASSWORD };
  let database: ThrowawayDatabase;
  let first: PortalProcess;
  let second: PortalProcess;

  test.beforeAll(async () => {
    test.setTimeout(400_000);
    await mailbox.start();
    database = await createThrowawayDatabase(POSTGRES_ADMIN_URL);
    first = new PortalProcess(mailbox.url, { databaseUrl: database.url, env: ALWAYS_STAFFED });
    second = new PortalProcess(mailbox.url, { databaseUrl: database.url, env: ALWAYS_STAFFED });
    // The first migrates and seeds; the second starts on the ready database.
    await first.start();
    await second.start();
    await first.registerActive(mailbox, staff);
    first.grant(staff.email, 'service');
  });

  test.afterAll(async () => {
    await Promise.all([first?.remove(), second?.remove()]);
    await database?.drop();
    await mailbox.stop();
  });

  test('the visitor on one instance and the staff on the other talk live both ways', async ({ browser }) => {
    test.setTimeout(400_000);
    const visitor = await newPage(browser);
    const desk = await newPage(browser);

    await openChatFromHelp(visitor, first.url, 'Omar');
    await visitorSays(visitor, 'Hello from the first instance.');

    await staffSignIn(desk, second.url, staff);
    const conversation = await staffTakes(desk, 'Omar');
    await expect(conversation.getByTestId('chat-desk-message-visitor')).toContainText('Hello from the first instance.');

    await staffSays(desk, 'Hello from the second instance.');
    const chat = visitor.getByRole('dialog', { name: m('chat.title') });
    await expect(chat.getByTestId('chat-message-staff').filter({ hasText: 'Hello from the second instance.' })).toHaveCount(1);

    await visitorSays(visitor, 'Received, across instances.');
    await expect(conversation.getByTestId('chat-desk-message-visitor').filter({ hasText: 'Received, across instances.' })).toHaveCount(1);
  });
});
