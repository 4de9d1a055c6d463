// Helpers that drive Endgames the way a person does, through the shell's
// conventions: data-testid names, <button>s with visible text, and board
// targets marked role="button" data-legal="true" while they are legal.

import { readFile } from 'node:fs/promises';

export const tid = (id) => `[data-testid="${id}"]`;

/** Controls the shell owns; the "play by tapping" loop never presses these. */
export const SHELL_CONTROLS = ['undo', 'menu', 'menu-button', 'bot-speed', 'log', 'curtain-ready', 'last-look', 'refusal', 'overlay-close', 'confirm-dialog', 'tab-only-export', 'tab-only-saves', 'play-storage-nearly-full', 'play-storage-saves', 'save-again', 'hint'];

/** Opens `url` and fails fast if the app shows its error screen. */
/**
 * Waits for the tap shield a tap may have raised (src/ui/components/
 * tap_shield.rs: half a second over the spot of a tap that changed the
 * screen) to be gone, as a player's next look at the screen comes after it.
 */
export const shieldGone = (page) => page.locator(tid('tap-shield')).waitFor({ state: 'detached', timeout: 3_000 });

/**
 * Clicks `locator` as a person would: if a tap shield lies over it, after
 * the shield is gone. Playwright, meeting the shield, retries by scrolling
 * the target to other alignments, a scroll no player makes (CI saw a phone's
 * track scrolled off its Go buttons by it).
 */
export async function tapClear(page, locator, options = { timeout: 3_000 }) {
  const covered = await locator
    .evaluate((el) => {
      const shield = document.querySelector('[data-testid="tap-shield"]');
      if (!shield) return false;
      const a = shield.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    }, null, { timeout: options.timeout })
    .catch(() => false);
  if (covered) await shieldGone(page);
  return locator.click(options);
}

export async function open(page, url, readyTestId = 'home') {
  await page.goto(url, { waitUntil: 'load' });
  await waitForScreen(page, readyTestId);
}

/**
 * The Continue list's row of save `id`, once its record has been replayed:
 * that needs the game's code, which arrives after the list is first drawn,
 * and until then the row cannot yet say whether the save opens.
 */
export async function checkedSaveRow(page, id, timeout = 20_000) {
  const row = `${tid('save-item')}[data-save-id="${id}"]`;
  await page.locator(`${row}[data-checked="true"]`).waitFor({ state: 'visible', timeout });
  return page.locator(row);
}

/** Waits until the screen with `testId` is shown (or the error screen is). */
export async function waitForScreen(page, testId, timeout = 20_000) {
  const screen = page.locator(`${tid(testId)}, ${tid('error-screen')}`).first();
  await screen.waitFor({ state: 'visible', timeout });
  if (await page.locator(tid('error-screen')).count()) {
    throw new Error(`the app showed its error screen: ${await page.locator(tid('error-screen')).innerText()}`);
  }
  // The end screen's chart comes in the finished game's chunk a moment
  // after the screen (src/ui/end_parts.rs): a check of the screen's layout
  // measures it with its chart.
  if (testId === 'end-screen') await page.locator(tid('chart-waiting')).waitFor({ state: 'detached', timeout });
}

/** Picks a value in a <select>, or presses the button of that name in a group. */
export async function choose(page, testId, value) {
  const control = page.locator(tid(testId)).first();
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    const options = await control.locator('option').evaluateAll((os) => os.map((o) => [o.value, o.textContent.trim()]));
    const hit = options.find(([v, t]) => v === value || t.toLowerCase() === value.toLowerCase());
    if (!hit) throw new Error(`${testId} has no choice "${value}" (has ${options.map((o) => o[0]).join(', ')})`);
    await control.selectOption(hit[0]);
  } else {
    await control.getByRole('button', { name: new RegExp(`^\\s*${value}\\s*$`, 'i') }).first().click();
  }
}

