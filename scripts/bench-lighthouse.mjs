#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on the production
// server, for the five pages of the performance budget, several runs each, and the median of every score and
// metric. A benchmark that prints numbers, not a test: it never fails on a score.
// By default it starts the built server (npm run build first) on a free port with a throwaway embedded database;
// --url benchmarks a server that is already running. The browser is the system Chromium (CHROMIUM_PATH), never a
// downloaded one; a fresh profile per run.
// Usage: npm run bench:lighthouse [-- --runs 3] [-- --url http://127.0.0.1:3000] [-- --page /pages/about]
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, missingServerBuild } from './bench-server.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});
const runs = Math.max(1, Number(args.runs));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

async function firstBenefit(base) {
  const response = await fetch(`${base}/api/benefits?language=EN&page=1&pageSize=1`);
  const body = await response.json();
  return body.data.list[0].documentNo;
}

/** One Lighthouse run in a fresh browser; a run the browser spoiled (no trace, no navigation) is tried again. */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      const { lhr } = result;
      if (!lhr.runtimeError && lhr.categories.performance.score !== null) return lhr;
      if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError?.code ?? 'no performance score'}`);
    } finally {
      await chrome.kill();
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = [
  ['FCP ms', 'first-contentful-paint'],
  ['LCP ms', 'largest-contentful-paint'],
  ['TBT ms', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI ms', 'speed-index'],
];

async function main() {
  if (!args.url && missingServerBuild().length) {
    console.error('No production build: run `npm run build` first (or pass --url of a running server).');
    process.exit(1);
  }
  const server = args.url ? { base: args.url.replace(/\/+$/, ''), stop: async () => {} } : await startServer({ name: 'lighthouse' });
  try {
    const pages = args.page?.length
      ? args.page.map((path) => ({ name: path, path }))
      : [
          { name: 'home', path: '/pages/home' },
          { name: 'benefits list', path: '/pages/talentBenefits' },
          { name: 'benefit detail', path: `/pages/talentBenefits/detail?documentNo=${await firstBenefit(server.base)}` },
          { name: 'events', path: '/pages/events' },
          { name: 'login', path: '/auth/login' },
        ];
    const rows = [];
    let last;
    for (const { name, path } of pages) {
      const reports = [];
      for (let run = 0; run < runs; run += 1) {
        last = await audit(`${server.base}${path}`);
        reports.push(last);
        process.stderr.write('.');
      }
      const score = (category) => median(reports.map((lhr) => Math.round(lhr.categories[category].score * 100)));
      const row = { page: name, performance: score('performance'), accessibility: score('accessibility'), SEO: score('seo') };
      for (const [label, id] of METRICS) {
        const value = median(reports.map((lhr) => lhr.audits[id].numericValue));
        row[label] = id === 'cumulative-layout-shift' ? Number(value.toFixed(3)) : Math.round(value);
      }
      rows.push(row);
    }
    process.stderr.write('\n');
    const { lighthouseVersion, environment } = last;
    console.log(`\nLighthouse ${lighthouseVersion}, mobile preset (simulated throttling), median of ${runs} run(s) per page`);
    console.log(`Chromium: ${environment.hostUserAgent}; benchmark index ${environment.benchmarkIndex}`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

await main();
