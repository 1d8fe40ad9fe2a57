#!/usr/bin/env node
// Content API benchmark: the real app (in-memory PGlite, seeded) against a bare Fastify server that returns the same
// bytes, for /m_api/home_data and the first page of the benefits list. Both servers run in a worker thread so the
// load generator (autocannon, main thread) does not share their event loop.
// Goal: app throughput ≥ 0.8 × bare, app p99 ≤ 25 ms.
// Usage: node tests/bench/content-bench.mjs [--connections 50] [--duration 10]
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const TARGETS = [
  { name: 'home_data', path: '/m_api/home_data?language=EN' },
  { name: 'benefits list', path: '/api/benefits?language=EN&page=1&pageSize=10' },
  // Not a content route: the app's cheapest route, showing what the shared plugin stack alone costs.
  { name: 'reference: version', path: '/api/shared/version', reference: true },
];
const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 25;

async function serve() {
  const { register } = await import('tsx/esm/api');
  register();
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/config.ts');

  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    nodeEnv: 'production',
    dataDir: 'memory://',
    staticDir: 'dist',
    rateLimitMax: 1_000_000_000,
  };
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  const bodies = {};
  for (const { path } of TARGETS) {
    const response = await app.inject(path);
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    bodies[path] = response.body;
    bare.get(path.split('?')[0], async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(bodies[path]),
    );
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  parentPort.postMessage({
    app: app.server.address().port,
    bare: bare.server.address().port,
    bytes: Object.fromEntries(Object.entries(bodies).map(([path, body]) => [path, Buffer.byteLength(body)])),
  });
  parentPort.on('message', async (message) => {
    if (message === 'close') {
      await Promise.all([app.close(), bare.close()]);
      parentPort.postMessage('closed');
    }
  });
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { values: args } = parseArgs({
    options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } },
  });
  const connections = Number(args.connections);
  const duration = Number(args.duration);

  const worker = new Worker(new URL(import.meta.url));
  const ready = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });

  const burst = (port, path, seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });

  /**
   * The two servers take turns in short bursts, so a change in machine load during the run hits both alike;
   * throughput is total requests over total time, p99 the median of the bursts' p99 (worst shown too).
   */
  const ROUND_SECONDS = 2;
  const rounds = Math.max(1, Math.round(duration / ROUND_SECONDS));
  const measure = async (path) => {
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
    const summary = (t) => {
      const sorted = [...t.p99].sort((a, b) => a - b);
      return { rps: t.requests / t.seconds, p99: sorted[Math.floor(sorted.length / 2)], worstP99: sorted.at(-1), errors: t.errors };
    };
    return { app: summary(totals.app), bare: summary(totals.bare) };
  };

  // A short warm-up of both servers (JIT, response cache) before measuring.
  for (const { path } of TARGETS) {
    await burst(ready.app, path, 2);
    await burst(ready.bare, path, 2);
  }

  const rows = [];
  let failed = false;
  for (const { name, path, reference } of TARGETS) {
    const { app, bare } = await measure(path);
    const ratio = app.rps / bare.rps;
    const pass = ratio >= GOAL_RATIO && app.p99 <= GOAL_P99_MS && app.errors === 0;
    if (!reference) failed ||= !pass;
    rows.push({
      route: name,
      bytes: ready.bytes[path],
      'app req/s': Math.round(app.rps),
      'bare req/s': Math.round(bare.rps),
      ratio: ratio.toFixed(2),
      'app p99 ms': app.p99,
      'app worst p99': app.worstP99,
      'bare p99 ms': bare.p99,
      'app errors': app.errors,
      goal: reference ? '-' : pass ? 'met' : 'MISSED',
    });
  }

  console.log(`\nContent API vs bare Fastify — ${connections} connections, ${duration} s each (goal: ratio ≥ ${GOAL_RATIO}, p99 ≤ ${GOAL_P99_MS} ms)`);
  console.table(rows);

  worker.postMessage('close');
  await new Promise((resolve) => worker.once('message', resolve));
  await worker.terminate();
  process.exitCode = failed ? 1 : 0;
}

if (isMainThread) await main();
else await serve();
