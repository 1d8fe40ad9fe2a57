#!/usr/bin/env node
// First visit to /pages/home, JavaScript and CSS, two numbers (1 KB = 1000 bytes):
// - initial: gzip size (level 9) of what the build manifest says the page needs — the web entry chunk, the app it
//   starts, their static imports (modulepreloaded), their CSS, and the lazily loaded home page chunk with its own
//   static imports. Budget 180 KB.
// - until idle: the encoded bytes a mobile Chromium (412×823, Android user agent, fresh profile, Accept-Encoding:
//   gzip) receives from the production server, same origin, until the page has fired load and requestIdleCallback
//   and 2 s have passed with no script or stylesheet request started or in flight (at most 30 s). Budget 230 KB.
// Exits 1 over either budget, or when a console module is in the initial load. Builds first (npm run build: web and
// server) unless --no-build; --no-browser leaves out the browser and checks the initial download only.
// Usage: npm run bench [-- --no-build] [-- --no-browser] [-- --page <source path fragment of the home page module>]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { missingServerBuild, startServer } from './bench-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-flags.mjs';

const INITIAL_BUDGET_KB = 180;
const IDLE_BUDGET_KB = 230;
const HOME_PATH = '/pages/home';
const QUIET_MS = 2000;
const IDLE_CEILING_MS = 30_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const args = process.argv.slice(2);
const pageArg = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;
const useBrowser = !args.includes('--no-browser');

if (!args.includes('--no-build')) {
  // The whole build: a bare `vite build` would empty dist and leave the server without its rendering bundle, and the
  // browser measurement needs the server too (build:web alone is enough without the browser).
  const script = useBrowser ? 'build' : 'build:web';
  console.log(`Building (npm run ${script})...`);
  execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
} else if (useBrowser && missingServerBuild().length) {
  console.error(`No production server build (${missingServerBuild().join(', ')} missing): run \`npm run build\`, drop --no-build, or pass --no-browser.`);
  process.exit(1);
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
console.log(`\nInitial JS + CSS of ${HOME_PATH}${homeKey ? ` (home page module: ${manifest[homeKey].src ?? homeKey})` : ''}`);
console.log(`${'file'.padEnd(width)}  ${'needed by'.padEnd(22)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
for (const [file, role, raw, gz] of rows) {
  console.log(`${file.padEnd(width)}  ${role.padEnd(22)} ${raw.padStart(9)} ${gz.padStart(9)}`);
}
console.log(`${'total'.padEnd(width)}  ${''.padEnd(22)} ${kb(rawTotal).padStart(9)} ${kb(gzipTotal).padStart(9)}`);
const initialWithin = gzipTotal / 1000 <= INITIAL_BUDGET_KB;

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

/**
 * Everything of the same origin a first visit to `path` downloads as script or stylesheet until the page is idle,
 * in a fresh mobile context asking for gzip: per request the URL, when it started (ms after navigation), the
 * encoded body size and the content encoding.
 */
async function measureUntilIdle(base, path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true });
  try {
    const major = browser.version().split('.')[0];
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    const origin = new URL(base).origin;
    const isAsset = (request) => {
      const url = new URL(request.url());
      return url.origin === origin && (['script', 'stylesheet'].includes(request.resourceType()) || /\.(m?js|css)$/.test(url.pathname));
    };
    const inFlight = new Set();
    const started = new Map();
    const results = [];
    const failed = [];
    let lastActivity = Date.now();
    const navigationStart = Date.now();
    context.on('request', (request) => {
      if (!isAsset(request)) return;
      inFlight.add(request);
      started.set(request, Date.now() - navigationStart);
      lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      if (!inFlight.delete(request)) return;
      lastActivity = Date.now();
      results.push((async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = response ? await response.allHeaders() : {};
        return {
          url: new URL(request.url()).pathname,
          at: started.get(request),
          status: response?.status(),
          bytes: sizes.responseBodySize,
          contentLength: headers['content-length'] === undefined ? undefined : Number(headers['content-length']),
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })());
    });
    context.on('requestfailed', (request) => {
      if (!inFlight.delete(request)) return;
      lastActivity = Date.now();
      failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
    });

    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: IDLE_CEILING_MS });
    let idleCallback = false;
    page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve()))).then(
      () => { idleCallback = true; },
      (error) => { failed.push(`requestIdleCallback: ${error.message}`); },
    );
    for (;;) {
      const now = Date.now();
      if (idleCallback && inFlight.size === 0 && now - lastActivity >= QUIET_MS) break;
      if (now - navigationStart > IDLE_CEILING_MS) {
        const pending = [...inFlight].map((request) => new URL(request.url()).pathname);
        throw new Error(`${path} was not idle within ${IDLE_CEILING_MS / 1000} s (requestIdleCallback ${idleCallback ? 'fired' : 'not fired'}; in flight: ${pending.join(', ') || 'none'})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const requests = await Promise.all(results);
    const userAgent = await page.evaluate(() => globalThis.navigator.userAgent);
    await context.close();
    return { requests: requests.sort((a, b) => a.at - b.at), failed, userAgent };
  } finally {
    await browser.close();
  }
}

