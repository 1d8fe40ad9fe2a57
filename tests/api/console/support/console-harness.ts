import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { users } from '../../../../server/src/db/schema/auth.js';
import { documents } from '../../../../server/src/db/schema/content.js';
import { changeRole, normalizeRole } from '../../../../server/src/services/console/grants.js';
import { createAuthHarness, type AuthHarness } from '../../auth/support/auth-harness.js';
import type { TestDatabase } from '../../support/databases.js';

export interface Person {
  email: string;
  token: string;
  id: number;
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  contentType?: string;
}

export interface ConsoleHarness extends AuthHarness {
  /** Registers, activates and logs in a new account; `roles` are granted the way the CLI grants them. */
  person(roles?: string[], overrides?: { firstName?: string }): Promise<Person>;
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

export async function createConsoleHarness(database: TestDatabase): Promise<ConsoleHarness> {
  const h = await createAuthHarness(database, { rateLimitMax: 100_000 });
  const grant = async (email: string, role: string, revoke = false) => {
    const normalized = normalizeRole(role);
    if (!normalized) throw new Error(`not a role: ${role}`);
    await changeRole(h.app.db, { email, role: normalized, revoke }, new Date());
  };
  const harness: ConsoleHarness = Object.assign(h, {
    grant,
    person: async (roles: string[] = [], overrides: { firstName?: string } = {}) => {
      const user = await h.registerActive(overrides);
      const email = user.email.toLowerCase();
      for (const role of roles) await grant(email, role);
      const [row] = await h.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return { email, token: await h.token(email, user.password), id: row!.id };
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
    as: (person: Person | undefined, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
      h.app.inject({
        method,
        url,
        headers: person ? bearer(person.token) : {},
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  });
  return harness;
}
