#!/usr/bin/env node
// Kiosk soak: many idle resets in one page of Debian's Chromium, as a hall terminal runs all day. Each round a
// visitor touches the attract screen, opens two pages inside the app (events, then the benefits list), and walks
// away; the idle warning counts down and the kiosk resets to its attract screen (in place: the language was not
// changed). Time is Playwright's clock, so an idle minute passes at once. After each of the first and the last 50
// resets the page's garbage is collected and the JS heap and DOM node counts are read (Chrome DevTools Protocol:
// Performance.getMetrics); every 10th of them also takes a heap snapshot and sums the JavaScript objects in it
// (objects, closures, arrays, strings, shapes): the app's own data. The V8 "JS heap used" figure also holds compiled
// code, which grows with every script the automation evaluates in the page, and the DevTools network buffer of the
// automation's session keeps every request: both grow with the run whatever the app does, so the goal (growth ≤ 5 %
// from the first to the last window) is checked on the JavaScript objects and the DOM nodes; all are printed.
// Needs the production build (npm run build). Usage: node tests/bench/kiosk-soak.mjs [--resets 500] [--window 50] [--every 50]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

const { values } = parseArgs({
  options: { resets: { type: 'string', default: '500' }, window: { type: 'string', default: '50' }, every: { type: 'string', default: '50' } },
});
const EVERY = Number(values.every);
const RESETS = Number(values.resets);
const WINDOW = Math.min(Number(values.window), Math.floor(RESETS / 2));
const IDLE_SECONDS = 10;
const COUNTDOWN_SECONDS = 30;
const GOAL_GROWTH = 0.05;
const root = new URL('../../', import.meta.url);

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-soak-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const average = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const pct = (from, to) => `${(((to - from) / from) * 100).toFixed(2)} %`;

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.clock.install();
  await page.goto(`${server.url}/kiosk/?device=soak-1&idle=${IDLE_SECONDS}&lang=EN`);
  await page.getByTestId('kiosk-attract').waitFor();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? NaN;
    return {
      heap: metric('JSHeapUsedSize'),
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      liveElements: await page.evaluate("document.getElementsByTagName('*').length"),
    };
  };

  // Sums a heap snapshot's JavaScript objects by node type (compiled code and native, non-JS objects left out).
  const JS_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'object shape', 'number', 'regexp', 'symbol']);
  const jsObjectBytes = async () => {
    const chunks = [];
    const onChunk = ({ chunk }) => chunks.push(chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    const snapshot = JSON.parse(chunks.join(''));
    const fields = snapshot.snapshot.meta.node_fields;
    const typeNames = snapshot.snapshot.meta.node_types[0];
    const [typeAt, sizeAt, stride] = [fields.indexOf('type'), fields.indexOf('self_size'), fields.length];
    let bytes = 0;
    for (let i = 0; i < snapshot.nodes.length; i += stride) {
      if (JS_TYPES.has(typeNames[snapshot.nodes[i + typeAt]])) bytes += snapshot.nodes[i + sizeAt];
    }
    return bytes;
  };

  const first = [];
  const last = [];
  const started = Date.now();
  for (let round = 1; round <= RESETS; round += 1) {
    await page.getByTestId('kiosk-attract-start').tap();
    await page.getByTestId('kiosk-attract').waitFor({ state: 'detached' });
    // A short visit inside the app: two pages through the header's links.
    for (const path of ['/kiosk/pages/events', '/kiosk/pages/talentBenefits']) {
      await page.getByTestId('app-spinner').waitFor({ state: 'detached' });
      await page.locator(`header a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('main').waitFor();
    }
    await page.keyboard.press('Shift');
    await page.clock.runFor(IDLE_SECONDS * 1_000);
    await page.getByTestId('kiosk-idle-dialog').waitFor();
    await page.clock.runFor(COUNTDOWN_SECONDS * 1_000);
    await page.getByTestId('kiosk-attract').waitFor();
    await page.waitForURL((url) => url.pathname === '/kiosk/pages/home');
    const inWindow = round <= WINDOW || round > RESETS - WINDOW;
    const sample = inWindow || round % EVERY === 0 ? await measure() : undefined;
    if (inWindow && round % 10 === 0) sample.jsObjects = await jsObjectBytes();
    if (round <= WINDOW) first.push(sample);
    if (round > RESETS - WINDOW) last.push(sample);
    if (round % EVERY === 0) {
      const elapsed = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${round} resets (${elapsed} s): heap ${mb(sample.heap)}, DOM nodes ${sample.nodes}, listeners ${sample.listeners}`);
    }
  }

  const summary = (samples) => ({
    jsObjects: average(samples.filter((s) => s.jsObjects !== undefined).map((s) => s.jsObjects)),
    heap: average(samples.map((s) => s.heap)),
    nodes: average(samples.map((s) => s.nodes)),
    listeners: average(samples.map((s) => s.listeners)),
    liveElements: average(samples.map((s) => s.liveElements)),
  });
  const a = summary(first);
  const b = summary(last);
  console.log(`\nKiosk soak: ${RESETS} idle resets, averages of the first ${WINDOW} and the last ${WINDOW} (after a forced GC)`);
  console.log(`  JS objects       ${mb(a.jsObjects)} → ${mb(b.jsObjects)}   (${pct(a.jsObjects, b.jsObjects)})   heap snapshots, every 10th reset`);
  console.log(`  JS heap used     ${mb(a.heap)} → ${mb(b.heap)}   (${pct(a.heap, b.heap)})   V8 figure: with compiled code`);
  console.log(`  DOM nodes        ${a.nodes.toFixed(0)} → ${b.nodes.toFixed(0)}   (${pct(a.nodes, b.nodes)})`);
  console.log(`  live elements    ${a.liveElements.toFixed(0)} → ${b.liveElements.toFixed(0)}   (${pct(a.liveElements, b.liveElements)})`);
  console.log(`  event listeners  ${a.listeners.toFixed(0)} → ${b.listeners.toFixed(0)}   (${pct(a.listeners, b.listeners)})`);
  const growth = Math.max((b.jsObjects - a.jsObjects) / a.jsObjects, (b.nodes - a.nodes) / a.nodes);
  console.log(`  goal: JS objects and DOM nodes grow ≤ ${GOAL_GROWTH * 100} % — ${growth <= GOAL_GROWTH ? 'met' : 'NOT met'}`);
  process.exitCode = growth <= GOAL_GROWTH ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
