// Extinction in the browser:
// (1) a person plays a whole short game (3 rounds) by tapping against a bot
//     at 1024x768, 390x844 and 768x1024: every board control is 44 px and
//     named, the whole map is in view on a tablet either way up,
//     every word drawn on the map and the spinner reads at 10 CSS px or
//     more, the keyboard places the first founder, and the end screen ranks
//     the species;
// (2) four bots play a whole game to the end screen;
// (3) two humans at one tablet: at every hand-over the whole DOM is read
//     behind the curtain and once the next player lifts it, and it never
//     holds the other seat's gene cards (its Predator type only once the
//     log announced it); between hand-overs the screen stays the holder's;
// (4) on a phone, the whole-island view fits the screen and a tap on it
//     zooms back in there; in the whole game the close-up keeps a tappable
//     hex in view;
// (5) the play screen passes axe in founding, and again with gene cards on
//     the board and a two-tap choice open;
// (6) the hexes the last move changed, the player's or a bot's, are ringed
//     (and say so to a screen reader), and only those;
// (7) a stored game in which three species died out ends with each one's
//     round on the end screen and in its panel, never a turn number.
// Any console error fails a test (run.mjs watches the page).

import { createRequire } from 'node:module';
import { boardControlProblems, hideLastLookIfShown, openStoredRecord, playByTapping, seeded, startGame, tapClear, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';
import { bannerProblems } from './lib/layout.mjs';

const GAME = 'extinction';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const startExn = (page, base, controllers, rounds = '3 rounds') =>
  startGame(page, base, { game: GAME, controllers, options: { 'option-rounds': rounds } });

/** One tap for a human: a legal hex or one of the board's buttons, at random (Cancel rarely). */
async function exnTap(page, rng, avoid = null) {
  const options = await page.evaluate(() => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    // The phone's whole-island toggle is not a move (its own test below looks at it).
    // The step's buttons are in the shell's dock, outside the board.
    const all = [...document.querySelectorAll('.exn-root [data-legal="true"], .exn-btn:not([data-testid="exn-zoom"])')].filter(
      (e) => e.checkVisibility() && !e.disabled,
    );
    return all.map((e, i) => {
      e.setAttribute('data-tap-key', `k${i}`);
      return { key: `k${i}`, text: (e.getAttribute('aria-label') || e.innerText || '').trim() };
    });
  });
  // `avoid`: buttons this player never presses (a species that must stay unannounced).
  const pool = avoid ? options.filter((o) => !avoid.test(o.text)) : options;
  if (!pool.length) return false;
  let pick = pool[Math.floor(rng() * pool.length)];
  if (/^Cancel/.test(pick.text) && pool.length > 1 && rng() < 0.8) pick = pool.find((o) => !/^Cancel/.test(o.text));
  await tapClear(page, page.locator(`[data-tap-key="${pick.key}"]`)).catch(() => {});
  await page.waitForTimeout(30);
  return true;
}

/** Shown board controls that are under 44 px, unnamed, or legal without being a button. */
const controlProblems = (page) => boardControlProblems(page, ':is(.exn-root, #step-dock)', { summaries: true });

/** Each <text> of the map and the spinner with its size on screen in CSS px, and whether it is outside any labelled picture. */
async function smallOrLooseWords(page) {
  return page.evaluate(() => {
    const found = [];
    for (const svg of document.querySelectorAll('.exn-root svg.exn-map, .exn-root svg.exn-wheel')) {
      for (const t of svg.querySelectorAll('text')) {
        const r = t.getBoundingClientRect();
        if (!t.checkVisibility({ visibilityProperty: true }) || r.width === 0) continue;
        found.push({
          text: t.textContent,
          // The spinner's numbers turn with the wheel: the scale is the length
          // of the transform's x axis, whatever its angle.
          px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b),
          spoken: !t.closest('[aria-hidden="true"], [role="img"], [role="button"]'),
        });
      }
    }
    return found;
  });
}

async function checkWords(page) {
  // On a phone the board shows one part at a time: the spinner's words are
  // read on the species part, then the island comes back.
  let words = await smallOrLooseWords(page);
  const species = page.locator(tid('exn-tab-exn-show-species'));
  if (await species.isVisible()) {
    await species.click();
    const spinner = await smallOrLooseWords(page); // the map is hidden there
    if (!spinner.length) throw new Error('the species part shows no spinner words');
    words = words.concat(spinner);
    await page.locator(tid('exn-tab-exn-show-island')).click();
  }
  if (words.length < 90) throw new Error(`only ${words.length} words drawn: is the map shown?`);
  const small = words.filter((w) => w.px < 9.95);
  if (small.length) throw new Error(`${small.length} words under 10 px: ${small.slice(0, 8).map((w) => `"${w.text}" ${w.px.toFixed(1)} px`).join(', ')}`);
  const loose = words.filter((w) => w.spoken);
  if (loose.length) throw new Error(`words outside any labelled picture: ${loose.slice(0, 8).map((w) => `"${w.text}"`).join(', ')}`);
  return Math.min(...words.map((w) => w.px));
}

/** The end screen ranks the species and tells the count. */
async function checkEnd(page) {
  const text = (await page.locator(tid('end-screen')).innerText()).trim();
  for (const words of ['Place', 'Score', 'How it was decided']) {
    if (!text.includes(words)) throw new Error(`the end screen does not show "${words}": ${text.slice(0, 400)}`);
  }
  return (await page.locator(tid('headline')).innerText()).trim();
}

/**
 * On a map larger than its box (a phone), a problem when hexes may be tapped
 * and none of them is wholly in view, across and down: the close-up pans to
 * one when they change. Down too since 6 Dec 2026: at 375x667 the box is 120
 * px tall while the panel holds a step's buttons, and a species' cubes two
 * rows down were cut by its lower edge. When no hex may be tapped, a chosen
 * one must show (since the same day, later): the panel asks how many go on
 * it, and its Put buttons had pushed it out below the box.
 */
async function targetsOutOfView(page) {
  return page.evaluate(() => {
    const wrap = document.querySelector('.exn-map-wrap');
    if (!wrap || !wrap.checkVisibility()) return [];
    if (wrap.scrollWidth <= wrap.clientWidth && wrap.scrollHeight <= wrap.clientHeight) return [];
    const box = wrap.getBoundingClientRect();
    const boxes = (selector) => [...wrap.querySelectorAll(selector)].map((e) => e.getBoundingClientRect());
    const legal = boxes('[data-legal="true"]');
    // A chosen hex counts while the panel asks something of it (not on a bot's turn, whose picks the view does not chase).
    const asking = [...document.querySelectorAll('.exn-btn:not([data-testid="exn-zoom"])')].some((e) => e.checkVisibility());
    const [targets, what] = legal.length ? [legal, 'may be tapped'] : asking ? [boxes('.exn-tile-chosen'), 'are chosen'] : [[], ''];
    const whole = (r) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    if (!targets.length || targets.some(whole)) return [];
    const prompt = document.querySelector('[data-testid="prompt"]')?.innerText.slice(0, 60);
    return [`${targets.length} hexes ${what} and none is wholly in the map's ${Math.round(box.width)}x${Math.round(box.height)} px view (scrolled ${wrap.scrollLeft}, ${wrap.scrollTop} px) at "${prompt}"`];
  });
}

