#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on the production server,
// for every public page (issue #30) in the three languages, several runs each, and the median of every score and
// metric; then the main-thread work from navigation to idle on the benefits list, unthrottled (median of 5 runs), as
// scripting and style/layout ms beside the baseline recorded in tests/bench/baselines/main-thread.json.
// A benchmark that prints numbers, not a test: it never fails on a score.
//
// The machine's speed is Lighthouse's benchmark index (printed). --as-index N emulates a slower machine of index N:
// the CPU slowdown becomes 4 × (this machine's index / N), which is how Lighthouse's own guidance scales throttling
// to a host's speed — the pages' goals are for the slowest machine of this kind (index 1,240 seen).
//
// By default it starts the built server (npm run build first) on a free port with a throwaway embedded database;
// --url benchmarks a server that is already running. The browser is the system Chromium (CHROMIUM_PATH), never a
// downloaded one; a fresh profile per run.
// Usage: npm run bench:lighthouse [-- --runs 3] [-- --pages home,benefits] [-- --languages EN] [-- --as-index 1240]
//        [-- --url http://127.0.0.1:3000] [-- --page /pages/about] [-- --no-breakdown] [-- --record-baseline]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench-server.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    page: { type: 'string', multiple: true },
    pages: { type: 'string' },
    languages: { type: 'string', default: 'EN,CN,TC' },
    'as-index': { type: 'string' },
    'no-breakdown': { type: 'boolean', default: false },
    'breakdown-runs': { type: 'string', default: '5' },
    'record-baseline': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const BASELINE_FILE = new URL('../tests/bench/baselines/main-thread.json', import.meta.url);
/** Lighthouse's mobile preset slows the CPU 4×. */
const MOBILE_CPU_SLOWDOWN = 4;
const GOALS = { performance: 95, 'TBT ms': 200, 'LCP ms': 2000, CLS: 0.02, accessibility: 100, SEO: 100 };

/** Every public page of the issue's list; `document` pages take the first document of that kind in the sitemap. */
const PUBLIC_PAGES = [
  { name: 'home', path: '/pages/home' },
  { name: 'benefits', path: '/pages/talentBenefits' },
  { name: 'benefit detail', document: '/pages/talentBenefits/detail' },
  { name: 'services', path: '/pages/services' },
  { name: 'service detail', document: '/pages/services/serviceDetail' },
  { name: 'events', path: '/pages/events' },
  { name: 'event detail', document: '/pages/events/detail' },
  { name: 'hkmacao', path: '/pages/hkmacao' },
  { name: 'employment', path: '/pages/employment' },
  { name: 'job detail', document: '/pages/employment/detail' },
  { name: 'life', path: '/pages/lifepage' },
  { name: 'study', path: '/pages/study' },
  { name: 'work', path: '/pages/work' },
  { name: 'invest', path: '/pages/invest' },
  { name: 'live', path: '/pages/life' },
  { name: 'about', path: '/pages/about' },
  { name: 'ith', path: '/pages/ith' },
  { name: 'calculator', path: '/pages/calculator' },
  { name: 'report', path: '/pages/reports' },
  { name: 'entry preparation', path: '/pages/preparationforentry' },
  { name: 'apps', path: '/pages/app' },
  { name: 'search', path: '/pages/search?q=talent' },
  { name: 'login', path: '/auth/login' },
  { name: 'sign-up', path: '/auth/signin' },
  // The kiosk is kept out of search engines (noindex): its SEO score is not a goal.
  { name: 'kiosk home', path: '/kiosk/', languages: ['EN'], seo: false },
];

/** The first document page of each kind in the sitemap, e.g. /pages/events/detail?documentNo=… */
async function documentPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const found = new Map();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc.replaceAll('&amp;', '&'));
    if (!url.searchParams.has('documentNo')) continue;
    url.searchParams.delete('language');
    if (!found.has(url.pathname)) found.set(url.pathname, `${url.pathname}${url.search}`);
  }
  return found;
}

function withLanguage(path, language) {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('language', language);
  return `${pathname}?${params}`;
}

/** One Lighthouse run in a fresh browser; a run the browser spoiled (no trace, no navigation) is tried again. */
async function audit(url, settings = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] },
        Object.keys(settings).length ? { extends: 'lighthouse:default', settings } : undefined,
      );
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

function selectedPages() {
  if (args.page?.length) return args.page.map((path) => ({ name: path, path }));
  if (!args.pages) return PUBLIC_PAGES;
  const wanted = args.pages.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  const pages = PUBLIC_PAGES.filter(({ name, path, document }) =>
    wanted.some((part) => name.toLowerCase().includes(part) || (path ?? document).toLowerCase().includes(part)),
  );
  if (!pages.length) throw new Error(`--pages ${args.pages} names none of: ${PUBLIC_PAGES.map(({ name }) => name).join(', ')}`);
  return pages;
}

function meetsGoals(row) {
  return (
    row.performance >= GOALS.performance &&
    row['TBT ms'] <= GOALS['TBT ms'] &&
    row['LCP ms'] <= GOALS['LCP ms'] &&
    row.CLS <= GOALS.CLS &&
    row.accessibility >= GOALS.accessibility &&
    row.SEO >= GOALS.SEO
  );
}

/** Main-thread work of one unthrottled load (Lighthouse's breakdown, ms): scripting, style and layout, the rest. */
function breakdownOf(lhr) {
  const groups = Object.fromEntries(lhr.audits['mainthread-work-breakdown'].details.items.map(({ group, duration }) => [group, duration]));
  const scripting = (groups.scriptEvaluation ?? 0) + (groups.scriptParseCompile ?? 0);
  const styleLayout = groups.styleLayout ?? 0;
  const all = Object.values(groups).reduce((sum, value) => sum + value, 0);
  return { scripting, styleLayout, other: all - scripting - styleLayout };
}

