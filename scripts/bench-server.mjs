// The built production server for the benches: on a free loopback port with a throwaway embedded database, ready
// once /readyz answers, stopped with SIGTERM and its database removed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The files `npm run build` writes that the production server needs. */
export const SERVER_BUILD_FILES = ['server/dist/server.js', 'dist/.ssr/entry-server.js'];

/** Which of SERVER_BUILD_FILES are missing (paths relative to the repository). */
export const missingServerBuild = () => SERVER_BUILD_FILES.filter((file) => !existsSync(join(root, file)));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base, child) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become ready`);
}

/**
 * Starts server/dist/server.js (NODE_ENV=production); `name` names the temporary data directory.
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function startServer({ name = 'bench' } = {}) {
  const missing = missingServerBuild();
  if (missing.length) throw new Error(`no production build (${missing.join(', ')} missing): run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_SECONDS: '0', PAGE_RENDER_RATE_LIMIT_MAX: '100000', PAGE_RENDERS_MAX: '256' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