/** The map's box: how far it scrolls sideways, and its live targets. */
const mapWindow = (page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.exn-map-wrap');
    return {
      overflow: wrap.scrollWidth - wrap.clientWidth,
      left: wrap.scrollLeft,
      live: wrap.querySelectorAll('[data-legal="true"]').length,
      outlined: wrap.querySelectorAll('.exn-tile-legal').length,
      words: [...wrap.querySelectorAll('svg.exn-map text')].filter((t) => t.checkVisibility()).length,
    };
  });

/** Taps the whole island at a share of its width; the close-up comes back centred there. */
async function zoomInAt(page, share) {
  const box = await page.locator('.exn-map-wrap').boundingBox();
  await page.mouse.click(box.x + box.width * share, box.y + box.height / 2);
  await page.waitForFunction(() => document.querySelector('.exn-map-wrap [data-legal="true"]'), null, { timeout: 5_000 });
  return mapWindow(page);
}

const phoneWindow = {
  name: 'on a phone the whole island fits the screen as a picture, a tap on it comes back to a close-up of that side, and turned to landscape the way back stays',
  viewport: { width: 390, height: 844 },
  timeout: 60_000,
  async run({ page, base }) {
    await startExn(page, base, ['human', 'bot-easy']);
    await page.locator('.exn-map [data-legal="true"]').first().waitFor({ state: 'visible', timeout: 20_000 });
    const close = await mapWindow(page);
    if (close.overflow <= 0) throw new Error('the close-up does not scroll sideways on a phone');
    const toggle = page.locator(tid('exn-zoom'));
    if ((await toggle.innerText()).trim() !== 'Whole island') throw new Error(`the toggle says "${await toggle.innerText()}"`);
    await toggle.click();
    const whole = await mapWindow(page);
    if (whole.overflow > 1) throw new Error(`the whole island still scrolls ${whole.overflow} px`);
    if (whole.live) throw new Error(`${whole.live} hexes are live targets on the whole island, too small to tap`);
    if (!whole.outlined) throw new Error('the whole island does not outline the hexes that may be tapped');
    if (whole.words) throw new Error(`${whole.words} words are drawn on the whole island, under 10 px`);
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') throw new Error('the toggle is not marked pressed');
    const right = await zoomInAt(page, 0.9);
    if (right.left < right.overflow / 2) throw new Error(`a tap on the island's right side scrolled only ${right.left} of ${right.overflow} px`);
    await toggle.click();
    const left = await zoomInAt(page, 0.1);
    if (left.left > left.overflow / 2) throw new Error(`a tap on the island's left side scrolled to ${left.left} of ${left.overflow} px`);
    const problems = await controlProblems(page);
    if (problems.length) throw new Error(problems.join('\n'));
    // Turned to landscape (wider than the phone layout) with the whole island up: the way back still shows.
    await toggle.click();
    await page.setViewportSize({ width: 844, height: 390 });
    if (!(await toggle.isVisible())) throw new Error('turned to landscape with the whole island up, the Close-up button is hidden');
    await toggle.click();
    if (!(await mapWindow(page)).live) throw new Error('the close-up after landscape has no live targets');
    return `close-up scrolls ${close.overflow} px; whole island fits with ${whole.outlined} outlined pictures; taps at 90 % and 10 % scrolled to ${right.left} and ${left.left} px`;
  },
};

/**
 * On a phone's dock a count's verb and its numbers share one line: at 360 px
 * "Put" and its six numbers were 1.5 px too wide until 6 Dec 2026, and the
 * numbers took a line of their own (the dock 130 px tall, not 106).
 */
const countRowOnOneLine = {
  name: "from 360 to 414 px a count's verb and its six numbers share one line in the dock",
  viewport: { width: 360, height: 800 },
  touch: true,
  async run({ page, base }) {
    await startExn(page, base, ['human', 'bot-easy']);
    const hex = page.locator('.exn-map [data-legal="true"]').first();
    await hex.waitFor({ state: 'visible', timeout: 20_000 });
    await tapClear(page, hex);
    await page.getByRole('button', { name: /^Put 1\b/ }).waitFor({ state: 'visible', timeout: 10_000 });
    const seen = [];
    const problems = [];
    for (const width of [360, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      const row = await page.evaluate(() => {
        const row = document.querySelector('[data-testid="exn-actions"] .exn-count-row');
        const parts = [row.querySelector('.exn-count-verb'), ...row.querySelectorAll('button')].map((e) => e.getBoundingClientRect());
        return { numbers: parts.length - 1, lines: new Set(parts.map((r) => Math.round((r.top + r.bottom) / 2))).size, least: Math.min(...parts.slice(1).map((r) => r.width)) };
      });
      // Positive control: the six numbers of a founding are there to measure.
      if (row.numbers !== 6) problems.push(`${width} px: ${row.numbers} numbers beside Put, not 6`);
      if (row.lines !== 1) problems.push(`${width} px: Put and its numbers lie on ${row.lines} lines`);
      if (row.least < 44) problems.push(`${width} px: a number is ${row.least} px wide`);
      seen.push(`${width}: ${row.lines} line(s)`);
    }
    if (problems.length) throw new Error(`${problems.join('\n')}\n(${seen.join(', ')})`);
    return seen.join(', ');
  },
};

const wholeGame = (width, height, seed) => ({
  name: `a person plays a whole 3-round game by tapping at ${width}x${height}: controls 44 px and named, map words 10 px or more${width >= 768 ? ', the whole map in view' : ''}, the keyboard places a founder`,
  viewport: { width, height },
  timeout: 420_000,
  async run({ page, base }) {
    await startExn(page, base, ['human', 'bot-easy']);
    // Keyboard first: Enter on a legal hex picks it, Enter on "Put 1" places a cube.
    const hex = page.locator('.exn-map [data-legal="true"]').first();
    await hex.waitFor({ state: 'visible', timeout: 20_000 });
    await hex.focus();
    await page.keyboard.press('Enter');
    const put = page.getByRole('button', { name: /^Put 1\b/ });
    await put.waitFor({ state: 'visible', timeout: 10_000 });
    await put.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /puts 1 on/.test(document.querySelector('[data-testid="log"]')?.innerText ?? ''), null, { timeout: 10_000 });
    if (width >= 768) {
      // On a tablet, either way up, the whole island is in view without scrolling.
      const box = await page.locator('svg.exn-map').boundingBox();
      if (box.y < 0 || box.x < 0 || box.y + box.height > height + 0.5 || box.x + box.width > width + 0.5) {
        throw new Error(`the map does not fit the ${width}x${height} screen: ${JSON.stringify(box)}`);
      }
    }
    const smallest = [await checkWords(page)];
    const rng = seeded(seed);
    let taps = 0;
    let checks = 0;
    let genesChecked = false;
    while (!(await page.locator(tid('end-screen')).count())) {
      if (taps > 3000) throw new Error(`no end screen after ${taps} taps`);
      // Every tap for the map's view (one look, and a cut-off target may last a single step), every tenth for the controls.
      const hidden = await targetsOutOfView(page);
      if (hidden.length) throw new Error(`after ${taps} taps ${hidden[0]}`);
      if (taps % 10 === 0) {
        const problems = await controlProblems(page);
        checks += 1;
        if (problems.length) throw new Error(`${problems.length} controls fall short:\n${problems.slice(0, 10).join('\n')}`);
      }
      if (!genesChecked && (await page.locator(tid('exn-own-genes')).count())) {
        genesChecked = true;
        smallest.push(await checkWords(page));
      }
      if (await exnTap(page, rng)) taps += 1;
      else await page.waitForTimeout(100);
    }
    const headline = await checkEnd(page);
    return `${taps} taps to "${headline}"; controls checked ${checks} times; smallest map word ${Math.min(...smallest).toFixed(1)} px`;
  },
});

