import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WEB_MARKER = '<div id="web-root"></div>';
export const KIOSK_MARKER = '<div id="kiosk-root"></div>';
export const ASSET_SOURCE = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

/** A tiny stand-in for the Vite build: two HTML entries, one hashed asset with its .gz twin and source map, a manifest. */
export function createFakeDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tp-dist-'));
  mkdirSync(join(dir, 'kiosk'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body>${WEB_MARKER}</body></html>`);
  writeFileSync(join(dir, 'kiosk', 'index.html'), `<!doctype html><html><body>${KIOSK_MARKER}</body></html>`);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), ASSET_SOURCE);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET_SOURCE));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function createEmptyDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tp-empty-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A stand-in server-rendering bundle in a (fake) build, an ES module as the real one is (its package.json says so). */
export function writeServerBundle(distDir: string, source: string): string {
  mkdirSync(join(distDir, '.ssr'), { recursive: true });
  writeFileSync(join(distDir, '.ssr', 'package.json'), '{ "type": "module" }\n');
  const bundle = join(distDir, '.ssr', 'entry-server.js');
  writeFileSync(bundle, source);
  return bundle;
}