/**
 * Sets up and starts a game (its home-page slug, ExtracZon by default) from the
 * new-game screen. `controllers` holds one of "human", "bot-random",
 * "bot-easy", "bot-normal", "bot-hard" per seat; `options` maps a select's
 * test id to the value to choose; `names` types the first seats' names. Returns the save id from the #/play/<id> route.
 */
export async function startGame(page, base, { game = 'extraczon', controllers, speed = 'instant', options = {}, names = [] }) {
  await open(page, `${base}#/`, 'home');
  await page.locator(tid(`new-game-${game}`)).click();
  await waitForScreen(page, 'new-game');
  await choose(page, 'player-count', String(controllers.length));
  for (const [i, c] of controllers.entries()) await choose(page, `seat-${i}-controller`, c);
  for (const [i, name] of names.entries()) await page.locator(tid(`seat-${i}-name`)).fill(name);
  for (const [testId, value] of Object.entries(options)) await choose(page, testId, value);
  if (await page.locator(`${tid('new-game')} ${tid('bot-speed')}`).count()) await choose(page, 'bot-speed', speed);
  await page.locator(tid('start-game')).click();
  await waitForScreen(page, 'play');
  if (await page.locator(`${tid('play')} ${tid('bot-speed')}`).count()) await choose(page, 'bot-speed', speed);
  const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/play\//, ''));
  if (!id || id.startsWith('#')) throw new Error(`start-game did not land on #/play/<id> (url ${page.url()})`);
  return id;
}

/** Two frames: the effects of the last render (a reveal's scroll, a look after a resize) have run. */
export const afterEffects = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Waits until the play screen looks the same two frames running (ten at
 * most). A room that changes size is reported to the board in the next
 * frame's own steps, before its paint (kit::box_size): a look taken between
 * a move's drawing and that frame sees a layout no one sees (Extinction
 * Point's hand at 166 px for the room before an Undo, 163 once painted).
 */
export async function settled(page) {
  await page.evaluate(async () => {
    const looks = () => document.querySelector('[data-testid="play"] main, [data-testid="review"] main')?.outerHTML;
    for (let frames = 0, last = null; frames < 10; frames += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const now = looks();
      if (now === last) return;
      last = now;
    }
  });
}

/**
 * The markup of the play screen's largest SVG (`part` "board") or of its
 * <main> (`part` "area": a game's whole board, or the curtain), with each
 * element's attributes in sorted order (yew may patch a reused element's
 * attributes in another order than a fresh render writes them; the drawing
 * is the same), the test helpers' own marks and the board's Tab stop left out.
 */
async function sortedHtml(page, part) {
  return page.evaluate((part) => {
    let root;
    if (part === 'board') {
      // The play screen's board, or the review's (the same board component).
      const svgs = [...document.querySelectorAll('[data-testid="play"] main svg, [data-testid="review"] main svg')];
      const area = (e) => e.getBoundingClientRect().width * e.getBoundingClientRect().height;
      svgs.sort((a, b) => area(b) - area(a));
      root = svgs[0];
    } else {
      root = document.querySelector('[data-testid="play"] main, [data-testid="review"] main');
    }
    if (!root) return '';
    const copy = root.cloneNode(true);
    for (const el of [copy, ...copy.querySelectorAll('*')]) {
      // data-tap-key is this test helper's own mark, not the app's; a
      // target's tabindex says which one is the board's Tab stop (the one
      // last focused, src/kit/keys.rs), which is focus, not the drawing.
      const attrs = [...el.attributes].map((a) => [a.name, a.value]).sort(([x], [y]) => (x < y ? -1 : 1));
      for (const [name] of attrs) el.removeAttribute(name);
      for (const [name, value] of attrs) if (name !== 'data-tap-key' && name !== 'tabindex') el.setAttribute(name, value);
    }
    return copy.outerHTML;
  }, part);
}

/** The board's markup: the play screen's (or the review's) largest SVG in its board area, attributes sorted. */
export const boardHtml = (page) => sortedHtml(page, 'board');

/**
 * What a player sees of the position: prompt, board markup and log. The
 * board is the largest SVG, or with `area` the whole board area (a game's
 * whole board, or the curtain).
 */
