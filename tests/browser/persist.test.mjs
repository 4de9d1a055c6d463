// (a) A person plays ExtracZon against a bot by tapping, reloads, and finds
// the exact same position: prompt, board drawing and log.

import { playByTapping, seeded, snapshot, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

async function storedSave(page, id) {
  return page.evaluate((key) => localStorage.getItem(key), `endgames.save.${id}`);
}

export default [
  {
    name: 'human v bot game by tapping survives a reload exactly',
    timeout: 180_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-normal'], speed: 'instant' });
      await waitForHumanTurn(page);
      const { actions } = await playByTapping(page, { actions: 8, rng: seeded(7) });
      if (actions < 8) throw new Error(`the game ended after ${actions} actions; expected a longer game`);
      await waitForHumanTurn(page);

      const before = await snapshot(page);
      const savedBefore = JSON.parse(await storedSave(page, id));
      if (!savedBefore?.record?.actions?.length) throw new Error('no actions in the stored save');
      if (!before.log) throw new Error('the log is empty after play');

      await page.reload({ waitUntil: 'load' });
      await waitForScreen(page, 'play');
      await waitForHumanTurn(page);
      const after = await snapshot(page);
      const savedAfter = JSON.parse(await storedSave(page, id));

      for (const part of ['prompt', 'log', 'board']) {
        if (before[part] !== after[part]) {
          throw new Error(`${part} changed across reload:\n--- before\n${before[part].slice(0, 600)}\n--- after\n${after[part].slice(0, 600)}`);
        }
      }
      if (JSON.stringify(savedBefore.record) !== JSON.stringify(savedAfter.record)) {
        throw new Error('the stored record changed across a reload');
      }
      if (!page.url().endsWith(`#/play/${id}`)) throw new Error(`reload left the game: ${page.url()}`);
      await page.locator(tid('prompt')).waitFor({ state: 'visible' });
    },
  },
];
