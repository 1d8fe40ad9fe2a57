#!/usr/bin/env node
// Initial download of /pages/home: gzip size (level 9) of the JS and CSS a first visit needs — the web entry chunk, the app it starts,
// its static imports (modulepreloaded), their CSS, and the lazily loaded home page chunk with its own static imports.
// Usage: npm run bench [-- --no-build] [-- --page <source path fragment of the home page module>]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 230;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const args = process.argv.slice(2);
const pageArg = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;

if (!args.includes('--no-build')) {
  // The whole web build (client, server-rendering bundle, precompressed files): a bare `vite build` would empty
  // dist and leave the server without its rendering bundle.
  console.log('Building the web app (npm run build:web)...');
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
}

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: build with build.manifest enabled (vite.config.ts).');
  process.exit(1);
}
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
if (!entryKey) {
  console.error('No index.html entry in the manifest.');
  process.exit(1);
}

/** Files (JS and CSS) reached from `key` through static imports, in load order, with who needs them. */
function collect(key, role, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.set(chunk.file, files.get(chunk.file) ?? role);
  for (const css of chunk.css ?? []) files.set(css, files.get(css) ?? `${role} (css)`);
  const importRole = role.endsWith(' import') ? role : `${role} import`;
  for (const imported of chunk.imports ?? []) collect(imported, importRole, files, seen);
}

const files = new Map();
collect(entryKey, 'entry', files);
// The entry starts the app with a dynamic import once the page is painted (src/main.tsx): that app is part of
// every first visit, and the server-rendered page preloads it.
const appKey = Object.keys(manifest).find((key) => (manifest[key].src ?? key) === 'src/app/bootstrap.tsx');
if (appKey) collect(appKey, 'app', files);

// The home page is a dynamic import somewhere below the entry; find it by its source path.
const reachable = new Set();
(function walk(key) {
  if (reachable.has(key) || !manifest[key]) return;
  reachable.add(key);
  for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(next);
})(entryKey);
const homePattern = pageArg ? null : /(^|\/)(pages\/)?home([-/.]|$)|home-page/i;
const homeCandidates = [...reachable].filter((key) => {
  const src = manifest[key].src ?? key;
  if (key === entryKey || src.startsWith('kiosk/')) return false;
  return pageArg ? src.includes(pageArg) : homePattern.test(src);
});
const homeKey = homeCandidates.sort((a, b) => a.length - b.length)[0];
if (homeKey) {
  collect(homeKey, 'home page', files);
} else {
  console.warn('warning: no lazily loaded home page chunk found (pass --page <source path fragment>); counting the entry only.');
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
let rawTotal = 0;
let gzipTotal = 0;
const rows = [];
for (const [file, role] of files) {
  const content = readFileSync(join(dist, file));
  const gz = gzipSync(content, { level: 9 }).length;
  rawTotal += content.length;
  gzipTotal += gz;
  rows.push([file, role, kb(content.length), kb(gz)]);
}

const width = Math.max(...rows.map((r) => r[0].length), 4);
console.log(`\nInitial JS + CSS of /pages/home${homeKey ? ` (home page module: ${manifest[homeKey].src ?? homeKey})` : ''}`);
console.log(`${'file'.padEnd(width)}  ${'needed by'.padEnd(22)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
for (const [file, role, raw, gz] of rows) {
  console.log(`${file.padEnd(width)}  ${role.padEnd(22)} ${raw.padStart(9)} ${gz.padStart(9)}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padEnd(22)} ${kb(rawTotal).padStart(9)} ${kb(gzipTotal).padStart(9)}`);
const within = gzipTotal / 1000 <= BUDGET_KB;
console.log(`\ngzip total ${kb(gzipTotal)} KB (${gzipTotal} bytes) of a ${BUDGET_KB} KB budget (1 KB = 1000 bytes): ${within ? 'within budget' : 'OVER BUDGET'}`);

// No module of the staff console (src/features/console*) may be part of the home page's first download: the console
// loads on its own routes only. Modules are read from each chunk's source map (the build writes them), since a chunk
// named after one module may carry others.
const CONSOLE_MODULE = /(^|\/)src\/features\/console[^/]*\//;
const consoleModules = [];
const unmapped = [];
for (const file of files.keys()) {
  if (!file.endsWith('.js')) continue;
  const key = Object.keys(manifest).find((each) => manifest[each].file === file);
  const modules = key && manifest[key].src ? [manifest[key].src] : [];
  const mapPath = join(dist, `${file}.map`);
  if (existsSync(mapPath)) {
    const map = JSON.parse(readFileSync(mapPath, 'utf8'));
    modules.push(...(map.sources ?? []).map((source) => source.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '')));
  } else if (!/(^|\/)rolldown-runtime-/.test(file)) {
    // The bundler's runtime carries no module of the app; anything else without a map is said.
    unmapped.push(file);
  }
  for (const module of new Set(modules)) if (CONSOLE_MODULE.test(module)) consoleModules.push([file, module]);
}
if (unmapped.length) console.warn(`\nwarning: no source map for ${unmapped.join(', ')}: their modules were not checked for console code.`);
if (consoleModules.length) {
  console.log(`\nCONSOLE CODE IN THE HOME PAGE'S INITIAL LOAD (${consoleModules.length} modules); load it on the console's routes only:`);
  for (const [file, module] of consoleModules) console.log(`  ${module}  (in ${file})`);
} else {
  console.log('\nNo console module (src/features/console*) in the home page\'s initial load.');
}

// Each section page's own download when a visitor moves there from the home page: its page chunk and its page-data
// chunk (the section's store) with their static imports, less what the home page has loaded already.
const gzipOf = new Map();
const gzipSize = (file) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipOf.get(file);
};
const sectionRows = [];
for (const key of reachable) {
  const src = manifest[key].src ?? key;
  const page = /^src\/features\/([^/]+)\/pages\/([^/]+)\.tsx$/.exec(src);
  if (!page || key === homeKey) continue;
  const own = new Map();
  collect(key, 'page', own);
  const dataKey = [...reachable].find((each) => (manifest[each].src ?? each).startsWith(`src/features/${page[1]}/store/`) && /page-data\.ts$/.test(manifest[each].src ?? each));
  if (dataKey) collect(dataKey, 'data', own);
  const extra = [...own.keys()].filter((file) => !files.has(file));
  sectionRows.push([src.replace(/^src\/features\//, ''), extra.length, extra.reduce((sum, file) => sum + gzipSize(file), 0)]);
}
if (sectionRows.length) {
  sectionRows.sort((a, b) => b[2] - a[2]);
  const nameWidth = Math.max(...sectionRows.map((row) => row[0].length));
  console.log('\nSection pages, loaded on navigation from the home page (their chunks not already loaded):');
  console.log(`${'page module'.padEnd(nameWidth)}  ${'files'.padStart(5)} ${'gzip KB'.padStart(9)}`);
  for (const [name, count, bytes] of sectionRows) console.log(`${name.padEnd(nameWidth)}  ${String(count).padStart(5)} ${kb(bytes).padStart(9)}`);
}
process.exit(within && consoleModules.length === 0 ? 0 : 1);
