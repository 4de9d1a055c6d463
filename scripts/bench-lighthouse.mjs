// Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) on the
// home page of dist/, served the way README's Hosting section says to host it:
// pre-compressed .br/.gz files, long caching for hashed names, no-cache for
// index.html and sw.js. Three runs, each in a fresh Chromium profile; prints
// the medians, one figure per line. Budgets (issue 24): performance 100, LCP <= 1.0 s.
//
//   node scripts/bench-lighthouse.mjs [dist] [runs]
//
// lighthouse and chrome-launcher are the browser tests' npm dependencies
// (tests/browser, `make tools`); the browser is /usr/bin/chromium.

import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/browser/lib/browser.mjs';
import { host } from './static-host.mjs';

const BUDGET_SCORE = 100;
const BUDGET_LCP_MS = 1000;
const dist = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 3);

const fromTests = createRequire(new URL('../tests/browser/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(fromTests.resolve(name)).href);
const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

try {
  await stat(join(dist, 'index.html'));
} catch {
  console.error(`bench-lighthouse: no build in ${dist} (run make dist first)`);
  process.exit(1);
}
const site = await host(dist);
const scores = [];
const lcps = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
    try {
      const { lhr } = await lighthouse(site.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
      scores.push(Math.round(lhr.categories.performance.score * 100));
      lcps.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue));
      // Each metric with the points it earned, so a low score names its cause.
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
        .map((id) => lhr.audits[id])
        .map((a) => `${a.id.replace(/-([a-z])/g, (_, c) => c.toUpperCase())} ${a.displayValue} (${Math.round(a.score * 100)})`);
      console.error(`bench-lighthouse: run ${i + 1}: performance ${scores.at(-1)}, LCP ${lcps.at(-1)} ms; ${metrics.join(', ')}`);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await site.close();
}

const score = median(scores);
const lcp = median(lcps);
console.log(`lighthouse_mobile_performance: ${score} score`);
console.log(`lcp_mobile_ms: ${lcp} ms`);
if (score < BUDGET_SCORE) console.error(`bench-lighthouse: performance ${score} is under the budget of ${BUDGET_SCORE}`);
if (lcp > BUDGET_LCP_MS) console.error(`bench-lighthouse: LCP ${lcp} ms is over the budget of ${BUDGET_LCP_MS} ms`);
