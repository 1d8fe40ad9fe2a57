import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_SOURCES = fileURLToPath(new URL('../../../server/src/', import.meta.url));
const LOCK_FILE = fileURLToPath(new URL('../../../package-lock.json', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/**
 * What a migrated and seeded test database depends on: the migrations, the seeds and all the server code they run
 * (every file under server/src), the locked dependencies, and the China calendar day (seeded events and jobs are
 * dated relative to it). A template named by this key is never stale: a change to any of them names a new one.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(SERVER_SOURCES), LOCK_FILE]) {
    hash.update(relative(SERVER_SOURCES, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}