// ---- Secrecy between two humans ----

/** The holder's own gene cards as shown in their panel: seat and "Deck: card" lines. */
async function ownGenes(page) {
  const box = page.locator(tid('exn-own-genes'));
  if (!(await box.count())) return null;
  const seat = Number(await box.getAttribute('data-secret'));
  // Each row's card words (a row may also hold its "Change" button).
  const lines = await box.locator('.exn-gene-text').evaluateAll((els) => els.map((e) => e.textContent.trim()));
  return { seat, lines };
}

/**
 * The card words of a "Deck: card" line, and whether it is the Predator
 * card: its words ("strong predator") are on two cards, so the holder may
 * hold the same, and they become public when the species announces them.
 */
const secretWords = (line) => ({ line, words: line.slice(line.indexOf(':') + 1).trim(), predator: line.startsWith('Predator:') });

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A log line that makes a species' predator type public: "Ana hunts as a strong predator: …". */
const ANNOUNCED = /^(.+) hunts as an? (\w+) predator:/;

/**
 * What of `others` (each another seat's name and card words) the whole page
 * holds, and any other seat's secret element. A Predator card's words are
 * looked for outside the viewer's own genes box (the viewer may hold the
 * same type) and outside the log's announcements, and are not secret once
 * that seat announced that type; a rival's panel may say how it hunts only
 * after the log announced it.
 */