export async function snapshot(page, { area = false } = {}) {
  await settled(page);
  return {
    prompt: (await page.locator(tid('prompt')).innerText()).trim(),
    board: await sortedHtml(page, area ? 'area' : 'board'),
    log: (await page.locator(tid('log')).innerText()).trim(),
  };
}

// The log's lines, whichever element a game's log draws them with.
const LOG_LINES = `${tid('log')} li, ${tid('log')} p, ${tid('log')} [role="listitem"]`;

export async function logLength(page) {
  return page.locator(LOG_LINES).count();
}

/**
 * The things a person could tap for the game right now: legal board targets,
 * then game buttons (not the shell's own controls), enabled and visible.
 */
export async function tappables(page) {
  return page.evaluate((shell) => {
    const play = document.querySelector('[data-testid="play"]');
    if (!play) return [];
    const inShell = (el) => shell.some((id) => el.closest(`[data-testid="${id}"]`));
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const found = [];
    document.querySelectorAll('[data-tap-key]').forEach((el) => el.removeAttribute('data-tap-key'));
    play.querySelectorAll('[data-legal="true"], button').forEach((el) => {
      if (el.disabled || el.getAttribute('aria-disabled') === 'true' || inShell(el) || !visible(el)) return;
      if (!el.checkVisibility({ visibilityProperty: true })) return; // e.g. inside a closed <details>
      if (el.tagName === 'BUTTON' && !el.innerText.trim()) return;
      const key = `t${found.length}`;
      el.setAttribute('data-tap-key', key);
      found.push({ key, legal: el.getAttribute('data-legal') === 'true', text: (el.innerText || el.getAttribute('aria-label') || '').trim() });
    });
    return found;
  }, SHELL_CONTROLS);
}

/**
 * Taps one option. A tap that cannot land (the page re-drew the target under
 * the pointer) is reported and skipped; the caller's count of actions made
 * still decides whether the test passes.
 */
async function tap(page, option) {
  try {
    await tapClear(page, page.locator(`[data-tap-key="${option.key}"]`));
    return true;
  } catch (err) {
    const box = await page.locator(`[data-tap-key="${option.key}"]`).boundingBox().catch(() => null);
    console.log(`      note: could not tap "${option.text}" (box ${JSON.stringify(box)}): ${err.message.split('\n')[0]}`);
    return false;
  }
}

// The last option each page's tapOnce chose, for a failure's message.
const lastTaps = new WeakMap();

/** What tapOnce last tapped on `page` ("" before any tap). */
export const lastTap = (page) => lastTaps.get(page) ?? '';

/**
 * One move's worth of taps as the human seat: a Confirm if one is offered,
 * else a random option; a choice that then waits for a second tap (its
 * Confirm, or the same target again: tap to select, tap to place) gets it.
 * Returns the taps made (0 when there was nothing to tap).
 */
export async function tapOnce(page, rng) {
  const options = await tappables(page);
  if (!options.length) return 0;
  const confirm = options.find((o) => /^confirm/i.test(o.text));
  const pick = confirm ?? options[Math.floor(rng() * options.length)];
  lastTaps.set(page, pick.text);
  const before = await logLength(page);
  if (!(await tap(page, pick))) return 1;
  await page.waitForTimeout(30);
  if (confirm || (await logLength(page)) !== before) return 1;
  const next = await tappables(page);
  const again = next.find((o) => /^confirm/i.test(o.text)) ?? next.find((o) => o.legal && o.text.startsWith(pick.text));
  if (!again) return 1;
  await tap(page, again);
  await page.waitForTimeout(30);
  return 2;
}

/**
 * Plays as the human seat by tapping, until `actions` new log lines appeared
 * or the game ended. `rng` picks among the options so runs vary only by seed.
 */
