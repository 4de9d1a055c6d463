// Pieces that move glide from where they stood to where they go, so the
// table can follow a move, a bot's above all; with reduced motion asked for,
// they jump. Each test starts a watcher in the page that notes every move of
// a piece as it happens (window.__moves) and whether a slide is running on
// it at that moment:
// - ExtracZon's tokens (SVG, placed by a CSS transform with a transition):
//   a token whose label, which names its place, changes;
// - Extrication's workers (marks in the track's columns, slid by the Web
//   Animations API): a worker's mark that appears in another column than
//   the one it stood in;
// - Extinction Point's cards (slid into the trick by the Web Animations API):
//   a card that turns up in the trick, from the player's hand, a bot's seat
//   or the Mothership;
// - The End Is Nigh's exile markers (badges above the refugees, slid by the
//   Web Animations API): a marker that turns up above a refugee, from the
//   clock face (a vote) or the refugee it was moved off.
// And ExtracZon's dice: a roll's words wait until its dice have landed.

import { playUntilMoves, seeded, shieldGone, startGame, tid, waitForHumanTurn } from './lib/app.mjs';
import { dealSeed, nighTap } from './lib/nigh.mjs';

/** Taps The End Is Nigh's steps (see lib/nigh.mjs) until `enough` of the moves noted, the end, or 400 taps. */
async function nighUntilMoves(page, enough, rng) {
  for (let taps = 0; taps < 400; ) {
    const moves = await page.evaluate(() => window.__moves);
    if (enough(moves) || (await page.locator(tid('end-screen')).count())) return moves;
    if (await nighTap(page, rng)) taps += 1;
    else await page.waitForTimeout(100);
  }
  return page.evaluate(() => window.__moves);
}

/**
 * Gives the page's watchers their shared geometry (on window):
 * - `__twoFrames(f)`: runs `f` two frames on (a slide is measured and started
 *   just before the first);
 * - `__inside(el, x, y)`: whether the point lies on `el`'s box;
 * - `__slideFrom(el, placeAt)`: `{ glides, from }`, whether `el` is sliding and,
 *   if so, where from: `placeAt(x, y, x0, y0)` of the point the slide starts
 *   at (its box as laid out, the rectangle drawn less the slide's offset now,
 *   moved by the slide's first offset) and the one it lands on; or "outside
 *   its scroll box" when the box it starts as crosses the edge of the nearest
 *   ancestor that scrolls or clips (the slide would grow what that box
 *   scrolls over, and a scroll bar would flash).
 */
const installSlideReader = (page) =>
  page.evaluate(() => {
    window.__twoFrames = (f) => requestAnimationFrame(() => requestAnimationFrame(f));
    window.__inside = (el, x, y) => {
      const r = el?.getBoundingClientRect();
      return Boolean(r) && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    };
    const scrollBox = (el) => {
      for (let at = el.parentElement; at; at = at.parentElement) {
        const s = getComputedStyle(at);
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') return at.getBoundingClientRect();
      }
      return { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    };
    window.__slideFrom = (el, placeAt) => {
      const slide = el.getAnimations().find((a) => a.playState === 'running');
      if (!slide) return { glides: false, from: 'where it lies' };
      const m = new DOMMatrix(getComputedStyle(el).transform);
      const r = el.getBoundingClientRect();
      const [dx, dy] = (slide.effect.getKeyframes()[0].transform.match(/-?[0-9.]+/g) ?? [0, 0]).map(Number);
      const [x0, y0] = [r.left - m.e, r.top - m.f];
      const [x, y] = [x0 + dx, y0 + dy];
      const b = scrollBox(el);
      if (x < b.left - 1 || y < b.top - 1 || x + r.width > b.right + 1 || y + r.height > b.bottom + 1) return { glides: true, from: 'outside its scroll box' };
      return { glides: true, from: placeAt(x + 2, y + 2, x0 + 2, y0 + 2) };
    };
  });

/** Starts noting ExtracZon's token moves in the page (window.__moves). */
const watchTokens = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target;
        if (!el.classList?.contains('token') || r.oldValue === el.getAttribute('aria-label')) continue;
        const glide = el.getAnimations().find((a) => a.transitionProperty === 'transform' && a.playState === 'running');
        const place = (label) => label.replace(/^.*'s token /, '');
        window.__moves.push({ who: r.oldValue.replace(/'s token.*$/, ''), from: place(r.oldValue), to: place(el.getAttribute('aria-label')), glides: Boolean(glide) });
      }
    }).observe(document.querySelector('[data-testid="play"]'), { subtree: true, attributes: true, attributeFilter: ['aria-label'], attributeOldValue: true });
  });

