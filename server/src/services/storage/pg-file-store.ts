import { Readable } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fileChunks } from '../../db/schema/recruitment.js';
import { assertKey, FileNotFoundError, FileTooLargeError, type FileStore } from './file-store.js';

/** Rows of this size: small enough that a request holds one at a time, large enough that a 6 MB file is ~24 rows. */
export const CHUNK_BYTES = 256 * 1024;
const SWEEP_PAGE = 500;

/**
 * Files as ordered `file_chunks` rows in the application's own database (PGlite or PostgreSQL), so every instance
 * sees them and they are backed up with the rest. Each chunk is written as it arrives, in its own statement: no
 * transaction stays open while a client uploads, which matters on PGlite's single connection.
 */
export class PgFileStore implements FileStore {
  readonly kind = 'postgres' as const;

  /** The bytes are in the database, whose readiness check is the database's own. */
  async ping(): Promise<void> {}

  /**
   * `hex` for PGlite: its driver turns bytea values into and out of hex one JavaScript string per byte (slow, and
   * megabytes of garbage per chunk), so the bytes travel as one hex text that PostgreSQL encodes and decodes itself.
   * node-postgres sends Buffers as binary parameters and needs none of that.
   */
  constructor(
    private readonly db: Database,
    private readonly transfer: 'binary' | 'hex' = 'binary',
  ) {}

  private encoded(data: Buffer) {
    return this.transfer === 'hex' ? sql<Buffer>`decode(${data.toString('hex')}, 'hex')` : data;
  }

  /** Chunk `seq` of `key`, or undefined. */
  private async chunk(key: string, seq: number): Promise<Buffer | undefined> {
    const where = and(eq(fileChunks.key, key), eq(fileChunks.seq, seq));
    if (this.transfer === 'binary') {
      const [row] = await this.db.select({ data: fileChunks.data }).from(fileChunks).where(where);
      return row?.data;
    }
    const [row] = await this.db.select({ hex: sql<string>`encode(${fileChunks.data}, 'hex')` }).from(fileChunks).where(where);
    return row ? Buffer.from(row.hex, 'hex') : undefined;
  }

  async put(key: string, source: Readable, maxBytes: number): Promise<number> {
    assertKey(key);
    let seq = 0;
    let total = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const write = async (data: Buffer) => {
      await this.db.insert(fileChunks).values({ key, seq, data: this.encoded(data) });
      seq += 1;
    };
    try {
      for await (const chunk of source as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        total += bytes.length;
        if (total > maxBytes) throw new FileTooLargeError(maxBytes);
        pending.push(bytes);
        pendingBytes += bytes.length;
        while (pendingBytes >= CHUNK_BYTES) {
          const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
          await write(joined.subarray(0, CHUNK_BYTES));
          const rest = joined.subarray(CHUNK_BYTES);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      // Chunk 0 always exists, even empty, so an empty file is still a file.
      if (pendingBytes > 0 || seq === 0) await write(Buffer.concat(pending, pendingBytes));
      return total;
    } catch (error) {
      source.destroy();
      await this.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    assertKey(key);
    const first = await this.chunk(key, 0);
    if (!first) throw new FileNotFoundError(key);
    const chunk = (seq: number) => this.chunk(key, seq);
    // One chunk read per pull: the consumer's pace sets the reads, and at most one chunk waits in the buffer.
    async function* chunks() {
      yield first!;
      for (let seq = 1; ; seq += 1) {
        const data = await chunk(seq);
        if (!data) return;
        yield data;
      }
    }
    return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.db.delete(fileChunks).where(eq(fileChunks.key, key));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    const [row] = await this.db
      .select({ seq: fileChunks.seq })
      .from(fileChunks)
      .where(and(eq(fileChunks.key, key), eq(fileChunks.seq, 0)));
    return row !== undefined;
  }

  /** Chunks whose key the registry does not know (the registry row is written before the first chunk). */
  async sweepOrphans(known: (keys: string[]) => Promise<Set<string>>): Promise<number> {
    let removed = 0;
    let after = '';
    for (;;) {
      const page = await this.db
        .select({ key: fileChunks.key })
        .from(fileChunks)
        .where(and(eq(fileChunks.seq, 0), gt(fileChunks.key, after)))
        .orderBy(asc(fileChunks.key))
        .limit(SWEEP_PAGE);
      if (page.length === 0) return removed;
      const keys = page.map((row) => row.key);
      const live = await known(keys);
      for (const key of keys.filter((k) => !live.has(k))) {
        await this.delete(key);
        removed += 1;
      }
      after = keys[keys.length - 1]!;
    }
  }

  async close(): Promise<void> {}
}
