import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptLikeBrowser } from '../../api/auth/support/password-cipher';
import { linkIn, type MailCatcher } from '../../api/auth/support/mail-catcher';

const root = new URL('../../../', import.meta.url);

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PortalProcessOptions {
  /** Serve a build other than dist (a copy a test changes, as a deploy would). */
  staticDir?: string;
  /** A PostgreSQL database instead of the embedded one (several processes may share it). */
  databaseUrl?: string;
  /** Further settings of the server, e.g. `CHAT_HOURS`. */
  env?: Record<string, string>;
  /** The embedded database's folder, instead of a new temporary one (the run's template: global-setup.ts). */
  dataDir?: string;
  /** Start it with a content clock the test drives (driven-clock-server.mjs; `clock` below) instead of real time. */
  drivenClock?: boolean;
}

/** What the test can tell the content clock of a `drivenClock` server. */
export interface DrivenClock {
  /** The content clock stands still at `at` (ms since the epoch) until told otherwise. */
  stand(at: number): Promise<void>;
  /** The content clock runs on from `from`, at the real clock's pace. */
  run(from: number): Promise<void>;
  /** The scheduler looks for due rows at once (as its timer does every second); resolves with how many it carried out. */
  runDue(): Promise<number>;
}

/**
 * A production server of its own (the built app, `node server/dist/server.js`) on an embedded database of its own (or
 * the PostgreSQL database it is given), for journeys that need what only an operator can do, or several instances:
 * the embedded database serves one process at a time, so `npm run user:grant` runs while this server is stopped, and
 * the server is started again on the same data.
 */
export class PortalProcess {
  readonly dataDir: string;
  private child: ChildProcess | undefined;
  port = 0;

  constructor(
    private readonly smtpUrl: string,
    private readonly options: PortalProcessOptions = {},
  ) {
    this.dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-journey-'));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private environment(): NodeJS.ProcessEnv {
    // Its own database and in-memory limits, whatever the shell has set.
    const { DATABASE_URL: _db, REDIS_URL: _redis, DATA_DIR: _dir, ...inherited } = process.env;
    const { staticDir, databaseUrl, env } = this.options;
    return {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      // No balancer in front unless a test says so: stop at once instead of draining first.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    };
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    // A new embedded database starts as a copy of the run's seeded template (tests/e2e/global-setup.ts), when there is one.
    const template = process.env.E2E_TEMPLATE_DIR;
    const empty = !existsSync(this.dataDir) || readdirSync(this.dataDir).length === 0;
    if (!this.options.databaseUrl && template && template !== this.dataDir && existsSync(join(template, 'PG_VERSION')) && empty) {
      cpSync(template, this.dataDir, { recursive: true });
    }
    const env = { ...this.environment(), PORT: String(this.port), SMTP_URL: this.smtpUrl, PUBLIC_URL: this.url, AUTH_RATE_LIMIT_MAX: '500', PAGE_RENDER_RATE_LIMIT_MAX: '100000', PAGE_RENDERS_MAX: '256' };
    const child = this.options.drivenClock
      ? spawn(process.execPath, ['tests/e2e/support/driven-clock-server.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] })
      : spawn(process.execPath, ['server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    // Kept for the failure message (the server logs to stdout, errors included); stderr still reaches the test's.
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', (chunk: Buffer) => {
      keep(chunk);
      process.stderr.write(chunk);
    });
    // Two instances starting on one new PostgreSQL database take turns at its migration: allow for both.
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal server exited with ${child.exitCode}: ${output}`);
      const ready = await fetch(`${this.url}/readyz`).then((response) => response.ok, () => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`the portal server did not become ready within 150 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private commands = 0;

  /** The content clock of a server started with `drivenClock`. */
  readonly clock: DrivenClock = {
    stand: async (at) => {
      await this.command({ command: 'stand', at });
    },
    run: async (from) => {
      await this.command({ command: 'run', from });
    },
    runDue: async () => (await this.command({ command: 'run-due' })) as number,
  };

  private command(message: Record<string, unknown>): Promise<unknown> {
    const child = this.child;
    if (!this.options.drivenClock || !child?.send) return Promise.reject(new Error('this server was not started with drivenClock'));
    const id = (this.commands += 1);
    return new Promise((resolve, reject) => {
      const onMessage = (reply: { id: number; result?: unknown; error?: string }) => {
        if (reply.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (reply.error) reject(new Error(reply.error));
        else resolve(reply.result);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the portal server exited with ${code} before answering ${String(message.command)}`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, ...message });
    });
  }

  /** Stops the server (SIGTERM: it closes its database cleanly); resolves with its exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  }

  /** `npm run user:grant -- <email> <role>` on this server's database (stop the server first). */
  grant(email: string, role: string): string {
    const result = spawnSync(join(root.pathname, 'node_modules/.bin/tsx'), ['server/src/db/user-grant-cli.ts', email, role], {
      cwd: root,
      env: this.environment(),
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`user:grant failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Registers through the public API exactly as the signup form does, then activates through the mailed link. */
  async registerActive(mailbox: MailCatcher, user: { email: string; password: string; firstName: string }, language = 'EN'): Promise<void> {
    const { data } = (await (await fetch(`${this.url}/api/auth/rsa-public-key`)).json()) as { data: { publicKey: string } };
    const password = encryptLikeBrowser(data.publicKey, user.password);
    const registered = await fetch(`${this.url}/api/auth/register?language=${language}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email, firstName: user.firstName, age: 30, country: 'Germany', education: 'Masters', email: user.email, password, rsaEncrypted: true }),
    });
    if (!registered.ok) throw new Error(`register ${user.email}: ${await registered.text()}`);
    const deadline = Date.now() + 20_000;
    while (mailbox.to(user.email).length === 0) {
      if (Date.now() > deadline) throw new Error(`no activation mail to ${user.email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const link = linkIn(mailbox.last(user.email));
    const activated = await fetch(`${this.url}/api/auth/modify-passwd`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: link.searchParams.get('email'), accessCode: link.searchParams.get('code'), password, rsaEncrypted: true }),
    });
    if (!activated.ok) throw new Error(`activate ${user.email}: ${await activated.text()}`);
  }
}

/** Logs in through the API as the login form does and returns the bearer token. */
export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const { data } = (await (await fetch(`${baseUrl}/api/auth/rsa-public-key`)).json()) as { data: { publicKey: string } };
  const response = await fetch(`${baseUrl}/api/auth/logon?language=EN`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, email, password: encryptLikeBrowser(data.publicKey, password), rsaEncrypted: true }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
