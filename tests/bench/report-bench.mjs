#!/usr/bin/env node
// Talent report benchmark: the real app in-process (in-memory PGlite unless --database-url), seeded content. Prints
// p50/p95 of report generation over --runs runs (200) at the service (validate, store, compute the report) and through
// the HTTP API on a loopback port (POST /api/tools/reports, one request at a time), the time to read a stored report,
// and the PDF's time: the first one of each language (the face is parsed then) and the following ones.
// Usage: node tests/bench/report-bench.mjs [--runs 200] [--pdf-runs 20] [--database-url postgres://…]
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../../server/src/app.ts');
const { loadConfig } = await import('../../server/src/config.ts');
const { reportsOf } = await import('../../server/src/routes/tools/report.ts');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'pdf-runs': { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const PDF_RUNS = Number(args['pdf-runs']);

const config = {
  ...loadConfig({}),
  logLevel: 'silent',
  dataDir: 'memory://',
  databaseUrl: args['database-url'],
  staticDir: 'dist',
  rateLimitMax: 1_000_000,
  authRateLimitMax: 1_000_000,
};
const app = buildApp({ config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;
const service = reportsOf(app);
service.limits = { perAddress: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 3600 } };

/** Answers that vary run by run (age, months, class, area), so no path is cached by accident. */
function answers(i) {
  const founder = i % 3 === 0;
  return {
    identity: ['foreigner', 'hkMacao', 'mainland'][i % 3],
    ...(i % 3 === 0 ? { nationality: 276 } : {}),
    age: 22 + (i % 30),
    degree: ['bachelor', 'master', 'doctorate'][i % 3],
    graduatedWithinYears: ['0-1', '2-3', '4-5', 'over5'][i % 4],
    studiedAbroad: i % 2 === 0,
    hsk: String(1 + (i % 6)),
    field: ['software', 'dataAi', 'research', 'finance', 'marketing', 'design', 'operations', 'education'][i % 8],
    experienceYears: i % 15,
    monthlySalary: 10_000 + 1000 * (i % 50),
    employerInZone: i % 2 === 1,
    socialInsuranceMonths: i % 24,
    consecutiveMonths: Math.floor((i % 24) / 2),
    goals: founder ? ['invest', 'live'] : ['work', 'live'],
    family: 'alone',
    entryTiming: i % 2 ? 'after' : 'before',
    enterpriseRole: founder ? 'running' : 'none',
    ...(founder
      ? { enterpriseClass: ['A', 'B', 'C', 'D'][i % 4], hongKongFunded: i % 2 === 0, officeArea: 100 * (i % 80), entryYear: '2022', teamSize: i % 8 }
      : {}),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(title, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`.padStart(10);
  console.log(`${title.padEnd(46)} p50 ${f(percentile(sorted, 50))}   p95 ${f(percentile(sorted, 95))}   (${times.length} runs)`);
}
async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

// Warm-up: the first report builds the query plans, the country names, the localized questionnaire.
for (let i = 0; i < 10; i += 1) await service.create(answers(i), 'EN', '127.0.0.2', null);

const serviceTimes = [];
const ids = [];
for (let i = 0; i < RUNS; i += 1) {
  const { ms, result } = await timed(() => service.create(answers(i), ['EN', 'CN', 'TC'][i % 3], '127.0.0.2', null));
  serviceTimes.push(ms);
  ids.push(result.id);
}

const httpTimes = [];
for (let i = 0; i < RUNS; i += 1) {
  const { ms, result } = await timed(() =>
    fetch(`${base}/api/tools/reports?language=${['EN', 'CN', 'TC'][i % 3]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: answers(i) }),
    }),
  );
  if (result.status !== 200) throw new Error(`POST answered ${result.status}: ${await result.text()}`);
  await result.arrayBuffer();
  httpTimes.push(ms);
}

const readTimes = [];
for (let i = 0; i < RUNS; i += 1) {
  const { ms, result } = await timed(() => fetch(`${base}/api/tools/reports/${ids[i]}`));
  await result.arrayBuffer();
  readTimes.push(ms);
}

const pdf = async (id, language) => {
  const response = await fetch(`${base}/api/tools/reports/${id}/pdf?language=${language}`);
  if (response.status !== 200) throw new Error(`PDF answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
};
const firstPdf = {};
const pdfTimes = { EN: [], CN: [], TC: [] };
const sizes = { EN: [], CN: [], TC: [] };
for (const language of ['EN', 'CN', 'TC']) {
  const first = await timed(() => pdf(ids[0], language));
  firstPdf[language] = first.ms;
  for (let i = 0; i < PDF_RUNS; i += 1) {
    const { ms, result } = await timed(() => pdf(ids[i % ids.length], language));
    pdfTimes[language].push(ms);
    sizes[language].push(result);
  }
}

console.log(`Talent report on ${args['database-url'] ? 'PostgreSQL' : 'the embedded database (PGlite)'}, Node ${process.version}`);
summary('generate, service (validate + store + compute)', serviceTimes);
summary('generate, HTTP POST /api/tools/reports', httpTimes);
summary('read, HTTP GET /api/tools/reports/:id', readTimes);
for (const language of ['EN', 'CN', 'TC']) {
  const kb = (sizes[language].reduce((a, b) => a + b, 0) / sizes[language].length / 1024).toFixed(0);
  console.log(`PDF ${language}: first ${firstPdf[language].toFixed(0)} ms (a face not used before is parsed then), average size ${kb} KB`);
  summary(`  PDF ${language}, HTTP GET …/pdf`, pdfTimes[language]);
}
await app.close();
