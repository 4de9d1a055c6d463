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

/**
 * The move targets' dots that sit on a word of the map (an infected zone's
 * HP, a Fast Travel door's sign, START, a site's name), and how many targets
 * lie on a street tile with words on it.
 */
async function dotsOnWords(page) {
  return page.evaluate(() => {
    const map = document.querySelector('[data-testid="play"] svg.xz-map');
    if (!map) return { onWords: 0, onSites: 0, covered: [] };
    const words = [...map.querySelectorAll('text')].filter((t) => !t.closest('.xz-target') && t.checkVisibility() && t.textContent.trim());
    const boxes = words.map((t) => ({ text: t.textContent.trim(), r: t.getBoundingClientRect(), tile: /xz-infected-hp|xz-ft-door-icon|xz-start-text/.test(t.getAttribute('class') ?? '') }));
    const inside = (x, y, r) => x > r.left && x < r.right && y > r.top && y < r.bottom;
    let onWords = 0; // targets on a street tile with words
    let onSites = 0; // targets on a Site, whose name and HP are words too
    const covered = [];
    for (const target of map.querySelectorAll('.xz-target')) {
      const mark = target.querySelector('.xz-target-mark')?.getBoundingClientRect();
      const dot = target.querySelector('.xz-target-dot')?.getBoundingClientRect();
      if (!mark || !dot) continue;
      const within = boxes.filter((b) => inside(b.r.left + b.r.width / 2, b.r.top + b.r.height / 2, mark));
      if (within.some((b) => b.tile)) onWords += 1;
      if ((target.getAttribute('aria-label') ?? '').startsWith('Enter ')) onSites += 1;
      const [x, y] = [dot.left + dot.width / 2, dot.top + dot.height / 2];
      for (const b of within) if (inside(x, y, b.r)) covered.push(`"${b.text}" under the dot of ${target.getAttribute('aria-label') ?? 'a target'}`);
    }
    return { onWords, onSites, covered };
  });
}

/**
 * Every Site whose Zombie is present, with the words on it that the corner a
 * target's dot takes would cover, in the fonts this browser draws with. The
 * corner is src/games/extraczon/site_marks.rs's `corner_dot`: 2.4 units in
 * from the building's bottom-left (its block is drawn 1 unit inside), a
 * chosen dot 2.2 units across the radius. A game reaches only some Sites, so
 * all 24 are measured here on the first screen.
 */
async function siteCornersOnWords(page) {
  return page.evaluate(() => {
    const [INSET, BLOCK, R] = [2.4, 1.0, 2.2];
    const sites = [...document.querySelectorAll('[data-testid="play"] svg.xz-map .xz-site-present')];
    const covered = [];
    let words = 0;
    for (const site of sites) {
      const block = site.querySelector('.xz-site-block');
      const b = block.getBoundingClientRect();
      const unit = b.width / block.getBBox().width;
      const [x, y, r] = [b.left + (INSET - BLOCK) * unit, b.bottom - (INSET - BLOCK) * unit, R * unit];
      for (const t of site.querySelectorAll('text')) {
        if (!t.checkVisibility()) continue;
        const w = t.getBoundingClientRect();
        words += 1;
        const apart = x + r <= w.left || x - r >= w.right || y + r <= w.top || y - r >= w.bottom;
        if (!apart) covered.push(`"${t.textContent.trim()}" on the ${site.getAttribute('aria-label').split(',')[0]}`);
      }
    }
    return { sites: sites.length, words, covered };
  });
}

const targetDots = {
  name: "ExtracZon's move targets keep the map's words readable: no target's dot sits on an infected zone's HP, a door's sign, START or a Site's words",
  viewport: { width: 1024, height: 768 },
  timeout: 150_000,
  async run({ page, base }) {
    await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
    await waitForHumanTurn(page);
    const corners = await siteCornersOnWords(page);
    if (corners.covered.length) throw new Error(`a chosen target's dot would cover a Site's words: ${corners.covered.slice(0, 4).join('; ')}`);
    // Positive control: every Site was measured, each with a name and an HP.
    if (corners.sites !== 24 || corners.words < 48) throw new Error(`measured ${corners.words} words on ${corners.sites} Sites, not all 24`);
    const rng = seeded(11);
    let [checks, onWords, onSites] = [0, 0, 0];
    for (let move = 0; move < 120 && onWords < 6; move += 1) {
      await waitForHumanTurn(page);
      if (await page.locator(tid('end-screen')).count()) break;
      const seen = await dotsOnWords(page);
      if (seen.covered.length) throw new Error(`a target's dot covers the map's words: ${seen.covered.slice(0, 4).join('; ')}`);
      checks += 1;
      onWords += seen.onWords;
      onSites += seen.onSites;
      await playByTapping(page, { actions: 1, rng });
    }
    // Positive control: targets on street tiles with words were met and checked.
    if (!onWords) throw new Error(`in ${checks} turns' screens no target lay on a street tile with words: nothing was checked`);
    // Which Sites a game reaches is luck; tests/extraczon_site_marks.rs checks all 24.
    return `${corners.words} words on ${corners.sites} Sites clear of their dot's corner; ${onWords} targets on street tiles with words and ${onSites} on Sites, over ${checks} screens; every dot clear of the map's words`;
  },
};

export default [...SCREENS.map(({ name, viewport }) => ({
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
    // What a screen reader hears of each token: where it stands, in a sentence
    // ("on the street by the Mall", "inside the Mall"; it once said "at inside").
    const tokens = await page.evaluate(() => [...document.querySelectorAll('[data-testid="play"] svg.xz-map g.token[aria-label]')].map((t) => t.getAttribute('aria-label')));
    const odd = tokens.filter((l) => !/'s token (on the |inside the )\S/.test(l));
    if (tokens.length !== 3 || odd.length) throw new Error(`the tokens' labels: ${tokens.map((l) => `"${l}"`).join(', ')}`);
    // Positive control: cards are drawn in an encounter, with its token inside the Site.
    if (!tokens.some((l) => l.includes(' inside the '))) throw new Error(`no token was inside a Site while its cards were drawn: ${tokens.join('; ')}`);
    return `${words.length} words (map, and ${onCards} on ${cards} cards after ${moves} more moves), the smallest ${Math.min(...words.map((w) => w.px)).toFixed(1)} px`;
  },
})), targetDots];
