import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../server/src/db/schema/auth.js';
import type { App } from '../../../server/src/app.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL } from '../support/databases.js';
import { createAuthHarness, newUser, type AuthHarness } from './support/auth-harness.js';
import { linkIn, MailCatcher } from './support/mail-catcher.js';
import { encryptLikeBrowser } from './support/password-cipher.js';

describe('mail outbox', () => {
  const cleanups: Array<() => Promise<void>> = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps mails through an SMTP outage and delivers them once the server is back', async () => {
    // Reserve a port, then leave it closed: the app starts with an SMTP server that is down.
    const probe = await new MailCatcher().start();
    const port = probe.port;
    await probe.stop();
    const h: AuthHarness = await createAuthHarness({ name: 'pglite' }, { smtpUrl: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => h.close());

    const user = newUser();
    expect((await h.register(user)).statusCode).toBe(200);
    expect(await h.app.auth.mail.flush()).toBe(0);
    const [queued] = await h.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued!.lastError).toBeTruthy();
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const catcher = await new MailCatcher().start(port);
    cleanups.push(() => catcher.stop());
    // Not due yet: the backoff holds the retry.
    expect(await h.app.auth.mail.flush()).toBe(0);
    h.advance(31);
    expect(await h.app.auth.mail.flush()).toBe(1);
    expect(linkIn(catcher.last(user.email)).pathname).toBe('/auth/setPassword');
    const [sent] = await h.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers every mail once when the SMTP server returns, with two instances sending from one database', async () => {
    // Issue #31 §7: the outage on PostgreSQL, shared by two instances whose senders both claim due mails.
    const database = await createThrowawayDatabase(POSTGRES_ADMIN_URL, { seeded: true });
    cleanups.push(() => database.drop());
    const probe = await new MailCatcher().start();
    const port = probe.port;
    await probe.stop();
    let offsetMs = 0;
    const instances = [];
    for (let i = 0; i < 2; i += 1) {
      const app = await buildTestApp({ databaseUrl: database.url, config: { smtpUrl: `smtp://127.0.0.1:${port}`, authRateLimitMax: 10_000 } });
      cleanups.push(() => app.close());
      app.auth.clock.now = () => new Date(Date.now() + offsetMs);
      instances.push(app);
    }
    const [a, b] = instances as [App, App];
    const users = Array.from({ length: 12 }, () => newUser());
    for (const [index, user] of users.entries()) {
      const app = index % 2 === 0 ? a : b;
      const { email, firstName, age, country, education, password } = user;
      const payload = { username: email, firstName, age, country, education, email, password: encryptLikeBrowser(app.auth.cipher.publicKey, password), rsaEncrypted: true };
      expect((await app.inject({ method: 'POST', url: '/api/auth/register?language=EN', payload })).statusCode).toBe(200);
    }
    // Down: nothing goes, everything waits for its retry.
    expect((await Promise.all([a.auth.mail.flush(), b.auth.mail.flush()])).reduce((x, y) => x + y)).toBe(0);
    const pending = await a.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending.filter((row) => users.some((user) => user.email === row.recipient))).toHaveLength(users.length);

    // Back: both instances flush at once, again and again, until nothing is due; each mail arrives once.
    const catcher = await new MailCatcher().start(port);
    cleanups.push(() => catcher.stop());
    offsetMs += 31_000;
    let delivered = 0;
    for (;;) {
      const sent = (await Promise.all([a.auth.mail.flush(), b.auth.mail.flush(), a.auth.mail.flush(), b.auth.mail.flush()])).reduce((x, y) => x + y);
      if (sent === 0) break;
      delivered += sent;
    }
    for (const user of users) expect(catcher.to(user.email)).toHaveLength(1);
    expect(delivered).toBeGreaterThanOrEqual(users.length);
    expect(catcher.mails.filter((mail) => users.some((user) => mail.to.includes(user.email)))).toHaveLength(users.length);
  });

  it('without SMTP keeps mails in the outbox and lists them on /dev/mailbox when DEV_MAILBOX is on', async () => {
    const app = await buildTestApp({ config: { devMailbox: true, smtpUrl: undefined, publicUrl: 'http://dev.test' } });
    cleanups.push(() => app.close());
    const encrypt = (await import('./support/password-cipher.js')).encryptLikeBrowser;
    const user = newUser({ firstName: '<b>Ann</b>' });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register?language=CN',
      payload: { ...user, username: user.email, password: encrypt(app.auth.cipher.publicKey, user.password), rsaEncrypted: true },
    });
    expect(registered.statusCode).toBe(200);
    expect(await app.auth.mail.flush()).toBe(0);

    const page = await app.inject({ method: 'GET', url: '/dev/mailbox?language=TC' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="zh-Hant">');
    expect(page.body).toContain('開發郵箱');
    expect(page.body).toContain(user.email);
    expect(page.body).toMatch(/href="http:\/\/dev\.test\/auth\/setPassword\?email=[^"]+&#38;code=[\w-]+"/);
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(row).toMatchObject({ status: 'pending', subject: '激活您的人才门户账号' });
    expect(row!.html).toContain('&#60;b&#62;Ann&#60;/b&#62;');
  });

  it('has no /dev/mailbox by default', async () => {
    const app = await buildTestApp({ config: { smtpUrl: undefined } });
    cleanups.push(() => app.close());
    expect(app.config.devMailbox).toBe(false);
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).not.toBe(200);
    expect(page.body).not.toContain('Development mailbox');
  });
});
