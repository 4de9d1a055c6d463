// What a first visit costs, as issue 24 counts it, in headless Chromium against
// dist/ served from localhost (fresh profile each time):
//
// - size_gzip_first_visit: the bytes the page itself fetches to show the home
//   (every response it asked for until the network is quiet, gzip level 9 as a
//   static host serving pre-compressed files would send them). The service
//   worker's precaching after the first paint is not counted: it runs in the
//   background and is what makes the next visit offline.
// - size_gzip_open_<slug>: the bytes the page fetches more when that game is
//   then opened (a new game with a bot, from the new-game screen), the games
//   opened one after another in the registry's order, each counted alone;
//   size_gzip_open_first_<slug>: that game opened first, in a fresh profile
//   (the most it can add: its chunk and every chunk it shares with others),
//   and files_open_first_<slug>, how many files that took.
// - size_gzip_rules_text_<slug>: what the game's rules page fetches before its
//   words can show, in a fresh profile after the home (the rules text's
//   chunk and what it shares, and the game's stylesheet: none of its rules or
//   board code); size_gzip_rules_page_<slug>: that and the page's pictures,
//   which the board draws.
// - fcp_ratio_to_bare_page: the home's first contentful paint over that of a
//   one-line HTML page served the same way, median of 9 loads each, taken in
//   turn (home, bare, home, ...) so a busy moment weighs on both alike.
//
//   node scripts/bench-first-visit.mjs [dist] [runs]
//
// With BENCH_FILES=1 each opening in turn also lists the files it fetched
// and their gzip bytes, largest first: where a game's bytes are.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '../tests/browser/serve.mjs';
import { openBrowser } from '../tests/browser/lib/browser.mjs';
import { startGame } from '../tests/browser/lib/app.mjs';
import { games } from './games.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 9);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const gzipBytes = (path) => gzipSync(readFileSync(join(dist, path === '' ? 'index.html' : path)), { level: 9 }).length;

/** Counts the gzip bytes of what `page` itself fetches from `base` (never the service worker's fetches). */
function meter(page, base) {
  const seen = new Map();
  const asked = new Set();
  const path = (request) => {
    if (request.serviceWorker() || !request.url().startsWith(base)) return null;
    return new URL(request.url()).pathname.slice(new URL(base).pathname.length) || 'index.html';
  };
  page.on('request', (request) => path(request) && asked.add(path(request)));
  page.on('requestfinished', (request) => {
    if (path(request)) seen.set(path(request), seen.get(path(request)) ?? 0);
  });
  return {
    /** Gzip bytes of every distinct file fetched so far, read from dist/. */
    bytes: () => [...seen.keys()].reduce((sum, path) => sum + gzipBytes(path), 0),
    files: () => [...seen.keys()],
    /** Every file asked for so far, arrived or not. */
    asked: () => [...asked],
  };
}

/**
 * A fresh profile's visit to the home: calls `then(page, meter, home)` with
 * the gzip bytes the home took, then closes the browser. `worker: false`
 * keeps the offline worker out, whose cache would answer the page's
 * requests out of sight of `page.route`.
 */
async function visitHome(server, then, { worker = true } = {}) {
  const { context, close } = await openBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (!worker) await page.addInitScript(() => delete Navigator.prototype.serviceWorker);
    const m = meter(page, server.url);
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="home"]').waitFor({ state: 'attached', timeout: 30_000 });
    await then(page, m, m.bytes());
  } finally {
    await close();
  }
}

/** Opens `slug` from the home with a bot seat and waits until the network is quiet. */
async function openGame(page, server, slug) {
  await startGame(page, server.url, { game: slug, controllers: ['human', 'bot-easy'] });
  await page.waitForLoadState('networkidle');
}

