import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { applications, type ApplicationStatus } from '../../db/schema/recruitment.js';
import type { Language } from '../../lib/i18n.js';
import type { Clock } from '../auth/clock.js';
import type { Throttle } from '../auth/throttle.js';
import type { FileRegistry } from '../storage/stored-files.js';
import { recruitmentError } from './application-errors.js';
import { findJob, jobTexts, type DeliverableJob } from './application-jobs.js';
import type { ApplicationMails } from './application-mails.js';
import { DELIVERY_LIMIT, retentionEnd } from './application-rules.js';
import type { ReceivedResume } from './application-upload.js';
import type { ResumeType } from './job-codes.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** What the applicant sees of an application (contract `ApplicationView`); texts in the request's language. */
export interface ApplicationView {
  id: number;
  jobNo: string;
  jobTitle: string;
  company: string;
  enterpriseNo: string;
  status: ApplicationStatus;
  fileName: string;
  fileType: ResumeType;
  fileSize: number;
  deliveredAt: string;
  updatedAt: string;
  retainUntil: string;
}

export interface ApplicationServiceDeps {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  files: FileRegistry;
  mails: ApplicationMails;
  log: FastifyBaseLogger;
}

const PURGE_BATCH = 200;
export const deliveryThrottleKey = (userId: number) => `recruitment:deliver:${userId}`;

/**
 * Résumé delivery and the applicant's own applications. One application per user and job: a second delivery replaces
 * the file in the transaction that makes the new one live, and the old file is removed after the commit.
 */
export class ApplicationService {
  constructor(private readonly deps: ApplicationServiceDeps) {}

  /**
   * Before any byte of the upload is read: the job must exist and take applications, and the account must be within
   * its hourly deliveries.
   */
  async prepare(userId: number, documentNo: string): Promise<DeliverableJob> {
    const now = this.deps.clock.now();
    const job = await findJob(this.deps.db, documentNo, now);
    if (!job) throw recruitmentError('jobNotFound', { documentNo });
    if (job.closesAt && job.closesAt <= now) throw recruitmentError('jobClosed');
    const { count, resetAt } = await this.deps.throttle.hit(deliveryThrottleKey(userId), DELIVERY_LIMIT.windowSeconds);
    if (count > DELIVERY_LIMIT.max) {
      const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60_000));
      throw recruitmentError('tooMany', { minutes, max: DELIVERY_LIMIT.max });
    }
    return job;
  }

  /**
   * Makes the received file the application's, atomically: the pending file goes live and the application row is
   * written (or its previous file released) in one transaction. Nothing is stored when it fails.
   */
  async commit(userId: number, job: DeliverableJob, resume: ReceivedResume, language: Language): Promise<ApplicationView> {
    const { db, files } = this.deps;
    const now = this.deps.clock.now();
    const values = {
      enterpriseNo: job.enterpriseNo,
      status: 'delivered' as const,
      fileKey: resume.key,
      fileName: resume.fileName,
      fileType: resume.type,
      fileSize: resume.size,
      language,
      consentAt: now,
      retainUntil: retentionEnd(job.closesAt, now),
      createdAt: now,
      updatedAt: now,
    };
    let row: ApplicationRow;
    let released: string[] = [];
    try {
      row = await db.transaction(async (tx) => {
        // Deliveries of one account take turns, so two at once cannot both miss the row and orphan a file.
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if (!owner) throw recruitmentError('loginFirst');
        const [existing] = await tx
          .select({ id: applications.id, fileKey: applications.fileKey })
          .from(applications)
          .where(and(eq(applications.userId, userId), eq(applications.jobNo, job.documentNo)))
          .for('update');
        await files.markLive(tx, resume.key);
        if (existing) {
          released = await files.markDeleting(tx, [existing.fileKey]);
          // A new delivery: the note stays for the recruiters, the status starts again and the list sorts it anew.
          const [updated] = await tx.update(applications).set(values).where(eq(applications.id, existing.id)).returning();
          return updated!;
        }
        const [inserted] = await tx
          .insert(applications)
          .values({ userId, jobNo: job.documentNo, ...values })
          .returning();
        return inserted!;
      });
    } catch (error) {
      await files.discard(resume.key);
      throw error;
    }
    await files.remove(released);
    try {
      await this.deps.mails.delivered(row);
    } catch (error) {
      // The delivery stands; only its notices are missing.
      this.deps.log.error({ err: error, applicationId: row.id }, 'application mails not queued');
    }
    return (await this.views([row], language))[0]!;
  }

  /** The applicant's applications, newest first, withdrawn ones included. */
  async mine(userId: number, language: Language): Promise<ApplicationView[]> {
    const rows = await this.deps.db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt), desc(applications.id));
    return this.views(rows, language);
  }

  /** Withdraws one of the applicant's own applications: its file is deleted, the row stays as `withdrawn`. */
  async withdraw(userId: number, id: number, language: Language): Promise<ApplicationView> {
    const { db, files } = this.deps;
    let released: string[] = [];
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.userId, userId)))
        .for('update');
      // Someone else's application answers like a missing one: ids reveal nothing.
      if (!current) throw recruitmentError('applicationNotFound');
      if (current.status === 'withdrawn' && current.fileKey === null) return current;
      released = await files.markDeleting(tx, [current.fileKey]);
      const [updated] = await tx
        .update(applications)
        .set({ status: 'withdrawn', fileKey: null, updatedAt: this.deps.clock.now() })
        .where(eq(applications.id, id))
        .returning();
      return updated!;
    });
    await files.remove(released);
    return (await this.views([row], language))[0]!;
  }

  /** One application by id (for the console and the status mail). */
  async find(id: number): Promise<ApplicationRow | undefined> {
    const [row] = await this.deps.db.select().from(applications).where(eq(applications.id, id));
    return row;
  }

  /** Sends the applicant the mail of a status change (the console calls this after changing it). */
  async notifyStatus(id: number, status: ApplicationStatus): Promise<void> {
    const row = await this.find(id);
    if (row) await this.deps.mails.statusChanged(row, status);
  }

  /**
   * Deletes the applications whose retention has ended, with their files (the period the consent named). Idempotent;
   * returns how many went.
   */
  async purgeExpired(): Promise<number> {
    const { db, files } = this.deps;
    let purged = 0;
    for (;;) {
      const now = this.deps.clock.now();
      let released: string[] = [];
      const gone = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: applications.id, fileKey: applications.fileKey })
          .from(applications)
          .where(lt(applications.retainUntil, now))
          .limit(PURGE_BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        released = await files.markDeleting(
          tx,
          due.map((row) => row.fileKey),
        );
        await tx.delete(applications).where(
          inArray(
            applications.id,
            due.map((row) => row.id),
          ),
        );
        return due.length;
      });
      await files.remove(released);
      purged += gone;
      if (gone < PURGE_BATCH) return purged;
    }
  }

  async views(rows: readonly ApplicationRow[], language: Language): Promise<ApplicationView[]> {
    const texts = await jobTexts(this.deps.db, rows, language);
    return rows.map((row) => {
      const text = texts.get(row.jobNo);
      return {
        id: row.id,
        jobNo: row.jobNo,
        jobTitle: text?.title ?? row.jobNo,
        company: text?.company ?? row.enterpriseNo,
        enterpriseNo: row.enterpriseNo,
        status: row.status,
        fileName: row.fileName,
        fileType: row.fileType,
        fileSize: row.fileSize,
        deliveredAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        retainUntil: row.retainUntil.toISOString(),
      };
    });
  }
}
