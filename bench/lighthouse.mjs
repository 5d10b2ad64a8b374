// Lighthouse 12 (mobile form factor, its default simulated throttling) against the production
// build served by the real server on the embedded PostgreSQL: the landing page and a class's
// display link. Each category is the median of RUNS runs (3 by default); when a page is below
// the targets (performance >= 95, accessibility 100) it says so; the audits that cost any
// category points are listed from the page's median run. Simulated throttling scales the task times it observes, so a busy host
// lowers performance: the load average is printed beside the figures.
// Needs `pnpm --filter @classbeam/web build` and Chromium (CHROMIUM_PATH, /usr/bin/chromium).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { api, createClassWithStudents, ROOT, signUp, startServer } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
// SAVE=/some/folder keeps every run's full report (JSON) there, to read the details.
const SAVE = process.env.SAVE;
// PAGES=landing or PAGES=display measures one page only.
const PAGES = (process.env.PAGES ?? 'landing,display').split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100 };
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('No production build: run `pnpm --filter @classbeam/web build` first.');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The audits of a category that did not score full marks, worst first. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter((audit) => !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .sort((a, b) => a.score - b.score)
    .map((audit) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.label)
        .filter(Boolean)
        .map((what) => `\n        ${String(what).slice(0, 140)}`)
        .join('');
      return `    ${audit.id}: ${Math.round(audit.score * 100)}${value}${items}`;
    });
}

async function measure(chrome, key, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    runs.push(result.lhr);
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(path.join(SAVE, `${key}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
  }
  return runs;
}

function report(name, runs) {
  const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const medians = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((lhr) => score(lhr, c)))]),
  );
  console.log(`\n${name}`);
  for (const category of CATEGORIES) {
    const each = runs.map((lhr) => score(lhr, category)).join(', ');
    const target = TARGETS[category];
    const mark = target === undefined ? '' : medians[category] >= target ? '  ok' : '  BELOW';
    console.log(
      `  ${category.padEnd(15)} ${String(medians[category]).padStart(3)}  (${each})${mark}`,
    );
  }
  const metrics = METRICS.map(([id, label]) => {
    const value = median(runs.map((lhr) => lhr.audits[id].numericValue));
    return id === 'cumulative-layout-shift'
      ? `${label} ${value.toFixed(3)}`
      : `${label} ${Math.round(value)} ms`;
  });
  console.log(`  median metrics:  ${metrics.join(' · ')}`);
  // Lighthouse's own CPU yardstick for this host while it ran (higher is faster; a quiet
  // laptop scores about 1,500 to 2,500): low values mean the throttled times are inflated.
  const speed = runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  console.log(`  benchmarkIndex:  ${median(speed)}  (${speed.join(', ')})`);
  // The run whose performance is the median one explains the figures.
  const middle = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
    Math.floor(runs.length / 2)
  ];
  // Every category short of full marks says why, the targets' and the others'.
  for (const category of CATEGORIES) {
    if (medians[category] >= 100) continue;
    console.log(`  ${category} audits below full marks (median run):`);
    for (const line of failingAudits(middle, category)) console.log(line);
  }
  return medians;
}

const { version } = JSON.parse(
  readFileSync(path.join(ROOT, 'bench/node_modules/lighthouse/package.json'), 'utf8'),
);
console.log(`Lighthouse ${version}, mobile, simulated throttling, median of ${RUNS}`);
console.log(`host: ${os.cpus().length} cores, load average at start ${load()}`);

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
let failed = false;
try {
  const cookie = await signUp(server.base);
  const { classId } = await createClassWithStudents(server.base, cookie, 'Class 5B', 12);
  const { data: link } = await api(
    server.base,
    cookie,
    'POST',
    `/api/classes/${classId}/display-links`,
  );
  const pages = [
    ['landing', 'landing page /', `${server.base}/`],
    ['display', 'display link /display/…', `${server.base}${link.path}`],
  ].filter(([key]) => PAGES.includes(key));
  for (const [key, name, url] of pages) {
    const medians = report(name, await measure(chrome, key, url));
    for (const [category, target] of Object.entries(TARGETS)) {
      if (medians[category] < target) failed = true;
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`\nload average at end ${load()}`);
if (failed) console.log('Some pages are below the targets (performance >= 95, accessibility 100).');