export async function playByTapping(page, { actions, rng, maxTaps = 400 }) {
  const start = await logLength(page);
  let taps = 0;
  while ((await logLength(page)) - start < actions && taps < maxTaps) {
    if (await page.locator(tid('end-screen')).count()) break;
    if (await page.locator(tid('error-screen')).count()) throw new Error('error screen during play');
    const made = await tapOnce(page, rng);
    if (!made) await page.waitForTimeout(100); // a bot is thinking, or an animation runs
    taps += made;
  }
  const done = (await logLength(page)) - start;
  if (done < actions && !(await page.locator(tid('end-screen')).count())) {
    throw new Error(`only ${done} of ${actions} actions happened in ${taps} taps`);
  }
  return { taps, actions: done };
}

/** A small seeded generator (mulberry32) so a failing run can be repeated. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Waits until the human may act (something is tappable) and the log has
 * stopped growing, or the game is over: a settled position to compare.
 */
export const waitForHumanTurn = (page, timeout = 60_000) => settleForHuman(page, timeout, { lift: false });

/** Where two texts first differ, with some context either side. */
export function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 200);
  return `at character ${i} of ${a.length} / ${b.length}:\n--- before\n…${a.slice(from, i + 200)}\n--- after\n…${b.slice(from, i + 200)}`;
}

/**
 * A game board's shown controls under `root` (its root's CSS class, such as
 * '.ep-root') that fall short: under 44 px, without a name, or legal without
 * being a button, or named with a doubled full stop. `summaries` also checks
 * <summary> toggles.
 */
export async function boardControlProblems(page, root, { summaries = false } = {}) {
  return page.evaluate(
    ({ root, summaries }) => {
      const bad = [];
      const kinds = ['button', '[role="button"]', '[data-legal="true"]', ...(summaries ? ['summary'] : [])];
      for (const el of document.querySelectorAll(kinds.map((k) => `${root} ${k}`).join(', '))) {
        const r = el.getBoundingClientRect();
        if ((r.width === 0 && r.height === 0) || !el.checkVisibility({ visibilityProperty: true })) continue;
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim();
        if (r.width < 43.5 || r.height < 43.5) bad.push(`"${name.slice(0, 40)}" is ${r.width.toFixed(0)}x${r.height.toFixed(0)} px`);
        if (!name) bad.push(`${el.outerHTML.slice(0, 120)} has no name`);
        // Two sentences joined with a second full stop ("its suit.. Stored"),
        // which a screen reader reads out as a stray "dot".
        const doubled = name.match(/(^|[^.])\.\.(?!\.)/);
        if (doubled) bad.push(`"${name.slice(Math.max(0, doubled.index - 30), doubled.index + 30)}" has a doubled full stop`);
        const isButton = el.tagName === 'BUTTON' || el.getAttribute('role') === 'button';
        if (el.getAttribute('data-legal') === 'true' && !isButton) bad.push(`"${name.slice(0, 40)}" is legal but not a button`);
      }
      return bad;
    },
    { root, summaries },
  );
}

/**
 * Every game, with a table that exercises it: two humans where the game
 * hides something (so the curtain and each seat's own view are in play),
 * else a human and a bot; `options` are new-game choices that keep a game short.
 */
export const EVERY_GAME = [
  { slug: 'extraczon', controllers: ['human', 'bot-easy'] },
  { slug: 'extinction-point', controllers: ['human', 'human'] },
  { slug: 'the-end-is-nigh', controllers: ['human', 'human'] },
  { slug: 'extrication', controllers: ['human', 'bot-easy'] },
  { slug: 'extinction', controllers: ['human', 'human'], options: { 'option-rounds': '2 rounds' } },
];

/**
 * Hides the last player's game if their last look is shown (the move that
 * ended their turn showed them a card: src/ui/components/curtain.rs), which
 * brings up the curtain; returns whether it was shown.
 */
export async function hideLastLookIfShown(page) {
  const look = page.locator(tid('last-look'));
  if (!(await look.isVisible().catch(() => false))) return false;
  await tapClear(page, page.locator(tid('last-look-hide')));
  await look.waitFor({ state: 'detached', timeout: 10_000 });
  return true;
}