/**
 * Starts noting Extrication's worker moves in the page (window.__moves): a
 * worker's mark that turns up in another location than the one it stood in
 * (entering from the start or leaving is not a move between locations).
 * Whether it slides is read two frames later, once the page's effects have run.
 */
const watchWorkers = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    const track = document.querySelector('[data-testid="xt-track"]');
    const where = () => {
      const at = new Map();
      [...track.children].forEach((li, i) => li.querySelectorAll('.xt-worker').forEach((w) => at.set(w.getAttribute('aria-label'), i + 1)));
      return at;
    };
    let before = where();
    new MutationObserver(() => {
      const now = where();
      for (const [who, to] of now) {
        const from = before.get(who);
        if (from === undefined || from === to) continue;
        const mark = [...track.children][to - 1].querySelector('.xt-worker');
        window.__twoFrames(() => {
          const glides = mark.getAnimations().some((a) => a.playState === 'running');
          window.__moves.push({ who: who.replace(/'s worker$/, ''), from: `location ${from}`, to: `location ${to}`, glides });
        });
      }
      before = now;
    }).observe(track, { subtree: true, childList: true });
  });

/**
 * Starts noting the cards that turn up in Extinction Point's trick
 * (window.__moves). A card is known by its `data-card`, so the same cards
 * drawn again (a chosen hand card turns the trick into one button) are not
 * new; an emptied trick starts afresh. Two frames later (a slide is measured
 * and started just before the first), it reads whether the card slides and
 * from where (`__slideFrom`): on the player's hand (the viewer's own card), on
 * the seat's badge in the players' list or at the board's edge on its side
 * (anyone else's), or on the Mothership (the Infiltrator's); never outside
 * the board's scroll box.
 */
const watchTrick = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    const play = document.querySelector('[data-testid="play"]');
    const cards = () => new Map([...play.querySelectorAll('[data-testid="ep-trick"] .ep-played')].map((el) => [el.dataset.card, el]));
    const inside = window.__inside;
    // A seat's badge lies outside the board (beside or under it), so its card
    // starts at the board's edge on the badge's side: either counts.
    const placeAt = (who) => (x, y, x0, y0) => {
      if (inside(document.querySelector('.ep-hand'), x, y)) return 'the hand';
      if (inside(document.querySelector('.ep-foe'), x, y)) return 'the Mothership';
      const badge = [...document.querySelectorAll('.seat-list .seat-badge')].find((b) => b.querySelector('.seat-name').textContent === who);
      const r = badge?.getBoundingClientRect();
      const side = (d, to) => Math.abs(d) < 2 || Math.sign(d) === Math.sign(to);
      const toward = r && Math.hypot(x - x0, y - y0) > 2 && side(x - x0, r.left - x0) && side(y - y0, r.top - y0);
      return inside(badge, x, y) || toward ? `${who}'s badge` : `(${Math.round(x)}, ${Math.round(y)})`;
    };
    let before = cards();
    new MutationObserver(() => {
      const now = cards();
      for (const [card, el] of now) {
        if (before.has(card)) continue;
        const who = el.querySelector('.seat-name, .ep-inf-badge')?.textContent ?? '?';
        const mine = document.querySelector('.ep-hand h2')?.textContent.startsWith(`Your hand, ${who}:`);
        const expected = who === 'Infiltrator' ? 'the Mothership' : mine ? 'the hand' : `${who}'s badge`;
        window.__twoFrames(() => {
          const { glides, from } = window.__slideFrom(el, placeAt(who));
          window.__moves.push({ who, from, to: `the trick (${card})`, glides, expected });
        });
      }
      before = now;
    }).observe(play, { subtree: true, childList: true });
  });

