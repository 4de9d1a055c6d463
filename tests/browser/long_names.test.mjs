// The longest names the new-game screen takes (24 letters) stay inside the
// play screen: every seat's badge within its list, its column and the screen,
// at tablet and phone sizes, for every game. A 24-letter name once ran 60 px
// past a tablet's side panel and off the screen, "TO PLAY" with it.

import { EVERY_GAME, afterEffects, settleForHuman, startGame } from './lib/app.mjs';

const NAMES = ['Maximiliana Von Longname', 'Bartholomew Fitzgerald-W'];
const SCREENS = [[1024, 768], [768, 1024], [390, 844], [844, 390]];

/** Each shown seat badge that reaches past its list, a clipping box or the screen. */
function badgesOutside() {
  const out = [];
  let shown = 0;
  for (const b of document.querySelectorAll('[data-testid="play"] .seat-badge')) {
    if (!b.checkVisibility({ visibilityProperty: true })) continue;
    shown += 1;
    const r = b.getBoundingClientRect();
    const boxes = [['the screen', { left: 0, right: document.documentElement.clientWidth }]];
    const list = b.closest('.seat-list');
    if (list) boxes.push(['its list', list.getBoundingClientRect()]);
    for (let a = b.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') boxes.push([`${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`, a.getBoundingClientRect()]);
    }
    for (const [what, box] of boxes) {
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`"${b.getAttribute('aria-label')}" (${Math.round(r.left)}-${Math.round(r.right)}) past ${what} (${Math.round(box.left)}-${Math.round(box.right)})`);
    }
  }
  return { shown, out };
}

export default [
  {
    name: 'the longest names a player can type stay inside the play screen at tablet and phone sizes, for every game',
    viewport: { width: 1024, height: 768 },
    timeout: 180_000,
    async run({ page, base }) {
      const problems = [];
      let checked = 0;
      for (const game of EVERY_GAME) {
        await startGame(page, base, { game: game.slug, controllers: game.controllers, options: game.options ?? {}, names: NAMES });
        await settleForHuman(page);
        // Positive control: the names were taken whole.
        const label = await page.locator('[data-testid="play"] .seat-badge').first().getAttribute('aria-label');
        if (!NAMES.some((n) => label.includes(n))) throw new Error(`${game.slug}: the first badge reads "${label}", not a long name`);
        for (const [width, height] of SCREENS) {
          await page.setViewportSize({ width, height });
          await afterEffects(page);
          const { shown, out } = await page.evaluate(badgesOutside);
          checked += shown;
          problems.push(...out.map((p) => `${game.slug} at ${width}x${height}: ${p}`));
        }
        await page.setViewportSize({ width: 1024, height: 768 });
      }
      if (!checked) throw new Error('no seat badge was shown');
      if (problems.length) throw new Error(problems.slice(0, 10).join('\n'));
      return `${checked} badges checked in five games at four sizes`;
    },
  },
];