/** Lifts the pass-and-play curtain if it is up (after any last look); returns the name it called, or null. */
export async function liftCurtainIfUp(page) {
  await hideLastLookIfShown(page);
  const curtain = page.locator(tid('curtain'));
  if (!(await curtain.isVisible().catch(() => false))) return null;
  const name = ((await page.locator(tid('curtain-ready')).innerText()).match(/^I am (.+): show my game$/) ?? [])[1] ?? '?';
  await page.locator(tid('curtain-ready')).click();
  await curtain.waitFor({ state: 'hidden', timeout: 10_000 });
  return name;
}

/**
 * Whose turn the play screen shows, in one look: the end screen, the
 * curtain, the log's length, and whether the seats marked "to play" in the
 * seat list are humans only with no bot thinking (what a player reads to
 * know it is their go).
 */
function turnShown(page) {
  return page.evaluate((logLines) => {
    if (document.querySelector('[data-testid="end-screen"]')) return { ended: true };
    const curtain = document.querySelector('[data-testid="curtain"], [data-testid="last-look"]');
    const log = document.querySelectorAll(logLines).length;
    const active = [...document.querySelectorAll('[data-testid="play"] .seat-list .seat-badge.active')];
    const humansOnly = active.length > 0 && !active.some((b) => b.querySelector('.seat-bot')) && !document.querySelector('[data-testid="thinking"]');
    return { ended: false, curtain: !!curtain?.checkVisibility(), log, humansOnly };
  }, LOG_LINES);
}

/**
 * Waits until a human may act on the board (lifting any curtain on the way)
 * and the log has stopped growing, or the game is over: 'human' or 'ended'.
 * When the seat list marks only humans to play, the position waits on them,
 * so a short still spell (a few frames, for the dock's scroll and the
 * board's effects) is enough; otherwise (a bot to play, or a simultaneous
 * step with one) the log must stand still for 400 ms.
 */
export async function settleForHuman(page, timeout = 60_000, { lift = true } = {}) {
  const until = Date.now() + timeout;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < until) {
    const shown = await turnShown(page);
    if (shown.ended) return 'ended';
    if (shown.curtain && lift && (await liftCurtainIfUp(page))) continue;
    if (shown.log !== last) {
      last = shown.log;
      stableSince = Date.now();
    } else {
      const still = Date.now() - stableSince;
      if ((still > 400 || (shown.humansOnly && still > 120)) && (await tappables(page)).length) return 'human';
    }
    await page.waitForTimeout(50);
  }
  throw new Error('no human seat got a turn');
}

/** The board area's markup (the page's <main>: a board or the curtain), attributes sorted. */
export const boardAreaHtml = (page) => sortedHtml(page, 'area');

/** What the player holding the tablet sees of the position: prompt, board area and log. */
export const screenSnapshot = (page) => snapshot(page, { area: true });

/** Closes a card being read, if the board shows one (Extinction Point's reading panel): not part of the position. */
export async function closeReading(page) {
  const close = page.locator('[data-testid="play"] main [aria-label="Close card details"]');
  if (await close.count()) await close.first().click();
}

/** The number of actions in the stored record of save `id`. */
export const recordLength = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions.length, `endgames.save.${id}`);

/** Waits until the stored record of `id` has more than (`test` 'more') or exactly ('equal') `n` actions; whether it did. */
export const waitForRecord = (page, id, test, n, timeout = 5_000) =>
  page
    .waitForFunction(([k, test, n]) => {
      const length = JSON.parse(localStorage.getItem(k)).record.actions.length;
      return test === 'more' ? length > n : length === n;
    }, [`endgames.save.${id}`, test, n], { timeout })
    .then(() => true, () => false);

/**
 * Taps as the human until the stored record grows by an action (a choice
 * that is a step of its own counts, as undo takes back one action), at
 * most 20 taps; a Confirm is pressed when offered. Whether it grew.
 */
