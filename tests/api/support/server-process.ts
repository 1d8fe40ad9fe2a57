import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { until } from './wait.js';

/*
 * The real server (server/src/server.ts) in a process of its own, as `npm start` runs it: for tests of what only a
 * process shows (a crash, a stop signal).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerChild {
  process: ChildProcess;
  /** Every log line so far (pino JSON). */
  lines: string[];
  /** Resolves with the first log line, past or future, that `match` accepts; rejects if the process exits first. */
  line(match: (entry: LogEntry) => boolean): Promise<LogEntry>;
}

/** A line of the server's log (pino JSON): its message and whatever fields it carries. */
export interface LogEntry {
  msg?: string;
  [field: string]: unknown;
}

/** A log line as JSON, or undefined for a line that is not. */
export const parsed = (line: string): LogEntry | undefined => {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as LogEntry;
  } catch {
    return undefined;
  }
};

/**
 * The real server (server/src/server.ts) in its own process, as `npm start` runs it, on the embedded database; listed
 * in `children` at once, so it is killed after the test whatever happens. Resolves once it answers /readyz.
 */
export async function startServer(env: Record<string, string>, port: number, children: ServerChild[], signal: AbortSignal): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  let pending = '';
  const collect = (data: Buffer) => {
    pending += data.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = (match: (entry: LogEntry) => boolean) =>
    new Promise<LogEntry>((resolve, reject) => {
      const check = () => {
        const found = lines.map(parsed).find((entry) => entry !== undefined && match(entry));
        if (found) {
          listeners.delete(check);
          resolve(found);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        check();
        listeners.delete(check);
        reject(new Error(`server exited before the expected log line:\n${lines.join('\n')}`));
      });
    });
  const started: ServerChild = { process: child, lines, line };
  children.push(started);
  // No deadline of its own: a start that never comes is ended by the test's timeout (and the child killed after it).
  const exitedEarly = () => child.exitCode !== null || child.signalCode !== null;
  const ready = () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok).catch(() => false);
  await until(async () => exitedEarly() || (await ready()), Boolean, { signal });
  if (exitedEarly()) throw new Error(`server exited early:\n${lines.join('\n')}`);
  return started;
}

/** Sends `signal` and resolves once the process has exited, with its exit code (null when a signal ended it). */
export async function stopServer(child: ServerChild, signal: NodeJS.Signals): Promise<number | null> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.process.exitCode;
  const exited = new Promise<number | null>((resolve) => child.process.once('exit', (code) => resolve(code)));
  child.process.kill(signal);
  return exited;
}