async function leaks(page, me, others, myName = null) {
  const html = await page.evaluate((myName) => {
    const root = document.documentElement.cloneNode(true);
    root.querySelectorAll('style, script').forEach((e) => e.remove());
    const secrets = [...root.querySelectorAll('[data-secret]')].map((e) => e.getAttribute('data-secret'));
    // A rival's card the viewer knows, as it drew one the viewer had put
    // under its deck: checked below against that rival's card, then set aside.
    const remembered = [...root.querySelectorAll('[data-testid="exn-remembered-held"]')].map((e) => {
      const name = e.closest('.exn-panel').getAttribute('aria-label').replace(/'s species$/, '');
      const lines = [...e.querySelectorAll('li')].map((li) => li.textContent.trim());
      e.remove();
      return { name, lines };
    });
    const whole = root.outerHTML;
    const text = root.textContent;
    const lines = [...root.querySelectorAll('[data-testid="log"] li')];
    const announced = lines.map((e) => e.textContent).filter((l) => / hunts as an? \w+ predator:/.test(l));
    lines.filter((e) => / hunts as an? \w+ predator:/.test(e.textContent)).forEach((e) => e.remove());
    // The viewer's own lines (their genes dealt, their changes) name their own
    // cards, which may be of the same Predator type as another seat's.
    if (myName) lines.filter((e) => e.textContent.startsWith(`${myName} `)).forEach((e) => e.remove());
    root.querySelectorAll('[data-testid="exn-own-genes"]').forEach((e) => e.remove());
    const panels = [...root.querySelectorAll('.exn-species .exn-panel')].map((p) => ({
      name: p.getAttribute('aria-label').replace(/'s species$/, ''),
      // Line by line: the panel's lines run together in textContent ("Hunts as: strongShowed a defence…").
      hunts: [...p.querySelectorAll('li, p')].map((e) => e.textContent.match(/^Hunts as: (\w+)$/)?.[1]).find(Boolean) ?? null,
      rates: [...p.querySelectorAll('li')].map((e) => e.textContent.match(/^Its newborns fit a rate of (.+)$/)?.[1]).find(Boolean) ?? null,
      mobility: [...p.querySelectorAll('li')].map((e) => e.textContent.match(/^Spent \d+ mobility in one migration: its mobility is (.+)$/)?.[1]).find(Boolean) ?? null,
    }));
    return { whole, text, rest: root.outerHTML, restText: root.textContent, secrets, announced, panels, remembered };
  }, myName);
  const problems = html.secrets.filter((s) => s !== String(me)).map((s) => `seat ${s}'s secret element`);
  for (const { name, lines } of html.remembered) {
    const held = others.find((o) => o.name === name)?.cards.map((c) => c.line);
    for (const line of lines) if (held && !held.includes(line)) problems.push(`${name}'s remembered card "${line}" is not the one it holds`);
  }
  const said = (name, type) => html.announced.some((l) => l.match(ANNOUNCED)?.[1] === name && l.match(ANNOUNCED)?.[2] === type);
  let predatorsHidden = 0;
  for (const { name, cards } of others) {
    for (const { words, predator } of cards) {
      const re = new RegExp(`${escape(words)}(?![\\w,])`);
      if (!predator) {
        if (re.test(html.whole) || re.test(html.text)) problems.push(`${name}'s card "${words}"`);
        continue;
      }
      if (said(name, words.replace(/ predator$/, ''))) continue;
      predatorsHidden += 1;
      if (re.test(html.rest) || re.test(html.restText)) problems.push(`${name}'s unannounced Predator card "${words}"`);
    }
  }
  let rivalRates = 0;
  for (const p of html.panels) {
    const rate = others.find((o) => o.name === p.name)?.cards.find((c) => c.line.startsWith('Reproduction:'))?.words.match(/rate (\d\.\d)$/)?.[1];
    if (!p.rates || !rate) continue;
    rivalRates += 1;
    if (!ratesRead(p.rates).includes(Number(rate))) problems.push(`${p.name}'s panel says its newborns fit a rate of ${p.rates}, but its card's rate is ${rate}`);
  }
  let rivalMobility = 0;
  for (const p of html.panels) {
    const card = others.find((o) => o.name === p.name)?.cards.find((c) => c.line.startsWith('Habitat & Mobility:'))?.words;
    if (!p.mobility || !card) continue;
    rivalMobility += 1;
    const mobility = card.match(/^mobility (\d+),/)?.[1] ?? '0';
    if (!p.mobility.split(/, | or /).includes(mobility)) problems.push(`${p.name}'s panel says its mobility is ${p.mobility}, but its card is "${card}"`);
  }
  let rivalHunts = 0;
  for (const p of html.panels) {
    if (!p.hunts) continue;
    if (!said(p.name, p.hunts)) problems.push(`${p.name}'s panel says it hunts as ${p.hunts}, never announced in the log`);
    if (others.some((o) => o.name === p.name)) rivalHunts += 1;
  }
  return Object.assign(problems, { predatorsHidden, rivalHunts, rivalRates, rivalMobility, announced: html.announced.length });
}

/** The rates a panel's "Its newborns fit a rate of …" names: "0.9 to 1.1", "0.6 to 0.8, 1.0 or 1.2", "1.6". */
function ratesRead(words) {
  return words.split(/, | or /).flatMap((part) => {
    const [from, to] = part.split(' to ').map((r) => Math.round(Number(r) * 10));
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => (from + i) / 10);
  });
}

/** The player the curtain hands the tablet to ("I am Ana: show my game"). */
async function curtainName(page) {
  const label = (await page.locator(tid('curtain-ready')).innerText()).trim();
  const m = label.match(/^I am (.+): show my game$/);
  if (!m) throw new Error(`the curtain's button says "${label}"`);
  return m[1];
}

/**
 * Whose screen this is: the species panels list the viewer's own first, and
 * once the genes are dealt the viewer's box names them and carries their
 * seat. Also every seat that has a secret element on the page.
 */
const screenOf = (page) =>
  page.evaluate(() => ({
    // Nobody's screen while the curtain is up or the game is over: nothing to compare.
    settled: !document.querySelector('[data-testid="curtain"], [data-testid="end-screen"]'),
    first: document.querySelector('.exn-species .exn-panel')?.getAttribute('aria-label')?.replace(/'s species$/, '') ?? null,
    genesFor: document.querySelector('[data-testid="exn-own-genes"] h3')?.textContent.match(/only for (.+)\)$/)?.[1] ?? null,
    secrets: [...document.querySelectorAll('[data-secret]')].map((e) => e.getAttribute('data-secret')),
  }));

/**
 * Whether the screen belongs to someone other than `holder` (the name on the
 * last curtain lifted, or null before the first) or to `seat` (holder's seat
 * number once known): a problem in words, or null.
 */
function notTheHolders(screen, holder, seat) {
  if (!screen.settled) return null;
  if (holder === null) return screen.secrets.length || screen.first ? `a board (${screen.first ?? 'secrets'}) before any curtain was lifted` : null;
  if (screen.first !== holder) return `the first species panel is ${screen.first}'s, not the holder ${holder}'s`;
  if (screen.genesFor !== null && screen.genesFor !== holder) return `the genes box is ${screen.genesFor}'s, not the holder ${holder}'s`;
  const foreign = screen.secrets.filter((s) => seat !== undefined && s !== String(seat));
  if (foreign.length) return `seat ${foreign[0]}'s secret element, but ${holder} holds seat ${seat}`;
  return null;
}

async function secretGame(page, base, seed) {
  // Six rounds: in three, the first announcement could come too late for any
  // hand-over after it to show it.
  await startExn(page, base, ['human', 'human'], '6 rounds');
  const rng = seeded(seed);
  const cards = new Map(); // seat -> its name and current card words, as last seen on its own screen
  const others = (me) => [...cards.entries()].filter(([s]) => s !== me).map(([, c]) => c);
  let predatorChecks = 0; // hand-overs that looked for another seat's unannounced Predator card
  let announcements = 0;
  let rivalHunts = 0; // hand-overs where a rival's panel said how it hunts (checked against the log)
  let rivalRates = 0; // hand-overs where a rival's panel said what its newborns fit (checked against its card)
  let rivalMobility = 0; // hand-overs where a rival's panel said what its migrations showed (checked against its card)
  const announcedBy = new Set();
  let handovers = 0;
  let lastLooks = 0;
  let withGenes = 0;
  let taps = 0;
  let holder = null; // the name on the last curtain lifted
  const seatOf = new Map(); // name -> seat number, from their own genes box
  while (!(await page.locator(tid('end-screen')).count())) {
    if (taps > 3000) throw new Error(`no end screen after ${taps} taps`);
    if (await page.locator(tid('last-look')).isVisible().catch(() => false)) {
      // The move that ended the turn drew a card: its player's own screen
      // still, with the card, until they hide it.
      const own = await ownGenes(page);
      if (own) cards.set(own.seat, { name: holder, cards: own.lines.map(secretWords) });
      const shown = await leaks(page, own?.seat ?? null, others(own?.seat), holder);
      if (shown.length) throw new Error(`on ${holder}'s last look (after hand-over ${handovers}): ${shown.join('; ')}`);
      await hideLastLookIfShown(page);
      lastLooks += 1;
      continue;
    }
    if (await page.locator(tid('curtain')).isVisible().catch(() => false)) {
      const behind = await leaks(page, null, [...cards.values()]);
      if (behind.length) throw new Error(`behind the curtain (hand-over ${handovers + 1}): ${behind.join('; ')}`);
      holder = await curtainName(page);
      await page.locator(tid('curtain-ready')).click();
      await page.locator(tid('curtain')).waitFor({ state: 'hidden', timeout: 10_000 });
      handovers += 1;
      const lifted = notTheHolders(await screenOf(page), holder, seatOf.get(holder));
      if (lifted) throw new Error(`hand-over ${handovers}: the curtain called ${holder}, but ${lifted}`);
      const own = await ownGenes(page);
      if (own) seatOf.set(holder, own.seat);
      const me = own?.seat ?? null;
      if (own) {
        cards.set(own.seat, { name: holder, cards: own.lines.map(secretWords) });
        const shown = await leaks(page, own.seat, others(own.seat), holder);
        if (shown.length) throw new Error(`on seat ${own.seat}'s screen (hand-over ${handovers}): ${shown.join('; ')}`);
        if (others(own.seat).length) withGenes += 1;
        if (shown.predatorsHidden) predatorChecks += 1;
        announcements = shown.announced;
        if (shown.rivalHunts) rivalHunts += 1;
        if (shown.rivalRates) rivalRates += 1;
        if (shown.rivalMobility) rivalMobility += 1;
      } else if (me === null && cards.size) {
        throw new Error('after the deal, a screen without its own gene cards');
      }
      continue;
    }
    // Between hand-overs the screen stays with whoever lifted the curtain.
    const switched = notTheHolders(await screenOf(page), holder, seatOf.get(holder));
    if (switched) throw new Error(`after hand-over ${handovers}, without a curtain: ${switched}`);
    // Cards change within a turn (change genes): keep the holder's latest.
    const own = await ownGenes(page);
    if (own) cards.set(own.seat, { name: holder, cards: own.lines.map(secretWords) });
    // The first species that may announce its hunter does, and again
    // whenever it may (a changed Predator card takes the announcement back),
    // so the check sees a Predator type made public (random taps seldom
    // press it); the other never does, so its unannounced card is checked
    // too (with Announce offered at every competition, both announcing left
    // no hand-over with an unannounced card).
    const announce = page.getByRole('button', { name: 'Announce my predator type' });
    const announcer = announcedBy.size ? [...announcedBy][0] : holder;
    // Once a species announced, neither taps what would undo the two cases:
    // the other never announces, the announcer never changes its Predator card.
    const never = !announcedBy.size ? null : holder === announcer ? /^Change Predator/ : /^Announce my predator type/;
    if (holder === announcer && (await announce.isVisible().catch(() => false))) {
      announcedBy.add(holder);
      await announce.click();
      taps += 1;
    } else if (await exnTap(page, rng, never)) taps += 1;
    else await page.waitForTimeout(100);
  }
  if (withGenes < 2) throw new Error(`only ${withGenes} hand-overs were checked against the other seat's gene cards`);
  if (!predatorChecks) throw new Error("no hand-over looked for the other seat's unannounced Predator card");
  if (!rivalHunts) throw new Error("no hand-over showed a rival's announced hunter: the announced case was never checked");
  if (!rivalRates) throw new Error("no hand-over showed the rates a rival's newborns fit: that line was never checked against its card");
  if (!rivalMobility) throw new Error("no hand-over showed the mobility a rival's migrations fit: that line was never checked against its card");
  const headline = await checkEnd(page);
  return `${handovers} hand-overs checked (${withGenes} against the other's gene cards, ${predatorChecks} against an unannounced Predator card, ${rivalHunts} with a rival's announced hunter, ${rivalRates} with the rates its newborns fit, ${rivalMobility} with the mobility its migrations showed; ${announcements} announcements; ${lastLooks} last looks), ${taps} taps; "${headline}"`;
}

// ---- Issue 21: what the player must see and tap stays in view ----

/** A box is wholly inside the viewport. */
const inView = (b, vp) => b && b.y >= -0.5 && b.x >= -0.5 && b.y + b.height <= vp.height + 0.5 && b.x + b.width <= vp.width + 0.5;

const dockStaysPut = {
  name: "on a phone the Put buttons appear in the dock, in view, and the map does not move; a tap on a hex that is not legal says why, naming the hex's drawn mark",
  viewport: { width: 390, height: 844 },
  timeout: 60_000,
  async run({ page, base }) {
    await startExn(page, base, ['human', 'bot-easy']);
    const hex = page.locator('.exn-map [data-legal="true"]').first();
    await hex.waitFor({ state: 'visible', timeout: 20_000 });
    const before = await page.locator('svg.exn-map').boundingBox();
    await hex.click();
    const put = page.locator('#step-dock').getByRole('button', { name: /^Put 1 on / });
    await put.waitFor({ state: 'visible', timeout: 10_000 });
    const after = await page.locator('svg.exn-map').boundingBox();
    if (Math.abs(after.y - before.y) > 0.5) throw new Error(`the map moved ${(after.y - before.y).toFixed(0)} px when the Put buttons came`);
    const vp = page.viewportSize();
    const boxes = await page.locator('#step-dock .exn-btn').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent }; }));
    const out = boxes.filter((b) => !inView(b, vp));
    if (!boxes.length || out.length) throw new Error(`dock buttons out of view: ${out.map((b) => `${b.text} at ${b.y.toFixed(0)}`).join(', ') || 'none shown'}`);
    await put.click();
    // The chosen hex now holds this player's cube: not legal for a founder; a tap on it says why.
    // This player's line is the last: founders are placed a seat at a time, and it is still this seat's turn.
    const line = await page.locator('[data-testid="log"] li', { hasText: / puts 1 on / }).last().innerText();
    const mark = line.match(/ puts 1 on \w+ ([A-Z]\d+) /)?.[1];
    if (!mark) throw new Error(`the log line "${line}" names no hex mark`);
    const drawn = await page.locator('svg.exn-map text', { hasText: new RegExp(`^${mark}$`) }).count();
    if (drawn !== 1) throw new Error(`the mark ${mark} from the log is drawn ${drawn} times on the map`);
    const taken = page.locator(`.exn-map [role="img"][aria-label*=" ${mark}, "]`);
    if (!(await taken.count())) throw new Error(`no picture hex is labelled with ${mark}`);
    await taken.first().click();
    const refusal = (await page.locator(tid('refusal')).innerText({ timeout: 5_000 })).trim();
    if (!refusal.includes(`Not `) || !refusal.includes(mark)) throw new Error(`the refusal reads "${refusal}"`);
    return `map stayed at y=${before.y.toFixed(0)}; ${boxes.length} dock buttons in view; ${mark} drawn once; refusal "${refusal.slice(0, 80)}"`;
  },
};

