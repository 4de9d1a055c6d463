// ExtracZon on a phone and a tablet: the step's buttons are docked under the
// prompt and fully in view, nothing below the map scrolls in a box of its
// own (the scores and who is to play are one scroll of the board away), a
// tap on the map that is not a move says why (until the next legal tap),
// the secured Tactical cards leave the map its square on a phone, and the
// main button keeps its colour under a pointer.

import { openStoredRecord, playByTapping, recordLength, seeded, shieldGone, startGame, tid, waitForHumanTurn, waitForRecord, waitForScreen } from './lib/app.mjs';

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
      // A legal tap after it chooses again, and the reason, which spoke of
      // the tap before, goes: it stayed beside the new choice until the move.
      const targets = page.locator('.xz-map [data-legal="true"]');
      const other = (await targets.count()) > 1 ? targets.nth(1) : targets.first();
      await shieldGone(page);
      await other.click();
      await page.locator(tid('refusal')).waitFor({ state: 'detached', timeout: 5_000 })
        .catch(async () => { throw new Error(`a legal tap after a refused one left the reason shown: "${(await page.locator(tid('refusal')).innerText()).trim()}"`); });
      if (!(await confirm.isVisible())) throw new Error('the legal tap after the refusal chose nothing: Confirm is gone');
      return `Roll docked at ${roll.top.toFixed(0)}-${roll.bottom.toFixed(0)} px; Confirm at ${box.y.toFixed(0)} px; refusal: "${why.split('\n').find((l) => l.length > 2)}"; gone after a legal tap`;
    },
  },
  {
    name: 'ExtracZon on a phone: choosing among five kinds of secured Tactical card, the map keeps the full width on top, the cards one row that scrolls, and the last card can be tapped',
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 90_000,
    async run({ page, base }) {
      // A stored solo game, 11 moves before its end: Ana holds all five kinds.
      const id = await startGame(page, base, { controllers: ['human'] });
      await openStoredRecord(page, id, 'extraczon/v1-solo-seed2026-end.json', { drop: 11 });
      const cards = page.locator('.xz-card-row [data-legal="true"]');
      await cards.first().waitFor({ state: 'visible', timeout: 20_000 });
      const kinds = await cards.count();
      // Positive control: enough kinds that two rows, as before, would be needed.
      if (kinds < 5) throw new Error(`only ${kinds} kinds of card to choose from: the stored game no longer reaches the choice this checks`);
      const map = await page.locator('.xz-map-wrap').boundingBox();
      // The map above the rest, as wide as the board (it was a 198 px strip beside the column).
      if (map.width < 390 * 0.9) throw new Error(`the map is ${map.width.toFixed(0)}x${map.height.toFixed(0)} px while the cards are offered: it gave way to them`);
      if (map.height < 250) throw new Error(`the map is ${map.height.toFixed(0)} px tall while the cards are offered`);
      const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      if (new Set(tops).size !== 1) throw new Error(`the cards lie in ${new Set(tops).size} rows (tops ${tops.join(', ')})`);
      const dock = await page.locator(tid('step-dock')).boundingBox();
      if (dock.y + dock.height > 844 + 0.5) throw new Error(`the dock runs past the screen: ${dock.y.toFixed(0)}+${dock.height.toFixed(0)}`);
      const last = cards.last();
      const name = await last.getAttribute('aria-label');
      await last.scrollIntoViewIfNeeded();
      const box = await last.boundingBox();
      if (box.x < 0 || box.x + box.width > 390 + 0.5) throw new Error(`the last card cannot be scrolled into view: ${JSON.stringify(box)}`);
      const before = await recordLength(page, id);
      await shieldGone(page);
      await last.tap();
      if (!(await waitForRecord(page, id, 'more', before))) throw new Error(`a tap on "${name}" made no move`);
      return `${kinds} kinds in one row; map ${map.width.toFixed(0)}x${map.height.toFixed(0)} px; dock ${dock.height.toFixed(0)} px tall; "${name.split(' (')[0]}" tapped after scrolling to it`;
    },
  },
  {
    name: 'ExtracZon on a phone: a finished game\'s board shows the whole map, zoomed in only when the player asks',
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 90_000,
    async run({ page, base }) {
      // During play a phone zooms in on the turn; at the end there is no turn
      // to follow, and the board had stayed on the last turn's quarter.
      const id = await startGame(page, base, { controllers: ['human'] });
      const viewBox = () => page.locator(`${tid('play')} svg.xz-map`).getAttribute('viewBox');
      const zoom = page.locator(`${tid('play')} .xz-zoom input`);
      await openStoredRecord(page, id, 'extraczon/v1-solo-seed2026-end.json', { drop: 11 });
      await page.locator('.xz-card-row [data-legal="true"]').first().waitFor({ state: 'visible', timeout: 20_000 });
      // Positive control: in play the map is zoomed in.
      const playing = await viewBox();
      if (!(await zoom.isChecked())) throw new Error(`in play the map is not zoomed in (viewBox ${playing})`);
      await openStoredRecord(page, id, 'extraczon/v1-solo-seed2026-end.json');
      await waitForScreen(page, 'end-screen');
      await page.getByRole('button', { name: 'See the board' }).click();
      await page.locator(tid('end-screen')).waitFor({ state: 'detached', timeout: 5_000 });
      const ended = await viewBox();
      if (await zoom.isChecked()) throw new Error(`the finished game's map is zoomed in (viewBox ${ended}; in play ${playing})`);
      await zoom.check();
      const asked = await viewBox();
      if (asked === ended) throw new Error(`ticking Zoom left the map whole (viewBox ${asked})`);
      return `in play ${playing}; at the end ${ended}; zoomed on asking ${asked}`;
    },
  },
  {
    name: 'ExtracZon on a phone: cards just drawn against a Zombie are wholly in view when the roll is asked for',
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 90_000,
    async run({ page, base }) {
      // The stored solo game's 10th action draws a card at the Library; the
      // roll against its Zombie comes next. The card sat under the map, cut
      // in half by the board area's edge (seen play-testing, 6 Dec 2026).
      const id = await startGame(page, base, { controllers: ['human'] });
      const path = 'extraczon/v1-solo-seed4026-400-moves.json';
      const stored = await openStoredRecord(page, id, path);
      await openStoredRecord(page, id, path, { drop: stored.record.actions.length - 10 });
      await page.getByRole('button', { name: /^Roll the red dice/ }).waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => {
        const area = document.querySelector('[data-testid="play"] main').getBoundingClientRect();
        const cards = [...document.querySelectorAll('.xz-unsecured .card, .xz-unsecured button')];
        return cards.map((c) => {
          const r = c.getBoundingClientRect();
          return { words: c.textContent.trim().slice(0, 30), top: r.top, bottom: r.bottom, whole: r.top >= area.top - 1 && r.bottom <= area.bottom + 1, area: [area.top, area.bottom] };
        });
      });
      if (!seen.length) throw new Error('no drawn card on the board (the control: the stored game drew one here)');
      const cut = seen.filter((c) => !c.whole);
      if (cut.length) throw new Error(`drawn cards not wholly in view: ${JSON.stringify(cut)}`);
      return `${seen.length} drawn card(s) in view: ${seen.map((c) => c.words).join(', ')}`;
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
