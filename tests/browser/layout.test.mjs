// One layout check for every game (issue 21): whole games played by tapping
// at phone and tablet sizes, with two humans where the game keeps secrets.
// At every step where a human may act, lib/layout.mjs's rules must hold:
// the prompt and every legal control in view, 44 px targets, 10 px text.
// A game joins by being in EVERY_GAME.

import { EVERY_GAME, seeded, settleForHuman, startGame, tapOnce, tid } from './lib/app.mjs';
import { layoutProblems, promptText } from './lib/layout.mjs';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'tablet landscape', viewport: { width: 1024, height: 768 }, touch: true },
  { name: 'tablet portrait', viewport: { width: 768, height: 1024 }, touch: true },
];

// Steps checked per game at most: enough for every kind of step of the
// short set-ups EVERY_GAME chooses, and most games end well before.
const MAX_STEPS = 120;

export default EVERY_GAME.flatMap((game, g) =>
  SCREENS.map((screen, s) => ({
    name: `${game.slug} on a ${screen.name} (${screen.viewport.width}x${screen.viewport.height})`,
    viewport: screen.viewport,
    touch: screen.touch,
    timeout: 240_000,
    async run({ page, base }) {
      await startGame(page, base, { game: game.slug, controllers: game.controllers, options: game.options ?? {} });
      const rng = seeded(2100 + g * 10 + s);
      let steps = 0;
      while (steps < MAX_STEPS && (await settleForHuman(page, 60_000)) === 'human') {
        const problems = await layoutProblems(page);
        if (problems.length) {
          const more = problems.length > 8 ? `\n  … and ${problems.length - 8} more` : '';
          throw new Error(`step ${steps} ("${await promptText(page)}"):\n  ${problems.slice(0, 8).join('\n  ')}${more}`);
        }
        await tapOnce(page, rng);
        steps += 1;
      }
      const ended = (await page.locator(tid('end-screen')).count()) > 0;
      if (steps === 0) throw new Error('no step was checked');
      return `${steps} steps checked${ended ? ', to the end' : ''}`;
    },
  })),
);