/**
 * A refused tap's reason at each size: the one message box the play screen
 * shows beside the map. At 1024x768 it sits in the narrow side column, where
 * it once squeezed its words to a word a line and pushed Dismiss past the
 * screen's edge (lib/layout.mjs, `bannerProblems`).
 */
const refusalFits = ({ width, height }) => ({
  name: `at ${width}x${height} a refused tap's reason fits its column: words 100 px wide or more, Dismiss whole on screen`,
  viewport: { width, height },
  touch: width < 500,
  timeout: 60_000,
  async run({ page, base }) {
    await startExn(page, base, ['human', 'bot-easy']);
    const hex = page.locator('.exn-map [data-legal="true"]').first();
    await hex.waitFor({ state: 'visible', timeout: 20_000 });
    const name = await hex.getAttribute('aria-label');
    await tapClear(page, hex);
    await tapClear(page, page.locator('#step-dock').getByRole('button', { name: /^Put 1 on / }));
    // The hex now holds this player's cube: no place for another founder.
    const mark = name.match(/\b([WMBKLS]\d{1,2})\b/)?.[1];
    if (!mark) throw new Error(`the hex's name "${name}" gives no mark`);
    await tapClear(page, page.locator(`.exn-map [role="img"][aria-label*=" ${mark}, "]`).first());
    const refusal = page.locator(tid('refusal'));
    await refusal.waitFor({ state: 'visible', timeout: 5_000 });
    const problems = await bannerProblems(page);
    if (problems.length) throw new Error(problems.join('\n'));
    const box = await refusal.boundingBox();
    const words = await refusal.locator('.banner-text').boundingBox();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await refusal.waitFor({ state: 'detached', timeout: 5_000 });
    return `the reason on ${mark} in a box ${box.width.toFixed(0)}x${box.height.toFixed(0)} px, its words ${words.width.toFixed(0)} px wide; Dismiss took it away`;
  },
});

/**
 * Taps at random until `done` holds; returns whether it held. Random taps can
 * lose a species early, and a game with one species left ends: with `restart`
 * (which starts a fresh game, on a seed of the page's own) up to four more
 * games are tried; without it the end stops the search.
 */
async function tapUntil(page, rng, done, { restart = null, limit = 3000 } = {}) {
  let ended = 0;
  for (let i = 0; i < limit; i += 1) {
    if (await done()) return { reached: true, ended };
    if (await page.locator(tid('end-screen')).count()) {
      ended += 1;
      if (!restart || ended >= 5) break;
      await restart();
      continue;
    }
    if (!(await exnTap(page, rng))) await page.waitForTimeout(100);
  }
  return { reached: false, ended };
}

/** Starts a human-against-Easy game and waits for the first legal hex. */
async function startAgainstEasy(page, base, rounds = '3 rounds') {
  const id = await startExn(page, base, ['human', 'bot-easy'], rounds);
  await page.locator('.exn-map [data-legal="true"]').first().waitFor({ state: 'visible', timeout: 20_000 });
  return id;
}

/**
 * A person against the Easy bot, 300 moves into a stored two-player game
 * (tests/records/): founders placed and genes dealt, as a hundred or more
 * random taps would reach first.
 */
async function startPastFounding(page, base) {
  const id = await startAgainstEasy(page, base);
  await openStoredRecord(page, id, 'extinction/v3-2p-12r-seed379-300-moves.json');
  await page.locator(tid('exn-own-genes')).waitFor({ state: 'attached', timeout: 20_000 });
}

