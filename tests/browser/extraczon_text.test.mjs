// ExtracZon's board and cards are legible and quiet: every word drawn on the
// map or a card reads at 10 CSS px or more on a tablet and on a phone, and
// every word on the map is inside a labelled picture or hidden from screen
// readers (a screen reader hears the buildings, not "START" and "8" a dozen times).

import { playByTapping, seeded, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

const MIN_PX = 10;

/** Each shown <text> of the map and the cards, with its size on screen in CSS px. */
async function drawnWords(page) {
  return page.evaluate(() => {
    const found = [];
    for (const svg of document.querySelectorAll('[data-testid="play"] svg.xz-map, [data-testid="play"] svg.xz-card')) {
      const box = svg.getBoundingClientRect();
      for (const t of svg.querySelectorAll('text')) {
        const r = t.getBoundingClientRect();
        if (!t.checkVisibility({ visibilityProperty: true }) || r.width === 0) continue;
        // The zoomed map shows a window: words outside it are not on screen.
        if (r.right < box.left || r.left > box.right || r.bottom < box.top || r.top > box.bottom) continue;
        found.push({
          text: t.textContent,
          px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
          spoken: !t.closest('[aria-hidden="true"], [role="img"], [role="button"]'),
        });
      }
    }
    return found;
  });
}

const SCREENS = [
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

export default SCREENS.map(({ name, viewport }) => ({
  name: `board and card words are 10 px or more and never loose on a ${name} (${viewport.width}x${viewport.height})`,
  viewport,
  timeout: 150_000,
  async run({ page, base }) {
    await startGame(page, base, { controllers: ['human', 'bot-normal', 'bot-easy'], speed: 'instant' });
    await waitForHumanTurn(page);
    await playByTapping(page, { actions: 12, rng: seeded(7) });
    await waitForHumanTurn(page);
    // On to an encounter, so the cards are measured too: play on (a rematch
    // if the game ends) until cards are drawn; none in 150 moves fails.
    const rng = seeded(8);
    let moves = 0;
    while (!(await page.locator('svg.xz-card').count())) {
      if (moves >= 150) throw new Error(`no card was drawn in ${moves} moves: the cards' words were never measured`);
      if (await page.locator(tid('end-screen')).count()) {
        await page.locator(tid('rematch')).click();
        await waitForScreen(page, 'play');
      }
      await playByTapping(page, { actions: 1, rng });
      await waitForHumanTurn(page);
      moves += 1;
    }
    const words = await drawnWords(page);
    if (words.length < 20) throw new Error(`only ${words.length} words drawn: is the map shown?`);
    const small = words.filter((w) => w.px < MIN_PX - 0.05);
    if (small.length) throw new Error(`${small.length} words under ${MIN_PX} px: ${small.slice(0, 8).map((w) => `"${w.text}" ${w.px.toFixed(1)} px`).join(', ')}`);
    const loose = words.filter((w) => w.spoken);
    if (loose.length) throw new Error(`words a screen reader reads outside any labelled picture: ${loose.map((w) => `"${w.text}"`).join(', ')}`);
    const cards = await page.locator('svg.xz-card').count();
    const onCards = await page.evaluate(() => [...document.querySelectorAll('[data-testid="play"] svg.xz-card text')].filter((t) => t.checkVisibility() && t.getBoundingClientRect().width > 0).length);
    if (!onCards) throw new Error(`${cards} cards are shown but no word on them was measured`);
    return `${words.length} words (map, and ${onCards} on ${cards} cards after ${moves} more moves), the smallest ${Math.min(...words.map((w) => w.px)).toFixed(1)} px`;
  },
}));
