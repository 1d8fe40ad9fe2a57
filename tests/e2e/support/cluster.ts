import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/*
 * The parts of the cluster test (tests/e2e/cluster.spec.ts): portal instances as real processes, Debian's HAProxy
 * running the shipped deploy/haproxy.cfg, a plain HTTP client that can speak from any loopback address, a steady load
 * of visitors and a chat event stream that reconnects as a browser's EventSource does.
 */

const root = new URL('../../../', import.meta.url);

/** Polls `condition` until it returns a value other than undefined/false; throws with `what` past the deadline. */
export async function until<T>(what: string, condition: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A loopback address of its own (127.x.y.z; Linux answers the whole 127/8 on `lo`). The instances share their rate
 * limits in Redis, which outlives a run, so every run speaks from fresh addresses and never meets an earlier run's counts.
 */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** The client's source address (see freshLoopbackAddress). */
  from?: string;
  agent?: Agent;
  timeoutMs?: number;
}

/** One HTTP request; rejects on a socket error, a time-out or a response cut short. */
export function send(url: string, options: SendOptions = {}): Promise<Reply> {
  const { method = 'GET', headers = {}, body, from, agent, timeoutMs = 30_000 } = options;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: body === undefined ? headers : { 'content-length': Buffer.byteLength(body), ...headers },
        ...(from ? { localAddress: from } : {}),
        ...(agent ? { agent } : {}),
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (!response.complete) reject(new Error(`${method} ${url}: response cut short`));
          else resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON request with the API's envelope; resolves with the status and `data`. */
export async function api<T = unknown>(url: string, options: Omit<SendOptions, 'body'> & { json?: unknown } = {}): Promise<{ status: number; data: T; raw: string }> {
  const { json, headers = {}, ...rest } = options;
  const reply = await send(url, {
    ...rest,
    headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const raw = reply.body.toString('utf8');
  let data: T = undefined as T;
  try {
    data = (JSON.parse(raw) as { data: T }).data;
  } catch {
    // Not JSON (an HTML error page of the balancer): `raw` tells what came.
  }
  return { status: reply.status, data, raw };
}

/** One `node server/dist/server.js` with its own environment, on a port it keeps across restarts. */
export class Instance {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the server wrote, for failure messages. */
  get log(): string {
    return this.output;
  }

  start(): void {
    const child = spawn(process.execPath, ['server/dist/server.js'], { cwd: root, env: { ...this.env, PORT: String(this.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
  }

  /** Resolves when /readyz answers 200 on the instance's own port. */
  async ready(timeoutMs = 120_000): Promise<void> {
    const child = this.child;
    await until(
      `${this.name} ready`,
      async () => {
        if (!child || child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${this.name} exited (${child?.exitCode ?? child?.signalCode}) before it was ready: ${this.output}`);
        }
        return send(`${this.url}/readyz`, { timeoutMs: 2000 }).then(
          (reply) => reply.status === 200,
          () => false,
        );
      },
      timeoutMs,
    );
  }

  /** Sends the signal and resolves with how the process ended (exit code, or the signal that ended it). */
  async stop(signal: NodeJS.Signals): Promise<number | NodeJS.Signals> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} is not running`);
    const ended = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, killedBy) => resolve(code ?? killedBy!)));
    child.kill(signal);
    return ended;
  }

  async remove(): Promise<void> {
    if (this.running) await this.stop('SIGKILL');
  }
}

export interface ServerStat {
  status: string;
  /** Sessions (requests, with keep-alive to the client) the server has carried. */
  sessions: number;
  retries: number;
  redispatches: number;
}

/** Debian's HAProxy in the foreground (-db) on the shipped deploy/haproxy.cfg, its addresses from the environment. */
export class Balancer {
  private child: ChildProcess | undefined;
  private output = '';
  private readonly folder = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
  readonly socket = join(this.folder, 'stats.sock');

  constructor(
    readonly port: number,
    private readonly servers: string[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get log(): string {
    return this.output;
  }

  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${this.port}`,
      PORTAL_HAPROXY_STATS_SOCKET: this.socket,
      PORTAL_HAPROXY_LOG: 'stdout',
      // Runs as whoever runs the test (a non-root user cannot switch to `haproxy`).
      PORTAL_HAPROXY_USER: userInfo().username,
      PORTAL_HAPROXY_GROUP: execFileSync('id', ['-gn']).toString().trim(),
    };
    this.servers.forEach((address, index) => {
      env[`PORTAL_${index + 1}`] = address;
    });
    // Debian puts it in /usr/sbin, which is not on every user's PATH.
    const haproxy = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
    const child = spawn(haproxy, ['-db', '-f', 'deploy/haproxy.cfg'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const missing = new Promise<never>((_resolve, reject) => {
      child.once('error', (error) => reject(new Error(`cannot start haproxy (${error.message}): install Debian's haproxy (.ci/run does)`)));
    });
    missing.catch(() => undefined);
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    const listening = until('HAProxy listening', async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${this.output}`);
      return this.stats().then(
        () => true,
        () => false,
      );
    });
    await Promise.race([listening, missing]);
  }

  /** One command on the stats socket (the management CLI); resolves with its answer. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const connection = createConnection(this.socket);
      let answer = '';
      connection.on('data', (chunk) => {
        answer += chunk.toString();
      });
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
      connection.end(`${line}\n`);
    });
  }

  /** `show stat` of the portal backend: each server's state and counters, and the backend's own line as `BACKEND`. */
  async stats(): Promise<Map<string, ServerStat>> {
    const csv = await this.command('show stat');
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header!.split(',');
    const at = (name: string) => columns.indexOf(name);
    const result = new Map<string, ServerStat>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[at('pxname')] !== 'portal' || cells[at('svname')] === 'FRONTEND') continue;
      result.set(cells[at('svname')]!, {
        status: cells[at('status')]!,
        sessions: Number(cells[at('stot')]),
        retries: Number(cells[at('wretr')] || 0),
        redispatches: Number(cells[at('wredis')] || 0),
      });
    }
    return result;
  }

  /** Resolves when HAProxy's health checks have the server in the given state (UP, DOWN). */
  async waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs = 60_000): Promise<void> {
    await until(`${server} ${status} in HAProxy`, async () => (await this.stats()).get(server)?.status === status, timeoutMs);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}

export interface LoadSummary {
  requests: number;
  failures: string[];
  p50: number;
  p99: number;
  seconds: number;
}

/**
 * Visitors: `concurrency` loops, each a keep-alive client from an address of its own, asking for `urls` in turn
 * through the balancer, with Accept-Encoding as browsers send it. Any answer other than 200 and any socket error is
 * a failure.
 */
export class VisitorLoad {
  private running = false;
  private loops: Array<Promise<void>> = [];
  private readonly agent: Agent;
  private readonly times: number[] = [];
  private started = 0;
  requests = 0;
  readonly failures: string[] = [];

  constructor(
    private readonly base: string,
    private readonly urls: string[],
    private readonly concurrency: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: concurrency * 2 });
  }

  start(): void {
    this.running = true;
    this.started = performance.now();
    for (let loop = 0; loop < this.concurrency; loop += 1) this.loops.push(this.loop(loop));
  }

  private async loop(index: number): Promise<void> {
    const from = freshLoopbackAddress();
    for (let turn = index; this.running; turn += 1) {
      const url = this.urls[turn % this.urls.length]!;
      const began = performance.now();
      try {
        const reply = await send(`${this.base}${url}`, { agent: this.agent, from, headers: { 'accept-encoding': 'br, gzip', accept: '*/*' } });
        if (reply.status !== 200) this.failures.push(`${url}: ${reply.status} ${reply.body.toString('utf8').slice(0, 200)}`);
      } catch (error) {
        this.failures.push(`${url}: ${(error as Error).message}`);
      }
      this.requests += 1;
      this.times.push(performance.now() - began);
    }
  }

  async stop(): Promise<LoadSummary> {
    this.running = false;
    await Promise.all(this.loops);
    this.agent.destroy();
    const sorted = [...this.times].sort((a, b) => a - b);
    const percentile = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
    return { requests: this.requests, failures: this.failures, p50: percentile(0.5), p99: percentile(0.99), seconds: (performance.now() - this.started) / 1000 };
  }
}

export interface StreamedMessage {
  seq: number;
  author: string;
  body: string;
}

/**
 * A chat event stream read as a browser's EventSource reads it: events by id, `retry:` honoured, and after the
 * stream ends or breaks, a new request after the retry delay carrying the last id as Last-Event-ID.
 */
export class ChatStream {
  readonly messages = new Map<number, StreamedMessage>();
  /** Answers other than 200 (a refused or failed reconnect), and broken connections. */
  readonly problems: string[] = [];
  connections = 0;
  /** Streams that broke (a socket error) instead of ending. */
  breaks = 0;
  resumedWithLastEventId = 0;
  private generation = 0;
  private lastId: string | undefined;
  private retryMs = 3000;
  private stopped = false;
  private current: ReturnType<typeof request> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  open(): void {
    if (this.stopped) return;
    const generation = (this.generation += 1);
    let answered = false;
    const headers: Record<string, string> = { accept: 'text/event-stream', 'cache-control': 'no-cache' };
    if (this.lastId !== undefined) {
      headers['last-event-id'] = this.lastId;
      this.resumedWithLastEventId += 1;
    }
    const req = request(this.url, { headers, localAddress: this.from, agent: false }, (response) => {
      answered = true;
      if (response.statusCode !== 200) {
        this.problems.push(`stream answered ${response.statusCode}`);
        response.resume();
        response.on('end', () => this.reconnect(generation));
        return;
      }
      this.connections += 1;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('error', () => undefined);
      response.on('close', () => this.reconnect(generation));
    });
    req.on('error', (error) => {
      if (this.stopped) return;
      if (answered) this.breaks += 1;
      else this.problems.push(`stream request failed: ${error.message}`);
      this.reconnect(generation);
    });
    req.end();
    this.current = req;
  }

  private dispatch(block: string): void {
    let data: string | undefined;
    let event = 'message';
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') this.lastId = value;
      else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
      else if (field === 'event') event = value;
      else if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
    }
    if (event !== 'message' || data === undefined) return;
    const message = JSON.parse(data) as StreamedMessage;
    this.messages.set(message.seq, message);
  }

  private reconnect(generation: number): void {
    if (this.stopped || this.timer || generation !== this.generation) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.open();
    }, this.retryMs);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.current?.destroy();
  }
}