export async function oneAction(page, id, rng) {
  const start = await recordLength(page, id);
  for (let taps = 0; taps < 20; taps += 1) {
    if (await page.locator(`${tid('curtain')}, ${tid('end-screen')}`).count()) break;
    const options = await tappables(page);
    if (!options.length) {
      await page.waitForTimeout(100);
      continue;
    }
    const pick = options.find((o) => /^confirm/i.test(o.text)) ?? options[Math.floor(rng() * options.length)];
    await tapClear(page, page.locator(`[data-tap-key="${pick.key}"]`)).catch(() => {});
    if (await waitForRecord(page, id, 'more', start, 300)) return true;
  }
  return waitForRecord(page, id, 'more', start, 1_000);
}

/**
 * Exports the game on the play screen from its menu and returns the file:
 * { name, text, warning }. Exporting a game in progress first asks, in a
 * dialog whose text is `warning` (null when no dialog came), and Export is
 * pressed there.
 */
export async function exportGame(page) {
  const download = page.waitForEvent('download', { timeout: 10_000 });
  download.catch(() => {}); // awaited below; a failed step before that is the error to report
  await page.locator(tid('menu')).click();
  await page.locator(tid('menu-export')).click();
  const dialog = page.locator(tid('confirm-dialog'));
  let warning = null;
  if (await dialog.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    warning = (await dialog.innerText()).trim();
    await dialog.locator(tid('confirm-yes')).click();
  }
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8'), warning };
}

/**
 * Imports `text` as a file called `name` on the home page and returns what
 * the page then says of it: the result beside the file picker (or, in
 * builds before that, the page's banner). An earlier result is dismissed
 * first, so the words are this import's own.
 */
export async function importSave(page, name, text) {
  const result = page.locator(`${tid('import-result')}, ${tid('banner')}`);
  for (let n = await result.count(); n > 0; n = await result.count()) {
    await result.first().getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForFunction(([sel, n]) => document.querySelectorAll(sel).length < n, [`[data-testid="import-result"], [data-testid="banner"]`, n], { timeout: 3_000 });
  }
  await page.locator(tid('import')).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await result.first().waitFor({ state: 'visible', timeout: 5_000 });
  return (await result.first().locator('.banner-text').innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Plays by tapping until the moves of pieces a page-side watcher noted in
 * `window.__moves` satisfy `enough` (or the game ended, or 80 actions went
 * by); returns them.
 */
export async function playUntilMoves(page, enough, rng) {
  for (let i = 0; i < 80; i += 1) {
    const moves = await page.evaluate(() => window.__moves);
    if (enough(moves) || (await page.locator(tid('end-screen')).count())) return moves;
    await playByTapping(page, { actions: 1, rng });
    await waitForHumanTurn(page);
  }
  return page.evaluate(() => window.__moves);
}

/**
 * Opens save `id` at a stored position: the record of `tests/records/<path>`
 * (whose native test checks it still replays there), less its last `drop`
 * moves, in place of the save's own, then opens it afresh. Undo cannot reach before
 * it. Returns the stored file.
 */
export async function openStoredRecord(page, id, path, { drop = 0 } = {}) {
  const stored = JSON.parse(await readFile(new URL(`../../records/${path}`, import.meta.url), 'utf8'));
  const record = { ...stored.record, actions: stored.record.actions.slice(0, stored.record.actions.length - drop) };
  // Off the play screen first: its bots would otherwise save their next
  // move over the stored record before the reload (a CI run on a busy
  // machine reloaded into the bots' own game, with no end screen to find).
  const play = page.url();
  await page.evaluate(() => { window.location.hash = '#/'; });
  await waitForScreen(page, 'home');
  await page.evaluate(([key, record]) => {
    const save = JSON.parse(localStorage.getItem(key));
    localStorage.setItem(key, JSON.stringify({ ...save, record, undo: { floor: record.actions.length } }));
  }, [`endgames.save.${id}`, record]);
  // Back to the game's address without showing it here (no hashchange), then afresh.
  await page.evaluate((url) => history.replaceState(null, '', url), play);
  await page.reload();
  return stored;
}
