import fp from 'fastify-plugin';
import type { ApplicationStatus } from '../../db/schema/recruitment.js';
import { Throttle } from '../auth/throttle.js';
import { createFileStore } from '../storage/create-file-store.js';
import type { FileStore } from '../storage/file-store.js';
import { FileRegistry, PENDING_TTL_MS, type SweepResult } from '../storage/stored-files.js';
import { openResume, type OpenResume } from './application-download.js';

export { sendResume, type OpenResume } from './application-download.js';
import { ApplicationMails } from './application-mails.js';
import { ApplicationService, type ApplicationRow } from './application-service.js';

export interface RecruitmentContext {
  /** The résumé bytes (PostgreSQL chunks or S3). */
  files: FileStore;
  /** The stored_files registry over `files`: pending → live → deleting, and the sweeper. */
  registry: FileRegistry;
  applications: ApplicationService;
  /** Mails the applicant the new status of their application (the console calls it after a change). */
  notifyStatus(applicationId: number, status: ApplicationStatus): Promise<void>;
  /** The résumé of an application, to be sent with `sendResume` (application-download.ts). */
  openResume(application: Pick<ApplicationRow, 'fileKey' | 'fileName' | 'fileType' | 'fileSize'>): Promise<OpenResume>;
  /** Removes stale pending and all deleting files (also runs every 15 minutes and at start). */
  sweep(): Promise<SweepResult>;
  /** Deletes applications and files whose retention has ended (also runs hourly and at start). */
  purge(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recruitment: RecruitmentContext;
  }
}

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Résumé storage, delivery and My applications, with their housekeeping timers; the routes live in routes/recruitment. */
export default fp(
  async (app) => {
    const { db, config } = app;
    const { clock, outbox, mail, templates, profile } = app.auth;
    const files = createFileStore(config, app.database);
    if (files.kind === 's3') app.readiness.add('storage', () => files.ping());
    const registry = new FileRegistry(db, files, clock, app.log);
    const mails = new ApplicationMails({
      db,
      outbox,
      sender: mail,
      templates,
      log: app.log,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    });
    const applications = new ApplicationService({ db, clock, throttle: new Throttle(db, clock), files: registry, mails, log: app.log });
    // Erasing an account marks its résumé files with the account's deletion, then removes them (PIPL).
    profile.resumeFiles = registry;

    app.decorate('recruitment', {
      files,
      registry,
      applications,
      notifyStatus: (applicationId, status) => applications.notifyStatus(applicationId, status),
      openResume: (application) => openResume(registry, application),
      sweep: () => registry.sweep(),
      purge: () => applications.purgeExpired(),
    } satisfies RecruitmentContext);

    // Every instance may sweep and purge: both are idempotent. Errors are logged; the next round retries.
    const every = (ms: number, what: string, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        work().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
      }, ms);
      timer.unref();
      return timer;
    };
    const timers = [
      every(SWEEP_INTERVAL_MS, 'stored file sweep', () => registry.sweep()),
      every(PURGE_INTERVAL_MS, 'application purge', () => applications.purgeExpired()),
    ];
    app.addHook('onReady', async () => {
      // The embedded database belongs to this one process, so at start every pending file is an upload that died with
      // the previous run; with a shared PostgreSQL another instance may be uploading, so only old ones go.
      const now = clock.now().getTime();
      const pendingBefore = new Date(app.database.driver === 'pglite' ? now + 1 : now - PENDING_TTL_MS);
      try {
        const swept = await registry.sweep(pendingBefore);
        const purged = await applications.purgeExpired();
        app.log.info({ storage: files.kind, ...swept, purged }, 'résumé storage ready');
      } catch (error) {
        // Storage being down must not keep the portal from starting; uploads fail until it is back.
        app.log.error({ err: error, storage: files.kind }, 'résumé housekeeping at start failed');
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await files.close();
    });
  },
  { name: 'recruitment', dependencies: ['db', 'auth', 'i18n'] },
);
