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
  // The smallest common phone on its side: the board beside the panel, as on a tablet.
  { name: 'phone on its side', viewport: { width: 667, height: 375 }, touch: true },
];

// Known layout defects, each written up in its game's doc with the plan to
// fix it, keyed `${slug} ${screen name}`: on that screen, problems matching
// `pattern` are counted and reported (with a picture each under
// BROWSER_FAIL_SHOTS) instead of failing, and any other problem still fails.
// With `always`, a known defect that never shows in a whole game fails too,
// so the list cannot outlive the defect. None is known today: the last, a
// phone on its side's panel scrolled away from the step's buttons, was fixed
// on 1 Dec 2026 (the prompt pinned, kit::dock::DockHost watching the dock).
const KNOWN = {};

// Steps checked per game at most: enough for every kind of step of the
// short set-ups EVERY_GAME chooses, and most games end well before.
const MAX_STEPS = 120;

// The bar above the board keeps Undo, the bots' speed and the menu on the
// game name's row wherever the screen is wide enough for them: the name wraps
// beside the home link instead. Extinction's long name pushed them to a second
// row, 103 of a sideways phone's 375-390 px (and 110 on a tablet held upright).
const BAR_SCREENS = [[844, 390], [667, 375], [768, 1024], [1024, 768]];

const barKeepsOneRow = {
  name: 'the play bar keeps its controls beside the game name on a phone on its side and on a tablet, for every game',
  viewport: { width: 844, height: 390 },
  touch: true,
  timeout: 120_000,
  async run({ page, base }) {
    const heights = [];
    for (const game of EVERY_GAME) {
      // A bot in the second seat: the bar then holds the bots' speed too.
      await startGame(page, base, { game: game.slug, controllers: ['human', 'bot-easy'], options: game.options ?? {} });
      for (const [width, height] of BAR_SCREENS) {
        await page.setViewportSize({ width, height });
        const bar = await page.evaluate(() => {
          const box = (el) => el.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="play"] .play-bar');
          const title = box(bar.querySelector('.title'));
          const undo = box(bar.querySelector('[data-testid="undo"]'));
          const name = bar.querySelector('.title').textContent;
          return { name, height: Math.round(box(bar).height), sameRow: undo.top < title.bottom && undo.bottom > title.top };
        });
        if (!bar.sameRow) throw new Error(`${game.slug} at ${width}x${height}: Undo went to a row under "${bar.name}" (the bar is ${bar.height} px high)`);
        // Three lines of the name at most: the longest (Extinction's) at 667 px wide.
        if (bar.height > 70) throw new Error(`${game.slug} at ${width}x${height}: the bar is ${bar.height} px high`);
        heights.push(bar.height);
      }
      await page.setViewportSize({ width: 844, height: 390 });
    }
    return `bar ${Math.min(...heights)}-${Math.max(...heights)} px high at ${BAR_SCREENS.map((s) => s.join('x')).join(', ')}`;
  },
};

export default [barKeepsOneRow].concat(EVERY_GAME.flatMap((game, g) =>
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
      const knownKinds = new Set();
      while (steps < MAX_STEPS && (await settleForHuman(page, 60_000)) === 'human') {
        // A card the player opened to read (a random tap may) lies over the
        // board by design until closed: the check is of the step as it begins.
        await closeReading(page);
        const all = await layoutProblems(page);
        const problems = known ? all.filter((p) => !known.test(p)) : all;
        if (problems.length < all.length) {
          knownSeen += 1;
          for (const p of all.filter((p) => known.test(p))) knownKinds.add(p.match(known)[0]);
          if (process.env.BROWSER_FAIL_SHOTS) await page.screenshot({ path: `${process.env.BROWSER_FAIL_SHOTS}/known-${game.slug}-${steps}.png` });
        }
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
      const kinds = knownKinds.size ? ` (${[...knownKinds].join('; ')})` : '';
      const noted = known ? `; known defect ${known} at ${knownSeen} steps${kinds}` : '';
      return `${steps} steps checked${ended ? ', to the end' : ''}${noted}`;
    },
  })),
));
