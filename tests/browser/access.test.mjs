// Accessibility on a tablet in landscape: every tappable thing on the play
// screen is at least 44 CSS px square and named, the board's targets are one
// Tab stop, and a move can be made with the keyboard alone (focus a target,
// Enter to select, Enter to go). tests/browser/keyboard.test.mjs walks the
// arrow keys.

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
      // The board's targets are one Tab stop (src/kit/keys.rs): the others
      // keep tabindex -1, which the arrow keys still focus.
      if (el.getAttribute('role') === 'button' && el.tagName !== 'BUTTON' && !['0', '-1'].includes(el.getAttribute('tabindex'))) bad.push(`${what} cannot be focused`);
    }
    const stops = [...play.querySelectorAll('main [data-legal="true"]')].filter((el) => el.tabIndex >= 0).length;
    if (play.querySelector('main [data-legal="true"]') && stops !== 1) bad.push(`the board's targets are ${stops} Tab stops, not one`);
    return bad;
  }, MIN);
}

/** Legal targets on the map whose tap area is not wholly inside the map's box. */
async function targetsOutsideMap(page) {
  return page.evaluate(() => {
    const map = document.querySelector('[data-testid="play"] svg.xz-map')?.getBoundingClientRect();
    if (!map) return [];
    return [...document.querySelectorAll('[data-testid="play"] svg.xz-map [data-legal="true"]')]
      .map((g) => [g.getAttribute('aria-label'), g.getBoundingClientRect()])
      .filter(([, r]) => r.left < map.left - 0.5 || r.top < map.top - 0.5 || r.right > map.right + 0.5 || r.bottom > map.bottom + 0.5)
      .map(([label]) => label);
  });
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
        if ((await waitForHumanTurn(page)) === 'ended') throw new Error(`the game ended after ${turns} turns before a board target was offered: the keyboard was never tried`);
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
  {
    name: 'on a phone the map zooms in: every live target is 44 px and inside the map; the overview zooms in where tapped',
    viewport: { width: 390, height: 844 },
    timeout: 90_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const zoom = page.locator(`${tid('play')} .xz-zoom input`);
      if (!(await zoom.isChecked())) throw new Error('the map is not zoomed in on a phone');
      const rng = seeded(5);
      let checked = 0;
      for (let turn = 0; turn < 14 && checked < 3; turn += 1) {
        const problems = await controlProblems(page);
        if (problems.length) throw new Error(`${problems.length} controls fall short:\n${problems.slice(0, 15).join('\n')}`);
        const outside = await targetsOutsideMap(page);
        if (outside.length) throw new Error(`legal targets outside the zoomed map: ${outside.join('; ')}`);
        if (await page.locator(`${tid('play')} svg.xz-map [data-legal="true"]`).count()) checked += 1;
        await playByTapping(page, { actions: 1, rng });
        if ((await waitForHumanTurn(page)) === 'ended') break;
      }
      if (!checked) throw new Error('no move targets were offered on the map in 14 turns');

      // Zoomed out on a phone the map is an overview: nothing on it claims to
      // be a tap target (it would be under 44 px); a tap zooms in there.
      const zoomedBox = await page.locator(`${tid('play')} svg.xz-map`).getAttribute('viewBox');
      await zoom.uncheck();
      // The overview is drawn (the map's view box changed) before its targets are counted.
      await page.waitForFunction((was) => document.querySelector('[data-testid="play"] svg.xz-map')?.getAttribute('viewBox') !== was, zoomedBox, { timeout: 5_000 });
      const live = await page.locator(`${tid('play')} svg.xz-map [data-legal="true"]`).count();
      if (live) throw new Error(`${live} map targets stay live on the phone's overview`);
      const map = await page.locator(`${tid('play')} svg.xz-map`).boundingBox();
      await page.mouse.click(map.x + map.width * 0.75, map.y + map.height * 0.75);
      if (!(await zoom.isChecked())) throw new Error('a tap on the overview did not zoom in');
      const box = await page.locator(`${tid('play')} svg.xz-map`).getAttribute('viewBox');
      const [x, y] = box.split(' ').map(Number);
      if (x < 50 || y < 50) throw new Error(`the zoom is not centred near the tap (viewBox ${box})`);
      return `${checked} positions with map targets checked; overview tap zoomed to ${box}`;
    },
  },
];
