import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const KIOSK_SW_FILE = 'kiosk/sw.js';
/** The literal of kiosk/sw/build-id.ts that the build replaces. */
export const BUILD_ID_PLACEHOLDER = 'kiosk-build-placeholder';

/** A digest of every file of the build but the worker itself (and source maps): it changes whenever the app does. */
export function buildDigest(files: Iterable<[name: string, content: string | Uint8Array]>): string {
  const hash = createHash('sha256');
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update('\0').update(content).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the build's digest into the kiosk's service worker (`kiosk/sw.js`, an unhashed name), so a deploy that changes
 * the app changes the worker's bytes and the browser installs it as a new version (kiosk/sw/build-id.ts). The build
 * fails if the placeholder is missing from the worker.
 */
export function kioskServiceWorkerBuildId(): Plugin {
  return {
    name: 'kiosk-sw-build-id',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!(KIOSK_SW_FILE in bundle) || !options.dir) return;
      const files = Object.values(bundle)
        .filter((file) => file.fileName !== KIOSK_SW_FILE && !file.fileName.endsWith('.map'))
        .map((file): [string, string | Uint8Array] => [file.fileName, file.type === 'chunk' ? file.code : file.source]);
      const path = join(options.dir, KIOSK_SW_FILE);
      const code = readFileSync(path, 'utf8');
      if (!code.includes(BUILD_ID_PLACEHOLDER)) this.error(`${KIOSK_SW_FILE} lost its build-id placeholder: see kiosk/sw/build-id.ts`);
      writeFileSync(path, code.replaceAll(BUILD_ID_PLACEHOLDER, buildDigest(files)));
    },
  };
}
