// A first visit (issue 24): in a fresh profile, with no offline worker to
// answer from a cache, every game's code comes from the server when that game
// is first opened, and each of the five games opens from the home page and
// takes a move. A game whose files the page cannot load fails here.

import { EVERY_GAME, oneAction, open, seeded, settleForHuman, startGame, tid } from './lib/app.mjs';

export default [
  {
    name: 'from a cold cache, with no worker, each game opens from the home page and plays',
    timeout: 240_000,
    async run({ page, base }) {
      // No offline worker: it would fetch every file at once and answer the
      // page from its cache, and this test is about the page's own requests.
      await page.addInitScript(() => delete Navigator.prototype.serviceWorker);
      const answers = [];
      page.on('response', (res) => answers.push(res));
      const played = [];
      for (const [i, game] of EVERY_GAME.entries()) {
        const id = await startGame(page, base, { game: game.slug, controllers: game.controllers, options: game.options ?? {} });
        await settleForHuman(page);
        if (!(await oneAction(page, id, seeded(40 + i)))) throw new Error(`${game.slug}: no move could be made`);
        played.push(game.slug);
      }
      const cached = answers.filter((res) => res.fromServiceWorker());
      if (cached.length) throw new Error(`a worker answered the page: ${cached.map((res) => res.url()).join(', ')}`);
      const failed = answers.filter((res) => res.status() >= 400).map((res) => `${res.status()} ${res.url()}`);
      if (failed.length) throw new Error(`the server refused: ${failed.join(', ')}`);
      await open(page, `${base}#/`, 'home');
      const saves = await page.locator(tid('save-item')).count();
      if (saves !== EVERY_GAME.length) throw new Error(`the home lists ${saves} saves after ${EVERY_GAME.length} games`);
      return `${answers.length} files from the server; a move made in ${played.join(', ')}`;
    },
  },
];
