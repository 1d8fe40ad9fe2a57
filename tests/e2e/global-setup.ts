import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './support/portal-process';

/**
 * The embedded database every journey's own server starts from (see PortalProcess): made once, by the production
 * server itself (migrations and seeds, then a clean stop), so that each of those servers copies a ready folder instead
 * of building the same database again — about ten seconds of a loaded machine each.
 */
export default async function globalSetup() {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir || existsSync(join(dir, 'PG_VERSION'))) return;
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the template database's server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the template database was not ready within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the template database's server stopped with ${code}`);
}
