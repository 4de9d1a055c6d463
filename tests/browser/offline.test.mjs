// Offline-first (docs/platform.md, "Offline and installing"): after one visit
// the app opens, lists its saves, continues a game, starts each of the five
// games and reviews a finished one with the network off; the home painted
// before the wasm is the app's own home, stays until the app has built its
// own behind it, and a tap on its links is not lost;
// a new build is announced on the home screen only, never during a game.

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { serve } from './serve.mjs';
import { EVERY_GAME, oneAction, open, playByTapping, seeded, settleForHuman, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';
import { distDir, waitForWorker } from './lib/deploy.mjs';

/**
 * Whether a file the build does not hold can still be fetched: false when truly
 * offline. The failed fetch's console line is expected, so it is taken back
 * out of what the runner counts as errors.
 */
async function networkReachable(page, watch) {
  const seen = watch.errors.length;
  const reached = await page.evaluate(() => fetch('not-in-the-build.txt').then(() => true, () => false));
  await page.waitForTimeout(100);
  watch.errors.splice(seen, watch.errors.length - seen, ...watch.errors.slice(seen).filter((e) => !/Failed to load resource/.test(e)));
  return reached;
}

/** The words and boxes of the home's heading and game cards, in `root`, to compare two renders. */
async function homeShape(page, root) {
  return page.locator(root).evaluate((main) => {
    const parts = [main.querySelector('.home-head'), ...main.querySelectorAll('.game-card')];
    return parts.map((el) => {
      const r = el.getBoundingClientRect();
      const name = el.querySelector('h1, h3').innerText;
      return { name, text: el.innerText.replace(/\s+/g, ' ').trim(), box: [r.x, r.y, r.width, r.height].map(Math.round) };
    });
  });
}

/**
 * Opens the home with its wasm held back, so only the first frame (the
 * prerendered home) is on screen; returns the function that lets it through.
 * No offline worker: a worker's fetches pass by page.route. Until the worker
 * waited for the app to start (4 Dec 2026), one could install, claim the page
 * and serve the wasm from its cache before the page asked for it, and the app
 * started early (a CI run measured a first frame already hidden).
 */
async function firstFrameOnly(page, base) {
  await page.addInitScript(() => delete Navigator.prototype.serviceWorker);
  let release;
  const held = new Promise((go) => (release = go));
  await page.route('**/*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}#/`, { waitUntil: 'domcontentloaded' });
  return release;
}

export default [
  {
    name: 'after one visit the app opens, continues a save, starts each of the five games and reviews a finished one with the network off',
    timeout: 300_000,
    async run({ page, context, base, watch }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      await playByTapping(page, { actions: 2, rng: seeded(7) });
      await waitForWorker(page);

      await context.setOffline(true);
      await open(page, `${base}#/`, 'home');
      await page.reload({ waitUntil: 'load' });
      await waitForScreen(page, 'home');
      if (await networkReachable(page, watch)) throw new Error('the network is still reachable: the test is not offline');
      const item = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
      await item.waitFor({ state: 'visible', timeout: 10_000 });

      await item.getByRole('button', { name: /continue/i }).click();
      await waitForScreen(page, 'play');
      await waitForHumanTurn(page);
      const resumed = await playByTapping(page, { actions: 2, rng: seeded(8) });

      // Every game, each opened for the first time in this page: its code and
      // style (loaded when a game is first opened) come from the worker's cache.
      const started = [];
      for (const [i, game] of EVERY_GAME.entries()) {
        const fresh = await startGame(page, base, { game: game.slug, controllers: game.controllers, options: game.options ?? {} });
        if (fresh === id) throw new Error('the new game reused the saved game id');
        await settleForHuman(page);
        if (!(await oneAction(page, fresh, seeded(9 + i)))) throw new Error(`${game.slug}: no move could be made offline`);
        started.push(game.slug);
      }
      // A finished game's review: a golden record's game, sent as a share link and kept.
      const finished = await finishedSave(page, id);
      await open(page, `${base}#/shared/1/${deflateRawSync(Buffer.from(JSON.stringify(finished))).toString('base64url')}`, 'review');
      await page.locator(tid('shared-keep')).click();
      await page.locator(tid('shared-kept')).waitFor();
      const kept = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('endgames.save.') && JSON.parse(localStorage.getItem(k)).finished).map((k) => k.slice('endgames.save.'.length)),
      );
      if (kept.length !== 1) throw new Error(`${kept.length} finished saves after keeping one`);
      await open(page, `${base}#/review/${kept[0]}`, 'review');
      await page.locator(tid('review-last')).click();
      const n = finished.record.actions.length;
      const at = await page.locator(tid('review-status')).innerText();
      if (!at.startsWith(`Move ${n} of ${n}`)) throw new Error(`the kept finished game's review ends at "${at}", not move ${n}`);
      return `offline: resumed ${id} (${resumed.actions} moves), started and moved in ${started.join(', ')}; reviewed a finished game to move ${n}`;
    },
  },
  {
    name: 'the home painted before the wasm is the app home: same words, same places',
    timeout: 60_000,
    async run({ page, base }) {
      // Hold the wasm back until the first frame has been measured.
      const release = await firstFrameOnly(page, base);
      await page.locator('.prerender .home-head h1').waitFor({ state: 'visible', timeout: 10_000 });
      const before = await homeShape(page, '.prerender main');
      // Its covers, the page's glow and the cards' shadows follow the words
      // a frame later, and are then all shown.
      await page.waitForFunction(() => document.documentElement.classList.contains('first-painted'), null, { timeout: 10_000 });
      const covers = await page.locator('.prerender .game-cover svg').evaluateAll((svgs) =>
        svgs.map((s) => ({ shown: getComputedStyle(s).display !== 'none' && getComputedStyle(s).visibility === 'visible', width: s.getBoundingClientRect().width })),
      );
      if (covers.length !== before.length - 1 || covers.some((c) => !c.shown || c.width < 100)) {
        throw new Error(`the first frame's covers are not all shown: ${JSON.stringify(covers)}`);
      }
      const look = await page.evaluate(() => ({
        glow: getComputedStyle(document.body).backgroundImage,
        shadows: [...document.querySelectorAll('.prerender .game-card')].map((c) => getComputedStyle(c).boxShadow),
      }));
      if (!look.glow.includes('radial-gradient') || look.shadows.length !== covers.length || look.shadows.some((s) => s === 'none')) {
        throw new Error(`the page's glow or the cards' shadows are missing after the first frame: ${JSON.stringify(look)}`);
      }
      release();
      await waitForScreen(page, 'home');
      const after = await homeShape(page, tid('home'));
      if (await page.locator('.prerender, .boot').count()) throw new Error('the first frame is still in the page after the app started');
      const diff = before.findIndex((part, i) => JSON.stringify(part) !== JSON.stringify(after[i]));
      if (before.length !== after.length || diff >= 0) {
        throw new Error(`the first frame differs from the app's home at part ${diff}:\n${JSON.stringify(before[diff])}\n${JSON.stringify(after[diff])}`);
      }
      return `${before.length} parts match (${before.map((p) => p.name).join(', ')}); ${covers.length} covers, the glow and the shadows shown after the words`;
    },
  },
  {
    name: 'the app builds its home behind the painted one, a part per task, and every frame until then shows one whole home',
    timeout: 60_000,
    async run({ page, base }) {
      const release = await firstFrameOnly(page, base);
      await page.locator('.prerender .home-head h1').waitFor({ state: 'visible', timeout: 10_000 });
      await page.evaluate(() => {
        // Each frame: which home is on screen, and with how many cards.
        window.homeFrames = [];
        const look = () => {
          const shown = [...document.querySelectorAll('body > .prerender, #app > [data-testid="home"]')].filter((el) => el.getClientRects().length > 0);
          window.homeFrames.push(shown.map((el) => `${el.matches('.prerender') ? 'painted' : 'app'} ${el.querySelectorAll('.game-card').length}`).join(', ') || 'none');
          if (document.querySelector('.prerender') || document.querySelector('[data-testid="home"].building')) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
        // Each task that changed the page: the app's home's cards while it is built.
        window.homeSteps = [];
        new MutationObserver(() => {
          const building = document.querySelector('#app > [data-testid="home"].building');
          if (building) window.homeSteps.push(building.querySelectorAll('.game-card').length);
        }).observe(document.body, { childList: true, subtree: true });
      });
      release();
      await waitForScreen(page, 'home');
      await page.waitForFunction(() => !document.querySelector('.prerender'), null, { timeout: 10_000 });
      const { frames, steps } = await page.evaluate(() => ({ frames: window.homeFrames, steps: window.homeSteps }));
      const cards = await page.locator(`${tid('home')} .game-card`).count();
      if (cards !== 5) throw new Error(`the app's home has ${cards} cards`);
      const broken = frames.filter((f) => f !== 'painted 5' && f !== 'app 5');
      if (broken.length) throw new Error(`frames without one whole home on screen: ${JSON.stringify(broken)} (all: ${JSON.stringify(frames)})`);
      // Built in parts: the hidden home was seen with fewer cards than it ends with.
      if (new Set(steps).size < 3) throw new Error(`the app's home was not built in parts: cards seen while building ${JSON.stringify(steps)}`);
      return `${frames.length} frames, each one whole home (${[...new Set(frames)].join(' then ')}); cards while building: ${[...new Set(steps)].join(', ')}`;
    },
  },
  ...[
    { link: 'New game', screen: 'new-game', hash: '#/new/extrication', game: 'Extrication' },
    { link: 'How to play', screen: 'rules', hash: '#/rules/extinction', game: 'Extinction: The Game of Ecology' },
  ].map(({ link, screen, hash, game }) => ({
    name: `a tap on ${link} of the home painted before the wasm opens that screen once the app has started`,
    timeout: 60_000,
    async run({ page, base }) {
      const release = await firstFrameOnly(page, base);
      const card = page.locator('.prerender .game-card').filter({ has: page.getByRole('heading', { name: game, exact: true }) });
      await card.getByRole('link', { name: link }).click();
      // The home gives way to the setting-up frame at once: the tap was taken.
      await page.locator('.boot').waitFor({ state: 'visible', timeout: 5_000 });
      if (await page.locator('.prerender').isVisible()) throw new Error('the prerendered home is still shown after the tap');
      if (await page.locator(tid('home')).count()) throw new Error('the app started before its wasm was let through');
      release();
      await waitForScreen(page, screen);
      const heading = (await page.locator(`${tid(screen)} h1`).first().innerText()).trim();
      if (!heading.endsWith(game)) throw new Error(`the ${screen} screen opened for "${heading}", not ${game}`);
      if (new URL(page.url()).hash !== hash) throw new Error(`the address is ${page.url()}, not ${hash}`);
      return `"${link}" on the first frame: the setting-up frame, then "${heading}"`;
    },
  })),
  {
    name: 'the offline worker waits for the app: none is registered while the main wasm is on its way, and it takes over once the app has started',
    async run({ page, base }) {
      // The worker downloads every file of the build; begun on `load`, it
      // shared a slow connection with the main wasm (docs/platform.md).
      let release;
      const held = new Promise((go) => (release = go));
      let asked;
      const wasmAsked = new Promise((go) => (asked = go));
      await page.route('**/*_bg.wasm', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      await page.goto(`${base}#/`, { waitUntil: 'load' });
      await wasmAsked;
      // A registration on `load` takes a few milliseconds here; give it a second.
      await page.waitForTimeout(1_000);
      const early = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
      release();
      if (early.length) throw new Error(`a worker was registered while the main wasm was still on its way: ${early.join(', ')}`);
      await waitForScreen(page, 'home');
      await waitForWorker(page);
      return 'no worker while the wasm was held for a second after load; the worker controls the page once the app started';
    },
  },
  {
    name: 'a new build is announced on the home screen only, and a reload starts it',
    timeout: 120_000,
    async run({ page }) {
      // A copy of the build on its own server, so its sw.js can change like a deploy's.
      const served = await servedCopy();
      try {
        const id = await startGame(page, served.url, { controllers: ['human', 'bot-easy'], speed: 'instant' });
        await waitForHumanTurn(page);
        await waitForWorker(page);
        // A later visit, now under the worker; then the host gets a new build.
        await page.reload({ waitUntil: 'load' });
        await waitForScreen(page, 'play');
        await served.deployNewVersion();
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
        await page.waitForFunction(() => window.endgamesUpdateReady === true, null, { timeout: 30_000 });
        // The app has drawn the game again since the new build was announced
        // (a move made and shown), so a notice would be on the page by now.
        const moved = await playByTapping(page, { actions: 1, rng: seeded(3) });
        if (!moved.actions) throw new Error('no move was made in the game after the new build was announced');
        await waitForHumanTurn(page);
        if (await page.locator(tid('update-notice')).count()) throw new Error('the update notice interrupted a game in progress');

        await open(page, `${served.url}#/`, 'home');
        await page.locator(tid('update-notice')).waitFor({ state: 'visible', timeout: 5_000 });
        await page.locator(tid('update-reload')).click();
        await page.waitForURL(/#\/$/, { timeout: 10_000 });
        await waitForScreen(page, 'home');
        await page.locator(`${tid('save-item')}[data-save-id="${id}"]`).waitFor({ state: 'visible', timeout: 10_000 });
        // The home is drawn (its notice is drawn with it, from the state at
        // load), and the new build's worker controls the page with no other
        // waiting: nothing is left to announce.
        const worker = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return { controlled: Boolean(navigator.serviceWorker.controller), active: reg?.active?.state ?? null, waiting: Boolean(reg?.waiting), installing: Boolean(reg?.installing), flag: window.endgamesUpdateReady === true };
        });
        if (!worker.controlled || worker.active !== 'activated' || worker.waiting || worker.installing || worker.flag) {
          throw new Error(`after the reload the new build is not settled in: ${JSON.stringify(worker)}`);
        }
        if (await page.locator(tid('update-notice')).count()) throw new Error('the notice is still shown after the reload');
        return 'announced on the home screen only; the reload kept the saves';
      } finally {
        await served.close();
      }
    },
  },
];

/**
 * A finished ExtracZon game as a save: the stored save `id` (an ExtracZon game
 * of two) with a golden record that ends the game.
 */
async function finishedSave(page, id) {
  const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
  const golden = JSON.parse(await readFile(new URL('../records/extraczon/v1-competitive-2p-seed2033-end.json', import.meta.url), 'utf8'));
  if (save.game !== 'extraczon' || save.seats.length !== golden.record.setup.players) throw new Error('the save to build on is not a two-seat ExtracZon game');
  return { ...save, record: golden.record, undo: { floor: 0 }, finished: true };
}

/** Serves a copy of the build that the runner serves at `base` (the runner's --dist). */
async function servedCopy() {
  const source = distDir();
  const copy = await mkdtemp(join(tmpdir(), 'endgames-deploy-'));
  await cp(source, copy, { recursive: true });
  const server = await serve(copy, '/games/endgames/', 0);
  return {
    url: server.url,
    /** Changes sw.js as a new deploy would (its build version). */
    async deployNewVersion() {
      const path = join(copy, 'sw.js');
      const text = await readFile(path, 'utf8');
      const next = text.replace(/"version":"([0-9a-f]+)"/, (_, v) => `"version":"${v}-next"`);
      if (next === text) throw new Error('sw.js has no build version to change');
      await writeFile(path, next);
    },
    async close() {
      await server.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}
