// (b) Four bots play ExtracZon at instant speed all the way to the end screen.

import { startGame, tid, waitForScreen } from './lib/app.mjs';

export default [
  {
    name: 'four bots play a whole game to the end screen',
    timeout: 420_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['bot-easy', 'bot-easy', 'bot-normal', 'bot-easy'], speed: 'instant' });
      await waitForScreen(page, 'end-screen', 400_000);
      const text = (await page.locator(tid('end-screen')).innerText()).trim();
      if (text.length < 10) throw new Error(`the end screen says too little: "${text}"`);
      for (const id of ['rematch']) {
        if (!(await page.locator(tid(id)).count())) throw new Error(`the end screen has no ${id} button`);
      }
    },
  },
];
