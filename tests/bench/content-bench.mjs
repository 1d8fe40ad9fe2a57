#!/usr/bin/env node
// Content API benchmark: the real app (in-memory PGlite, seeded, full plugin stack) against a bare Fastify server
// that answers each route with the very bytes and headers the app sent for it (body, security headers, ETag,
// Cache-Control, rate-limit headers, Content-Encoding), from one handler with no hooks, no validation and no cache
// lookup. The difference is the cost of the app's request path, not of the bytes on the wire.
// Both servers run in one child process so the load generator (autocannon, this process) does not share their event
// loop; they take turns in short alternating bursts after a warm-up, so changing machine load hits both alike.
// Besides wall-clock figures it reports the server process's CPU time per request on each side (read around every
// burst): on a busy machine that is the steadier measure of what the app's request path costs.
// Logging: both off by default; with --log both log one line per request at info (the app's RequestLogController)
// into a sink that drops the bytes, so formatting is measured but not the terminal.
// Goal: app throughput ≥ 0.8 × bare, app p99 ≤ 25 ms, on the content routes (the version route is a reference).
// Duration is per side and route, spent in alternating 2 s bursts; on a shared virtual machine single bursts vary by
// ±15 %, so the default of 20 s (10 bursts a side) is what keeps the ratio within a few hundredths between runs.
// Usage: node tests/bench/content-bench.mjs [--connections 50] [--duration 20] [--log]
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { fetchRaw, recordAnswer } from './raw-http.mjs';

const BR = { 'accept-encoding': 'br, gzip' };
const TARGETS = [
  { name: 'home_data', path: '/m_api/home_data?language=EN' },
  { name: 'benefits list', path: '/api/benefits?language=EN&page=1&pageSize=10' },
  // What a browser asks for: the compressed twin stored with the cache entry.
  { name: 'benefits list (br)', path: '/api/benefits?language=EN&page=1&pageSize=10', headers: BR },
  // Not a content route: the app's cheapest route, showing what the shared plugin stack alone costs.
  { name: 'reference: version', path: '/api/shared/version', reference: true },
];
const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 25;

