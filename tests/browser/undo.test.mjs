// Undo takes back the human's own last move (one that revealed nothing) and
// the board, prompt and stored record return exactly to what they were.

import { boardHtml, firstDifference, playByTapping, seeded, startGame, tid, waitForHumanTurn } from './lib/app.mjs';

async function recordLength(page, id) {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions.length, `endgames.save.${id}`);
}

/** Taps the first legal place on the map, then confirms it (tap again or Confirm). */
async function moveOnTheMap(page) {
  const target = page.locator(`${tid('play')} svg [data-legal="true"]`).first();
  const label = await target.getAttribute('aria-label');
  await target.click();
  const confirm = page.getByRole('button', { name: /^confirm/i });
  if (await confirm.count()) await confirm.first().click();
  else await page.locator(`${tid('play')} svg [data-legal="true"][aria-label^="${label}"]`).first().click();
  return label;
}

export default [
  {
    name: 'undo takes back a move exactly',
    timeout: 120_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      const rng = seeded(5);
      for (let turn = 0; turn < 15; turn += 1) {
        if ((await waitForHumanTurn(page)) === 'ended') break;
        if (!(await page.locator(`${tid('play')} svg [data-legal="true"]`).count())) {
          await playByTapping(page, { actions: 1, rng });
          continue;
        }
        const before = { prompt: await page.locator(tid('prompt')).innerText(), board: await boardHtml(page), actions: await recordLength(page, id) };
        const label = await moveOnTheMap(page);
        await page.waitForFunction((n) => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('endgames.save.')))).record.actions.length > n, before.actions);
        const undo = page.locator(tid('undo'));
        if (await undo.isDisabled()) continue; // the move revealed something or ended the turn
        await undo.click();
        await page.waitForFunction(([k, n]) => JSON.parse(localStorage.getItem(k)).record.actions.length === n, [`endgames.save.${id}`, before.actions], { timeout: 5_000 });
        const after = { prompt: await page.locator(tid('prompt')).innerText(), board: await boardHtml(page), actions: await recordLength(page, id) };
        for (const part of ['prompt', 'board', 'actions']) {
          if (before[part] !== after[part]) throw new Error(`undo did not restore the ${part}:\n${firstDifference(String(before[part]), String(after[part]))}`);
        }
        return `undid "${label}" on turn ${turn + 1}`;
      }
      throw new Error('undo never became available after a move in 15 turns');
    },
  },
];
