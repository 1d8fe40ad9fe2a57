import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.js';

const POLL_MS = 5_000;
const BATCH = 10;

export interface MailSenderOptions {
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** smtp(s):// URL; without it nothing is sent and mails wait in the outbox (development mailbox). */
  smtpUrl: string | undefined;
  from: string;
}

/**
 * Delivers the outbox: polls for due mails, is woken at once when one is queued, and retries failures with
 * backoff (the outbox keeps the schedule). Claims are per row, so any number of instances can run a sender.
 */
export class MailSender {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(private readonly options: MailSenderOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  get delivering(): boolean {
    return this.transport !== undefined;
  }

  start(): void {
    if (!this.transport) return;
    this.stopped = false;
    this.schedule(POLL_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Asks for a delivery round now (after a mail was queued); errors are logged, never thrown. */
  kick(): void {
    if (this.stopped) return;
    this.schedule(0);
  }

  /** Delivers every due mail now and resolves with how many were sent; tests use it instead of waiting. */
  async flush(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < 100; round += 1) {
      const delivered = await this.round();
      if (delivered < 0) break;
      sent += delivered;
    }
    return sent;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.round()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'mail delivery round failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(POLL_MS);
        });
    }, ms);
    this.timer.unref();
  }

  /** One batch; returns the number sent, or -1 when nothing was due. Rounds never overlap within an instance. */
  private async round(): Promise<number> {
    while (this.running) await this.running.catch(() => undefined);
    const work = this.deliverBatch();
    this.running = work;
    try {
      return await work;
    } finally {
      this.running = undefined;
    }
  }

  private async deliverBatch(): Promise<number> {
    if (!this.transport) return -1;
    const { outbox, log, from } = this.options;
    const rows = await outbox.claim(BATCH);
    if (rows.length === 0) return -1;
    let sent = 0;
    for (const row of rows) {
      try {
        await this.transport.sendMail({ from, to: row.recipient, subject: row.subject, text: row.text, html: row.html });
        await outbox.markSent(row);
        sent += 1;
      } catch (error) {
        log.warn({ err: error, mailId: row.id, attempts: row.attempts + 1 }, 'mail delivery failed; will retry');
        await outbox.markFailed(row, error);
      }
    }
    return sent;
  }
}
