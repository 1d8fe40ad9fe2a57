import type { LightMyRequestResponse as Response } from 'fastify';
import type { App } from '../../../../server/src/app.js';
import type { Config } from '../../../../server/src/config.js';
import { buildTestApp, type TestAppOptions } from '../../support/build-test-app.js';
import { createThrowawayDatabase, type TestDatabase, type ThrowawayDatabase } from '../../support/databases.js';
import { encryptLikeBrowser } from './password-cipher.js';
import { linkIn, MailCatcher, type CaughtMail } from './mail-catcher.js';

export const PUBLIC_URL = 'https://portal.test';

export interface Registration {
  firstName: string;
  age: number | string;
  country: string | number;
  education: string;
  email: string;
  password: string;
}

let counter = 0;
/** A fresh, valid registration; the e-mail is unique per call. */
export function newUser(overrides: Partial<Registration> = {}): Registration {
  counter += 1;
  return {
    firstName: 'Ann',
    age: 30,
    country: 'Germany',
    education: 'Masters',
    email: `user${counter}.${Date.now()}@example.org`,
    password: 'correct horse 1',
    ...overrides,
  };
}

export interface AuthHarness {
  app: App;
  mails: MailCatcher;
  publicKey: string;
  encrypt(password: string): string;
  /** Moves the app's clock (expiries, lockouts, throttles) forward. */
  advance(seconds: number): void;
  /**
   * Stops the app's clock where it is (it then moves only by `advance`), so what must happen "within the same second"
   * does, however long the machine takes; returns the function that lets it run on.
   */
  freeze(): () => void;
  /** Delivers the outbox to the catcher now and returns the newest mail to the address. */
  mailTo(address: string): Promise<CaughtMail>;
  register(user: Registration, language?: 'EN' | 'CN' | 'TC'): Promise<Response>;
  /** register → activation mail → modify-passwd with the same password; returns the user. */
  registerActive(overrides?: Partial<Registration>): Promise<Registration>;
  login(email: string, password: string): Promise<Response>;
  /** Logs in and returns the bearer token. */
  token(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function createAuthHarness(
  database: TestDatabase,
  config: Partial<Config> = {},
  appOptions: Pick<TestAppOptions, 'logger'> = {},
): Promise<AuthHarness> {
  const mails = await new MailCatcher().start();
  let throwaway: ThrowawayDatabase | undefined;
  if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
  const app = await buildTestApp({
    ...appOptions,
    ...(throwaway ? { databaseUrl: throwaway.url } : {}),
    config: { publicUrl: PUBLIC_URL, smtpUrl: mails.url, authRateLimitMax: 10_000, secondFactorRateLimitMax: 10_000, ...config },
  });
  let offsetMs = 0;
  let frozenAt: number | undefined;
  app.auth.clock.now = () => new Date((frozenAt ?? Date.now()) + offsetMs);
  const publicKey = app.auth.cipher.publicKey;
  const encrypt = (password: string) => encryptLikeBrowser(publicKey, password);

  const harness: AuthHarness = {
    app,
    mails,
    publicKey,
    encrypt,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    freeze: () => {
      frozenAt = Date.now();
      return () => {
        // Running on from the frozen instant: the clock never goes back.
        offsetMs += (frozenAt ?? Date.now()) - Date.now();
        frozenAt = undefined;
      };
    },
    mailTo: async (address) => {
      await app.auth.mail.flush();
      return mails.last(address);
    },
    register: (user, language = 'EN') =>
      app.inject({
        method: 'POST',
        url: `/api/auth/register?language=${language}`,
        payload: {
          username: user.email,
          firstName: user.firstName,
          age: user.age,
          country: user.country,
          education: user.education,
          email: user.email,
          password: encrypt(user.password),
          rsaEncrypted: true,
        },
      }),
    registerActive: async (overrides) => {
      const user = newUser(overrides);
      const registered = await harness.register(user);
      if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
      const link = linkIn(await harness.mailTo(user.email.toLowerCase()));
      const activated = await app.inject({
        method: 'PUT',
        url: '/api/auth/modify-passwd',
        payload: {
          email: link.searchParams.get('email'),
          accessCode: link.searchParams.get('code'),
          password: encrypt(user.password),
          rsaEncrypted: true,
        },
      });
      if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
      return user;
    },
    login: (email, password) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/logon?language=EN',
        payload: { username: email, email, password: encrypt(password), rsaEncrypted: true },
      }),
    token: async (email, password) => {
      const response = await harness.login(email, password);
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return (response.json() as { data: { token: string } }).data.token;
    },
    close: async () => {
      await app.close();
      await mails.stop();
      await throwaway?.drop();
    },
  };
  return harness;
}
