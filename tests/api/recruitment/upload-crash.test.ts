import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/src/db/client.js';
import { users } from '../../../server/src/db/schema/auth.js';
import { documents, documentTranslations } from '../../../server/src/db/schema/content.js';
import { applications, fileChunks, storedFiles } from '../../../server/src/db/schema/recruitment.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createEmptyDir } from '../support/fake-dist.js';
import { multipartBody } from './support/recruitment-harness.js';
import { pdfBytes } from './support/resume-fixtures.js';
import { freePort, parsed, startServer, stopServer, type ServerChild as Child } from '../support/server-process.js';

const JOB = 'CRASH-JOB-1';

describe('a server killed in the middle of an upload', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-crash-'));
  const staticDir = createEmptyDir();
  let token = '';
  let liveKey = '';
  let liveBytes: Buffer;
  const children: Child[] = [];

  beforeAll(async () => {
    // The account, its session, a job and one complete application, written before the server process owns the folder.
    const app = await buildTestApp({ dataDir, staticDir: staticDir.dir });
    try {
      const [user] = await app.db
        .insert(users)
        .values({ email: 'crash@example.org', firstName: 'Kim', age: 30, country: 276, education: 'Masters', passwordHash: 'x', language: 'EN', active: true })
        .returning();
      token = await app.auth.sessions.open(user!.id);
      const [doc] = await app.db
        .insert(documents)
        .values({ documentNo: JOB, section: 'job', status: 'published', publishedAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000), attributes: { enterpriseNo: 'ITH-0001' } })
        .returning();
      await app.db.insert(documentTranslations).values({ documentId: doc!.id, language: 'EN', title: 'Crash tester' });
      const other = await app.db
        .insert(documents)
        .values({ documentNo: `${JOB}-B`, section: 'job', status: 'published', publishedAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000), attributes: { enterpriseNo: 'ITH-0001' } })
        .returning();
      await app.db.insert(documentTranslations).values({ documentId: other[0]!.id, language: 'EN', title: 'Crash tester B' });
      liveBytes = pdfBytes(300_000);
      const form = multipartBody([
        { name: 'consent', value: 'true' },
        { name: 'file', filename: 'kept.pdf', data: liveBytes },
      ]);
      const delivered = await app.inject({
        method: 'POST',
        url: `/api/recruitment/applications?documentNo=${JOB}-B`,
        headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      liveKey = (await app.db.select({ key: applications.fileKey }).from(applications))[0]!.key!;
    } finally {
      await app.close();
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) await stopServer(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    staticDir.remove();
  });

  it('leaves, after the restart, no application without its file and no pending or orphan file', async ({ signal }) => {
    const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir.dir, PUBLIC_URL: 'http://127.0.0.1', AUTH_RATE_LIMIT_MAX: '1000', SHUTDOWN_DRAIN_SECONDS: '0' };
    const port = await freePort();
    const first = await startServer(env, port, children, signal);

    // A 5 MB upload; about 3 MB are sent, and the server is killed once it has registered the file and streams it in.
    const boundary = `----crash${randomBytes(6).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const file = pdfBytes(5 * 1024 * 1024);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/recruitment/applications?documentNo=${JOB}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    const outcome = new Promise<string>((resolve) => {
      upload.on('error', (error) => resolve(`error: ${error.message}`));
      upload.on('response', (response) => resolve(`status ${response.statusCode}`));
    });
    const registered = first.line((entry) => entry.msg === 'upload registered as pending');
    registered.catch(() => undefined); // awaited below; a server that dies first fails the test there
    upload.write(head);
    const piece = 64 * 1024;
    for (let at = 0; at < 3 * 1024 * 1024; at += piece) {
      if (!upload.write(file.subarray(at, at + piece))) await new Promise((resolve) => upload.once('drain', resolve));
    }
    await registered;
    await stopServer(first, 'SIGKILL');
    expect(await outcome).toMatch(/^error: /);

    // Restarted on the same folder: the sweeper runs at start.
    const second = await startServer(env, port, children, signal);
    const ready = second.lines.map(parsed).find((entry) => entry?.msg === 'résumé storage ready');
    expect(ready, second.lines.join('\n')).toBeDefined();
    // The interrupted upload had been registered and was streaming in: its pending file is what the sweep removed.
    expect(ready!.files as number).toBeGreaterThanOrEqual(1);
    await stopServer(second, 'SIGTERM');

    // The folder as the server left it, read without starting the app (whose own start would sweep again).
    const handle = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      const { db } = handle;
      const rows = await db.select().from(applications);
      expect(rows.map((row) => row.fileKey)).toEqual([liveKey]);
      const files = await db.select({ key: storedFiles.key, state: storedFiles.state }).from(storedFiles);
      expect(files).toEqual([{ key: liveKey, state: 'live' }]);
      const chunkKeys = await db.selectDistinct({ key: fileChunks.key }).from(fileChunks);
      expect(chunkKeys).toEqual([{ key: liveKey }]);
      const withoutFile = await db.execute(
        sql`select a.id from ${applications} a left join ${storedFiles} f on f.key = a.file_key and f.state = 'live' where a.file_key is not null and f.key is null`,
      );
      expect(withoutFile.rows).toEqual([]);
      const [stored] = await db.select({ bytes: sql<string>`sum(length(${fileChunks.data}))` }).from(fileChunks);
      expect(Number(stored!.bytes)).toBe(liveBytes.length);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
