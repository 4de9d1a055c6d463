// Saves made under an earlier version of a game's rules (or before records
// carried one) are named as such, kept byte for byte, offered for export,
// and never continued as a different game; the other saves still open.

import { checkedSaveRow, open, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

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

// The game's code held back 1.5 s, as on a slow connection: the list is
// drawn before the save can be replayed, and must not be read as checked
// until it has been (CI once read "Continue" on a slow machine).
function slowExtinctionPoint() {
  const fetch = window.fetch;
  const later = (ms) => new Promise((done) => setTimeout(done, ms));
  window.fetch = (url, ...rest) => (String(url).includes('split_extinction_point') ? later(1_500).then(() => fetch(url, ...rest)) : fetch(url, ...rest));
}

export default [
  {
    name: 'a save of an earlier rules version is named, kept and exportable, never continued',
    timeout: 90_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      await page.evaluate((t) => localStorage.setItem('endgames.save.oldrules', t), OLD);

      await page.addInitScript(slowExtinctionPoint);
      await open(page, `${base}#/`, 'home');
      await page.reload({ waitUntil: 'load' }); // a hash change alone runs no init script
      await waitForScreen(page, 'home');
      const early = page.locator(`${tid('save-item')}[data-save-id="oldrules"]`);
      await early.waitFor({ state: 'visible', timeout: 10_000 });
      if ((await early.getAttribute('data-checked')) !== 'false') throw new Error('the row was checked before the game\'s code could have arrived');
      const row = await checkedSaveRow(page, 'oldrules');
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
