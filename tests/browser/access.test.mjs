// Accessibility on a tablet in landscape: every tappable thing on the play
// screen is at least 44 CSS px square and named, and a move can be made with
// the keyboard alone (focus a target, Enter to select, Enter to go).

import { playByTapping, seeded, startGame, tid, waitForHumanTurn } from './lib/app.mjs';

const MIN = 44;

/** Every shown control on the play screen that is too small, unnamed or unfocusable. */
async function controlProblems(page) {
  return page.evaluate((min) => {
    const bad = [];
    const play = document.querySelector('[data-testid="play"]');
    for (const el of play.querySelectorAll('button, select, [role="button"], [data-legal="true"]')) {
      const r = el.getBoundingClientRect();
      if ((r.width === 0 && r.height === 0) || !el.checkVisibility({ visibilityProperty: true })) continue; // not shown now
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim();
      const what = `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"${name ? "" : ` (${el.outerHTML.slice(0, 160)})`}`;
      if (r.width < min - 0.5 || r.height < min - 0.5) bad.push(`${what} is ${r.width.toFixed(0)}x${r.height.toFixed(0)} px`);
      if (!name) bad.push(`${what} has no name`);
      if (el.getAttribute('data-legal') === 'true' && el.getAttribute('role') !== 'button') bad.push(`${what} is legal but not role=button`);
      if (el.getAttribute('role') === 'button' && el.tagName !== 'BUTTON' && el.getAttribute('tabindex') !== '0') bad.push(`${what} cannot be focused`);
    }
    return bad;
  }, MIN);
}

export default [
  {
    name: 'tap targets are 44 px and named; the keyboard can play',
    timeout: 90_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);

      // Look at several turns, tapping buttons until a board target is offered.
      const rng = seeded(11);
      let turns = 0;
      while (turns < 12) {
        turns += 1;
        const problems = await controlProblems(page);
        if (problems.length) throw new Error(`${problems.length} controls fall short:\n${problems.slice(0, 15).join('\n')}`);
        if (await page.locator(`${tid('play')} [data-legal="true"]`).count()) break;
        await playByTapping(page, { actions: 1, rng });
        if ((await waitForHumanTurn(page)) === 'ended') return `game ended after ${turns} turns; sizes checked`;
      }

      // Keyboard: the first legal board target, Enter to select, Enter again to go.
      const target = page.locator(`${tid('play')} [data-legal="true"]`).first();
      if (!(await target.count())) throw new Error(`no board target offered in ${turns} turns`);
      const label = await target.getAttribute('aria-label');
      const logText = () => page.locator(tid('log')).innerText();
      const before = await logText();
      await target.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(150);
      if ((await logText()) === before) {
        // Tap to select, tap again to go: the same target, focused again.
        const again = page.locator(`${tid('play')} [data-legal="true"][aria-label^="${label}"]`).first();
        if (await again.count()) {
          await again.focus();
          await page.keyboard.press('Enter');
        }
      }
      const deadline = Date.now() + 5_000;
      while ((await logText()) === before) {
        if (Date.now() > deadline) throw new Error(`Enter on "${label}" did not make a move`);
        await page.waitForTimeout(100);
      }
      return `${turns} turns checked; keyboard moved: ${label}`;
    },
  },
];