const genesInView = {
  name: 'on a phone, asked to change genes, the gene cards are in view, each that may change with its Change button on its row, and the turn\'s pair in the dock; a card changed is remembered at the bottom of its deck',
  viewport: { width: 390, height: 844 },
  timeout: 300_000,
  async run({ page, base }) {
    await startAgainstEasy(page, base, '6 rounds');
    const changes = page.locator(`${tid('exn-own-genes')} [data-legal="true"]`);
    const rng = seeded(3);
    const { reached, ended } = await tapUntil(page, rng, async () => (await changes.count()) > 0, {
      restart: () => startAgainstEasy(page, base, '6 rounds'),
    });
    if (!reached) throw new Error(`never asked to change genes (${ended} games ended first)`);
    await page.waitForTimeout(300); // the board brings the first card into view
    const vp = page.viewportSize();
    const rows = await changes.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const row = e.closest('li');
        const t = row.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, rowTop: t.y, rowBottom: t.y + t.height, label: e.getAttribute('aria-label'), card: row.querySelector('.exn-gene-text').textContent.trim() };
      }),
    );
    const first = rows[0];
    if (!inView({ ...first, y: first.rowTop, height: first.rowBottom - first.rowTop }, vp)) throw new Error(`the first card that may change is out of view: ${JSON.stringify(first)}`);
    for (const r of rows) {
      const [, deck, now] = r.label.match(/^Change (.+) \(now: (.+)\)$/) ?? [];
      if (r.card !== `${deck}: ${now}`) throw new Error(`"${r.label}" sits on the row "${r.card}"`);
    }
    const spin = page.locator(tid('exn-dock-spin'));
    const box = await spin.boundingBox();
    const words = (await spin.innerText()).trim();
    if (!inView(box, vp) || !/^This turn: .*change genes/.test(words)) throw new Error(`the dock's turn line "${words}" is not in view or names no spin: ${JSON.stringify(box)}`);
    const done = page.locator('#step-dock .exn-btn', { hasText: 'Done changing genes' });
    if (!inView(await done.boundingBox(), vp)) throw new Error('Done changing genes is not in view');
    // The card changed goes under its deck, and its player is told where it lies.
    const [, deck, old] = first.label.match(/^Change (.+) \(now: (.+)\)$/);
    const remembered = page.locator(`${tid('exn-own-genes')} ${tid('exn-remembered')} li`, { hasText: `${deck}: ${old} (` });
    if (await remembered.count()) throw new Error(`"${deck}: ${old}" is remembered under its deck before it was changed`);
    await changes.first().click();
    // Folded under its count until the player opens it.
    const summary = page.locator(`${tid('exn-own-genes')} ${tid('exn-remembered')} summary`);
    await summary.waitFor({ state: 'visible', timeout: 5_000 });
    const tall = (await summary.boundingBox()).height;
    if (tall < 44) throw new Error(`the remembered cards' summary is ${tall} px tall, under 44`);
    await summary.click();
    await remembered.first().waitFor({ state: 'visible', timeout: 5_000 });
    const under = (await remembered.first().innerText()).trim();
    if (!/ \(\d+th from the top\)$/.test(under)) throw new Error(`the card just put under reads "${under}", not at the bottom`);
    return `${rows.length} cards may change, the first in view at y=${first.rowTop.toFixed(0)}; "${words}"; then "${under}"`;
  },
};

const tabletMarks = {
  name: 'at 1024x768 the map key is in view, hexes that may be tapped have the dashed ring and every other hex is shaded, and every hex\'s name is drawn over those marks',
  viewport: { width: 1024, height: 768 },
  timeout: 60_000,
  async run({ page, base }) {
    await startExn(page, base, ['human', 'bot-easy']);
    await page.locator('.exn-map [data-legal="true"]').first().waitFor({ state: 'visible', timeout: 20_000 });
    const marks = await page.evaluate(() => {
      const tiles = [...document.querySelectorAll('.exn-map .exn-tile')];
      const legal = tiles.filter((t) => t.getAttribute('data-legal') === 'true');
      return {
        tiles: tiles.length,
        legal: legal.length,
        ringed: legal.filter((t) => t.querySelector('.exn-legal') && t.querySelector('.exn-legal-ring') && !t.querySelector('.exn-shade')).length,
        dashes: legal[0] ? getComputedStyle(legal[0].querySelector('.exn-legal')).strokeDasharray : '',
        shaded: tiles.filter((t) => t.getAttribute('data-legal') !== 'true' && t.querySelector('.exn-shade')).length,
        // A hex's name ("B6", as the prompts say it) must read over its
        // ring, which crosses the name's corners: drawn after every mark,
        // with a halo.
        buried: tiles.filter((t) => {
          const name = t.querySelector('.exn-letter');
          const marks = [...t.querySelectorAll('.exn-legal, .exn-legal-ring, .exn-shade')];
          return !name || marks.some((m) => name.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING);
        }).map((t) => t.querySelector('.exn-letter')?.textContent ?? '(no name)'),
        halo: legal[0] ? (() => { const st = getComputedStyle(legal[0].querySelector('.exn-letter')); return `${st.paintOrder} ${st.stroke}`; })() : '',
      };
    });
    if (marks.buried.length) throw new Error(`${marks.buried.length} hex names drawn under their ring or shade: ${marks.buried.slice(0, 6).join(', ')}`);
    if (!/^stroke/.test(marks.halo) || / none$/.test(marks.halo)) throw new Error(`a tappable hex's name has no halo over its ring: ${marks.halo}`);
    if (marks.tiles !== 84 || !marks.legal || marks.ringed !== marks.legal) throw new Error(`legal hexes not all ringed: ${JSON.stringify(marks)}`);
    if (!marks.dashes || marks.dashes === 'none') throw new Error('the ring is not dashed');
    if (marks.shaded !== marks.tiles - marks.legal) throw new Error(`${marks.shaded} of ${marks.tiles - marks.legal} other hexes shaded`);
    const key = await page.locator('.exn-legend').boundingBox();
    if (!inView(key, page.viewportSize())) throw new Error(`the map key is not in view at 1024x768: ${JSON.stringify(key)}`);
    return `${marks.legal} ringed (${marks.dashes}), ${marks.shaded} shaded, every name over its marks (${marks.halo}); key at y=${key.y.toFixed(0)}-${(key.y + key.height).toFixed(0)}`;
  },
};

// ---- axe on the play screen ----

async function axeProblems(page, where) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  await page.waitForTimeout(1600); // the spinner's turn settles
  const found = await page.evaluate(async () => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary}`));
  });
  return found.map((f) => `${where}: ${f}`);
}

/**
 * A phone on its side is wider than the phone layout, so the panel stays
 * beside the board, 300-odd px tall. Once a founder hex is chosen, every
 * Put button can be brought into view as a person would, with the wheel
 * over the panel (the panel cut them off out of reach, below the screen:
 * Playwright's click scrolls by script and never noticed).
 */
const landscapePhoneDock = {
  name: 'a phone on its side (844x390): with a founder hex chosen, every Put button can be scrolled into view in the panel',
  viewport: { width: 844, height: 390 },
  timeout: 60_000,
  async run({ page, base }) {
    await startAgainstEasy(page, base);
    await page.locator('.exn-map [data-legal="true"]').nth(10).click();
    const puts = page.getByRole('button', { name: /^Put \d/ });
    await puts.first().waitFor({ state: 'attached', timeout: 10_000 });
    const panel = await page.locator('.side-panel').boundingBox();
    await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
    await page.mouse.wheel(0, 1000);
    await page.waitForTimeout(400);
    const spots = await puts.evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { name: e.innerText.trim(), top: Math.round(r.top), bottom: Math.round(r.bottom) }; }));
    const out = spots.filter((b) => b.top < 0 || b.bottom > innerHeightOf(page));
    if (!spots.length || out.length) throw new Error(`Put buttons out of reach on a 390 px tall screen: ${JSON.stringify(out.length ? out : spots)}`);
    return `${spots.length} Put buttons in view, the lowest ending at ${Math.max(...spots.map((b) => b.bottom))} px`;
  },
};
const innerHeightOf = (page) => page.viewportSize().height;

/**
 * A phone on its side leaves the board 557 px beside the shell's panel: the
 * board shows one part at a time, as on a phone held upright, and no part
 * reaches past the board's right edge (the two columns did, 700 px wide, and
 * the species' panels were cut off past the screen's edge).
 */
const landscapePhoneParts = {
  name: 'a phone on its side (844x390): the board shows the island, the species and the key one at a time, none cut off at the right',
  viewport: { width: 844, height: 390 },
  touch: true,
  timeout: 60_000,
  async run({ page, base }) {
    await startAgainstEasy(page, base);
    const tabs = page.locator('.exn-tabs .exn-tab');
    if (!(await tabs.first().isVisible())) throw new Error('the board shows no tabs for its parts on a phone on its side');
    const seen = [];
    for (let i = 0; i < (await tabs.count()); i += 1) {
      await tapClear(page, tabs.nth(i));
      const part = await page.evaluate(() => {
        const root = document.querySelector('.exn-root');
        return { name: document.querySelector('.exn-tabs [aria-pressed="true"]')?.innerText.trim(), scroll: root.scrollWidth, width: root.clientWidth };
      });
      if (part.scroll > part.width + 1) throw new Error(`"${part.name}" is ${part.scroll} px wide in a ${part.width} px board: cut off at the right`);
      seen.push(part.name);
    }
    if (seen.length !== 3) throw new Error(`the parts shown: ${seen.join(', ')}`);
    return `${seen.join(', ')}: each within the board's ${await page.evaluate(() => document.querySelector('.exn-root').clientWidth)} px`;
  },
};