async function firstVisit(server) {
  await visitHome(server, async (page, m, home) => {
    console.log(`size_gzip_first_visit: ${kb(home)} KB`);
    console.log(`first_visit_files: ${m.files().length} files`);
    let before = home;
    let had = new Set(m.files());
    for (const { slug } of games()) {
      await openGame(page, server, slug);
      const now = m.bytes();
      // What this game added beyond everything fetched before it: the first
      // game opened also brings the chunks of code it shares with others.
      console.log(`size_gzip_open_${slug}: ${kb(now - before)} KB`);
      if (process.env.BENCH_FILES) {
        const added = m.files().filter((f) => !had.has(f)).map((f) => [f, gzipBytes(f)]);
        for (const [f, b] of added.sort((x, y) => y[1] - x[1])) console.log(`  ${kb(b).padStart(6)} KB  ${f}`);
      }
      had = new Set(m.files());
      before = now;
      await page.goto(server.url, { waitUntil: 'networkidle' });
    }
  });
}

/** Each game opened first, in a fresh profile: its own chunk and every shared one it needs. */
async function openedFirst(server) {
  for (const { slug } of games()) {
    await visitHome(server, async (page, m, home) => {
      const files = m.files().length;
      await openGame(page, server, slug);
      console.log(`size_gzip_open_first_${slug}: ${kb(m.bytes() - home)} KB`);
      // Requests matter too: a host on HTTP/1.1 fetches six at a time.
      console.log(`files_open_first_${slug}: ${m.files().length - files} files`);
    });
  }
}

/**
 * Each game's rules page opened after the home, in a fresh profile: its
 * words, then its pictures. The rules text's own chunk is held back a moment,
 * so everything asked for by then is what the words wait for (the pictures'
 * chunks are asked for only once the words are drawn).
 */
async function rulesFirst(server) {
  for (const { slug, folder } of games()) {
    await visitHome(server, async (page, m, home) => {
      const had = new Set(m.files());
      let forText = null;
      await page.route(new RegExp(`/split_${folder}_rules-[0-9a-f]+\\.wasm$`), async (route) => {
        await new Promise((wait) => setTimeout(wait, 300));
        forText = m.asked().filter((f) => !had.has(f));
        await route.continue();
      });
      await page.goto(`${server.url}#/rules/${slug}`);
      await page.locator('[data-testid="rules"] h2').first().waitFor({ timeout: 30_000 });
      await page.locator('.rules-figure .figure-badge').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      if (!forText) throw new Error(`the rules page of ${slug} never asked for split_${folder}_rules`);
      console.log(`size_gzip_rules_text_${slug}: ${kb(forText.reduce((sum, f) => sum + gzipBytes(f), 0))} KB`);
      console.log(`size_gzip_rules_page_${slug}: ${kb(m.bytes() - home)} KB`);
    }, { worker: false });
  }
}

async function fcp(url) {
  const { context, close } = await openBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise((done) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) done(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await close();
  }
}

async function fcpRatio(server) {
  const bareDir = mkdtempSync(join(tmpdir(), 'endgames-bare-'));
  writeFileSync(join(bareDir, 'index.html'), '<!doctype html><title>Bare</title><p>Hello.</p>\n');
  const bare = await serve(bareDir, '/');
  try {
    const home = [];
    const plain = [];
    for (let i = 0; i < runs; i += 1) {
      home.push(await fcp(server.url));
      plain.push(await fcp(bare.url));
    }
    console.log(`fcp_home_median: ${Math.round(median(home))} ms`);
    console.log(`fcp_bare_page_median: ${Math.round(median(plain))} ms`);
    console.log(`fcp_ratio_to_bare_page: ${(median(home) / median(plain)).toFixed(2)}`);
  } finally {
    await bare.close();
    rmSync(bareDir, { recursive: true, force: true });
  }
}

async function main() {
  const server = await serve(dist, '/');
  try {
    await firstVisit(server);
    await openedFirst(server);
    await rulesFirst(server);
    await fcpRatio(server);
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(`bench-first-visit: ${err.stack ?? err}`);
  process.exit(1);
});
