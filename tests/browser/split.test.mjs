// Each game's code in its own wasm chunks (docs/platform.md, "The split"): the
// home and the saves list draw without any game's chunk; opening a game
// fetches its play chunk once and no other game's, and not its review and
// rules, which come in its pages' chunk when one of those is opened; a slow
// chunk shows a loading line, and one that cannot be fetched says so and can
// be tried again.
//
// The offline worker is kept out of these tests: it precaches every chunk in
// the background, and its fetches would hide what the page itself asks for.

import { open, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

/** A game's play chunk: split_<folder>-<hash>.wasm, folder as in src/games/. */
const chunkOf = (url) => /\/split_([a-z_]+)-[0-9a-f]+\.wasm$/.exec(new URL(url).pathname)?.[1] ?? null;
/** A game's pages' chunk (review, rules): split_<Type>-<hash>.wasm, its type as in for_each_game!. */
const pagesOf = (url) => /\/split_([A-Z][A-Za-z]*)-[0-9a-f]+\.wasm$/.exec(new URL(url).pathname)?.[1] ?? null;
const folder = (slug) => slug.replaceAll('-', '_');

/** Counts the page's requests for each game's chunk of one kind (`which`), from now on. */
function chunkRequests(page, which = chunkOf) {
  const seen = {};
  page.on('request', (request) => {
    const game = which(request.url());
    if (game) seen[game] = (seen[game] ?? 0) + 1;
  });
  return seen;
}

async function noWorker(page) {
  await page.addInitScript(() => delete Navigator.prototype.serviceWorker);
}

/**
 * Takes the console lines a refused fetch writes (the browser's, and the link
 * module's own report of the failed chunk) back out of what the runner counts as errors.
 */
function forgiveFailedLoads(watch, from) {
  const kept = watch.errors.slice(from).filter((e) => !/Failed to load resource|net::ERR_FAILED|TypeError: Failed to fetch/.test(e));
  watch.errors.splice(from, watch.errors.length - from, ...kept);
}

export default [
  {
    name: 'the home and the saves list load no game code; opening a game fetches its chunk once and no other',
    timeout: 240_000,
    async run({ page, base }) {
      await noWorker(page);
      const seen = chunkRequests(page);
      const pages = chunkRequests(page, pagesOf);
      await open(page, `${base}#/`, 'home');
      await page.waitForLoadState('networkidle');
      if (Object.keys(seen).length) throw new Error(`the home fetched game chunks: ${JSON.stringify(seen)}`);

      // Positive control: the counter sees a chunk when a game opens.
      const first = await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      await waitForHumanTurn(page);
      if (JSON.stringify(seen) !== JSON.stringify({ extrication: 1 })) throw new Error(`opening Extrication fetched ${JSON.stringify(seen)}`);

      // Back home (a save of it listed, and checked with the code now here),
      // the same game again: nothing more.
      await open(page, `${base}#/`, 'home');
      await page.locator(`${tid('save-item')}[data-save-id="${first}"]`).getByRole('button', { name: /continue/i }).click();
      await waitForScreen(page, 'play');
      await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      if (JSON.stringify(seen) !== JSON.stringify({ extrication: 1 })) throw new Error(`reopening Extrication fetched again: ${JSON.stringify(seen)}`);

      // Every other game: its own chunk, once.
      for (const slug of ['extraczon', 'extinction-point', 'the-end-is-nigh', 'extinction']) {
        await startGame(page, base, { game: slug, controllers: ['human', 'bot-easy'] });
        await waitForScreen(page, 'play');
        if (seen[folder(slug)] !== 1) throw new Error(`opening ${slug} fetched its chunk ${seen[folder(slug)] ?? 0} times: ${JSON.stringify(seen)}`);
      }
      const total = Object.values(seen).reduce((a, b) => a + b, 0);
      if (total !== 5) throw new Error(`five games opened, ${total} chunk fetches: ${JSON.stringify(seen)}`);
      if (Object.keys(pages).length) throw new Error(`playing fetched review or rules chunks: ${JSON.stringify(pages)}`);

      // The rules, in play (Extinction's, the last game opened) and as a page
      // (Extrication's): each game's pages' chunk, once, and nothing more of play.
      await page.locator(tid('menu')).click();
      await page.locator(tid('menu-rules')).click();
      await page.locator(`.dialog${tid('rules')} .rules p:not([role="status"])`).first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.keyboard.press('Escape');
      if (JSON.stringify(pages) !== JSON.stringify({ Extinction: 1 })) throw new Error(`the rules in play fetched ${JSON.stringify(pages)}`);
      await open(page, `${base}#/rules/extrication`, 'rules');
      await open(page, `${base}#/rules/extinction`, 'rules');
      if (JSON.stringify(pages) !== JSON.stringify({ Extinction: 1, Extrication: 1 })) throw new Error(`the rules pages fetched ${JSON.stringify(pages)}`);
      if (Object.values(seen).reduce((a, b) => a + b, 0) !== 5) throw new Error(`the rules fetched play chunks: ${JSON.stringify(seen)}`);

      // A fresh page with saves of every game: the home draws, then checks them.
      const fresh = await page.context().newPage();
      await noWorker(fresh);
      const later = chunkRequests(fresh);
      await open(fresh, `${base}#/`, 'home');
      const items = await fresh.locator(tid('save-item')).count();
      await fresh.close();
      return `home: no chunk; each game fetched its own once (${JSON.stringify(seen)}) and the rules theirs (${JSON.stringify(pages)}); a home with ${items} saves then fetched ${Object.keys(later).length} chunks to check them`;
    },
  },
  {
    name: 'a slow game chunk shows a loading line; one that cannot be fetched says why, and Try again opens the game',
    timeout: 180_000,
    async run({ page, base, watch }) {
      await noWorker(page);
      const id = await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
      await waitForHumanTurn(page);

      // The same save opened in a new page whose chunk takes 1.5 s.
      const slow = await page.context().newPage();
      await noWorker(slow);
      await slow.route(/split_extraczon-[0-9a-f]+\.wasm$/, async (route) => {
        await new Promise((wait) => setTimeout(wait, 1500));
        await route.continue();
      });
      await slow.goto(`${base}#/play/${encodeURIComponent(id)}`);
      const loading = slow.locator(`${tid('game-loading')} [role="status"]`);
      await loading.waitFor({ state: 'visible', timeout: 10_000 });
      const said = await loading.innerText();
      if (!/Loading ExtracZon/.test(said)) throw new Error(`the loading line says "${said}"`);
      await waitForScreen(slow, 'play', 20_000);
      await slow.close();

      // Now the chunk cannot be fetched at all (a host that lost it, or offline).
      const from = watch.errors.length;
      let refuse = true;
      await page.route(/split_extraczon-[0-9a-f]+\.wasm$/, (route) => (refuse ? route.abort() : route.continue()));
      await page.reload();
      const failed = page.locator(tid('game-load-error'));
      await failed.waitFor({ state: 'visible', timeout: 20_000 });
      const why = await failed.innerText();
      if (!/ExtracZon could not be opened/.test(why) || !/saved games are safe/.test(why)) throw new Error(`the failure says: ${why}`);
      refuse = false;
      await failed.getByRole('button', { name: 'Try again' }).click();
      await waitForScreen(page, 'play', 20_000);
      forgiveFailedLoads(watch, from);
      return `slow: "${said}"; refused: "${why.split('\n')[0]}", then opened on Try again`;
    },
  },
  {
    name: 'the rules in play wait for their chunk: a refused one says so inside the dialog, the game stays, and Try again shows the rules',
    timeout: 180_000,
    async run({ page, base, watch }) {
      await noWorker(page);
      const from = watch.errors.length;
      let refuse = true;
      await page.route(/split_Extrication-[0-9a-f]+\.wasm$/, (route) => (refuse ? route.abort() : route.continue()));
      await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      await waitForHumanTurn(page);
      await page.locator(tid('menu')).click();
      await page.locator(tid('menu-rules')).click();
      const dialog = page.locator(`.dialog${tid('rules')}`);
      const failed = dialog.locator(tid('game-load-error'));
      await failed.waitFor({ state: 'visible', timeout: 20_000 });
      const why = await failed.innerText();
      if (!/The rules and review of Extrication could not be opened/.test(why) || !/saved games are safe/.test(why)) throw new Error(`the dialog says: ${why}`);
      if (!(await page.locator(tid('play')).count())) throw new Error('the game behind the dialog is gone');
      refuse = false;
      await failed.getByRole('button', { name: 'Try again' }).click();
      await dialog.locator('.rules p:not([role="status"])').first().waitFor({ state: 'visible', timeout: 20_000 });
      forgiveFailedLoads(watch, from);
      return `refused: "${why.split('\n')[0]}", the play screen still there; Try again showed the rules`;
    },
  },
];
