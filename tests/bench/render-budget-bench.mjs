#!/usr/bin/env node
// Render budget under attack (issue #29 §3): the built server in a child process; --clients clients (default 200),
// each from an address of its own (X-Forwarded-For, TRUST_PROXY=1), ask for distinct uncached pages (search pages with
// random words, event pages with random numbers) as fast as answers come, for --duration seconds, while a prober asks
// /healthz every 20 ms. Prints the /healthz latency p50/p99/max and how the pages were answered (rendered on the
// server, sent to be rendered in the browser, refused), once with the shipped PAGE_RENDERS_MAX and once with the cap
// out of the way (--compare). Goal: /healthz p99 ≤ 100 ms with the cap.
// Needs the production build (npm run build). Usage: node tests/bench/render-budget-bench.mjs [--clients 200] [--duration 15] [--compare]
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const GOAL_P99_MS = 100;
const PROBE_EVERY_MS = 20;

async function serve(rendersMax) {
  const { register } = await import('tsx/esm/api');
  register();
  const { buildApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/config.ts');
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    dataDir: 'memory://',
    staticDir: 'dist',
    trustProxy: 1,
    // The per-address budget is not what is measured here (every client has an address of its own anyway).
    rateLimitMax: 1_000_000_000,
    ...(rendersMax ? { pageRendersMax: rendersMax } : {}),
  };
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port, rendersMax: config.pageRendersMax });
  process.on('message', async (message) => {
    if (message === 'close') {
      await app.close();
      process.exit(0);
    }
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function get(port, path, headers, agent) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function attack(rendersMax, clients, seconds) {
  const server = fork(new URL(import.meta.url), ['--serve', String(rendersMax ?? 0)]);
  const ready = await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  const agent = new Agent({ keepAlive: true, maxSockets: clients + 10 });
  // Warm up: the page modules load once.
  await get(ready.port, '/pages/home', {}, agent);
  const counts = { rendered: 0, browser: 0, refused: 0, other: 0 };
  const health = [];
  const until = performance.now() + seconds * 1000;
  const client = async (index) => {
    const address = `10.${(index >> 8) & 255}.${index & 255}.1`;
    let n = 0;
    while (performance.now() < until) {
      n += 1;
      const path = n % 2 ? `/pages/search?q=${Math.random().toString(36).slice(2)}` : `/pages/events?page=${index * 1000 + n}`;
      const answer = await get(ready.port, path, { 'x-forwarded-for': address, 'accept-language': 'en' }, agent);
      if (answer.status === 429) counts.refused += 1;
      else if (answer.status !== 200) counts.other += 1;
      // The client-rendered shell has an empty root; a server-rendered page has the page inside it.
      else if (/<div id="root"><\/div>/.test(answer.body)) counts.browser += 1;
      else counts.rendered += 1;
    }
  };
  const prober = async () => {
    while (performance.now() < until) {
      health.push((await get(ready.port, '/healthz', {}, agent)).ms);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  };
  await Promise.all([prober(), ...Array.from({ length: clients }, (_, i) => client(i))]);
  agent.destroy();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
  return {
    'PAGE_RENDERS_MAX': ready.rendersMax,
    'pages rendered': counts.rendered,
    'pages to the browser': counts.browser,
    refused: counts.refused,
    'other answers': counts.other,
    '/healthz probes': health.length,
    '/healthz p50 ms': Number(percentile(health, 50).toFixed(1)),
    '/healthz p99 ms': Number(percentile(health, 99).toFixed(1)),
    '/healthz max ms': Number(Math.max(...health).toFixed(1)),
  };
}

async function main() {
  if (!existsSync('dist/.ssr/entry-server.js')) {
    console.error('No server-rendering bundle in dist/: run npm run build first.');
    process.exit(1);
  }
  const { values: args } = parseArgs({
    options: { clients: { type: 'string', default: '200' }, duration: { type: 'string', default: '15' }, compare: { type: 'boolean', default: false } },
  });
  const clients = Number(args.clients);
  const seconds = Number(args.duration);
  const loadBefore = loadavg();
  const rows = [await attack(undefined, clients, seconds)];
  if (args.compare) rows.push(await attack(256, clients, seconds));
  console.log(`\n${clients} clients asking for distinct uncached pages for ${seconds} s, /healthz probed every ${PROBE_EVERY_MS} ms`);
  console.table(rows);
  const met = rows[0]['/healthz p99 ms'] <= GOAL_P99_MS;
  console.log(`Goal (shipped cap): /healthz p99 ≤ ${GOAL_P99_MS} ms — ${met ? 'met' : 'MISSED'}`);
  console.log(`Load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}; after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  process.exitCode = met ? 0 : 1;
}

if (process.argv.includes('--serve')) await serve(Number(process.argv[process.argv.indexOf('--serve') + 1]) || undefined);
else await main();
