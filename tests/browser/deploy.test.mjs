// A deploy while the app is open (issue 24; docs/platform.md, "Offline and
// installing"): a page keeps getting the files of the build it started with
// after a new build's worker has taken over, so opening a game late never
// mixes two builds' code and never asks the new deploy for files it no longer
// has; a reload starts the new build; the worker keeps the build before its
// own and no older one, leaves another copy of the app on the site alone, and a
// deploy whose install fails leaves no cache; and a file no kept build holds
// gets the server's 404.
//
// The deploys are simulated honestly (lib/deploy.mjs): the build under test is
// served from a folder of its own, then that folder's files are replaced by a
// copy of the build in which every content-hashed file has new bytes and a new
// name (and sw.js a new version), as a real deploy of changed code would.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { playByTapping, seeded, settleForHuman, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';
import { HASHED, buildOf, digestOf, distDir, loadedFiles, nextBuild, pageFetch, swappableHost, takeNewWorker, waitForWorker } from './lib/deploy.mjs';

/** The names of the offline worker's caches, as the page sees them. */
const cacheNames = (page) => page.evaluate(() => caches.keys());

/** Whether `names` has a cache of `build` (named for its version, then the scope). */
const hasCache = (names, build) => names.some((name) => name.startsWith(`endgames-${build.version} `));

