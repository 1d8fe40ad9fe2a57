import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

const LAUNCH_DIR = new URL('../../../kiosk/launch/', import.meta.url).pathname;
export const LAUNCH_SCRIPT = join(LAUNCH_DIR, 'kiosk-launch.sh');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium reads machine policies only here (its build ignores a --policy switch on the desktop). */
const CHROMIUM_ETC = '/etc/chromium';
const FILTER_PLACEHOLDER = '__PORTAL_URL_FILTER__';

/** The flags of chromium-flags.txt, read by the same rules as kiosk-launch.sh: '#' comments and blank lines dropped. */
export function shippedFlags(): string[] {
  return readFileSync(join(LAUNCH_DIR, 'chromium-flags.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line.length > 0);
}

/** A file of the launch kit as shipped (kiosk/launch/). */
export function shippedFile(name: string): string {
  return readFileSync(join(LAUNCH_DIR, name), 'utf8');
}

/** The URL filter install.sh puts in the allowlist for a portal origin (url-filter.sh, the script it runs). */
export function shippedUrlFilter(origin: string): string {
  const result = spawnSync(join(LAUNCH_DIR, 'url-filter.sh'), [origin], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`url-filter.sh ${origin}: ${result.stderr}`);
  return result.stdout.trim();
}

/** managed-policy.json with the portal's URL filter filled in, as install.sh writes it. */
export function shippedPolicy(origin: string): Record<string, unknown> {
  const text = readFileSync(join(LAUNCH_DIR, 'managed-policy.json'), 'utf8');
  if (!text.includes(FILTER_PLACEHOLDER)) throw new Error(`managed-policy.json has no ${FILTER_PLACEHOLDER}`);
  return JSON.parse(text.replaceAll(FILTER_PLACEHOLDER, shippedUrlFilter(origin))) as Record<string, unknown>;
}

export interface AppliedPolicy {
  /** The executable kiosk-launch.sh must start (KIOSK_CHROMIUM) for the policy to be in force. */
  chromium: string;
  how: string;
  dispose(): void;
}

/**
 * Puts a policy where Chromium reads it. Preferred: a private mount namespace in which a copy of /etc/chromium with
 * the policy is mounted over the real one, so only this Chromium sees it and browsers of parallel tests are untouched.
 * Where namespaces are not allowed (CI runs as root in a container without CAP_SYS_ADMIN, say): a uniquely named file
 * in /etc/chromium/policies/managed/, removed afterwards. If neither works the test fails here, never silently.
 */
export function applyPolicy(policy: Record<string, unknown>): AppliedPolicy {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: the launch test needs Debian's package`);
  if (!existsSync(CHROMIUM_ETC)) throw new Error(`${CHROMIUM_ETC} is missing: is ${CHROMIUM} Debian's Chromium?`);
  const json = `${JSON.stringify(policy, null, 2)}\n`;
  const work = mkdtempSync(join(tmpdir(), 'kiosk-launch-'));
  // KIOSK_LAUNCH_POLICY=file tries the fallback on a machine that has namespaces.
  const probe = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', `mount --bind "${work}" "${CHROMIUM_ETC}"`]);
  if (probe.status === 0 && process.env.KIOSK_LAUNCH_POLICY !== 'file') {
    const etc = join(work, 'etc-chromium');
    cpSync(CHROMIUM_ETC, etc, { recursive: true });
    mkdirSync(join(etc, 'policies', 'managed'), { recursive: true });
    writeFileSync(join(etc, 'policies', 'managed', 'talent-portal-kiosk.json'), json);
    const wrapper = join(work, 'chromium');
    writeFileSync(
      wrapper,
      `#!/bin/sh\nexec unshare --mount --propagation private sh -c 'mount --bind "$0" ${CHROMIUM_ETC} && exec ${CHROMIUM} "$@"' "${etc}" "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    return {
      chromium: wrapper,
      how: `private mount namespace (${etc} over ${CHROMIUM_ETC})`,
      dispose: () => rmSync(work, { recursive: true, force: true }),
    };
  }
  const managed = join(CHROMIUM_ETC, 'policies', 'managed');
  const created = [join(CHROMIUM_ETC, 'policies'), managed].filter((dir) => !existsSync(dir));
  const file = join(managed, `talent-portal-kiosk-test-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  try {
    mkdirSync(managed, { recursive: true });
    writeFileSync(file, json);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(
      `cannot apply the kiosk's managed policy: no mount namespace (${probe.stderr.toString().trim()}) and ` +
        `${file} cannot be written (${(error as Error).message}). Run the launch test as root.`,
      { cause: error },
    );
  }
  return {
    chromium: CHROMIUM,
    how: `file ${file}`,
    dispose: () => {
      rmSync(file, { force: true });
      for (const dir of created.reverse()) {
        try {
          rmdirSync(dir);
        } catch {
          // Someone else put a policy there meanwhile: leave the folder.
        }
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The environment kiosk-launch.sh reads, pointing it at the test server and the policy-carrying Chromium. */
export function launchEnv(kioskUrl: string, chromium: string): Record<string, string> {
  return { ...(process.env as Record<string, string>), KIOSK_URL: kioskUrl, KIOSK_CHROMIUM: chromium };
}

/**
 * What the test adds after the shipped flags, and only that: no window system in CI (headless), no sandbox for root in
 * a container, and the pipe the test speaks the DevTools protocol over.
 */
export const HARNESS_FLAGS = ['--headless', '--no-sandbox', '--remote-debugging-pipe'];

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  title: string;
}

/**
 * kiosk-launch.sh started directly, spoken to at the browser level over --remote-debugging-pipe. With the shipped
 * policy's developer tools ban no page can be attached (that is what the ban is for), but the browser still lists its
 * windows and their addresses, which is all the first checks need.
 */
export class BrowserPipe {
  private buffer = '';
  private nextId = 0;
  private readonly pending = new Map<number, (message: CdpMessage) => void>();
  readonly output: string[] = [];

  private constructor(readonly process: ChildProcess) {
    const incoming = process.stdio[4] as Readable;
    incoming.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString('utf8');
      for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
        const message = JSON.parse(this.buffer.slice(0, end)) as CdpMessage;
        this.buffer = this.buffer.slice(end + 1);
        if (message.id !== undefined) this.pending.get(message.id)?.(message);
      }
    });
    process.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString('utf8')));
  }

  static start(kioskUrl: string, chromium: string): BrowserPipe {
    const child = spawn(LAUNCH_SCRIPT, HARNESS_FLAGS, {
      env: launchEnv(kioskUrl, chromium),
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
    });
    return new BrowserPipe(child);
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<CdpMessage> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from Chromium in 10 s\n${this.output.join('')}`)), 10_000);
      this.pending.set(id, (message) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(message);
      });
      (this.process.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params })}\0`);
    });
  }

  async pages(): Promise<TargetInfo[]> {
    const answer = await this.send('Target.getTargets');
    const infos = (answer.result?.targetInfos ?? []) as TargetInfo[];
    // Chromium's own interface pages (the hidden address bar's pop-up, `chrome://*.top-chrome/`) are reported as
    // pages too; they are the browser's, not tabs a visitor could see (and with chrome://* blocked they show nothing).
    return infos.filter((target) => target.type === 'page' && !/^chrome:\/\/[^/]*\.top-chrome\//.test(target.url));
  }

  /** Ends Chromium and the launch script (its whole process group). */
  async close(): Promise<void> {
    if (this.process.exitCode !== null || this.process.pid === undefined) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    await this.send('Browser.close').catch(() => undefined);
    const timer = setTimeout(() => {
      try {
        process.kill(-this.process.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  }
}
