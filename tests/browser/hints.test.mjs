// Hints (issue 22): one human against a bot gets a Hint button; a tap shows
// one line under the prompt and marks the move on the board or in the dock,
// and never plays it; the end screen says how many hints each player took.
// With two humans hints start off. The line must appear for the test to
// pass (waitFor fails otherwise), so it cannot pass with hints broken.

import { logLength, oneAction, open, recordLength, seeded, settleForHuman, startGame, tid, waitForScreen } from './lib/app.mjs';

const stored = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `endgames.save.${id}`);

/**
 * Takes hints at up to `tries` of the human's positions until one marks
 * something (the move it names is a marked control there), playing a move
 * between; returns how many hints were taken.
 */
async function takeHints(page, id, rng, tries = 6) {
  let taken = 0;
  for (let i = 0; i < tries; i += 1) {
    if ((await settleForHuman(page, 60_000)) === 'ended') break;
    const button = page.locator(tid('hint'));
    await button.waitFor({ state: 'visible', timeout: 5_000 });
    const [moves, lines] = [await recordLength(page, id), await logLength(page)];
    await button.click();
    const line = page.locator(tid('hint-line'));
    await line.waitFor({ state: 'visible', timeout: 30_000 });
    taken += 1;
    const text = (await line.innerText()).trim();
    if (!/^Hint: \S/.test(text) || /Player \d|[{}]|Some\(/.test(text)) throw new Error(`the hint reads "${text}"`);
    // The hint never plays: the record and the log are as they were.
    if ((await recordLength(page, id)) !== moves || (await logLength(page)) !== lines) throw new Error(`the hint changed the position: "${text}"`);
    const marked = await page.locator(`${tid('play')} [data-hint="true"]`).count();
    if (marked) return { taken, text };
    if (!(await oneAction(page, id, rng))) throw new Error('no move could be played after a hint');
  }
  throw new Error(`no hint marked anything on the board or in the dock in ${taken} tries`);
}

export default [
  {
    name: 'ExtracZon: a hint shows one line, marks the move, never plays it, and can be turned off',
    timeout: 180_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
      const { taken, text } = await takeHints(page, id, seeded(22));
      const save = await stored(page, id);
      if (!save.hints?.on || (save.hints.taken?.[0] ?? 0) !== taken) throw new Error(`the save counts ${JSON.stringify(save.hints)} after ${taken} hints`);
      // The menu's switch: no Hint button once hints are off.
      await page.locator(tid('menu')).click();
      await page.locator(tid('menu-hints')).click();
      if (await page.locator(`${tid('hint')}, ${tid('hint-line')}`).count()) throw new Error('hints turned off still show');
      if ((await stored(page, id)).hints?.on) throw new Error('turning hints off was not saved');
      return `${taken} hint(s): ${text}`;
    },
  },
  {
    name: 'Extrication: hints are marked and counted on the end screen',
    timeout: 300_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      const { taken, text } = await takeHints(page, id, seeded(7));
      // The rest of the game is the bots' (the human seat handed to an Easy
      // bot in the save): quicker than tapping to the end.
      await page.evaluate(([k]) => {
        const save = JSON.parse(localStorage.getItem(k));
        save.seats[0].controller = { Bot: 'Easy' };
        localStorage.setItem(k, JSON.stringify(save));
      }, [`endgames.save.${id}`]);
      await page.reload();
      await waitForScreen(page, 'play');
      await waitForScreen(page, 'end-screen', 280_000);
      const counted = (await page.locator(tid('hints-taken')).innerText()).trim();
      const name = (await stored(page, id)).seats[0].name;
      const want = `${name} took ${taken} ${taken === 1 ? 'hint' : 'hints'}.`;
      if (counted !== want) throw new Error(`the end screen says "${counted}", not "${want}"`);
      return `${text} / ${counted}`;
    },
  },
  {
    name: 'two humans: hints start off',
    async run({ page, base }) {
      await open(page, `${base}#/`, 'home');
      await page.locator(tid('new-game-extrication')).click();
      await waitForScreen(page, 'new-game');
      await page.locator(tid('seat-0-controller')).selectOption('human');
      await page.locator(tid('seat-1-controller')).selectOption('bot-normal');
      if (!(await page.locator(tid('option-hints')).isChecked())) throw new Error('hints are off by default with one human');
      await page.locator(tid('seat-1-controller')).selectOption('human');
      if (await page.locator(tid('option-hints')).isChecked()) throw new Error('hints are on by default with two humans');
      await page.locator(tid('start-game')).click();
      await waitForScreen(page, 'play');
      const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/play\//, ''));
      await settleForHuman(page, 30_000);
      if (await page.locator(tid('hint')).count()) throw new Error('two humans were offered hints by default');
      if ((await stored(page, id)).hints?.on) throw new Error('the save has hints on for two humans');
    },
  },
];
