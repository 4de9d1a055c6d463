// One layout check for every game (issue 21): whole games played by tapping
// at phone and tablet sizes, with two humans where the game keeps secrets.
// At every step where a human may act, lib/layout.mjs's rules must hold:
// the prompt and every legal control in view, 44 px targets, 10 px text.
// A game joins by being in EVERY_GAME.

import { closeReading, EVERY_GAME, lastTap, seeded, settleForHuman, startGame, tapOnce, tid } from './lib/app.mjs';
import { layoutProblems, promptText } from './lib/layout.mjs';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'tablet landscape', viewport: { width: 1024, height: 768 }, touch: true },
  { name: 'tablet portrait', viewport: { width: 768, height: 1024 }, touch: true },
];

// Known layout defects, each written up in its game's doc with the plan to
// fix it: on that screen, problems matching the pattern are counted and
// reported instead of failing, and any other problem still fails. A known
// defect that never shows in a whole game fails too, so the list cannot
// outlive the defect.
const KNOWN = {
};

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
      const { pattern: known, always } = KNOWN[`${game.slug} ${screen.name}`] ?? {};
      let knownSeen = 0;
      while (steps < MAX_STEPS && (await settleForHuman(page, 60_000)) === 'human') {
        // A card the player opened to read (a random tap may) lies over the
        // board by design until closed: the check is of the step as it begins.
        await closeReading(page);
        const all = await layoutProblems(page);
        const problems = known ? all.filter((p) => !known.test(p)) : all;
        if (problems.length < all.length) knownSeen += 1;
        if (problems.length) {
          const more = problems.length > 8 ? `\n  … and ${problems.length - 8} more` : '';
          const after = steps ? `, after a tap on "${lastTap(page).slice(0, 60)}"` : '';
          throw new Error(`step ${steps} ("${await promptText(page)}")${after}:\n  ${problems.slice(0, 8).join('\n  ')}${more}`);
        }
        await tapOnce(page, rng);
        steps += 1;
      }
      const ended = (await page.locator(tid('end-screen')).count()) > 0;
      if (steps === 0) throw new Error('no step was checked');
      if (known && always && !knownSeen) throw new Error(`the known defect ${known} never showed: take it off the KNOWN list`);
      const noted = known ? `; known defect ${known} at ${knownSeen} steps` : '';
      return `${steps} steps checked${ended ? ', to the end' : ''}${noted}`;
    },
  })),
);
