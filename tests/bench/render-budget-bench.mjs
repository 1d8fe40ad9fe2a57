#!/usr/bin/env node
// Render budget under attack (issue #29 §3): the built server in a child process; --clients clients (default 200),
// each from an address of its own (X-Forwarded-For, TRUST_PROXY=1), ask for distinct uncached pages (search pages with
// random words, event pages with random numbers), each again --pause-ms after its answer (default 1000; 0 floods), for
// --duration seconds, while a prober in a process of its own asks /healthz every 20 ms. Prints the /healthz latency p50/p99/max and how the pages were answered (rendered on the
// server, sent to be rendered in the browser, refused) with the shipped PAGE_RENDERS_MAX and PAGE_RENDER_THREADS, and
// with --compare also with the renders on the event loop (PAGE_RENDER_THREADS=0), with the cap and without it.
// Goal: /healthz p99 ≤ 100 ms as shipped.
// Needs the production build (npm run build). Usage: node tests/bench/render-budget-bench.mjs [--clients 200] [--duration 15] [--pause-ms 1000] [--renders-max N] [--threads N] [--compare]
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const GOAL_P99_MS = 100;
const PROBE_EVERY_MS = 20;

async function serve(rendersMax, threads) {
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
  if (threads !== undefined) config.pageRenderThreads = threads;
  else if (rendersMax) config.pageRenderThreads = loadConfig({ PAGE_RENDERS_MAX: String(rendersMax) }).pageRenderThreads;
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port, rendersMax: config.pageRendersMax, threads: config.pageRenderThreads });
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

async function attack({ rendersMax, threads }, clients, seconds, pauseMs) {
  const server = fork(new URL(import.meta.url), ['--serve', String(rendersMax ?? 0), threads === undefined ? '' : String(threads)]);
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
      // Each client asks again a moment after its answer (--pause-ms; 0 is a flood that keeps every client waiting).
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  // The prober is a process of its own, as a load balancer's health check is: in this one its timings would include
  // the waits of an event loop busy with 200 clients.
  // It opens its connection before the clients start, as a balancer keeps its own: what is measured is how long the
  // server takes to answer, not a connection attempt lost in the clients' 200 simultaneous ones (SYN retries).
  const prober = fork(new URL(import.meta.url), ['--probe', String(ready.port), String(seconds)]);
  const fromProber = () => new Promise((resolve) => prober.once('message', resolve));
  await fromProber();
  const probed = fromProber();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  health.push(...(await probed));
  agent.destroy();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
  return {
    'PAGE_RENDERS_MAX': ready.rendersMax,
    'PAGE_RENDER_THREADS': ready.threads,
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
    options: {
      clients: { type: 'string', default: '200' },
      duration: { type: 'string', default: '15' },
      'pause-ms': { type: 'string', default: '1000' },
      compare: { type: 'boolean', default: false },
      'renders-max': { type: 'string' },
      threads: { type: 'string' },
    },
  });
  const clients = Number(args.clients);
  const seconds = Number(args.duration);
  const loadBefore = loadavg();
  const pauseMs = Number(args['pause-ms']);
  const shipped = {
    rendersMax: args['renders-max'] ? Number(args['renders-max']) : undefined,
    threads: args.threads ? Number(args.threads) : undefined,
  };
  const rows = [await attack(shipped, clients, seconds, pauseMs)];
  if (args.compare) {
    // Renders on the event loop (no render threads) with the cap, then with neither threads nor cap.
    rows.push(await attack({ rendersMax: shipped.rendersMax, threads: 0 }, clients, seconds, pauseMs));
    rows.push(await attack({ rendersMax: 256, threads: 0 }, clients, seconds, pauseMs));
  }
  console.log(
    `\n${clients} clients asking for distinct uncached pages for ${seconds} s, each again ${pauseMs} ms after its answer; /healthz probed every ${PROBE_EVERY_MS} ms from a process of its own`,
  );
  console.table(rows);
  const met = rows[0]['/healthz p99 ms'] <= GOAL_P99_MS;
  console.log(`Goal (shipped cap): /healthz p99 ≤ ${GOAL_P99_MS} ms — ${met ? 'met' : 'MISSED'}`);
  console.log(`Load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}; after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  process.exitCode = met ? 0 : 1;
}

async function probe(port, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  await get(port, '/healthz', {}, agent);
  process.send('connected');
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    times.push((await get(port, '/healthz', {}, agent)).ms);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  agent.destroy();
  process.send(times, () => process.exit(0));
}

if (process.argv.includes('--probe')) await probe(Number(process.argv[process.argv.indexOf('--probe') + 1]), Number(process.argv[process.argv.indexOf('--probe') + 2]));
else if (process.argv.includes('--serve')) {
  const at = process.argv.indexOf('--serve');
  const threads = process.argv[at + 2];
  await serve(Number(process.argv[at + 1]) || undefined, threads ? Number(threads) : undefined);
}
else await main();
