// (b) Four bots play ExtracZon at instant speed all the way to the end screen, whose
// explanation names every player;
// Rematch then starts the same table again with a new seed.

import { startGame, tid, waitForScreen } from './lib/app.mjs';

export default [
  {
    name: 'four bots play a whole game to the end screen',
    timeout: 420_000,
    async run({ page, base }) {
      const t0 = Date.now();
      const id = await startGame(page, base, { controllers: ['bot-easy', 'bot-easy', 'bot-normal', 'bot-easy'], speed: 'instant' });
      await waitForScreen(page, 'end-screen', 400_000);
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      if (!save?.finished) throw new Error('the stored save is not marked finished');
      const text = (await page.locator(tid('end-screen')).innerText()).trim();
      if (text.length < 10) throw new Error(`the end screen says too little: "${text}"`);
      // The explanation's totals name each player, never "Player 2".
      for (const seat of save.seats) {
        if (!text.includes(`${seat.name}: `)) throw new Error(`the explanation does not name ${seat.name}: "${text}"`);
      }
      if (/Player \d/.test(text)) throw new Error(`the end screen numbers a player instead of naming them: "${text}"`);
      for (const button of ['rematch']) {
        if (!(await page.locator(tid(button)).count())) throw new Error(`the end screen has no ${button} button`);
      }
      // Rematch: the same table and set-up with a new seed, as a new saved game.
      await page.locator(tid('rematch')).click();
      await waitForScreen(page, 'play');
      const id2 = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/play\//, ''));
      if (!id2 || id2 === id) throw new Error(`rematch did not start a new game (url ${page.url()})`);
      const again = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id2}`));
      if (JSON.stringify(again.seats) !== JSON.stringify(save.seats)) throw new Error('rematch changed the seats');
      if (JSON.stringify(again.record.setup) !== JSON.stringify(save.record.setup)) throw new Error('rematch changed the set-up');
      if (again.record.seed === save.record.seed) throw new Error('rematch reused the seed');
      return `${save.record.actions.length} actions in ${secs} s; rematch started ${id2}`;
    },
  },
];