export default [
  {
    name: 'a deploy while a game is open: the page keeps its build, opens games from it, and a reload starts the new one',
    timeout: 300_000,
    async run({ page, context, watch }) {
      const source = distDir();
      const a = await buildOf(source);
      const [bDir, cDir, dDir] = [await nextBuild(source, 'b'), await nextBuild(source, 'c'), await nextBuild(source, 'd')];
      const [b, c, d] = [await buildOf(bDir), await buildOf(cDir), await buildOf(dDir)];
      if (!a.hashed.length || b.hashed.some((f) => a.files.includes(f))) throw new Error(`the simulated deploy does not rename the hashed files (${a.hashed.join(', ')})`);
      const host = await swappableHost(source);
      try {
        // Build A: a game in progress, the worker installed.
        await startGame(page, host.url, { controllers: ['human', 'bot-easy'] });
        await waitForHumanTurn(page);
        await playByTapping(page, { actions: 2, rng: seeded(21) });
        await waitForWorker(page);
        const atStart = await loadedFiles(page, host.url);
        if (!atStart.some((f) => a.hashed.includes(f))) throw new Error(`the page loaded none of build A's hashed files: ${atStart.join(', ')}`);
        // A mark that only this document holds: gone if the page is ever reloaded.
        await page.evaluate(() => (window.startedOnBuildA = true));
        // Another copy of the app on the same site (at /elsewhere/) has a
        // cache made after A's: none of these deploys may take it for theirs.
        const elsewhere = await page.evaluate(async () => {
          const scope = new URL('/elsewhere/', location.href).href;
          const name = `endgames-0123456789abcdef ${scope}`;
          await (await caches.open(name)).put(`${scope}index.html`, new Response('<!doctype html><title>another copy</title>', { headers: { 'Content-Type': 'text/html' } }));
          return name;
        });

        // Build B is deployed, and its worker takes over the open page.
        await host.deploy(bDir);
        await takeNewWorker(page);
        const answers = [];
        page.on('response', (res) => answers.push(res));

        // In the same tab: home, another game, then the same game again.
        await startGame(page, host.url, { game: 'extrication', controllers: ['human', 'bot-easy'] });
        await settleForHuman(page);
        await playByTapping(page, { actions: 1, rng: seeded(22) });
        await startGame(page, host.url, { controllers: ['human', 'bot-easy'] });
        await waitForHumanTurn(page);
        await playByTapping(page, { actions: 1, rng: seeded(23) });
        if (!(await page.evaluate(() => window.startedOnBuildA))) throw new Error('the page was reloaded: the test no longer runs build A');

        // The page asks again for each of its build's hashed files, as it does
        // for a game's code the first time that game is opened: it gets build
        // A's bytes, though the server now has only build B, and with the
        // network off too.
        await context.setOffline(true);
        for (const file of a.hashed) {
          const got = await pageFetch(page, file);
          if (got.status !== 200 || got.digest !== (await digestOf(source, file))) {
            throw new Error(`after the deploy the page got ${file} with status ${got.status}${got.status === 200 ? ', not build A\'s bytes' : ''}`);
          }
        }
        await context.setOffline(false);
        const keys = await cacheNames(page);
        if (!hasCache(keys, b) || !hasCache(keys, a)) throw new Error(`build B's worker took over with the caches ${keys.join(', ')}`);
        // Every answer since the swap came from the worker, none failed, none is build B's.
        const wrong = answers
          .filter((res) => res.url().startsWith(host.url))
          .map((res) => ({ file: res.url().slice(host.url.length).replace(/[?#].*$/, ''), status: res.status(), worker: res.fromServiceWorker() }))
          .filter(({ file, status, worker }) => status >= 400 || !worker || (HASHED.test(file) && !a.files.includes(file)));
        if (wrong.length) throw new Error(`after the deploy the page got: ${JSON.stringify(wrong)}`);
        const fetched = answers.filter((res) => res.url().startsWith(host.url)).length;

        // A reload starts build B: its files, none of A's.
        await page.reload({ waitUntil: 'load' });
        await waitForScreen(page, 'play');
        await waitForHumanTurn(page);
        const reloaded = await loadedFiles(page, host.url);
        const fromA = reloaded.filter((f) => a.hashed.includes(f));
        if (fromA.length || !reloaded.some((f) => b.hashed.includes(f))) throw new Error(`after the reload the page loaded ${reloaded.join(', ')}`);
        if (await page.locator(tid('error-screen')).count()) throw new Error('the reloaded page shows the error screen');

        // A deploy that breaks half-way (a file of its list missing on the
        // server): its worker fails to install, and leaves no cache behind
        // that the next build could mistake for the build before its own.
        await rm(join(dDir, d.hashed[0]));
        await host.deploy(dDir);
        const outcome = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          const found = new Promise((ok) => reg.addEventListener('updatefound', () => ok(reg.installing), { once: true }));
          await reg.update();
          const worker = await found;
          while (worker.state !== 'redundant' && worker.state !== 'activated') await new Promise((ok) => worker.addEventListener('statechange', ok, { once: true }));
          return worker.state;
        });
        if (outcome !== 'redundant') throw new Error(`the broken deploy's worker ended ${outcome}`);
        if (hasCache(await cacheNames(page), d)) throw new Error("the broken deploy's cache is left behind");

        // Build C: its worker keeps B's cache (the page's build) and drops A's.
        await host.deploy(cDir);
        await takeNewWorker(page);
        const kept = await cacheNames(page);
        if (hasCache(kept, a) || !hasCache(kept, b) || !hasCache(kept, c) || !kept.includes(elsewhere)) {
          throw new Error(`after build C the caches are ${kept.join(', ')}; wanted B's, C's and the other copy's`);
        }
        for (const file of b.hashed) {
          if ((await pageFetch(page, file)).status !== 200) throw new Error(`build B's ${file} is gone under build C's worker`);
        }
        // A file that no kept build holds and the server no longer has: the
        // server's own 404, not a stand-in from a cache (the app then offers a
        // reload). The browser logs the 404, which is the expected line here.
        const seen = watch.errors.length;
        const gone = await pageFetch(page, a.hashed[0]);
        await page.waitForTimeout(100); // the console line may come just after the answer
        watch.errors.splice(seen, watch.errors.length - seen, ...watch.errors.slice(seen).filter((e) => !/status of 404/.test(e)));
        if (gone.status !== 404) throw new Error(`build A's ${a.hashed[0]}, gone everywhere, was answered with ${gone.status} (${gone.type})`);
        return `${fetched} answers after the deploy, all build A's from the worker; the reload ran B; C's worker kept B and the other copy's cache, dropped A`;
      } finally {
        await host.close();
        await Promise.all([bDir, cDir, dDir].map((dir) => rm(dir, { recursive: true, force: true })));
      }
    },
  },
];
