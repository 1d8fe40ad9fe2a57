import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer } from '../mail/mailer.js';
import { Outbox } from '../mail/outbox.js';
import { MailSender } from '../mail/sender.js';
import { MailTemplates } from '../mail/templates.js';
import { authError } from './auth-errors.js';
import { AuthService } from './auth-service.js';
import { systemClock, type Clock } from './clock.js';
import { AccessCodes } from './codes.js';
import { ProfileService } from './profile-service.js';
import { loadPasswordCipher, type PasswordCipher } from './rsa-keys.js';
import { Sessions, type ActiveSession } from './sessions.js';
import { Throttle } from './throttle.js';

/** How often ended rate-limit counters are deleted. */
const COUNTER_SWEEP_INTERVAL_MS = 60 * 60_000;

export interface AuthContext {
  /** Replace `clock.now` in tests to move past expiries and windows. */
  clock: Clock;
  cipher: PasswordCipher;
  service: AuthService;
  profile: ProfileService;
  sessions: Sessions;
  outbox: Outbox;
  mail: MailSender;
  templates: MailTemplates;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
    /** preHandler for protected routes: sets `request.session` or answers 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Wires the account services on the shared database and starts this instance's mail sender. */
export default fp(
  async (app) => {
    const { db, config } = app;
    // Links in mails always use the configured origin, never the request's Host header (no link poisoning).
    const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    const clock = systemClock();
    const cipher = await loadPasswordCipher(db);
    const throttle = new Throttle(db, clock);
    const sessions = new Sessions(db, clock);
    const outbox = new Outbox(db, clock);
    const templates = new MailTemplates();
    const mail = new MailSender({ outbox, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
    const mailer = new Mailer(templates, outbox, mail, app.log);
    const service = new AuthService({
      db,
      clock,
      cipher,
      codes: new AccessCodes(db, clock),
      sessions,
      throttle,
      mailer,
      publicUrl,
    });
    const profile = new ProfileService({ db, clock, auth: service, sessions, throttle, outbox });

    app.decorate('auth', { clock, cipher, service, profile, sessions, outbox, mail, templates });
    // Ended counters go (many name an account or an address); every instance may sweep, the delete is idempotent.
    const sweep = setInterval(() => {
      service.sweepExpiredCounters().catch((error: unknown) => app.log.warn({ err: error }, 'counter sweep failed'));
    }, COUNTER_SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const session = match?.[1] ? await sessions.find(match[1]) : undefined;
      if (!session) throw authError('unauthorized');
      request.session = session;
    });

    if (!mail.delivering) {
      app.log.warn(
        app.config.devMailbox
          ? 'SMTP_URL is not set: mails stay in the outbox (development mailbox at /dev/mailbox)'
          : 'SMTP_URL is not set: mails stay in the outbox and their links are logged',
      );
    }
    app.addHook('onReady', async () => mail.start());
    app.addHook('onClose', async () => mail.stop());
  },
  { name: 'auth', dependencies: ['db', 'i18n'] },
);
