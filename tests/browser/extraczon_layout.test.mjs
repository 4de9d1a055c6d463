// ExtracZon on a phone and a tablet: the step's buttons are docked under the
// prompt and fully in view, nothing below the map scrolls in a box of its
// own (the scores and who is to play are one scroll of the board away), a
// tap on the map that is not a move says why, and the main button keeps
// its colour under a pointer.

import { playByTapping, seeded, shieldGone, startGame, tid, waitForHumanTurn } from './lib/app.mjs';

/** The rectangle of the first match, and whether it lies wholly in the window. */
const inView = (page, selector) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, whole: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 };
  }, selector);

/** Boxes that scroll (content taller than the box and overflow auto/scroll) between `selector` and the page's <main>. */
const scrollersAbove = (page, selector) =>
  page.evaluate((sel) => {
    const found = [];
    for (let el = document.querySelector(sel)?.parentElement; el && el.tagName !== 'MAIN'; el = el.parentElement) {
      const y = getComputedStyle(el).overflowY;
      if ((y === 'auto' || y === 'scroll') && el.scrollHeight > el.clientHeight + 1) found.push(`${el.className} (${el.clientHeight} px showing ${el.scrollHeight})`);
    }
    return found;
  }, selector);

/** Plays by tapping until the prompt asks `want`, or throws. */
async function playUntil(page, want, rng) {
  for (let i = 0; i < 80; i += 1) {
    if (want.test(await page.locator(tid('prompt')).innerText())) return;
    await playByTapping(page, { actions: 1, rng });
    await waitForHumanTurn(page);
  }
  throw new Error(`the prompt never asked ${want}`);
}

export default [
  {
    name: 'ExtracZon on a phone: the step buttons are docked and in view, nothing below the map scrolls in a box of its own, a tap off the targets says why',
    viewport: { width: 390, height: 844 },
    timeout: 120_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const rng = seeded(11);
      await playUntil(page, /^Ana: roll the black die/, rng);
      const roll = await inView(page, `${tid('step-dock')} .xz-btn-main`);
      if (!roll?.whole) throw new Error(`the Roll button is not docked and fully in view: ${JSON.stringify(roll)}`);
      // The scores and "to play": reachable by the board's one scroll, never a nested one.
      const nested = await scrollersAbove(page, '.xz-seats');
      if (nested.length) throw new Error(`the seat panels sit in a scroll box inside the board: ${nested.join('; ')}`);
      await page.locator('.xz-seat-turn').scrollIntoViewIfNeeded();
      const turn = await inView(page, '.xz-seat-turn');
      if (!turn?.whole) throw new Error(`the seat to play cannot be brought into view: ${JSON.stringify(turn)}`);
      if (!/to play/i.test(await page.locator('.xz-seat-turn').innerText())) throw new Error('the panel of the seat to play does not say so');
      // A move: the first tap chooses, the Confirm is docked and whole.
      await playUntil(page, /^Ana: move \d+ tiles? \(tap a highlighted place/, rng);
      await page.locator('.xz-map [data-legal="true"]').first().click();
      const confirm = page.locator(`${tid('step-dock')} button`, { hasText: 'Confirm the move' });
      await confirm.waitFor({ state: 'visible', timeout: 5_000 });
      const box = await confirm.boundingBox();
      if (!box || box.y < 0 || box.y + box.height > 844 || box.height < 44) throw new Error(`Confirm is not fully in view: ${JSON.stringify(box)}`);
      // A tap on the map that is no target says why in one line.
      await shieldGone(page);
      const spot = await page.evaluate(() => {
        const r = document.querySelector('.xz-map').getBoundingClientRect();
        for (let y = r.top + 4; y < r.bottom; y += 9) {
          for (let x = r.left + 4; x < r.right; x += 9) {
            const hit = document.elementFromPoint(x, y);
            if (hit?.closest('.xz-map') && !hit.closest('[data-legal]')) return { x, y };
          }
        }
        return null;
      });
      if (!spot) throw new Error('no spot of the map is free of targets');
      await page.mouse.click(spot.x, spot.y);
      const why = (await page.locator(tid('refusal')).innerText({ timeout: 5_000 })).trim();
      if (!/cannot be reached with this roll/.test(why)) throw new Error(`the refusal says: ${why}`);
      return `Roll docked at ${roll.top.toFixed(0)}-${roll.bottom.toFixed(0)} px; Confirm at ${box.y.toFixed(0)} px; refusal: ${why.split('\n')[0]}`;
    },
  },
  {
    name: 'ExtracZon on a tablet: the main button keeps its colour under a pointer (it turned grey after a tap)',
    viewport: { width: 1024, height: 768 },
    timeout: 60_000,
    async run({ page, base }) {
      await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const main = page.locator(`${tid('step-dock')} .xz-btn-main`).first();
      await main.waitFor({ state: 'visible', timeout: 10_000 });
      const idle = await main.evaluate((el) => getComputedStyle(el).backgroundColor);
      await main.hover();
      await page.waitForTimeout(250); // the page's buttons ease their colour over .15 s
      const hovered = await main.evaluate((el) => getComputedStyle(el).backgroundColor);
      const grey = 'rgb(53, 73, 93)'; // the page's plain button:hover
      if (hovered === grey) throw new Error(`the main button turns grey under the pointer (${idle} -> ${hovered})`);
      const [r, g, b] = hovered.match(/\d+/g).map(Number);
      if (!(r > 200 && g > 150 && b < 120)) throw new Error(`the main button is not amber under the pointer: ${hovered}`);
      return `${idle} -> ${hovered}`;
    },
  },
];
