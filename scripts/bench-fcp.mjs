// First contentful paint of dist/ served from localhost, in headless Chromium:
// 5 cold loads, each in a fresh profile (empty cache and storage). Also the time
// until the home screen is in the page, since the page paints nothing before
// the app renders. One figure per line; budget for the median FCP: 500 ms.
//
//   node scripts/bench-fcp.mjs [dist] [runs]

import { resolve } from 'node:path';
import { serve } from '../tests/browser/serve.mjs';
import { openBrowser } from '../tests/browser/lib/browser.mjs';

const BUDGET_MS = 500;
const dist = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 5);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// Runs inside the page before any of its scripts: note when the app's home
// screen is whole (on a first start it is built hidden, `.building`, behind
// the painted one, and shown when done).
function markHome() {
  new MutationObserver((_, obs) => {
    if (document.querySelector('[data-testid="home"]:not(.building)')) {
      window.__homeAt = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

// Resolves with the FCP entry's start time, however late the observer is attached.
function firstContentfulPaint() {
  return new Promise((done) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) done(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}

async function oneLoad(url) {
  const { context, close } = await openBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(markHome);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('[data-testid="home"]:not(.building)').waitFor({ state: 'attached', timeout: 30_000 });
    const fcp = await page.evaluate(firstContentfulPaint);
    const home = await page.evaluate(() => window.__homeAt);
    return { fcp, home };
  } finally {
    await close();
  }
}

async function main() {
  const server = await serve(dist, '/');
  try {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await oneLoad(server.url));
    const fcps = results.map((r) => r.fcp);
    console.log(`fcp_median: ${Math.round(median(fcps))} ms`);
    console.log(`fcp_min: ${Math.round(Math.min(...fcps))} ms`);
    console.log(`fcp_max: ${Math.round(Math.max(...fcps))} ms`);
    console.log(`home_ready_median: ${Math.round(median(results.map((r) => r.home)))} ms`);
    console.log(`fcp_runs: ${runs} loads`);
    if (median(fcps) > BUDGET_MS) console.error(`bench-fcp: over budget: median FCP > ${BUDGET_MS} ms`);
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(`bench-fcp: ${err.stack ?? err}`);
  process.exit(1);
});
