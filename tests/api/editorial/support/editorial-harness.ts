import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { sessions, users } from '../../../../server/src/db/schema/auth.js';
import { createAuthHarness, type AuthHarness } from '../../auth/support/auth-harness.js';
import type { TestDatabase } from '../../support/databases.js';
import type { Config } from '../../../../server/src/config.js';

export interface Staff {
  email: string;
  token: string;
  id: number;
  label: string;
}

export interface EditorialHarness extends AuthHarness {
  /** A signed-in account with these permissions entries (`admin`, `editor:event`, …), past the console's second factor. */
  staff(permissions: string[], firstName?: string): Promise<Staff>;
  call(who: Staff | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Response>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createEditorialHarness(database: TestDatabase, config: Partial<Config> = {}): Promise<EditorialHarness> {
  return withEditorial(await createAuthHarness(database, { rateLimitMax: 1_000_000, ...config }));
}

/** Adds the editorial helpers to a harness built for something else, so one app serves both (see bad-input.test.ts). */
export function withEditorial<H extends AuthHarness>(h: H): H & EditorialHarness {
  return Object.assign(h, {
    staff: async (permissions: string[], firstName = 'Editor') => {
      const user = await h.registerActive({ firstName });
      const email = user.email.toLowerCase();
      const [row] = await h.app.db.update(users).set({ permissions }).where(eq(users.email, email)).returning({ id: users.id });
      const token = await h.token(email, user.password);
      // The console's second factor (worker A) is taken as passed: these tests are about content, not sign-in.
      await h.app.db.update(sessions).set({ secondFactorAt: new Date(), consoleSeenAt: new Date() }).where(eq(sessions.userId, row!.id));
      return { email, token, id: row!.id, label: `${firstName} <${email}>` };
    },
    call: (who: Staff | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      h.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
  });
}

/** A complete event draft in the console's shape (shared + the three translations). */
export function eventDraft(title = 'Talent forum') {
  const translation = (lang: string) => ({
    title: `${title} ${lang}`,
    summary: `Summary ${lang}`,
    body: `Body ${lang}`,
    location: `Hall ${lang}`,
    address: `Address ${lang}`,
    organiser: `Organiser ${lang}`,
  });
  return {
    shared: {
      category: 'forum',
      talent_category: ['student'],
      startsAt: '2026-01-10T09:00:00+08:00',
      endsAt: '2099-01-10T17:00:00+08:00',
      banner: '/content/events/evt-0001.jpg',
      mapQuery: '横琴国际人才港',
      tags: ['forum'],
    },
    translations: {
      EN: translation('EN'),
      CN: { ...translation('CN'), title: `${title}（简体）人才发展` },
      TC: translation('TC'),
    },
  };
}
