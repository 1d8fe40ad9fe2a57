import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { ConfigError, loadConfig } from '../../../server/src/config.js';
import { fileChunks, storedFiles } from '../../../server/src/db/schema/recruitment.js';
import { FileNotFoundError, FileTooLargeError, type FileStore } from '../../../server/src/services/storage/file-store.js';
import { CHUNK_BYTES } from '../../../server/src/services/storage/pg-file-store.js';
import { S3_PART_BYTES, type S3FileStore } from '../../../server/src/services/storage/s3-file-store.js';
import { newFileKey, PENDING_TTL_MS } from '../../../server/src/services/storage/stored-files.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, TEST_DATABASES, type ThrowawayDatabase } from '../support/databases.js';
import { until } from '../support/wait.js';
import { startS3rver } from './support/recruitment-harness.js';

const MiB = 1024 * 1024;

/** A source that hands over `bytes` in uneven pieces, as a network does. */
function source(bytes: Buffer, piece = 64 * 1024 + 7): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
    })(),
    { objectMode: false },
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('storage configuration', () => {
  it('uses the database unless S3_BUCKET is set, and reads the S3_* variables', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'resumes', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3).toEqual({
      bucket: 'resumes',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'resumes', S3_REGION: 'ap-east-1' }).s3).toMatchObject({ region: 'ap-east-1', endpoint: undefined, forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'resumes', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'resumes', S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
  });
});

const BACKENDS = [
  ...TEST_DATABASES.map((database) => ({ name: `postgres chunks on ${database.name}`, backend: 'postgres' as const, database })),
  { name: 's3 (s3rver)', backend: 's3' as const, database: { name: 'pglite' as const } },
];

