import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { S3Config } from '../../../../server/src/config.js';
import { users } from '../../../../server/src/db/schema/auth.js';
import { documents, documentTranslations } from '../../../../server/src/db/schema/content.js';
import { applications, fileChunks, storedFiles } from '../../../../server/src/db/schema/recruitment.js';
import type { S3FileStore } from '../../../../server/src/services/storage/s3-file-store.js';
import { createAuthHarness, type AuthHarness } from '../../auth/support/auth-harness.js';
import type { TestDatabase } from '../../support/databases.js';

export type Backend = 'postgres' | 's3';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export const S3_BUCKET = 'resumes-test';

/** A real S3-protocol server in this process, on loopback, storing in a temporary folder. */
export async function startS3rver(): Promise<{ config: S3Config; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  return {
    config: {
      bucket: S3_BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface Person {
  id: number;
  email: string;
  token: string;
  password: string;
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data body written by hand, so tests control the order, the boundary and any malformation. */
export function multipartBody(parts: Part[], boundary = `----tp${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.data ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`));
    chunks.push(part.data ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary };
}

export interface Stored {
  applications: number;
  storedFiles: number;
  chunks: number;
  objects: number;
}

export interface RecruitmentHarness extends AuthHarness {
  backend: Backend;
  /** A published job of an enterprise (ITH-0001 by default), open unless `closesInDays` is negative. */
  addJob(options?: { enterpriseNo?: string; closesInDays?: number | null; titles?: Record<'EN' | 'CN' | 'TC', string> }): Promise<string>;
  person(permissions?: string[], language?: 'EN' | 'CN' | 'TC', firstName?: string): Promise<Person>;
  /** consent=true, then the file: the form as the dialog sends it. */
  deliver(person: Person | string, jobNo: string, file: { name: string; data: Buffer; contentType?: string }, language?: string): Promise<Response>;
  post(token: string | undefined, url: string, body: { payload: Buffer | string; contentType: string }): Promise<Response>;
  call(token: string | undefined, method: 'GET' | 'DELETE', url: string): Promise<Response>;
  /** How many application rows, registry rows, chunk rows and S3 objects exist. */
  stored(): Promise<Stored>;
  stop(): Promise<void>;
}

let jobCounter = 0;

export async function createRecruitmentHarness(database: TestDatabase, backend: Backend): Promise<RecruitmentHarness> {
  const s3 = backend === 's3' ? await startS3rver() : undefined;
  const h = await createAuthHarness(database, { rateLimitMax: 100_000, ...(s3 ? { s3: s3.config } : {}) });
  const { app } = h;

  const harness: RecruitmentHarness = Object.assign(h, {
    backend,
    addJob: async ({ enterpriseNo = 'ITH-0001', closesInDays = 30, titles }: Parameters<RecruitmentHarness['addJob']>[0] = {}) => {
      jobCounter += 1;
      const documentNo = `TJOB-${process.pid}-${jobCounter}-${randomBytes(2).toString('hex')}`;
      const now = Date.now();
      const [doc] = await app.db
        .insert(documents)
        .values({
          documentNo,
          section: 'job',
          status: 'published',
          publishedAt: new Date(now - 86_400_000),
          endsAt: closesInDays === null ? null : new Date(now + closesInDays * 86_400_000),
          attributes: { enterpriseNo },
        })
        .returning({ id: documents.id });
      const text = titles ?? { EN: `Data engineer ${jobCounter}`, CN: `数据工程师 ${jobCounter}`, TC: `數據工程師 ${jobCounter}` };
      await app.db
        .insert(documentTranslations)
        .values((['EN', 'CN', 'TC'] as const).map((language) => ({ documentId: doc!.id, language, title: text[language] })));
      return documentNo;
    },
    person: async (permissions: string[] = [], language: 'EN' | 'CN' | 'TC' = 'EN', firstName?: string) => {
      const user = await h.registerActive(firstName ? { firstName } : {});
      const email = user.email.toLowerCase();
      const [row] = await app.db.update(users).set({ permissions, language }).where(eq(users.email, email)).returning({ id: users.id });
      return { id: row!.id, email, token: await h.token(email, user.password), password: user.password };
    },
    post: (token: string | undefined, url: string, body: { payload: Buffer | string; contentType: string }) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: body.payload,
      }),
    call: (token: string | undefined, method: 'GET' | 'DELETE', url: string) =>
      app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    deliver: (person: Person | string, jobNo: string, file: { name: string; data: Buffer; contentType?: string }, language = 'EN') =>
      harness.post(
        typeof person === 'string' ? person : person.token,
        `/api/recruitment/applications?documentNo=${encodeURIComponent(jobNo)}&language=${language}`,
        multipartBody([
          { name: 'consent', value: 'true' },
          { name: 'file', filename: file.name, contentType: file.contentType ?? 'application/octet-stream', data: file.data },
        ]),
      ),
    stored: async () => {
      const rows = async (table: typeof applications | typeof storedFiles | typeof fileChunks) =>
        Number((await app.db.select({ n: count() }).from(table))[0]?.n ?? 0);
      let objects = 0;
      if (backend === 's3') {
        const store = app.recruitment.files as S3FileStore;
        const listed = await store.client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
        objects = listed.KeyCount ?? 0;
      }
      return { applications: await rows(applications), storedFiles: await rows(storedFiles), chunks: await rows(fileChunks), objects };
    },
    stop: async () => {
      await h.close();
      await s3?.stop();
    },
  });
  return harness;
}