let idle;
let idleError;
if (useBrowser) {
  const server = await startServer({ name: 'bench-bundle' });
  try {
    idle = await measureUntilIdle(server.base, HOME_PATH);
  } catch (error) {
    idleError = error;
  } finally {
    await server.stop();
  }
}

let idleWithin = true;
let idleTotal = 0;
let idleFiles = 0;
if (idle) {
  const roleOf = (path) => {
    const file = path.replace(/^\//, '');
    if (files.has(file)) return files.get(file);
    const key = Object.keys(manifest).find((each) => manifest[each].file === file || (manifest[each].css ?? []).includes(file));
    return key ? `later: ${(manifest[key].src ?? key).replace(/^src\//, '')}` : 'later';
  };
  const urlWidth = Math.max(...idle.requests.map((request) => request.url.length), 4);
  const roles = idle.requests.map((request) => roleOf(request.url));
  const roleWidth = Math.max(...roles.map((role) => role.length), 9);
  console.log(`\nUntil idle: JS + CSS a first visit to ${HOME_PATH} downloads (mobile Chromium, fresh profile; encoded bytes over the wire)`);
  console.log(`${'file'.padEnd(urlWidth)}  ${'needed by'.padEnd(roleWidth)} ${'at ms'.padStart(6)} ${'encoding'.padStart(8)} ${'KB'.padStart(7)}`);
  idle.requests.forEach((request, index) => {
    console.log(`${request.url.padEnd(urlWidth)}  ${roles[index].padEnd(roleWidth)} ${String(request.at).padStart(6)} ${request.encoding.padStart(8)} ${kb(request.bytes).padStart(7)}`);
  });
  idleTotal = idle.requests.reduce((sum, request) => sum + request.bytes, 0);
  idleFiles = new Set(idle.requests.map((request) => request.url)).size;
  console.log(`${'total'.padEnd(urlWidth)}  ${''.padEnd(roleWidth)} ${''.padStart(6)} ${''.padStart(8)} ${kb(idleTotal).padStart(7)}`);
  idleWithin = idleTotal / 1000 <= IDLE_BUDGET_KB;

  const encodings = new Map();
  for (const request of idle.requests) encodings.set(request.encoding, (encodings.get(request.encoding) ?? 0) + 1);
  console.log(`\nEncodings measured: ${[...encodings].map(([encoding, count]) => `${encoding} ${count}`).join(', ')} (asked for gzip only)`);
  const notGzip = idle.requests.filter((request) => request.encoding !== 'gzip');
  if (notGzip.length) console.warn(`warning: not gzip: ${notGzip.map((request) => `${request.url} (${request.encoding})`).join(', ')}`);
  const lengthMismatch = idle.requests.filter((request) => request.contentLength !== undefined && request.contentLength !== request.bytes);
  if (lengthMismatch.length) console.warn(`warning: body size differs from Content-Length: ${lengthMismatch.map((request) => `${request.url} (${request.bytes} / ${request.contentLength})`).join(', ')}`);
  const notOk = idle.requests.filter((request) => request.status !== 200);
  if (notOk.length) console.warn(`warning: not 200: ${notOk.map((request) => `${request.url} (${request.status})`).join(', ')}`);
  if (idle.failed.length) console.warn(`warning: failed: ${idle.failed.join('; ')}`);
  const twice = idle.requests.length - idleFiles;
  if (twice) console.warn(`warning: ${twice} request(s) for a file already downloaded (counted each time).`);
  const fetched = new Set(idle.requests.map((request) => request.url.replace(/^\//, '')));
  const notFetched = [...files.keys()].filter((file) => !fetched.has(file));
  if (notFetched.length) console.log(`In the initial set but not downloaded by the browser: ${notFetched.join(', ')}`);
  console.log(`User agent: ${idle.userAgent}`);
}

console.log(`\ninitial JS+CSS: ${kb(gzipTotal)} KB gzip (budget ${INITIAL_BUDGET_KB} KB)${initialWithin ? '' : ' — OVER BUDGET'}`);
if (idle) {
  console.log(`until idle JS+CSS: ${kb(idleTotal)} KB gzip in ${idleFiles} files (budget ${IDLE_BUDGET_KB} KB)${idleWithin ? '' : ' — OVER BUDGET'}`);
} else if (idleError) {
  console.log(`until idle JS+CSS: ERROR — ${idleError.message}`);
} else {
  console.log('until idle JS+CSS: not measured (--no-browser)');
}
const over = [...(initialWithin ? [] : ['initial']), ...(idleWithin ? [] : ['until idle'])];
if (over.length) console.log(`Over budget: ${over.join(', ')}.`);
process.exit(initialWithin && idleWithin && !idleError && consoleModules.length === 0 ? 0 : 1);
