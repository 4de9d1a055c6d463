// Saves made under an earlier version of a game's rules (or before records
// carried one) are named as such, kept byte for byte, offered for export,
// and never continued as a different game; the other saves still open.

import { open, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

// A save as the previous version wrote it: record format 2 stored each move
// as its place in the legal actions.
const OLD = JSON.stringify({
  save_format: 2,
  id: 'oldrules',
  game: 'extinction-point',
  seats: [
    { name: 'Ana', colour: 'Orange', shape: 'Circle', controller: 'Human' },
    { name: 'Ben', colour: 'Sky', shape: 'Square', controller: 'Human' },
  ],
  record: { format: 2, game: 'extinction-point', setup: { players: 2, bunker_health: 5, mothership_health: 5, difficulty: 'Beginner' }, seed: 7, actions: [[0, 1], [1, 0]] },
  created_ms: 1763900000000,
  updated_ms: 1763900000000,
  progress: 3,
});

export default [
  {
    name: 'a save of an earlier rules version is named, kept and exportable, never continued',
    timeout: 90_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      await page.evaluate((t) => localStorage.setItem('endgames.save.oldrules', t), OLD);

      await open(page, `${base}#/`, 'home');
      const row = page.locator(`${tid('save-item')}[data-save-id="oldrules"]`);
      await row.waitFor({ state: 'visible', timeout: 10_000 });
      const words = (await row.innerText()).replace(/\s+/g, ' ');
      if (!/earlier version of Extinction Point's rules; it can be exported but not continued/.test(words)) {
        throw new Error(`the old save is not named as such: ${words}`);
      }
      if (await row.getByRole('button', { name: /continue/i }).count()) throw new Error('an old-rules save offers Continue');
      if (!(await row.getByRole('button', { name: /export/i }).count())) throw new Error('an old-rules save cannot be exported');

      await open(page, `${base}#/play/oldrules`, 'open-error');
      const reason = (await page.locator(tid('open-error')).innerText()).replace(/\s+/g, ' ');
      if (!/earlier version of Extinction Point's rules/.test(reason)) throw new Error(`opening it does not say why: ${reason}`);
      const kept = await page.evaluate(() => localStorage.getItem('endgames.save.oldrules'));
      if (kept !== OLD) throw new Error('the old save was changed');

      await open(page, `${base}#/`, 'home');
      await page.locator(`${tid('save-item')}[data-save-id="${id}"]`).getByRole('button', { name: /continue/i }).click();
      await waitForScreen(page, 'play');
      return words.slice(0, 200);
    },
  },
];