/**
 * A founder hex chosen by mistake is taken back where its count is asked
 * for: the dock's Another hex leaves the same player choosing a hex, with
 * nothing chosen and nothing placed, and the next hex chosen takes the
 * founders.
 */
const anotherHex = {
  name: 'a founder hex chosen by mistake: Another hex in the dock, beside the numbers on a wide dock (the numbers beside their verb on a phone on its side), takes it back, and another hex takes the founders',
  timeout: 60_000,
  async run({ page, base }) {
    await startAgainstEasy(page, base);
    const prompt = page.locator(tid('prompt'));
    const before = (await prompt.innerText()).trim();
    const hexes = page.locator('.exn-map [data-legal="true"]');
    const [first, second] = [await hexes.nth(3).getAttribute('aria-label'), await hexes.nth(12).getAttribute('aria-label')];
    await tapClear(page, hexes.nth(3));
    const another = page.getByRole('button', { name: /^Another hex: take back choosing / });
    await another.waitFor({ state: 'visible', timeout: 10_000 });
    // On a tablet held upright the dock is wide: Another hex sits on the
    // line of the numbers it stands beside, not on a line of its own.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(300);
    const [row, button] = [await page.locator(`${tid('exn-actions')} .exn-count-row`).last().boundingBox(), await another.boundingBox()];
    if (button.y >= row.y + row.height) throw new Error(`at 768x1024 Another hex is on a line of its own (its top ${Math.round(button.y)} px, the numbers' row ${Math.round(row.y)}-${Math.round(row.y + row.height)} px)`);
    // On a phone on its side the six numbers wrap beside their verb, not
    // under a line of its own (which made the dock 23 px taller).
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForTimeout(300);
    const [verb, one] = [await page.locator(`${tid('exn-actions')} .exn-count-verb`).last().boundingBox(), await page.getByRole('button', { name: /^Put 1 on / }).boundingBox()];
    if (one.x < verb.x + verb.width || one.y >= verb.y + verb.height) throw new Error(`at 844x390 "Put" is on a line of its own (its box ${Math.round(verb.x)},${Math.round(verb.y)} ${Math.round(verb.width)}x${Math.round(verb.height)}, the 1 at ${Math.round(one.x)},${Math.round(one.y)})`);
    // The panel brings the dock's last button in too: Another hex began 8 px
    // under the screen's edge, below the numbers it stands after.
    const after = await another.boundingBox();
    if (after.y + after.height > 390 + 1) throw new Error(`at 844x390 Another hex ends ${Math.round(after.y + after.height)} px down, under the screen's 390`);
    // Whatever pushes the dock lower (a longer prompt, a larger font), the
    // panel scrolls its last button in while the first stays in view: here
    // 20 px more room over the dock's buttons.
    const pushed = await page.addStyleTag({ content: "#step-dock::before { content: ''; display: block; height: 20px; }" });
    await page.waitForTimeout(300);
    const [low, put1, pinned] = [await another.boundingBox(), await page.getByRole('button', { name: /^Put 1 on / }).boundingBox(), await prompt.boundingBox()];
    if (low.y + low.height > 390 + 1) throw new Error(`with the dock 20 px lower, Another hex ends ${Math.round(low.y + low.height)} px down, under the screen's 390`);
    if (put1.y < pinned.y + pinned.height - 1) throw new Error(`with the dock 20 px lower, "Put 1" went up to ${Math.round(put1.y)} px, under the prompt (down to ${Math.round(pinned.y + pinned.height)})`);
    await pushed.evaluate((tag) => tag.remove());
    // A hint asked for at 667x375, under a five-line prompt: its words stay
    // in view, not scrolled under the prompt for the last button (they were).
    await page.setViewportSize({ width: 667, height: 375 });
    await page.waitForTimeout(300);
    await page.evaluate(() => document.querySelector('aside.side-panel').scrollTo(0, 0));
    await tapClear(page, page.locator(tid('hint')));
    const hintLine = page.locator(tid('hint-line'));
    await hintLine.waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForTimeout(300);
    const [words, over] = [await hintLine.boundingBox(), await prompt.boundingBox()];
    const shown = words.y + words.height - Math.max(words.y, over.y + over.height);
    if (shown < words.height / 2) throw new Error(`at 667x375 the hint's words show ${Math.round(shown)} of ${Math.round(words.height)} px below the prompt`);
    await page.setViewportSize(size);
    await tapClear(page, another);
    await page.waitForFunction((was) => document.querySelector('[data-testid="prompt"]')?.innerText.trim() === was, before, { timeout: 10_000 });
    const puts = await page.getByRole('button', { name: /^Put \d/ }).count();
    if (puts) throw new Error(`taken back, yet ${puts} Put buttons are still in the dock`);
    await tapClear(page, page.locator('.exn-map [data-legal="true"]').nth(12));
    const put = page.getByRole('button', { name: /^Put 2 on / });
    await put.waitFor({ state: 'visible', timeout: 10_000 });
    const on = (await put.getAttribute('aria-label')) ?? '';
    await tapClear(page, put);
    const placed = `puts 2 on ${on.replace(/^Put 2 on /, '')} (now 2)`;
    await page.waitForFunction((line) => document.querySelector('[data-testid="log"]')?.innerText.includes(line), placed, { timeout: 10_000 });
    const lines = (await page.locator(tid('log')).innerText()).split('\n');
    const who = lines.find((l) => l.includes(placed)).split(' puts ')[0];
    const mine = lines.filter((l) => l.startsWith(`${who} puts `));
    if (mine.length !== 1) throw new Error(`${who} placed founders ${mine.length} times: ${mine.join(' / ')}`);
    return `chose ${first}, took it back, then ${second}: "${placed}"`;
  },
};

/**
 * Notes, on every screen the play area draws (window.__ringLooks), the log's
 * last line and the ringed hexes whenever either changes, so a bot's moves
 * are seen one by one, and so is a step that names nothing (picking a hex).
 */
const watchRings = (page) =>
  page.evaluate(() => {
    window.__ringLooks = [];
    let last = null;
    const look = () => {
      const line = [...document.querySelectorAll('[data-testid="log"] li')].at(-1)?.innerText.replace(/^\d+\.\s*/, '') ?? '';
      const ringed = [...document.querySelectorAll('.exn-tile')].filter((t) => t.querySelector('.exn-touched')).map((t) => t.querySelector('.exn-hex-name').textContent);
      const key = `${line}|${ringed.join()}`;
      if (key === last) return;
      last = key;
      window.__ringLooks.push({ last: line, ringed });
    };
    new MutationObserver(look).observe(document.querySelector('[data-testid="play"]'), { subtree: true, childList: true, characterData: true });
  });