/**
 * Starts noting the exile markers that turn up above The End Is Nigh's
 * refugees (window.__moves), known by spot and number. Two frames later it
 * reads whether the badge slides and from where, as for the trick: a marker
 * above no refugee before must start on its own place on the clock face, one
 * above another refugee before on that refugee's markers. Who moved it is
 * read from the claims and votes ("Ana voted ... (marker 3).").
 */
const watchMarkers = (page) =>
  page.evaluate(() => {
    window.__moves = [];
    const play = document.querySelector('[data-testid="play"]');
    const spotOf = (el) => [...el.closest('.nigh-refugee').classList].find((c) => /^nigh-s[0-5]$/.test(c)).slice(6);
    // A badge's first words are its number (a red one's end in a hidden " (red)").
    const numberOf = (el) => el.firstChild.textContent.trim();
    const badges = () => new Map([...play.querySelectorAll('.nigh-refugee .nigh-badge')].map((el) => [`${spotOf(el)}:${numberOf(el)}`, el]));
    const inside = window.__inside;
    const placeAt = (marker) => (x, y) => {
      if (inside(play.querySelector(`.nigh-face [data-marker="${marker}"]`), x, y)) return 'the clock';
      const from = [0, 1, 2, 3, 4, 5].find((s) => inside(play.querySelector(`.nigh-s${s} .nigh-markers`), x, y));
      return from === undefined ? `(${Math.round(x)}, ${Math.round(y)})` : `refugee ${from}`;
    };
    let before = badges();
    new MutationObserver(() => {
      const now = badges();
      for (const [key, el] of now) {
        if (before.has(key)) continue;
        const marker = numberOf(el);
        const was = [...before.keys()].find((k) => k.endsWith(`:${marker}`));
        const expected = was ? `refugee ${was.split(':')[0]}` : 'the clock';
        window.__twoFrames(() => {
          const voted = new RegExp(`(\\S+) voted .*\\(marker ${marker}\\)`);
          const line = [...play.querySelectorAll('li')].map((li) => li.textContent.match(voted)).find(Boolean);
          const who = line ? line[1] : `marker ${marker}`;
          const { glides, from } = window.__slideFrom(el, placeAt(marker));
          window.__moves.push({ who, from, to: `refugee ${key.split(':')[0]} (marker ${marker})`, glides, expected });
        });
      }
      before = now;
    }).observe(play, { subtree: true, childList: true });
  });

/**
 * Plays `game` as a human against a bot with `watch` noting moves: at least
 * four, by `movers` different movers (both seats; Extinction Point's
 * Infiltrator too), must glide, from where the watcher expects if it can
 * tell; then, with reduced motion asked for, two more must jump.
 */
async function glidesThenJumps(page, base, game, watch, seed, { movers = 2, play = playUntilMoves } = {}) {
  await startGame(page, base, { game, controllers: ['human', 'bot-easy'], speed: 'fast' });
  await waitForHumanTurn(page);
  await installSlideReader(page);
  await watch(page);
  const moves = await play(page, (m) => m.length >= 4 && new Set(m.map((x) => x.who)).size >= movers, seeded(seed));
  const who = new Set(moves.map((m) => m.who));
  if (moves.length < 4 || who.size < movers) throw new Error(`in the play only these moves: ${JSON.stringify(moves)}`);
  const jumps = moves.filter((m) => !m.glides);
  if (jumps.length) throw new Error(`${jumps.length} of ${moves.length} moves jumped, e.g. ${jumps[0].who} from ${jumps[0].from} to ${jumps[0].to}`);
  // Where a watcher can tell where a slide starts, it must start where the piece was.
  const astray = moves.filter((m) => m.expected && m.from !== m.expected);
  if (astray.length) throw new Error(`${astray.length} of ${moves.length} glides started elsewhere, e.g. ${astray[0].who}'s from ${astray[0].from}, not ${astray[0].expected}`);

  // The same table with reduced motion: pieces still move, but jump.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watch(page);
  const still = await play(page, (m) => m.length >= 2, seeded(seed + 1));
  if (!still.length) throw new Error('nothing moved with reduced motion asked for');
  const glided = still.filter((m) => m.glides);
  if (glided.length) throw new Error(`with reduced motion ${glided.length} of ${still.length} moves glided`);
  return `${moves.length} moves glided (${[...who].join(', ')}), ${still.length} jumped with reduced motion`;
}

