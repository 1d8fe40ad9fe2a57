import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, storedFiles } from '../../db/schema/recruitment.js';
import type { Clock } from '../auth/clock.js';
import type { FileStore } from './file-store.js';

/** A pending file older than this belongs to an upload that died with its instance. */
export const PENDING_TTL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 200;

export interface SweepResult {
  /** Pending and deleting files removed. */
  files: number;
  /** Bytes the registry did not know (see FileStore.sweepOrphans). */
  orphans: number;
}

/** A random key: the stored name never derives from what the client sent. */
export function newFileKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The `stored_files` registry over a FileStore (see the schema's comment): a file is `pending` while it streams in,
 * `live` once the application that points at it commits in the same transaction, `deleting` once nothing needs it.
 * Bytes are removed after the commit that released them; whatever a crash interrupts, the sweeper finishes.
 */
export class FileRegistry {
  constructor(
    private readonly db: Database,
    readonly store: FileStore,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers a pending file, then streams it in; on any failure nothing stays behind. */
  async upload(source: Readable, maxBytes: number): Promise<{ key: string; size: number }> {
    const key = newFileKey();
    await this.db.insert(storedFiles).values({ key, state: 'pending', createdAt: this.clock.now() });
    this.log.debug({ key }, 'upload registered as pending');
    try {
      const size = await this.store.put(key, source, maxBytes);
      await this.db.update(storedFiles).set({ size }).where(eq(storedFiles.key, key));
      return { key, size };
    } catch (error) {
      await this.discard(key);
      throw error;
    }
  }

  /**
   * Inside the transaction that writes the application: the pending file becomes live. Fails when the sweeper has
   * already claimed it (an upload that outlived the pending limit), so no application points at a doomed file.
   */
  async markLive(tx: Database, key: string): Promise<void> {
    const rows = await tx
      .update(storedFiles)
      .set({ state: 'live' })
      .where(and(eq(storedFiles.key, key), eq(storedFiles.state, 'pending')))
      .returning({ key: storedFiles.key });
    if (rows.length === 0) throw new Error(`stored file ${key} is no longer pending`);
  }

  /** Inside the transaction that releases them: the files are to be removed once it commits. */
  async markDeleting(tx: Database, keys: ReadonlyArray<string | null>): Promise<string[]> {
    const wanted = keys.filter((key): key is string => key !== null);
    if (wanted.length === 0) return [];
    const rows = await tx
      .update(storedFiles)
      .set({ state: 'deleting' })
      .where(inArray(storedFiles.key, wanted))
      .returning({ key: storedFiles.key });
    return rows.map((row) => row.key);
  }

  /** Every résumé file of a user, marked for removal in the transaction that erases the account. */
  async markUserFilesDeleting(tx: Database, userId: number): Promise<string[]> {
    const owned = await tx
      .select({ key: applications.fileKey })
      .from(applications)
      .where(and(eq(applications.userId, userId), isNotNull(applications.fileKey)));
    return this.markDeleting(
      tx,
      owned.map((row) => row.key),
    );
  }

  /** After the commit: removes the bytes, then the registry row. A failure is left to the sweeper. */
  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.store.delete(key);
        await this.db.delete(storedFiles).where(and(eq(storedFiles.key, key), eq(storedFiles.state, 'deleting')));
      } catch (error) {
        this.log.warn({ err: error, key }, 'stored file not removed; the sweeper will retry');
      }
    }
  }

  /** A pending upload that failed: its bytes and its row go (the sweeper retries if this fails too). */
  async discard(key: string): Promise<void> {
    try {
      await this.store.delete(key);
      await this.db.delete(storedFiles).where(and(eq(storedFiles.key, key), eq(storedFiles.state, 'pending')));
    } catch (error) {
      this.log.warn({ err: error, key }, 'failed upload not removed; the sweeper will retry');
    }
  }

  /** The keys of `keys` the registry knows, whatever their state. */
  async known(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, [...keys]));
    return new Set(rows.map((row) => row.key));
  }

  /**
   * Removes pending files older than `pendingBefore` and every deleting one, then bytes the registry does not know.
   * A pending file is first claimed as deleting, so an upload finishing at that moment cannot make it live.
   * Idempotent; any number of instances may run it at once.
   */
  async sweep(pendingBefore: Date = new Date(this.clock.now().getTime() - PENDING_TTL_MS)): Promise<SweepResult> {
    let files = 0;
    for (;;) {
      const batch = await this.db
        .update(storedFiles)
        .set({ state: 'deleting' })
        .where(
          inArray(
            storedFiles.key,
            this.db
              .select({ key: storedFiles.key })
              .from(storedFiles)
              .where(or(eq(storedFiles.state, 'deleting'), and(eq(storedFiles.state, 'pending'), lt(storedFiles.createdAt, pendingBefore))))
              .limit(SWEEP_BATCH),
          ),
        )
        .returning({ key: storedFiles.key });
      if (batch.length === 0) break;
      const before = files;
      for (const { key } of batch) {
        try {
          await this.store.delete(key);
          await this.db.delete(storedFiles).where(and(eq(storedFiles.key, key), eq(storedFiles.state, 'deleting')));
          files += 1;
        } catch (error) {
          this.log.warn({ err: error, key }, 'sweeper could not remove a stored file');
        }
      }
      // A backend that keeps failing must not keep this loop spinning on the same rows.
      if (files === before) break;
    }
    const orphans = await this.store.sweepOrphans((keys) => this.known(keys), pendingBefore);
    return { files, orphans };
  }
}
