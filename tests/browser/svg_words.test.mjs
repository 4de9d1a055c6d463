// Words drawn on a shape stay inside it, with the real fonts at phone and
// tablet sizes: the doomsday clock's hour markers and its centre, Extinction's
// barrier stones, Extinction Point's tabs beside a building, ExtracZon's
// START frame. A sweep of every screen found each of them running a pixel or
// two over its shape's edge, or onto its outline (5 Dec 2026): "desert" 38.5
// px wide on a 34 px stone, "10" on its marker's ring, "×1" on its tab's
// rounded end.
//
// A word fits when the left and right ends of its box, at three heights
// through its letters, are inside the shape's fill and clear of its outline.

import { liftCurtainIfUp, openStoredRecord, settleForHuman, startGame } from './lib/app.mjs';

const SIZES = [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1024, height: 768 }];

/**
 * Every word matching `text` against the shape matching `shape` in the same
 * group: the words that do not fit, and what was measured.
 */
function misfits(page, text, shape) {
  return page.evaluate(([textSel, shapeSel]) => {
    const bad = [];
    const seen = [];
    for (const t of document.querySelectorAll(textSel)) {
      const s = t.parentElement.querySelector(shapeSel);
      const r = t.getBoundingClientRect();
      if (!s || r.width === 0) continue;
      const words = t.textContent.trim();
      seen.push(words);
      const inv = s.getScreenCTM().inverse();
      const at = (x, y) => new DOMPoint(x, y).matrixTransform(inv);
      for (const f of [0.35, 0.55, 0.75]) {
        const y = r.top + r.height * f;
        for (const [side, x] of [['left', r.left], ['right', r.right]]) {
          const p = at(x, y);
          if (!s.isPointInFill(p)) bad.push(`"${words}" ${side} end outside its ${s.tagName} at ${(f * 100).toFixed(0)}% of its height`);
          else if (s.isPointInStroke(p)) bad.push(`"${words}" ${side} end on its ${s.tagName}'s outline at ${(f * 100).toFixed(0)}% of its height`);
        }
      }
    }
    return { bad: [...new Set(bad)], seen };
  }, [text, shape]);
}

/** Runs `check` at each size, the page turned to it, and gathers the words seen. */
async function atEverySize(page, check) {
  const seen = new Set();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { bad, seen: words } = await check();
    if (bad.length) throw new Error(`at ${size.width}x${size.height}: ${bad.slice(0, 6).join('; ')}`);
    words.forEach((w) => seen.add(w));
  }
  return [...seen];
}

const clock = {
  name: 'The End Is Nigh: the clock\'s hours sit inside their markers and the time or "Over" inside its centre, at phone and tablet sizes',
  viewport: SIZES[0],
  timeout: 120_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'human'], names: ['Ana', 'Ben'] });
    const centres = new Set();
    let hours = [];
    // The end, and the moves before it: midnight's two-figure hours, then "Over".
    for (const drop of [0, 2, 4]) {
      await openStoredRecord(page, id, 'the-end-is-nigh/v4-2p-seed2226-end.json', { drop });
      // Mid-game a curtain comes up first (two people play it).
      await page.locator('svg.nigh-face, [data-testid="curtain"]').first().waitFor({ state: 'attached', timeout: 20_000 });
      if (drop) {
        await liftCurtainIfUp(page);
        await settleForHuman(page);
      }
      hours = await atEverySize(page, () => misfits(page, '.nigh-mk text', 'circle:not(.nigh-now-ring), polygon:not(.nigh-now-ring)'));
      (await atEverySize(page, () => misfits(page, 'text.nigh-centre', 'circle.nigh-hub'))).forEach((w) => centres.add(w));
    }
    // Positive controls: the widest words were measured.
    for (const h of ['10', '11', '12']) if (!hours.includes(h)) throw new Error(`hour ${h} never measured: ${hours.join(' ')}`);
    if (!centres.has('Over') || ![...centres].some((c) => /^1\d:00$/.test(c))) throw new Error(`the centre read only ${[...centres].join(', ')}`);
    return `12 hours in their markers; the centre read ${[...centres].join(', ')}; at ${SIZES.map((s) => `${s.width}x${s.height}`).join(', ')}`;
  },
};

const barriers = {
  name: 'Extinction: each barrier\'s word sits inside its stone, at phone and tablet sizes',
  viewport: SIZES[0],
  timeout: 60_000,
  async run({ page, base }) {
    // Barriers come with the environment's changes: a game 260 moves in has some.
    const id = await startGame(page, base, { game: 'extinction', controllers: ['human', 'human'] });
    await openStoredRecord(page, id, 'extinction/v3-2p-12r-seed2238-end.json', { drop: 215 });
    await liftCurtainIfUp(page);
    await settleForHuman(page);
    const words = await atEverySize(page, () => misfits(page, 'text.exn-barrier-word', 'polygon.exn-barrier-stone'));
    if (!words.some((w) => w.length > 5)) throw new Error(`no long barrier word was measured: ${words.join(', ')}`);
    return `barrier words inside their stones: ${words.sort().join(', ')}`;
  },
};

const tabs = {
  name: 'Extinction Point: the count or value on each tab beside a building sits inside the tab, at phone and tablet sizes',
  viewport: SIZES[0],
  timeout: 60_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'extinction-point', controllers: ['human', 'human', 'human', 'human'] });
    await openStoredRecord(page, id, 'extinction-point/v4-4p-medium-seed101-110-moves.json');
    await liftCurtainIfUp(page);
    await settleForHuman(page);
    const words = await atEverySize(page, () => misfits(page, 'text.ep-tab-value', 'rect.ep-tab'));
    if (!words.length) throw new Error('no tab beside a building was measured');
    return `tabs measured: ${words.join(', ')}`;
  },
};

const start = {
  name: 'ExtracZon: START sits inside its dashed frame, at phone and tablet sizes',
  viewport: SIZES[0],
  timeout: 60_000,
  async run({ page, base }) {
    await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
    await settleForHuman(page);
    const words = await atEverySize(page, () => misfits(page, 'text.xz-start-text', 'rect.xz-start'));
    if (!words.includes('START')) throw new Error(`START was not measured (${words.join(', ')}): hidden on the map's overview?`);
    return `START inside its frame (${words.length} measured)`;
  },
};

export default [clock, barriers, tabs, start];