async function mainThreadBreakdown(base, benchmarkIndex) {
  const url = `${base}${withLanguage('/pages/talentBenefits', 'EN')}`;
  const samples = [];
  for (let run = 0; run < Number(args['breakdown-runs']); run += 1) {
    // No throttling at all: what this machine's main thread really did.
    const lhr = await audit(url, { throttlingMethod: 'provided' });
    samples.push(breakdownOf(lhr));
    process.stderr.write('.');
  }
  const now = {
    scripting: Math.round(median(samples.map((s) => s.scripting))),
    styleLayout: Math.round(median(samples.map((s) => s.styleLayout))),
    other: Math.round(median(samples.map((s) => s.other))),
    benchmarkIndex,
  };
  let baseline;
  try {
    baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));
  } catch {
    baseline = undefined;
  }
  if (args['record-baseline']) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify({ ...now, recorded: new Date().toISOString().slice(0, 10) }, null, 2)}\n`);
  }
  return { now, baseline };
}

async function main() {
  const server = args.url ? { base: args.url.replace(/\/+$/, ''), stop: async () => {} } : await startServer({ name: 'lighthouse' });
  try {
    const documents = await documentPages(server.base);
    const languages = args.languages.split(',').map((language) => language.trim().toUpperCase());
    const pages = selectedPages();
    // This machine's speed, from a first (unreported) run; with --as-index the CPU slowdown that emulates that machine.
    const probe = await audit(`${server.base}/pages/home`);
    const benchmarkIndex = probe.environment.benchmarkIndex;
    const asIndex = args['as-index'] ? Number(args['as-index']) : undefined;
    const cpuSlowdown = asIndex ? Number(((MOBILE_CPU_SLOWDOWN * benchmarkIndex) / asIndex).toFixed(2)) : MOBILE_CPU_SLOWDOWN;
    const settings = asIndex ? { throttling: { ...probe.configSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } } : {};
    const rows = [];
    let last = probe;
    for (const page of pages) {
      const path = page.path ?? documents.get(page.document);
      if (!path) {
        console.warn(`no ${page.document} document in the sitemap; ${page.name} skipped`);
        continue;
      }
      for (const language of page.languages ?? languages) {
        const reports = [];
        for (let run = 0; run < runs; run += 1) {
          last = await audit(`${server.base}${page.path?.startsWith('/kiosk') ? path : withLanguage(path, language)}`, settings);
          reports.push(last);
          process.stderr.write('.');
        }
        const score = (category) => median(reports.map((lhr) => Math.round(lhr.categories[category].score * 100)));
        const row = { page: page.name, language, performance: score('performance'), accessibility: score('accessibility'), SEO: score('seo') };
        for (const [label, id] of METRICS) {
          const value = median(reports.map((lhr) => lhr.audits[id].numericValue));
          row[label] = id === 'cumulative-layout-shift' ? Number(value.toFixed(3)) : Math.round(value);
        }
        row.goals = meetsGoals(page.seo === false ? { ...row, SEO: 100 } : row) ? 'met' : 'MISSED';
        rows.push(row);
      }
    }
    const breakdown = args['no-breakdown'] ? undefined : await mainThreadBreakdown(server.base, benchmarkIndex);
    process.stderr.write('\n');
    const { lighthouseVersion, environment } = last;
    console.log(`\nLighthouse ${lighthouseVersion}, mobile preset (simulated throttling), median of ${runs} run(s) per page`);
    console.log(`Chromium: ${environment.hostUserAgent}`);
    console.log(
      `Benchmark index of this machine: ${benchmarkIndex}; CPU slowdown ${cpuSlowdown}×${asIndex ? ` (emulating a machine of index ${asIndex})` : ''}`,
    );
    console.table(rows);
    const missed = rows.filter((row) => row.goals !== 'met');
    console.log(
      `Goals (performance ≥ ${GOALS.performance}, TBT ≤ ${GOALS['TBT ms']} ms, LCP ≤ ${GOALS['LCP ms']} ms, CLS ≤ ${GOALS.CLS}, accessibility and SEO 100): ` +
        `${rows.length - missed.length} of ${rows.length} met${missed.length ? `; missed: ${missed.map((row) => `${row.page} ${row.language}`).join(', ')}` : ''}`,
    );
    if (breakdown) {
      const { now, baseline } = breakdown;
      console.log(`\nMain-thread work, navigation to idle, benefits list (EN), unthrottled, median of ${args['breakdown-runs']} runs (ms):`);
      const table = [{ measured: 'now', 'benchmark index': now.benchmarkIndex, scripting: now.scripting, 'style & layout': now.styleLayout, 'scripting + style & layout': now.scripting + now.styleLayout, other: now.other }];
      if (baseline) {
        table.push({ measured: `baseline ${baseline.recorded}`, 'benchmark index': baseline.benchmarkIndex, scripting: baseline.scripting, 'style & layout': baseline.styleLayout, 'scripting + style & layout': baseline.scripting + baseline.styleLayout, other: baseline.other });
      }
      console.table(table);
      if (baseline) {
        const ratio = (now.scripting + now.styleLayout) / (baseline.scripting + baseline.styleLayout);
        console.log(`Scripting + style & layout: ${(ratio * 100).toFixed(0)}% of the baseline (goal ≤ 25%; compare on machines of a like index).`);
      }
      if (args['record-baseline']) console.log(`Recorded as the baseline in ${BASELINE_FILE.pathname}.`);
    }
  } finally {
    await server.stop();
  }
}

await main();
