import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { Config } from '../../../../server/src/config.js';
import { users } from '../../../../server/src/db/schema/auth.js';
import { documents } from '../../../../server/src/db/schema/content.js';
import { Secret, TOTP } from 'otpauth';
import { changeRole, normalizeRole } from '../../../../server/src/services/console/grants.js';
import { consoleRoles, hasConsoleAccess } from '../../../../server/src/services/console/roles.js';
import { createAuthHarness, type AuthHarness } from '../../auth/support/auth-harness.js';
import type { TestDatabase } from '../../support/databases.js';

export interface Person {
  email: string;
  /** The current session's bearer token (`signIn` replaces it). */
  token: string;
  id: number;
  password: string;
  /** The TOTP secret once enrolled (the person's authenticator app). */
  secret?: string;
  recoveryCodes?: string[];
  /** The last time step whose code was sent: the server accepts each step once. */
  lastStep?: number;
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  contentType?: string;
}

export interface PersonOptions {
  firstName?: string;
  /** Staff accounts enrol and verify the second factor unless this is false. */
  secondFactor?: boolean;
}

export interface ConsoleHarness extends AuthHarness {
  /**
   * Registers, activates and logs in a new account; `roles` are granted the way the CLI grants them. A staff account
   * then enrols its authenticator (through the API, as the console does), so its session has passed the second factor.
   */
  person(roles?: string[], options?: PersonOptions): Promise<Person>;
  /** POST /2fa/setup then /2fa/enable with the first code: the person's session is verified; secret and codes kept. */
  enrol(person: Person): Promise<void>;
  /** A right code for a step the person has not used yet (the clock moves on 30 s when every valid step is used). */
  totp(person: Person): string;
  /** POST /2fa/verify with a fresh code. */
  verify(person: Person): Promise<Response>;
  /** Verifies the session again if it went idle (tests that move the clock on use it for long-lived callers). */
  keepAlive(...people: Person[]): Promise<void>;
  /** A new password login (a new session, not yet verified); with `verify`, it also passes the second factor. */
  signIn(person: Person, verify?: boolean): Promise<void>;
  grant(email: string, role: string, revoke?: boolean): Promise<void>;
  /** Open jobs of one enterprise, by number. */
  openJobs(enterpriseNo: string): Promise<string[]>;
  /** The real résumé delivery: POST /api/recruitment/applications (consent first, then the one file). */
  deliver(token: string, jobNo: string, file: UploadFile): Promise<Response>;
  as(person: Person | undefined, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown): Promise<Response>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small file that passes the content check as a PDF, with random bytes so a download can be compared exactly. */
export function pdfBytes(size = 4096): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const fill = Math.max(0, size - head.length - tail.length);
  const body = Buffer.from(randomBytes(fill).toString('base64').slice(0, fill));
  return Buffer.concat([head, body, tail]);
}

export function multipart(parts: Array<{ name: string; value: string } | { name: string; file: UploadFile }>) {
  const boundary = `----console-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\n` +
            `Content-Type: ${part.file.contentType ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What the person's authenticator app shows for a time step. */
export function totpAt(secret: string, step: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });
}

export async function createConsoleHarness(database: TestDatabase, config: Partial<Config> = {}): Promise<ConsoleHarness> {
  const h = await createAuthHarness(database, { rateLimitMax: 100_000, ...config });
  const grant = async (email: string, role: string, revoke = false) => {
    const normalized = normalizeRole(role);
    if (!normalized) throw new Error(`not a role: ${role}`);
    await changeRole(h.app.db, { email, role: normalized, revoke }, new Date());
  };
  const as = (person: Person | undefined, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: person ? bearer(person.token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const totp = (person: Person): string => {
    if (!person.secret) throw new Error(`${person.email} has no authenticator`);
    for (;;) {
      const current = Math.floor(h.app.auth.clock.now().getTime() / 30_000);
      const step = [current, current + 1].find((candidate) => candidate > (person.lastStep ?? 0));
      if (step !== undefined) {
        person.lastStep = step;
        return totpAt(person.secret, step);
      }
      h.advance(30);
    }
  };
  const enrol = async (person: Person) => {
    const setup = await as(person, 'POST', '/api/console/2fa/setup');
    if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.body}`);
    person.secret = (setup.json() as { data: { secret: string } }).data.secret;
    const enabled = await as(person, 'POST', '/api/console/2fa/enable', { code: totp(person) });
    if (enabled.statusCode !== 200) throw new Error(`2fa enable failed: ${enabled.body}`);
    person.recoveryCodes = (enabled.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
  };
  const verify = (person: Person) => as(person, 'POST', '/api/console/2fa/verify', { code: totp(person) });
  const harness: ConsoleHarness = Object.assign(h, {
    grant,
    enrol,
    totp,
    verify,
    keepAlive: async (...people: Person[]) => {
      for (const person of people) {
        const state = await as(person, 'GET', '/api/console/2fa');
        // The whole session ended (12 hours): log in again.
        if (state.statusCode === 401) person.token = await h.token(person.email, person.password);
        else if ((state.json() as { data: { verified: boolean } }).data.verified) continue;
        const verified = await verify(person);
        if (verified.statusCode !== 200) throw new Error(`2fa verify failed: ${verified.body}`);
      }
    },
    signIn: async (person: Person, withCode = true) => {
      person.token = await h.token(person.email, person.password);
      if (!withCode) return;
      const verified = await verify(person);
      if (verified.statusCode !== 200) throw new Error(`2fa verify failed: ${verified.body}`);
    },
    person: async (roles: string[] = [], options: PersonOptions = {}) => {
      const { secondFactor = true, ...overrides } = options;
      const user = await h.registerActive(overrides);
      const email = user.email.toLowerCase();
      for (const role of roles) await grant(email, role);
      const [row] = await h.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const person: Person = { email, token: await h.token(email, user.password), id: row!.id, password: user.password };
      if (secondFactor && hasConsoleAccess(consoleRoles(roles))) await enrol(person);
      return person;
    },
    openJobs: async (enterpriseNo: string) => {
      const rows = await h.app.db
        .select({ documentNo: documents.documentNo })
        .from(documents)
        .where(
          and(
            eq(documents.section, 'job'),
            eq(documents.status, 'published'),
            sql`${documents.attributes}->>'enterpriseNo' = ${enterpriseNo}`,
            gt(documents.endsAt, new Date()),
          ),
        )
        .orderBy(asc(documents.documentNo));
      return rows.map((row) => row.documentNo);
    },
    deliver: (token: string, jobNo: string, file: UploadFile) => {
      const body = multipart([
        { name: 'consent', value: 'true' },
        { name: 'file', file },
      ]);
      return h.app.inject({
        method: 'POST',
        url: `/api/recruitment/applications?documentNo=${jobNo}&language=EN`,
        headers: { ...(token ? bearer(token) : {}), 'content-type': body.contentType },
        payload: body.payload,
      });
    },
    as,
  });
  return harness;
}