/**
 * The End Is Nigh's Mayor moves a marker: Ana keeps the Mayor (seed 0 offers
 * it), plays on by tapping, and as soon as she may use it moves a marker off
 * the first refugee offered onto the first refugee offered. The marker must
 * glide from the refugee it left.
 */
async function mayorMoveGlides(page, base) {
  const id = await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'bot-easy'], speed: 'fast' });
  await dealSeed(page, base, id, 0);
  await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the Mayor/ }).click();
  await installSlideReader(page);
  await watchMarkers(page);
  const rng = seeded(51);
  const first = (label) => page.locator(`.nigh-root [aria-label^="${label}"]`).first();
  for (let taps = 0; taps < 300; taps += 1) {
    const moved = (await page.evaluate(() => window.__moves)).filter((m) => m.expected.startsWith('refugee'));
    if (moved.length) {
      const [m] = moved;
      if (!m.glides || m.from !== m.expected) throw new Error(`the Mayor's marker ${m.to}: glides ${m.glides}, from ${m.from}, not ${m.expected}`);
      return `the Mayor's move glided from ${m.from} to ${m.to}`;
    }
    if (await page.locator(tid('end-screen')).count()) break;
    const use = page.locator(`${tid('step-dock')} button`, { hasText: /^Use the Mayor/ });
    if (await first('Move it onto').count()) await first('Move it onto').click();
    else if (await first('Move a marker off').count()) await first('Move a marker off').click();
    else if (await use.count()) await use.click();
    else if (!(await nighTap(page, rng))) await page.waitForTimeout(100);
  }
  throw new Error(`no Mayor's move was seen: ${JSON.stringify(await page.evaluate(() => window.__moves))}`);
}


/**
 * Taps ExtracZon's roll for the order of play (through the button's own
 * click, so no frame is missed) and samples every frame for 1.5 s: whether a
 * die is still in the first 500 ms of its tumble, and the roll's words and
 * their opacity.
 */
function rollAndSample(page) {
  return page.evaluate(() => new Promise((done) => {
    const button = [...document.querySelectorAll('[data-testid="step-dock"] button')].find((b) => /^Roll a red die/.test(b.textContent.trim()));
    if (!button) return done(null);
    const samples = [];
    const t0 = performance.now();
    const tick = () => {
      const tumbling = [...document.querySelectorAll('.die-rolling')].some((d) => d.getAnimations().some((a) => a.playState === 'running' && (a.currentTime ?? 0) < 500));
      const words = document.querySelector('.xz-roll-text');
      const seen = (selector) => {
        const el = document.querySelector(selector);
        return el ? Number(getComputedStyle(el).opacity) : null;
      };
      // What the roll decided, beside its words: the prompt, the next
      // step's buttons, the move's newest log line and the board's seats.
      const result = {
        prompt: seen('[data-testid="prompt"]'),
        dock: seen('[data-testid="step-dock"]'),
        log: seen('[data-testid="log"] li:last-child'),
        seats: seen('.xz-results'),
      };
      samples.push({ tumbling, text: words?.textContent ?? '', opacity: words ? Number(getComputedStyle(words).opacity) : null, result });
      if (performance.now() - t0 < 1500) requestAnimationFrame(tick);
      else done(samples);
    };
    button.click();
    requestAnimationFrame(tick);
  }));
}

/**
 * The roll's words ("Ana rolled 5 for turn order") gave the result away while
 * the dice still tumbled. They must be unseen while any die tumbles, and
 * shown once all have landed; with reduced motion the dice do not tumble
 * and the words show at once. The build before showed them from the first frame.
 */