/** The log's lines and the ringed hexes, read at one moment. */
const lookAtMap = (page) =>
  page.evaluate(() => ({
    lines: [...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.innerText),
    ringed: [...document.querySelectorAll('.exn-tile')]
      .filter((t) => t.querySelector('.exn-touched'))
      .map((t) => ({ name: t.querySelector('.exn-hex-name').textContent, said: /changed by the last move/.test(t.getAttribute('aria-label')) })),
  }));

export default [
  {
    name: 'four bots play a whole 6-round game to the end screen, which ranks the species',
    timeout: 420_000,
    async run({ page, base }) {
      const t0 = Date.now();
      const id = await startExn(page, base, ['bot-easy', 'bot-easy', 'bot-normal', 'bot-easy'], '6 rounds');
      await waitForScreen(page, 'end-screen', 400_000);
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      if (!save?.finished) throw new Error('the stored save is not marked finished');
      const headline = await checkEnd(page);
      return `${save.record.actions.length} actions in ${((Date.now() - t0) / 1000).toFixed(1)} s; "${headline}"`;
    },
  },
  {
    name: "two humans: at every hand-over the DOM holds none of the other seat's gene cards (its Predator type only once announced)",
    timeout: 420_000,
    run: ({ page, base }) => secretGame(page, base, 4),
  },
  {
    name: 'the play screen has no axe violations: founding, and with genes dealt and a choice open',
    timeout: 300_000,
    async run({ page, base }) {
      await startAgainstEasy(page, base);
      const problems = await axeProblems(page, 'founding');
      await startPastFounding(page, base);
      const rng = seeded(21);
      let where = null;
      const choiceOpen = async () => {
        const text = (await page.locator(tid('prompt')).innerText()).trim();
        const choosing = await page.locator('[data-testid="exn-actions"] .exn-btn').count();
        if ((await page.locator(tid('exn-own-genes')).count()) && choosing && /migrates|competes|reproduces|how many/.test(text)) where = text;
        return where !== null;
      };
      const { ended } = await tapUntil(page, rng, choiceOpen, { restart: () => startPastFounding(page, base) });
      if (!where) throw new Error(`never reached a choice with genes dealt (${ended} games ended first)`);
      problems.push(...(await axeProblems(page, `play ("${where}")`)));
      if (problems.length) throw new Error(`${problems.length} accessibility violations:\n${problems.join('\n')}`);
      return `no violations in founding and at "${where}"${ended ? ` (${ended} games ended before it)` : ''}`;
    },
  },
  countRowOnOneLine,
  wholeGame(1024, 768, 5),
  wholeGame(390, 844, 9),
  // A short phone. Seed 1's game fails on the builds that panned only across:
  // after 37 taps "12 hexes may be tapped and none is wholly in the map's
  // 359x120 px view"; seed 6's is a longer game (169 taps).
  wholeGame(375, 667, 1),
  wholeGame(375, 667, 6),
  phoneWindow,
  wholeGame(768, 1024, 13),
  dockStaysPut,
  refusalFits({ width: 1024, height: 768 }),
  refusalFits({ width: 768, height: 1024 }),
  refusalFits({ width: 390, height: 844 }),
  genesInView,
  tabletMarks,
  landscapePhoneDock,
  landscapePhoneParts,
  anotherHex,
  {
    name: "the hexes the last move changed are ringed, the player's and a bot's, and only those",
    timeout: 240_000,
    async run({ page, base }) {
      await startExn(page, base, ['human', 'bot-easy'], '3 rounds');
      await watchRings(page);
      const rng = seeded(31);
      const HEX = /\b[WMBKLS]\d{1,2}\b/g;
      let [looks, puts] = [0, { Ana: 0, Ben: 0 }];
      const enough = () => looks >= 12 && puts.Ana >= 3 && puts.Ben >= 3;
      for (let i = 0; i < 150 && !enough() && !(await page.locator(tid('end-screen')).count()); i += 1) {
        await waitForHumanTurn(page);
        const before = (await lookAtMap(page)).lines.length;
        await playByTapping(page, { actions: 1, rng });
        await waitForHumanTurn(page).catch(() => {});
        // The log and the rings read in one look: a bot may move between two.
        const look = await lookAtMap(page);
        const [lines, ringed] = [look.lines.slice(before).map((l) => l.replace(/^\d+\.\s*/, '')), look.ringed];
        const unsaid = ringed.filter((r) => !r.said);
        if (unsaid.length) throw new Error(`${unsaid[0].name} is ringed but its name does not say so`);
        const named = new Set(lines.flatMap((l) => l.match(HEX) ?? []));
        const stray = ringed.filter((r) => !named.has(r.name));
        if (stray.length) throw new Error(`${stray.map((r) => r.name).join(', ')} ringed, but the moves since the last look named only ${[...named].join(', ') || 'no hex'}: ${JSON.stringify(lines)}`);
        if (ringed.length) looks += 1;
        // Every screen drawn since, the bot's moves too: a placement the log
        // ends with has its hex ringed.
        for (const seen of await page.evaluate(() => window.__ringLooks.splice(0))) {
          const put = seen.last.match(/^(\S+) puts \d+ on \S+ ([WMBKLS]\d{1,2}) /);
          if (!put) continue;
          if (!seen.ringed.includes(put[2])) throw new Error(`"${seen.last}" but ${put[2]} is not ringed (ringed: ${seen.ringed.join(', ') || 'none'})`);
          puts[put[1]] = (puts[put[1]] ?? 0) + 1;
        }
      }
      if (!enough()) throw new Error(`too few placements seen last on a screen: ${JSON.stringify(puts)}`);
      return `${looks} looks with rings, each on hexes the moves named; placements ringed on the screen that logged them: ${puts.Ana} Ana's, ${puts.Ben} the bot's`;
    },
  },
  {
    name: 'a game in which three species died out: the end screen and their panels say in which round each did, never on which turn',
    timeout: 90_000,
    async run({ page, base }) {
      // tests/records/extinction keeps this whole game, and tests/records_extinction.rs
      // checks that it still replays to its end: Dev dies out in round 8, Ana in 11, Ben in 66.
      const id = await startExn(page, base, ['human', 'bot-easy', 'bot-easy', 'bot-easy']);
      await openStoredRecord(page, id, 'extinction/v3-4p-nolimit-seed2426-end.json');
      await waitForScreen(page, 'end-screen');
      const rows = await page.locator(`${tid('end-screen')} .exn-result tbody tr`).evaluateAll((trs) => trs.map((tr) => tr.innerText.replace(/\s+/g, ' ').trim()));
      const expected = ['Ben – died out in round 66', 'Ana – died out in round 11', 'Dev – died out in round 8'];
      for (const e of expected) {
        if (!rows.some((r) => r.includes(e))) throw new Error(`the end screen's table has no row "${e}": ${rows.join(' | ')}`);
      }
      const said = await page.locator(tid('end-screen')).innerText();
      if (/\bturn\b/i.test(said)) throw new Error(`the end screen names a turn: ${said.split('\n').filter((l) => /turn/i.test(l)).join(' | ')}`);
      await page.getByRole('button', { name: 'See the board' }).click();
      const panels = await page.locator('main').innerText();
      const since = ['Extinct since round 66', 'Extinct since round 11', 'Extinct since round 8'].filter((w) => !panels.includes(w));
      if (since.length) throw new Error(`the species' panels do not say ${since.join(', ')}`);
      return rows.join(' | ');
    },
  },
];
