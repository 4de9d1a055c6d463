// (a) A person plays ExtracZon against a bot by tapping, reloads, and finds
// the exact same position: prompt, board drawing and log.

import { firstDifference, playByTapping, seeded, snapshot, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

async function storedSave(page, id) {
  return page.evaluate((key) => localStorage.getItem(key), `endgames.save.${id}`);
}

const HUMAN_ACTIONS = 6;

export default [
  {
    name: 'human v bot game by tapping survives a reload exactly',
    timeout: 180_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-normal'], speed: 'instant' });
      const rng = seeded(7);
      await waitForHumanTurn(page);
      // Tap until the human seat has made several moves of its own.
      let taps = 0;
      let mine = 0;
      for (let round = 0; round < 40 && mine < HUMAN_ACTIONS; round += 1) {
        taps += (await playByTapping(page, { actions: 1, rng })).taps;
        if ((await waitForHumanTurn(page)) === 'ended') break;
        mine = JSON.parse(await storedSave(page, id)).record.actions.filter(([seat]) => seat === 0).length;
      }
      if (mine < HUMAN_ACTIONS) throw new Error(`the human made only ${mine} actions in ${taps} taps`);

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
        if (before[part] !== after[part]) throw new Error(`${part} changed across reload:\n${firstDifference(before[part], after[part])}`);
      }
      if (JSON.stringify(savedBefore.record) !== JSON.stringify(savedAfter.record)) {
        throw new Error('the stored record changed across a reload');
      }
      if (!page.url().endsWith(`#/play/${id}`)) throw new Error(`reload left the game: ${page.url()}`);
      // The tab names the game being played, also straight after a reload.
      if ((await page.title()) !== 'ExtracZon - Endgames') throw new Error(`the play screen's title is "${await page.title()}"`);
      await page.locator(tid('prompt')).waitFor({ state: 'visible' });
      return `${mine} human actions in ${taps} taps, ${savedAfter.record.actions.length} actions in all`;
    },
  },
];
