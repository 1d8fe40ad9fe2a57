#!/usr/bin/env node
// Résumé upload benchmark: the real server in its own process (tsx, or the build with --built) on the embedded
// database in a temporary folder (or PostgreSQL with --database-url, or S3 storage with --s3: an s3rver in this
// process), N clients uploading 6 MB PDFs at once for a few rounds. Prints throughput, upload time p50/p95 and the
// server's resident memory (RSS, from /proc) before, at its peak and after: memory must not grow with file size ×
// clients, because files are streamed into storage, never buffered whole.
// Usage: node tests/bench/upload-bench.mjs [--clients 20] [--rounds 3] [--megabytes 6] [--built] [--database-url …] [--s3]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../../server/src/app.ts');
const { loadConfig } = await import('../../server/src/config.ts');
const { users } = await import('../../server/src/db/schema/auth.ts');
const { documents, documentTranslations } = await import('../../server/src/db/schema/content.ts');
const { RESUME_MAX_BYTES } = await import('../../server/src/services/recruitment/job-codes.ts');

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    megabytes: { type: 'string', default: '6' },
    built: { type: 'boolean', default: false },
    s3: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const FILE_BYTES = Math.min(Math.round(Number(args.megabytes) * 1024 * 1024), RESUME_MAX_BYTES);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JOB = 'BENCH-JOB-1';