describe.each(BACKENDS)('file store: $name', ({ backend, database }) => {
  let app: App;
  let store: FileStore;
  let throwaway: ThrowawayDatabase | undefined;
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3rver();
    if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
    app = await buildTestApp({ ...(throwaway ? { databaseUrl: throwaway.url } : {}), config: { ...(s3 ? { s3: s3.config } : {}) } });
    store = app.recruitment.files;
  });
  afterAll(async () => {
    await app?.close();
    await throwaway?.drop();
    await s3?.stop();
  });

  it('is the backend the configuration chose', () => {
    expect(store.kind).toBe(backend);
  });

  const sizes = [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, S3_PART_BYTES, S3_PART_BYTES + 1, 6 * MiB];
  it.each(sizes)('stores and streams back %i bytes exactly', async (size) => {
    const key = newFileKey();
    const bytes = randomBytes(size);
    expect(await store.put(key, source(bytes), 6 * MiB)).toBe(size);
    expect(await store.exists(key)).toBe(true);
    const back = await readAll(await store.get(key));
    expect(back.length).toBe(size);
    expect(back.equals(bytes)).toBe(true);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it('refuses a file over the limit and keeps none of it', async () => {
    const key = newFileKey();
    await expect(store.put(key, source(randomBytes(6 * MiB + 1)), 6 * MiB)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await store.exists(key)).toBe(false);
    if (backend === 'postgres') expect(await app.db.select().from(fileChunks).where(eq(fileChunks.key, key))).toEqual([]);
  });

  /** The S3 commands the store sends (s3rver cannot list multipart uploads, so the client's own record is read). */
  function s3Commands(): string[] {
    const sent: string[] = [];
    (store as S3FileStore).client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: `record-${randomBytes(4).toString('hex')}` },
    );
    return sent;
  }

  /** More than one unit of the backend: a chunk row, or an S3 part. */
  const unit = () => (backend === 'postgres' ? CHUNK_BYTES + 1 : S3_PART_BYTES + 1);

  /** Whether the store has begun to write the file under `key`: a chunk row is there, or an S3 part was sent. */
  const begun = async (key: string, sent: string[]) =>
    backend === 'postgres' ? (await app.db.select().from(fileChunks).where(eq(fileChunks.key, key))).length > 0 : sent.includes('UploadPartCommand');

  it('keeps nothing when the source fails half-way (a client that disconnects)', async ({ signal }) => {
    const sent = backend === 's3' ? s3Commands() : [];
    const key = newFileKey();
    const broken = new PassThrough();
    const putting = store.put(key, broken, 6 * MiB);
    broken.write(randomBytes(unit()));
    // Half-way: some of the file is already written when the source fails.
    await until(() => begun(key, sent), Boolean, { signal });
    broken.destroy(new Error('connection reset'));
    await expect(putting).rejects.toThrow('connection reset');
    expect(await store.exists(key)).toBe(false);
    if (backend === 'postgres') expect(await app.db.select().from(fileChunks).where(eq(fileChunks.key, key))).toEqual([]);
    // The started multipart upload is aborted, so no invisible parts stay billed.
    if (backend === 's3') expect(sent).toEqual(expect.arrayContaining(['CreateMultipartUploadCommand', 'AbortMultipartUploadCommand']));
  });

  it('writes while the upload is still arriving: no whole file is held before storing', async ({ signal }) => {
    const sent = backend === 's3' ? s3Commands() : [];
    const key = newFileKey();
    const slow = new PassThrough();
    const putting = store.put(key, slow, 6 * MiB);
    slow.write(randomBytes(unit()));
    // The source has not ended, so whatever is written by now was written while the upload was still arriving.
    expect(await until(() => begun(key, sent), Boolean, { signal })).toBe(true);
    slow.end(randomBytes(10));
    expect(await putting).toBe(unit() + 10);
    expect((await readAll(await store.get(key))).length).toBe(unit() + 10);
    await store.delete(key);
  });

  it('answers a missing file with FileNotFoundError and deletes idempotently', async () => {
    const key = newFileKey();
    await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await store.exists(key)).toBe(false);
    await store.delete(key);
    await store.delete(key);
  });

  it('refuses keys it did not make (no path tricks reach a backend)', async () => {
    for (const key of ['../etc/passwd', 'a/b', '', 'x'.repeat(65)]) {
      await expect(store.put(key, source(Buffer.from('x')), 10)).rejects.toThrow(/invalid file key/);
    }
  });

  it('sweeps stale pending and all deleting files, keeps live and fresh ones, and removes unregistered bytes', async () => {
    const { registry } = app.recruitment;
    const now = Date.now();
    const put = async (state: 'pending' | 'live' | 'deleting', ageMs: number) => {
      const key = newFileKey();
      await app.db.insert(storedFiles).values({ key, state, createdAt: new Date(now - ageMs) });
      await store.put(key, source(randomBytes(1000)), 6 * MiB);
      return key;
    };
    const stale = await put('pending', PENDING_TTL_MS + 60_000);
    const fresh = await put('pending', 1000);
    const live = await put('live', PENDING_TTL_MS * 10);
    const deleting = await put('deleting', 0);
    const orphan = newFileKey();
    await store.put(orphan, source(randomBytes(500)), 6 * MiB);

    const result = await registry.sweep(new Date(now - PENDING_TTL_MS));
    expect(result.files).toBe(2);
    for (const key of [stale, deleting]) expect(await store.exists(key)).toBe(false);
    for (const key of [fresh, live]) expect(await store.exists(key)).toBe(true);
    const left = await app.db.select({ key: storedFiles.key, state: storedFiles.state }).from(storedFiles);
    expect(left).toEqual(expect.arrayContaining([{ key: fresh, state: 'pending' }, { key: live, state: 'live' }]));
    expect(left.map((row) => row.key)).not.toContain(stale);
    expect(left.map((row) => row.key)).not.toContain(deleting);
    // Idempotent: a second sweep finds nothing more.
    expect((await registry.sweep(new Date(now - PENDING_TTL_MS))).files).toBe(0);

    // Bytes without a registry row: chunks go at once (a row is registered before the first chunk is written);
    // S3 objects carry their age and go once older than the cut-off, so uploads in flight elsewhere are spared.
    expect(await store.exists(orphan)).toBe(backend === 's3');
    await store.sweepOrphans((keys) => registry.known(keys), new Date(Date.now() + 60_000));
    expect(await store.exists(orphan)).toBe(false);
    for (const key of [fresh, live]) expect(await store.exists(key)).toBe(true);
  });

  it('registers an upload as pending and removes it when the upload fails', async () => {
    const { registry } = app.recruitment;
    const { key, size } = await registry.upload(source(randomBytes(3000)), 6 * MiB);
    expect(size).toBe(3000);
    expect(await app.db.select({ state: storedFiles.state, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, key))).toEqual([
      { state: 'pending', size: 3000 },
    ]);
    const registered = async () => (await app.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key);
    const before = await registered();
    expect(before).toContain(key);
    await expect(registry.upload(source(randomBytes(2000)), 1000)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await registered()).toEqual(before);
    await registry.discard(key);
    expect(await registered()).not.toContain(key);
    expect(await store.exists(key)).toBe(false);
  });
});
