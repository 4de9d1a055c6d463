// In every game, a person plays by tapping (two humans at one tablet where
// the game hides something), reloads, and finds the exact same position:
// prompt, board area and log (after lifting the curtain that a reload puts
// up between two humans), the same stored record, address and tab title.
// A piece chosen by a first tap is let go before the reload: it is a tap in
// hand, not a move, and is not saved. The log shows its newest line whole
// after the reload as before it (found 6 Dec 2026 at 390x844: The End Is
// Nigh's log came back scrolled 229 of 251 px, its last line half hidden,
// as the dock took its size after the log was drawn); so each game is also
// played and reloaded on a phone.

import { EVERY_GAME, closeReading, firstDifference, oneAction, screenSnapshot, seeded, settleForHuman, settled, startGame, tid, waitForScreen } from './lib/app.mjs';

const HUMAN_ACTIONS = 6;

const storedSave = (page, id) => page.evaluate((key) => localStorage.getItem(key), `endgames.save.${id}`);

/** Where the log is scrolled: its newest line is in view when it is at the end. */
const logScroll = (page) =>
  page.locator(tid('log')).evaluate((log) => ({ top: Math.round(log.scrollTop), end: log.scrollHeight - log.clientHeight }));

function reloadTest({ slug, controllers, options = {} }, phone) {
  const humanSeats = controllers.flatMap((c, i) => (c === 'human' ? [i] : []));
  return {
    name: `a game played by tapping survives a reload exactly${phone ? ' on a phone' : ''}: ${slug} (${controllers.join(', ')})`,
    ...(phone ? { viewport: { width: 390, height: 844 }, touch: true } : {}),
    timeout: 120_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { game: slug, controllers, options, speed: 'instant' });
      const rng = seeded(7);
      const humanActions = async () => JSON.parse(await storedSave(page, id)).record.actions.filter(([seat]) => humanSeats.includes(seat)).length;
      let mine = 0;
      for (let round = 0; round < 60 && mine < HUMAN_ACTIONS; round += 1) {
        if ((await settleForHuman(page)) === 'ended') break;
        await oneAction(page, id, rng);
        mine = await humanActions();
      }
      if (mine < HUMAN_ACTIONS) throw new Error(`the humans made only ${mine} actions`);
      if ((await settleForHuman(page)) === 'ended') throw new Error('the game ended before the reload');
      await closeReading(page);
      // A piece in hand (a first tap) is not part of the position and a
      // reload does not keep it: let go of it first. The random taps can
      // leave one chosen (Extrication keeps a pick chosen while it may still
      // be taken, and CI once failed on a Skiff still in hand).
      await page.keyboard.press('Escape');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // A part of the board picked on a phone's tabs is a view, not a move: a
      // reload shows the step's own part (Extinction's island, where the hexes
      // to tap are), and the player taps the tab again.
      const tab = await page.locator('.exn-tabs [aria-pressed="true"]:visible').getAttribute('data-testid', { timeout: 100 }).catch(() => null);
      const before = await screenSnapshot(page);
      const title = await page.title();
      const savedBefore = JSON.parse(await storedSave(page, id));
      if (!before.log) throw new Error('the log is empty after play');

      await page.reload({ waitUntil: 'load' });
      await waitForScreen(page, 'play');
      await settleForHuman(page);
      if (tab) await page.locator(tid(tab)).click();
      const after = await screenSnapshot(page);
      await settled(page);
      const scrolled = await logScroll(page);
      // Positive control: the log holds more than its box shows.
      if (phone && scrolled.end <= 0) throw new Error(`the log fits its box (${scrolled.end} px to scroll): nothing to check`);
      if (scrolled.top < scrolled.end - 2) throw new Error(`after the reload the log is scrolled ${scrolled.top} of ${scrolled.end} px: its newest line is not in view`);
      const savedAfter = JSON.parse(await storedSave(page, id));
      for (const part of ['prompt', 'log', 'board']) {
        if (before[part] !== after[part]) throw new Error(`${part} changed across reload:\n${firstDifference(before[part], after[part])}`);
      }
      if (JSON.stringify(savedBefore.record) !== JSON.stringify(savedAfter.record)) throw new Error('the stored record changed across a reload');
      if (!page.url().endsWith(`#/play/${id}`)) throw new Error(`reload left the game: ${page.url()}`);
      // The tab names the game being played, also straight after a reload.
      if (!/^.+ - Endgames$/.test(title) || (await page.title()) !== title) throw new Error(`the play screen's title was "${title}", after the reload "${await page.title()}"`);
      await page.locator(tid('prompt')).waitFor({ state: 'visible' });
      return `${mine} human actions, ${savedAfter.record.actions.length} actions in all; title "${title}"`;
    },
  };
}

export default [...EVERY_GAME.map((g) => reloadTest(g, false)), ...EVERY_GAME.map((g) => reloadTest(g, true))];