const dataDir = mkdtempSync(join(tmpdir(), 'tp-upload-bench-'));
const staticDir = mkdtempSync(join(tmpdir(), 'tp-upload-bench-static-'));
let s3rver;
let s3Env = {};
if (args.s3) {
  const S3rver = createRequire(import.meta.url)('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'tp-upload-bench-s3-'));
  s3rver = { server: new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'bench' }] }), directory };
  const { port } = await s3rver.server.run();
  s3Env = {
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** A PDF of exactly `size` bytes: a valid header, random filler, the trailer. */
function pdf(size) {
  const head = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%');
  const tail = Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Accounts, sessions and the job are written before the server process owns the database (logins are not measured).
const config = {
  ...loadConfig({}),
  logLevel: 'silent',
  dataDir: args['database-url'] ? 'memory://' : dataDir,
  databaseUrl: args['database-url'],
  staticDir,
};
const setup = buildApp({ config, logger: false });
await setup.ready();
const stamp = Date.now();
const tokens = [];
for (let i = 0; i < CLIENTS; i += 1) {
  const [user] = await setup.db
    .insert(users)
    .values({ email: `upload${i}.${stamp}@example.org`, firstName: `Bench ${i}`, age: 30, country: 276, education: 'Masters', passwordHash: 'x', language: 'EN', active: true })
    .returning();
  tokens.push(await setup.auth.sessions.open(user.id));
}
const [job] = await setup.db
  .insert(documents)
  .values({ documentNo: `${JOB}-${stamp}`, section: 'job', status: 'published', publishedAt: new Date(stamp - 86_400_000), endsAt: new Date(stamp + 30 * 86_400_000), attributes: { enterpriseNo: 'ITH-0001' } })
  .returning();
await setup.db.insert(documentTranslations).values({ documentId: job.id, language: 'EN', title: 'Benchmark engineer' });
await setup.close();

// A probe preloaded into the server reports its memory over IPC every 20 ms, and every 250 ms right after a full
// collection (--expose-gc): `arrayBuffers` then is the Buffers still alive, the direct measure of how much upload data
// the process holds; without the collection it also counts garbage not yet collected.
const probe = join(staticDir, 'memory-probe.cjs');
writeFileSync(
  probe,
  [
    'setInterval(() => process.send && process.send({ ...process.memoryUsage(), live: false }), 20).unref();',
    'setInterval(() => { global.gc(); process.send && process.send({ ...process.memoryUsage(), live: true }); }, 250).unref();',
  ].join('\n'),
);
const port = await freePort();
const entry = [...(args.built ? ['server/dist/server.js'] : ['--import', 'tsx', 'server/src/server.ts'])];
const child = spawn(process.execPath, ['--expose-gc', '--require', probe, ...entry], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_SECONDS: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    ...(args['database-url'] ? { DATABASE_URL: args['database-url'] } : {}),
    ...s3Env,
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
let live = { heapUsed: 0, arrayBuffers: 0 };
const memoryPeak = { arrayBuffers: 0, liveArrayBuffers: 0, liveHeapUsed: 0 };
child.on('message', (usage) => {
  memoryPeak.arrayBuffers = Math.max(memoryPeak.arrayBuffers, usage.arrayBuffers);
  if (!usage.live) return;
  live = usage;
  memoryPeak.liveArrayBuffers = Math.max(memoryPeak.liveArrayBuffers, usage.arrayBuffers);
  memoryPeak.liveHeapUsed = Math.max(memoryPeak.liveHeapUsed, usage.heapUsed);
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  if (await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)) break;
  if (i > 600 || child.exitCode !== null) throw new Error('server did not start');
  await sleep(100);
}

/** Resident memory of the server process in MB, from /proc (Linux), else ps. */
function rssMb() {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

const file = pdf(FILE_BYTES);
const boundary = '----upload-bench-boundary';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** One upload as a browser sends it, in 64 KB writes; resolves with its status and milliseconds. */
function upload(token) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/recruitment/applications?documentNo=${encodeURIComponent(job.documentNo)}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    (async () => {
      req.write(head);
      for (let at = 0; at < file.length; at += 64 * 1024) {
        if (!req.write(file.subarray(at, at + 64 * 1024))) await new Promise((r) => req.once('drain', r));
      }
      req.end(tail);
    })().catch(reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 20);

try {
  // One upload first, so code paths are loaded and compiled before "before" is read.
  await upload(tokens[0]);
  await sleep(1000);
  const before = rssMb();
  const liveBefore = live;
  peak = before;
  for (const key of Object.keys(memoryPeak)) memoryPeak[key] = 0;
  const times = [];
  const statuses = new Map();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const results = await Promise.all(tokens.map((token) => upload(token)));
    for (const { status, ms } of results) {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const after = rssMb();
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const uploads = times.length;
  const megabytes = (uploads * FILE_BYTES) / (1024 * 1024);
  const storage = args.s3 ? 'S3 (s3rver)' : args['database-url'] ? 'PostgreSQL chunks' : 'PGlite chunks';
  console.log(
    `${CLIENTS} clients × ${ROUNDS} rounds × ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MB PDF; storage: ${storage}; server: ${args.built ? 'built' : 'tsx'}`,
  );
  console.table([
    {
      uploads,
      statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
      'MB/s': (megabytes / seconds).toFixed(1),
      'uploads/s': (uploads / seconds).toFixed(2),
      'p50 ms': percentile(times, 50).toFixed(0),
      'p95 ms': percentile(times, 95).toFixed(0),
    },
  ]);
  const buffered = (CLIENTS * FILE_BYTES) / (1024 * 1024);
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  console.table([
    {
      'RSS before MB': before.toFixed(0),
      'RSS peak MB': peak.toFixed(0),
      'RSS after MB': after.toFixed(0),
      'RSS peak − before MB': (peak - before).toFixed(0),
      'live Buffers before → peak MB': `${mb(liveBefore.arrayBuffers)} → ${mb(memoryPeak.liveArrayBuffers)}`,
      'live JS heap before → peak MB': `${mb(liveBefore.heapUsed)} → ${mb(memoryPeak.liveHeapUsed)}`,
      'Buffers incl. garbage peak MB': mb(memoryPeak.arrayBuffers),
      'clients × file MB (if buffered)': buffered.toFixed(0),
    },
  ]);
  if ([...statuses.keys()].some((status) => status !== 200)) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  if (s3rver) {
    await s3rver.server.close();
    rmSync(s3rver.directory, { recursive: true, force: true });
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
}
