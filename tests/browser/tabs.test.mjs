// One game open in several windows (two tabs, or the installed app and a tab).
//
// - A window follows the moves made in another as they are saved (the
//   storage event), and says so.
// - A window that missed them (here its storage events are swallowed, as for
//   a tab frozen in the background) cannot overwrite them: its move is
//   refused by the save's revision check, it shows the newer game, and every
//   move of the first window stays in the save.
// - A game deleted in another window is not brought back by a later move;
//   the player may save it again on purpose.
// - The saves list follows other windows, and a delete confirmed after the
//   game moved on elsewhere is refused.
// - Two new games started at the same moment get different ids.

import { open, playByTapping, seeded, startGame, tid, waitForScreen } from './lib/app.mjs';

const TWO_HUMANS = { controllers: ['human', 'human'] };
const MOVED_ON = 'This game moved on in another window';

const stored = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `endgames.save.${id}`);
const storedMoves = async (page, id) => (await stored(page, id))?.record.actions.length ?? null;
const logText = async (page) => (await page.locator(tid('log')).innerText()).trim();

/** Opens the game `id` in a new window of the same browser (same storage). */
async function secondWindow(context, base, id, { deaf = false } = {}) {
  const page = await context.newPage();
  if (deaf) {
    // Registered before the app's own listener, so the app never hears of other windows' writes.
    await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation()));
  }
  await open(page, `${base}#/play/${id}`, 'play');
  return page;
}

/** Waits until `page` shows the same log as `other`. */
async function sameLog(page, other, what) {
  const want = await logText(other);
  for (let i = 0; i < 50; i += 1) {
    if ((await logText(page)) === want) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${what}: its log is not the other window's (${(await logText(page)).length} against ${want.length} characters)`);
}

export default [
  {
    name: 'a second window follows the moves of the first, and a stale window cannot overwrite them',
    timeout: 180_000,
    async run({ page, context, base }) {
      const id = await startGame(page, base, TWO_HUMANS);
      const rng = seeded(7);
      const follower = await secondWindow(context, base, id);
      const stale = await secondWindow(context, base, id, { deaf: true });
      // Eight moves in the first window.
      while ((await storedMoves(page, id)) < 8) await playByTapping(page, { actions: 1, rng });
      const after8 = await storedMoves(page, id);
      await sameLog(follower, page, 'the window that hears other windows');
      await follower.locator(tid('other-window')).filter({ hasText: MOVED_ON }).waitFor({ timeout: 5_000 });
      // The deaf window still shows the opening position: a move there is refused.
      if ((await logText(stale)) === (await logText(page))) throw new Error('the deaf window followed anyway: the test would not try a stale write');
      await playByTapping(stale, { actions: 1, rng });
      await stale.locator(tid('other-window')).filter({ hasText: MOVED_ON }).waitFor({ timeout: 5_000 });
      if ((await storedMoves(page, id)) !== after8) throw new Error(`the stale window's move changed the save (${after8} moves became ${await storedMoves(page, id)})`);
      await sameLog(stale, page, 'the stale window after its refused move');
      // The first window plays on and saves: nothing of it was lost.
      await playByTapping(page, { actions: 2, rng });
      await page.waitForTimeout(200);
      const last = await storedMoves(page, id);
      if (!(last > after8)) throw new Error(`the first window's later moves were not saved (${last} moves)`);
      if (await page.locator(tid('save-error')).count()) throw new Error(`the first window says: ${await page.locator(tid('save-error')).innerText()}`);
      return `${after8} moves kept against a stale window's move; ${last} moves after two more`;
    },
  },
  {
    name: 'a game deleted in another window is not brought back by a move, and can be saved again',
    timeout: 120_000,
    async run({ page, context, base }) {
      const id = await startGame(page, base, TWO_HUMANS);
      const rng = seeded(3);
      await playByTapping(page, { actions: 2, rng });
      const home = await context.newPage();
      await open(home, `${base}#/`, 'home');
      await home.locator(`${tid('save-item')}[data-save-id="${id}"] ${tid('save-delete')}`).click();
      await home.locator(tid('confirm-yes')).click();
      await home.locator(tid('banner')).filter({ hasText: 'Deleted.' }).waitFor({ timeout: 5_000 });
      await page.locator(tid('other-window')).filter({ hasText: 'deleted in another window' }).waitFor({ timeout: 5_000 });
      await playByTapping(page, { actions: 1, rng });
      await page.waitForTimeout(300);
      if ((await stored(page, id)) !== null) throw new Error('a move after the delete brought the save back');
      await page.locator(tid('save-again')).click();
      await page.waitForFunction((k) => localStorage.getItem(k) !== null, `endgames.save.${id}`, { timeout: 5_000 });
      const moves = await storedMoves(page, id);
      if (moves < 3) throw new Error(`saved again with ${moves} moves, not the 3 played`);
      return `deleted elsewhere, not brought back by a move, saved again with ${moves} moves`;
    },
  },
  {
    name: 'the saves list follows other windows, and a delete is refused once the game moved on',
    timeout: 120_000,
    async run({ page, context, base }) {
      const id = await startGame(page, base, TWO_HUMANS);
      const home = await context.newPage();
      await open(home, `${base}#/`, 'home');
      const rows = home.locator(tid('save-item'));
      if ((await rows.count()) !== 1) throw new Error(`the list has ${await rows.count()} rows, not 1`);
      // A game started in another window appears without a reload.
      const other = await context.newPage();
      await startGame(other, base, TWO_HUMANS);
      await home.waitForFunction(() => document.querySelectorAll('[data-testid="save-item"]').length === 2, null, { timeout: 5_000 });
      // Delete asked for, then the game moves on in its window, then the delete is confirmed.
      await home.locator(`${tid('save-item')}[data-save-id="${id}"] ${tid('save-delete')}`).click();
      await playByTapping(page, { actions: 1, rng: seeded(1) });
      await home.locator(tid('confirm-yes')).click();
      const said = await home.locator(`${tid('banner')} .banner-text`).innerText();
      if (!/Not deleted/.test(said)) throw new Error(`the delete of a game that moved on was not refused: "${said}"`);
      if ((await stored(page, id)) === null) throw new Error('the game that moved on was deleted');
      return `list followed a new game in another window; "${said}"`;
    },
  },
  {
    name: 'two new games started at the same moment in two windows get different ids',
    timeout: 90_000,
    async run({ page, context, base }) {
      // Both windows draw the same time and the same "random" bits, so both ask for the same id.
      const freeze = () => {
        Date.now = () => 1_764_000_000_000;
        crypto.getRandomValues = (a) => a.fill(7);
      };
      await page.addInitScript(freeze);
      const other = await context.newPage();
      await other.addInitScript(freeze);
      const first = await startGame(page, base, TWO_HUMANS);
      const second = await startGame(other, base, TWO_HUMANS);
      if (first === second) throw new Error(`both games got the id ${first}`);
      if (!second.startsWith(first)) throw new Error(`the ids were not drawn alike (${first}, ${second}): the test did not make them clash`);
      const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('endgames.save.')));
      if (keys.length !== 2) throw new Error(`${keys.length} saves stored, not 2: ${keys}`);
      await waitForScreen(other, 'play');
      return `ids ${first} and ${second}`;
    },
  },
];