async function rollWordsWaitForDice(page, base) {
  await startGame(page, base, { game: 'extraczon', controllers: ['human', 'human'] });
  await page.locator(`${tid('step-dock')} button`, { hasText: /^Roll a red die/ }).first().waitFor({ state: 'visible', timeout: 20_000 });
  const samples = await rollAndSample(page);
  if (!samples) throw new Error('no roll button for the first player');
  const rolledDuringTumble = samples.filter((x) => x.tumbling && /rolled/.test(x.text));
  if (!rolledDuringTumble.length) throw new Error(`the dice never tumbled with the new roll on screen: ${JSON.stringify(samples.slice(0, 5))}`);
  const seen = rolledDuringTumble.filter((x) => x.opacity > 0.1);
  if (seen.length) throw new Error(`"${seen[0].text}" could be read (opacity ${seen[0].opacity}) in ${seen.length} of ${rolledDuringTumble.length} frames while a die tumbled`);
  // The rest of the result waits too (before, the prompt, the log and the
  // next buttons showed it from the first frame).
  for (const part of ['prompt', 'dock', 'log', 'seats']) {
    const early = rolledDuringTumble.filter((x) => x.result[part] === null || x.result[part] > 0.1);
    if (early.length) throw new Error(`the ${part} showed the roll's result (opacity ${early[0].result[part]}) in ${early.length} of ${rolledDuringTumble.length} frames while a die tumbled`);
  }
  const last = samples.at(-1);
  if (!/rolled/.test(last.text) || last.opacity < 0.99) throw new Error(`1.5 s after the roll its words read "${last.text}" at opacity ${last.opacity}`);
  const faint = Object.entries(last.result).filter(([, o]) => o === null || o < 0.99);
  if (faint.length) throw new Error(`1.5 s after the roll these are still faint: ${JSON.stringify(faint)}`);

  // Reduced motion: the next player's roll, no tumble, the words at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await shieldGone(page);
  const still = await rollAndSample(page);
  if (!still) throw new Error('no roll button for the second player');
  const shown = still.find((x) => x.text !== last.text);
  if (!shown) throw new Error(`the second roll never showed: "${last.text}" stayed`);
  if (still.some((x) => x.tumbling)) throw new Error('with reduced motion asked for, the dice still tumbled');
  if (shown.opacity < 0.99) throw new Error(`with reduced motion the second roll's words came in at opacity ${shown.opacity}`);
  const hidden = Object.entries(shown.result).filter(([, o]) => o === null || o < 0.99);
  if (hidden.length) throw new Error(`with reduced motion the second roll's result came in faint: ${JSON.stringify(hidden)}`);
  return `${rolledDuringTumble.length} frames of tumbling with the words unseen, then "${last.text}"; reduced motion: "${shown.text}" at once`;
}

export default [
  {
    name: "ExtracZon: a roll's words and result (prompt, buttons, log, seats) show once its dice have landed, not while they tumble; with reduced motion at once",
    timeout: 60_000,
    run: ({ page, base }) => rollWordsWaitForDice(page, base),
  },
  {
    name: "ExtracZon: a token glides from its tile to the one it moves to, the player's and a bot's; with reduced motion it jumps",
    timeout: 180_000,
    run: ({ page, base }) => glidesThenJumps(page, base, 'extraczon', watchTokens, 11),
  },
  {
    name: "Extrication: a worker glides from the location it left to the one it moves to, the player's and a bot's; with reduced motion it jumps",
    timeout: 180_000,
    run: ({ page, base }) => glidesThenJumps(page, base, 'extrication', watchWorkers, 21),
  },
  {
    name: "Extinction Point: a card played into the trick glides in from the player's hand, the bot's seat or the Mothership; with reduced motion it jumps",
    timeout: 180_000,
    run: ({ page, base }) => glidesThenJumps(page, base, 'extinction-point', watchTrick, 31, { movers: 3 }),
  },
  {
    name: "The End Is Nigh: a voted exile marker glides from the clock face to its refugee, the player's and the bot's; with reduced motion it jumps",
    timeout: 240_000,
    run: ({ page, base }) => glidesThenJumps(page, base, 'the-end-is-nigh', watchMarkers, 41, { play: nighUntilMoves }),
  },
  {
    name: "The End Is Nigh: a marker the Mayor moves glides from the refugee it leaves to the one it goes to",
    timeout: 180_000,
    run: ({ page, base }) => mayorMoveGlides(page, base),
  },
];