async function serve({ log }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/config.ts');
  const { RequestLogController } = await import('../../server/src/plugins/request-log.ts');

  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const logger = log ? { level: 'info', stream: sink } : false;
  const config = {
    ...loadConfig({}),
    logLevel: log ? 'info' : 'silent',
    dataDir: 'memory://',
    staticDir: 'dist',
    // Counted on every request as in production, never reached.
    rateLimitMax: 1_000_000_000,
  };
  const app = buildApp({ config, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = app.server.address().port;

  const bare = Fastify({ logger, logController: new RequestLogController() });
  const answers = new Map();
  const shapes = [];
  for (const { path, headers = {} } of TARGETS) {
    const answer = await recordAnswer(appPort, path, headers);
    answers.set(`${path} ${headers['accept-encoding'] ?? ''}`, answer);
    shapes.push({ bytes: answer.body.length, headers: answer.headerCount });
  }
  const routes = new Set(TARGETS.map(({ path }) => path.split('?')[0]));
  for (const route of routes) {
    bare.get(route, (request, reply) => {
      const answer =
        answers.get(`${request.url} ${request.headers['accept-encoding'] ?? ''}`) ?? answers.get(`${request.url} `);
      reply.headers(answer.headers).send(answer.body);
    });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = bare.server.address().port;
  // The bare side must really send what the app sends, or the comparison means nothing.
  for (const [index, { path, headers = {} }] of TARGETS.entries()) {
    const got = await fetchRaw(barePort, path, headers);
    if (got.body.length !== shapes[index].bytes || Object.keys(got.headers).length !== shapes[index].headers) {
      throw new Error(`bare answer for ${path} differs from the app's`);
    }
  }

  process.send({ app: appPort, bare: barePort, shapes });
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: user + system });
    } else if (message === 'close') {
      await Promise.all([app.close(), bare.close()]);
      process.exit(0);
    }
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { values: args } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '20' },
      log: { type: 'boolean', default: false },
    },
  });
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  const loadBefore = loadavg();

  const server = fork(new URL(import.meta.url), ['--serve', ...(args.log ? ['--log'] : [])]);
  const ready = await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  /** The server process's CPU time so far, in microseconds. */
  const cpu = () =>
    new Promise((resolve) => {
      server.once('message', (message) => resolve(message.cpu));
      server.send('cpu');
    });

  const burst = (port, { path, headers = {} }, seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ url: `http://127.0.0.1:${port}${path}`, headers, connections, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });

  /** Throughput is total requests over total time; p50 and p99 the median of the bursts' (worst p99 shown too). */
  const ROUND_SECONDS = 2;
  const rounds = Math.max(2, Math.round(duration / ROUND_SECONDS));
  const measure = async (target) => {
    const fresh = () => ({ requests: 0, seconds: 0, cpu: 0, p50: [], p99: [], errors: 0 });
    const totals = { app: fresh(), bare: fresh() };
    for (let round = 0; round < rounds; round += 1) {
      for (const side of round % 2 ? ['app', 'bare'] : ['bare', 'app']) {
        const cpuBefore = await cpu();
        const result = await burst(ready[side], target, ROUND_SECONDS);
        const t = totals[side];
        t.cpu += (await cpu()) - cpuBefore;
        t.requests += result.requests.total;
        t.seconds += result.duration;
        t.p50.push(result.latency.p50);
        t.p99.push(result.latency.p99);
        t.errors += result.non2xx + result.errors + result.timeouts;
      }
    }
    const summary = (t) => ({
      rps: t.requests / t.seconds,
      cpuPerRequest: t.cpu / t.requests,
      p50: median(t.p50),
      p99: median(t.p99),
      worstP99: Math.max(...t.p99),
      errors: t.errors,
    });
    return { app: summary(totals.app), bare: summary(totals.bare) };
  };

  // Warm-up of both servers (JIT, response cache, connection setup) before anything is measured.
  for (const target of TARGETS) {
    await burst(ready.app, target, 2);
    await burst(ready.bare, target, 2);
  }

  const rows = [];
  let failed = false;
  for (const [index, target] of TARGETS.entries()) {
    const { app, bare } = await measure(target);
    const ratio = app.rps / bare.rps;
    const pass = ratio >= GOAL_RATIO && app.p99 <= GOAL_P99_MS && app.errors === 0;
    if (!target.reference) failed ||= !pass;
    rows.push({
      route: target.name,
      bytes: ready.shapes[index].bytes,
      headers: ready.shapes[index].headers,
      'app req/s': Math.round(app.rps),
      'bare req/s': Math.round(bare.rps),
      ratio: Number(ratio.toFixed(2)),
      'app p50': app.p50,
      'app p99': app.p99,
      'app worst p99': app.worstP99,
      'bare p50': bare.p50,
      'bare p99': bare.p99,
      'app µs/req': Math.round(app.cpuPerRequest),
      'bare µs/req': Math.round(bare.cpuPerRequest),
      'cpu ratio': Number((bare.cpuPerRequest / app.cpuPerRequest).toFixed(2)),
      errors: app.errors + bare.errors,
      goal: target.reference ? '-' : pass ? 'met' : 'MISSED',
    });
  }

  const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(
    `\nContent API vs bare Fastify (same bytes and headers) — ${connections} connections, ${rounds} × ${ROUND_SECONDS} s ` +
      `bursts per side, logging ${args.log ? 'info (both)' : 'off (both)'}; latencies in ms`,
  );
  console.log(
    `Goal: ratio ≥ ${GOAL_RATIO} and app p99 ≤ ${GOAL_P99_MS} ms on the content routes. ` +
      'µs/req: server CPU time per request; cpu ratio = bare µs / app µs.',
  );
  console.table(rows);
  console.log(`Load average before: ${load(loadBefore)}; after: ${load(loadavg())}`);

  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
  process.exitCode = failed ? 1 : 0;
}

if (process.argv.includes('--serve')) await serve({ log: process.argv.includes('--log') });
else await main();
