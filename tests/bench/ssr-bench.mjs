#!/usr/bin/env node
// Server-rendered pages: how long a render takes, and what serving a rendered page from the cache costs.
// 1. Render time per page (p50/p99 over --samples runs, in-process app.inject, no network): uncached (the content
//    cache cleared before each run: data through the page-data sagas, React render, styles, head) and cached.
// 2. Throughput of cached pages against a bare Fastify that replays the very bytes and headers the app sent
//    (serving the same bytes statically), both in one child process, alternating 2 s bursts after a warm-up, the
//    load generator (autocannon) in this process. Goal: app ≥ 0.8 × bare.
// Needs the production build (npm run build): it renders with dist/.ssr/entry-server.js.
// Usage: node tests/bench/ssr-bench.mjs [--connections 50] [--duration 20] [--samples 40]
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { recordAnswer } from './raw-http.mjs';

const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' };
const PAGES = [
  { name: 'home', path: '/pages/home' },
  { name: 'benefits list', path: '/pages/talentBenefits' },
  { name: 'benefit detail', path: '/pages/talentBenefits/detail?documentNo=BEN-2021-0001' },
  { name: 'events (TC)', path: '/pages/events?language=TC' },
  { name: 'login', path: '/auth/login' },
];
const GOAL_RATIO = 0.8;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function serve(samples) {
  const { register } = await import('tsx/esm/api');
  register();
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/config.ts');
  const { contentOf } = await import('../../server/src/services/content/content-context.ts');

  const config = { ...loadConfig({}), logLevel: 'silent', dataDir: 'memory://', staticDir: 'dist', rateLimitMax: 1_000_000_000 };
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { cache } = contentOf(app);

  const timings = [];
  for (const page of PAGES) {
    const once = async () => {
      const start = performance.now();
      const response = await app.inject({ url: page.path, headers: BROWSER });
      if (response.statusCode !== 200 || !response.body.length) throw new Error(`${page.path} answered ${response.statusCode}`);
      return performance.now() - start;
    };
    // Warm the JIT and the lazily loaded page modules before timing anything.
    for (let i = 0; i < 5; i += 1) {
      cache.clear();
      await once();
    }
    const uncached = [];
    for (let i = 0; i < samples; i += 1) {
      cache.clear();
      uncached.push(await once());
    }
    const cached = [];
    for (let i = 0; i < samples * 5; i += 1) cached.push(await once());
    timings.push({ page: page.name, uncached, cached });
  }

  const appPort = app.server.address().port;
  const bare = Fastify({ logger: false });
  const answers = new Map();
  for (const { path } of PAGES) {
    const { headers, body } = await recordAnswer(appPort, path, BROWSER);
    answers.set(path, { headers, body, bytes: body.length });
  }
  bare.get('/*', (request, reply) => {
    const answer = answers.get(request.url);
    reply.headers(answer.headers).send(answer.body);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  process.send({
    app: appPort,
    bare: bare.server.address().port,
    bytes: Object.fromEntries([...answers].map(([path, answer]) => [path, answer.bytes])),
    timings: timings.map(({ page, uncached, cached }) => ({
      page,
      'uncached p50 ms': Number(percentile(uncached, 50).toFixed(1)),
      'uncached p99 ms': Number(percentile(uncached, 99).toFixed(1)),
      'cached p50 ms': Number(percentile(cached, 50).toFixed(2)),
      'cached p99 ms': Number(percentile(cached, 99).toFixed(2)),
    })),
  });
  process.on('message', async (message) => {
    if (message === 'close') {
      await Promise.all([app.close(), bare.close()]);
      process.exit(0);
    }
  });
}

async function main() {
  if (!existsSync('dist/.ssr/entry-server.js')) {
    console.error('No server-rendering bundle in dist/: run npm run build first.');
    process.exit(1);
  }
  const { default: autocannon } = await import('autocannon');
  const { values: args } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '20' },
      samples: { type: 'string', default: '40' },
    },
  });
  const connections = Number(args.connections);
  const loadBefore = loadavg();
  const server = fork(new URL(import.meta.url), ['--serve', args.samples]);
  const ready = await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });

  console.log(`\nServer render time per page (in-process, ${args.samples} uncached and ${Number(args.samples) * 5} cached runs each)`);
  console.table(ready.timings);

  const burst = (port, path, seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: BROWSER, connections, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  const ROUND_SECONDS = 2;
  const rounds = Math.max(2, Math.round(Number(args.duration) / ROUND_SECONDS));
  const rows = [];
  let failed = false;
  for (const { name, path } of PAGES.slice(0, 2)) {
    await burst(ready.app, path, 2);
    await burst(ready.bare, path, 2);
    const totals = { app: { requests: 0, seconds: 0, p99: [], errors: 0 }, bare: { requests: 0, seconds: 0, p99: [], errors: 0 } };
    for (let round = 0; round < rounds; round += 1) {
      for (const side of round % 2 ? ['app', 'bare'] : ['bare', 'app']) {
        const result = await burst(ready[side], path, ROUND_SECONDS);
        totals[side].requests += result.requests.total;
        totals[side].seconds += result.duration;
        totals[side].p99.push(result.latency.p99);
        totals[side].errors += result.non2xx + result.errors + result.timeouts;
      }
    }
    const appRps = totals.app.requests / totals.app.seconds;
    const bareRps = totals.bare.requests / totals.bare.seconds;
    const ratio = appRps / bareRps;
    const pass = ratio >= GOAL_RATIO && totals.app.errors === 0;
    failed ||= !pass;
    rows.push({
      page: `${name} (cached, br)`,
      bytes: ready.bytes[path],
      'app req/s': Math.round(appRps),
      'static req/s': Math.round(bareRps),
      ratio: Number(ratio.toFixed(2)),
      'app p99 ms': percentile(totals.app.p99, 50),
      errors: totals.app.errors + totals.bare.errors,
      goal: pass ? 'met' : 'MISSED',
    });
  }
  console.log(`\nCached pages vs the same bytes served statically — ${connections} connections, ${rounds} × ${ROUND_SECONDS} s bursts a side`);
  console.table(rows);
  console.log(`Load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')}; after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);

  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
  process.exitCode = failed ? 1 : 0;
}

if (process.argv.includes('--serve')) await serve(Number(process.argv[process.argv.indexOf('--serve') + 1]));
else await main();
