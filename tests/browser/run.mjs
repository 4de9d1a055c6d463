// The browser test runner: serves dist/ from a sub-path, runs every
// *.test.mjs file's tests in a fresh chromium profile each, fails a test on
// any console error or uncaught exception, and ends with "N passed, N failed".
//
//   node tests/browser/run.mjs [--dist DIR] [--only TEXT] [--port N] [--jobs N]
//
// --port 0 (the default) takes any free port, so two runs never clash.
// --jobs N (or BROWSER_JOBS=N) runs N tests at once, each in its own browser.
// The default is two, or one on a one-core machine: on two cores two at a
// time took the suite from about 1,950 to 1,155 s, each test about 15 %
// slower, where three at a time made each two to three times slower
// (docs/platform.md, "Tests and measurements").

import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from './serve.mjs';
import { openBrowser, watchErrors } from './lib/browser.mjs';
import { dealSeed, seedDeals } from './lib/deals.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const dist = resolve(flag('--dist', join(here, '..', '..', 'dist')));
const only = flag('--only', '');
const port = Number(flag('--port', '0'));
const jobs = Math.max(1, Number(flag('--jobs', process.env.BROWSER_JOBS ?? String(Math.min(2, availableParallelism())))) || 1);
// A sub-path, as on a static host: an absolute URL anywhere in the app breaks here.
const PREFIX = '/games/endgames/';

function withTimeout(promise, ms, name) {
  let timer;
  const limit = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${name}: no result after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

async function runOne(test, base) {
  const { context, close } = await openBrowser({ ...(test.viewport ? { viewport: test.viewport } : {}), touch: test.touch ?? false });
  const seed = await seedDeals(context, dealSeed(test.name));
  const page = context.pages()[0] ?? (await context.newPage());
  const watch = watchErrors(page);
  // Every other page the test opens (a second tab) is watched and checked too.
  const others = [];
  context.on('page', (p) => p !== page && others.push(watchErrors(p)));
  try {
    const note = await withTimeout(test.run({ page, context, base, watch }), test.timeout ?? 60_000, test.name);
    watch.check();
    for (const other of others) other.check();
    return note;
  } catch (err) {
    // BROWSER_FAIL_SHOTS=<dir>: a picture of the page as the test failed, to see what it saw.
    const shots = process.env.BROWSER_FAIL_SHOTS;
    if (shots) {
      const file = join(shots, `${test.name.replace(/[^\w-]+/g, '_').slice(0, 120)}.png`);
      if (await page.screenshot({ path: file }).then(() => true, () => false)) err.message += `\nscreenshot: ${file}`;
    }
    // A failed step also shows what the pages said before it failed.
    const said = [watch, ...others].flatMap((w) => w.errors);
    if (said.length && !err.fromWatch) err.message += `\n${said.join('\n')}`;
    if (seed !== null) err.message += `\ndealt from seed ${seed} (BROWSER_DEALS=random to deal as a browser does)`;
    throw err;
  } finally {
    await close();
  }
}

async function main() {
  const files = readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort();
  const tests = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(join(here, f)).href);
    for (const t of mod.default) tests.push({ ...t, name: `${f.replace('.test.mjs', '')}: ${t.name}` });
  }
  const chosen = tests.filter((t) => t.name.includes(only));

  let server;
  try {
    server = await serve(dist, PREFIX, port);
  } catch (err) {
    console.error(`cannot serve ${dist} (run make dist first): ${err.message}`);
    console.log(`0 passed, ${chosen.length || 1} failed`);
    process.exit(1);
  }
  console.log(`serving ${dist} at ${server.url}`);

  let passed = 0;
  let failed = 0;
  const suiteStart = Date.now();
  // A pool of `jobs` runners taking the next test in file order; each line is
  // printed as its test ends, so with --jobs above 1 the order can differ.
  let next = 0;
  async function runner() {
    while (next < chosen.length) {
      const test = chosen[next++];
      const t0 = Date.now();
      try {
        const note = await runOne(test, server.url);
        passed += 1;
        console.log(`ok    ${test.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)${note ? `: ${note}` : ''}`);
      } catch (err) {
        failed += 1;
        console.log(`FAIL  ${test.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        console.log(String(err.stack ?? err).replace(/^/gm, '      '));
      }
    }
  }
  const width = Math.min(jobs, chosen.length || 1);
  await Promise.all(Array.from({ length: width }, runner));
  await server.close();
  console.log(`browser suite took ${((Date.now() - suiteStart) / 1000).toFixed(1)} s (${width} at a time)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed || !chosen.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
