// ExtracZon's tokens glide: when a token moves (the player's own or a
// bot's), it slides from the tile it stood on to the one it goes to, so the
// table can follow a bot's move; with reduced motion asked for, it jumps.
// A page-side observer notes each token whose label (which names its place)
// changes, and whether a transform transition from the old place to the new
// one is running on it at that moment.

import { playByTapping, seeded, startGame, tid, waitForHumanTurn } from './lib/app.mjs';

/** Starts noting token moves in the page (window.__moves). */
const watchMoves = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target;
        if (!el.classList?.contains('token') || r.oldValue === el.getAttribute('aria-label')) continue;
        const glide = el.getAnimations().find((a) => a.transitionProperty === 'transform' && a.playState === 'running');
        window.__moves.push({ from: r.oldValue, to: el.getAttribute('aria-label'), glides: Boolean(glide) });
      }
    }).observe(document.querySelector('[data-testid="play"]'), { subtree: true, attributes: true, attributeFilter: ['aria-label'], attributeOldValue: true });
  });

/** Plays by tapping until `n` token moves were noted; returns them. */
async function playUntilMoves(page, n, rng) {
  for (let i = 0; i < 60; i += 1) {
    const moves = await page.evaluate(() => window.__moves);
    if (moves.length >= n || (await page.locator(tid('end-screen')).count())) return moves;
    await playByTapping(page, { actions: 1, rng });
    await waitForHumanTurn(page);
  }
  return page.evaluate(() => window.__moves);
}

export default [
  {
    name: "a token glides from its tile to the one it moves to, the player's and a bot's; with reduced motion it jumps",
    timeout: 180_000,
    async run({ page, base }) {
      await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'], speed: 'fast' });
      await waitForHumanTurn(page);
      await watchMoves(page);
      const moves = await playUntilMoves(page, 4, seeded(11));
      if (moves.length < 4) throw new Error(`only ${moves.length} token moves in 60 actions`);
      const movers = new Set(moves.map((m) => m.to.replace(/'s token.*$/, '')));
      if (movers.size < 2) throw new Error(`only ${[...movers].join(', ')} moved: the bot's move was not seen`);
      const jumps = moves.filter((m) => !m.glides);
      if (jumps.length) throw new Error(`${jumps.length} of ${moves.length} moves jumped, e.g. "${jumps[0].from}" to "${jumps[0].to}"`);

      // The same table with reduced motion: tokens still move, but jump.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await watchMoves(page);
      const still = await playUntilMoves(page, 2, seeded(12));
      if (!still.length) throw new Error('no token moved with reduced motion asked for');
      const glided = still.filter((m) => m.glides);
      if (glided.length) throw new Error(`with reduced motion ${glided.length} of ${still.length} moves glided`);
      return `${moves.length} moves glided (${[...movers].join(', ')}), ${still.length} jumped with reduced motion`;
    },
  },
];
