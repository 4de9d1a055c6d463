// Playing by keyboard (src/kit/keys.rs): a board's legal targets are one
// stop in the Tab order, the arrow keys move between them by where they lie,
// and Tab leaves the board for the step's buttons in the dock.
// - Extinction's founding offers every empty hex (84 at first): each was a
//   Tab stop of its own, and the arrows did nothing. Here the hexes must be
//   one stop, every one reachable with the arrows alone, each arrow must go
//   the way it points, and a hex reached by the arrows is founded with Enter
//   and the dock's Put.
// - The End Is Nigh: a refugee chosen with Enter left the focus on the
//   refugees, every one a Tab stop before the trait buttons in the dock
//   (nine presses of Tab in the build before). Now Tab passes only the
//   board's other controls (the notebook, the claims by hour) and the Hint.
//   A refugee that is no move now but says why when pressed is one of the
//   board's pieces: in the arrows' group, not a Tab stop of its own.
// - Extinction Point: every card can be pressed to read it, and each one
//   that was no move was a Tab stop of its own (a hand of 8 unplayable cards,
//   8 stops). The cards are one stop, and the arrows reach each.

import { openStoredRecord, recordLength, startGame, tid, waitForHumanTurn, waitForRecord } from './lib/app.mjs';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Index of the focused element among `selector`'s matches, or -1. */
const focusedIndex = (page, selector) => page.evaluate((s) => [...document.querySelectorAll(s)].indexOf(document.activeElement), selector);

/** Presses Tab until focus lands on a match of `selector`; the number of presses, or null after `max`. */
async function tabUntil(page, selector, max, passed = []) {
  for (let n = 1; n <= max; n += 1) {
    await page.keyboard.press('Tab');
    passed.push(await page.evaluate(() => {
      const el = document.activeElement;
      const name = (el?.getAttribute('aria-label') || el?.innerText || el?.tagName || '').trim().slice(0, 40);
      if (!el?.closest('main')) return name;
      if (el.matches('[data-legal="true"]')) return `target: ${name}`;
      return el.matches('[data-piece="true"]') ? `piece: ${name}` : name;
    }));
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return n;
  }
  return null;
}

async function extinctionHexes(page, base) {
  await startGame(page, base, { game: 'extinction', controllers: ['human', 'bot-easy'] });
  await waitForHumanTurn(page);
  const HEX = '.exn-map [data-legal="true"]';
  await page.locator(HEX).first().waitFor({ state: 'visible', timeout: 20_000 });
  const count = await page.locator(HEX).count();
  if (count < 20) throw new Error(`only ${count} hexes offered for a founder`);
  const stops = await page.evaluate((s) => [...document.querySelectorAll(s)].filter((e) => e.tabIndex >= 0).length, HEX);
  if (stops !== 1) throw new Error(`the ${count} hexes offered are ${stops} Tab stops, not one`);

  // Into the board with Tab, from the play bar's menu button.
  await page.locator(tid('menu')).focus();
  const tabsIn = await tabUntil(page, HEX, 30);
  if (tabsIn === null) throw new Error('30 presses of Tab from the menu button never reached a hex');
  const help = await page.locator(tid('key-help')).isVisible();
  if (!help) throw new Error("the board's keys are not shown while the keyboard is on a hex");

  // Every hex by arrows alone, each arrow going the way it points.
  const centres = await page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => {
    const r = e.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  }), HEX);
  const start = await focusedIndex(page, HEX);
  const seen = new Set([start]);
  const queue = [start];
  let presses = 0;
  while (queue.length) {
    const from = queue.shift();
    for (const [key, [dx, dy]] of Object.entries(ARROWS)) {
      await page.evaluate(({ s, i }) => document.querySelectorAll(s)[i].focus(), { s: HEX, i: from });
      await page.keyboard.press(key);
      presses += 1;
      const to = await focusedIndex(page, HEX);
      if (to < 0) throw new Error(`${key} from hex ${from} took the focus off the hexes`);
      if (to === from) continue;
      const along = (centres[to][0] - centres[from][0]) * dx + (centres[to][1] - centres[from][1]) * dy;
      if (along <= 0) throw new Error(`${key} from hex ${from} went the other way, to hex ${to}`);
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  if (seen.size !== count) throw new Error(`the arrows reach ${seen.size} of the ${count} hexes offered`);

  // A hex reached by arrows: Enter picks it, Tab goes on to the dock, Enter on Put places the founder.
  await page.evaluate(({ s, i }) => document.querySelectorAll(s)[i].focus(), { s: HEX, i: start });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const mark = await page.evaluate(() => document.activeElement?.querySelector('.exn-hex-name')?.textContent?.trim());
  if (!mark) throw new Error('after two arrows the focus is not on a hex');
  await page.keyboard.press('Enter');
  await page.locator(tid('step-dock')).getByRole('button', { name: /^Put 1\b/ }).waitFor({ state: 'visible', timeout: 5_000 });
  const DOCK_BUTTON = `${tid('step-dock')} button`;
  const tabsOut = await tabUntil(page, DOCK_BUTTON, 12);
  if (tabsOut === null) throw new Error(`12 presses of Tab from hex ${mark} never reached the dock's buttons`);
  // The dock may start with another step's button: on to the first Put.
  const name = () => page.evaluate(() => (document.activeElement.getAttribute('aria-label') || document.activeElement.innerText).trim());
  for (let n = 0; n < 4 && !/^Put \d/.test(await name()); n += 1) {
    await page.keyboard.press('Tab');
  }
  const pressed = await name();
  await page.keyboard.press('Enter');
  const founded = await page
    .waitForFunction((m) => new RegExp(`puts \\d+ on [^.]*\\b${m}\\b`).test(document.querySelector('[data-testid="log"]')?.innerText ?? ''), mark, { timeout: 10_000 })
    .then(() => true, () => false);
  if (!founded) throw new Error(`Enter on "${pressed}" for hex ${mark}: the log ends "${(await page.locator(tid('log')).innerText()).trim().split('\n').slice(-2).join(' / ')}"`);
  return `${count} hexes, 1 Tab stop (${tabsIn} Tab${tabsIn === 1 ? '' : 's'} in from the menu); ${presses} arrow presses reached all; founded ${mark} by keys, ${tabsOut} Tab${tabsOut === 1 ? '' : 's'} from the hex to the dock`;
}

/**
 * Waits until the focus is on a legal part of the chosen piece (a refugee's
 * trait on the clock), where the app moves it once the choice is drawn;
 * returns that part's label, or null if it never came. Pressing a key before
 * it came would press the card chosen, no button any more (seen once in a
 * busy CI run: the claim never came).
 */
const onChosenPart = (page) =>
  page
    .waitForFunction(() => document.activeElement?.matches('.nigh-root [data-chosen="true"] [data-legal="true"]') && document.activeElement.getAttribute('aria-label'), null, { timeout: 5_000 })
    .then((h) => h.jsonValue(), () => null);

async function nighRefugeeThenDock(page, base) {
  await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'bot-easy', 'bot-easy'] });
  await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the / }).first().click();
  // One with two traits to choose from (the Child and the Scientist have
  // one), and the last: the other refugees come before it on the page.
  const refugee = page.locator('.nigh-root [data-legal="true"]').filter({ hasNotText: /Hermit|Child|Scientist/ }).last();
  await page.waitForFunction(() => /tap a refugee who is not exhausted/.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 30_000 });
  await refugee.waitFor({ state: 'visible', timeout: 10_000 });
  const offered = await page.locator('.nigh-root [data-legal="true"]').count();
  await refugee.focus();
  await page.keyboard.press('Enter');
  const trait = `${tid('step-dock')} button`;
  await page.locator(trait, { hasText: /^((Left|Right|Top|Bottom) trait|Question the )/ }).first().waitFor({ state: 'visible', timeout: 5_000 });
  // The chosen refugee offers its traits on the clock; focus goes on to the
  // first, not back to the page's top, as the card pressed is a button no more.
  const onTrait = await onChosenPart(page);
  if (!onTrait) throw new Error(`after Enter on the refugee, focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}, not a trait of the chosen refugee`);
  const passed = [];
  const tabs = await tabUntil(page, trait, 12, passed);
  if (tabs === null) throw new Error(`12 presses of Tab from the chosen refugee never reached the dock (${offered} refugees offered): ${passed.join(' | ')}`);
  const refugees = passed.filter((p) => /^(target|piece): /.test(p));
  if (refugees.length) throw new Error(`Tab from the chosen refugee passes ${refugees.length} more refugees on its way to the dock: ${passed.join(' | ')}`);
  // Enter on the trait: now the claim, and the refugees are no targets but
  // buttons that say why. They are one Tab stop, and the arrows reach every
  // one (the build before left them out of the Tab order as the targets they
  // had been, then made each a stop of its own).
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /claim whether/i.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 10_000 });
  const WHY = '.nigh-root button.nigh-refugee:not([data-legal="true"])';
  const reached = await arrowsReachAll(page, WHY);
  return `${offered} refugees offered; focus on "${onTrait}"; the dock ${tabs} Tab${tabs === 1 ? '' : 's'} from there, past ${passed.slice(0, -1).join(', ') || 'nothing'}; while claiming, the refugees that say why: ${reached}`;
}

/**
 * The shown matches of `selector` are one Tab stop, and the arrow keys from
 * it reach every one of them (each key pressed from each one reached).
 */
async function arrowsReachAll(page, selector) {
  const shown = await page.evaluate((s) => [...document.querySelectorAll(s)]
    .map((b, i) => [i, (b.getAttribute('aria-label') || b.innerText).trim().split('\n')[0], b.getBoundingClientRect().width > 0, b.tabIndex >= 0])
    .filter(([, , visible]) => visible), selector);
  if (shown.length < 2) throw new Error(`only ${shown.length} of ${selector} shown: nothing to move between`);
  const stops = shown.filter(([, , , stop]) => stop);
  if (stops.length !== 1) throw new Error(`the ${shown.length} pieces (${shown.map((x) => x[1]).join(', ')}) are ${stops.length} Tab stops, not one`);
  const start = stops[0][0];
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const from = queue.shift();
    for (const key of Object.keys(ARROWS)) {
      await page.locator(selector).nth(from).focus();
      await page.keyboard.press(key);
      const at = await focusedIndex(page, selector);
      if (at >= 0 && !seen.has(at)) {
        seen.add(at);
        queue.push(at);
      }
    }
  }
  const missed = shown.filter(([i]) => !seen.has(i)).map((x) => x[1]);
  if (missed.length) throw new Error(`the arrows reached ${shown.length - missed.length} of ${shown.length}; never ${missed.join(', ')}`);
  return `${shown.length} are 1 Tab stop and the arrows reach all`;
}

/**
 * On a phone the island's close-up is redrawn on its own after "Whole
 * island" and back, and its hexes came back as a Tab stop each (73 of 73 in
 * the build before this check). Once the keyboard reaches one of them they
 * must be one stop again, and the next Tab must leave them.
 */
async function phoneCloseUpAgain(page, base) {
  await startGame(page, base, { game: 'extinction', controllers: ['human', 'bot-easy'] });
  const HEX = '.exn-map [data-legal="true"]';
  await page.locator(HEX).first().waitFor({ state: 'attached', timeout: 20_000 });
  for (let i = 0; i < 2; i += 1) {
    await page.locator(tid('exn-zoom')).click();
    await page.waitForTimeout(200);
  }
  await page.locator(HEX).first().waitFor({ state: 'attached', timeout: 5_000 });
  await page.locator(tid('menu')).focus();
  const tabs = await tabUntil(page, HEX, 20);
  if (tabs === null) throw new Error('20 presses of Tab from the menu never reached a hex');
  const stops = await page.evaluate((s) => [...document.querySelectorAll(s)].filter((e) => e.tabIndex >= 0).length, HEX);
  const count = await page.locator(HEX).count();
  if (stops !== 1) throw new Error(`on a hex after the whole island and back, the ${count} hexes are ${stops} Tab stops`);
  await page.keyboard.press('Tab');
  if (await page.evaluate((s) => !!document.activeElement?.matches(s), HEX)) throw new Error('the next Tab went to another hex');
  return `${count} hexes, 1 Tab stop once the keyboard reached one (${tabs} Tabs in)`;
}

/**
 * A phone, two people, the page reloaded mid-game: the curtain's button is
 * focused by the app, and a tap on it lifts the curtain onto a board target
 * the app focuses. Chromium keeps that focus "visible", and the build before
 * showed the keys' line over the title and Undo after the tap. It must stay
 * hidden until a key is pressed, and show once one is.
 */
async function noKeysLineAfterATap(page, base) {
  await startGame(page, base, { game: 'extinction', controllers: ['human', 'human'] });
  await page.reload();
  await page.locator(tid('curtain-ready')).waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator(tid('curtain-ready')).tap();
  const HEX = '.exn-map [data-legal="true"]';
  await page.locator(HEX).first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForTimeout(500);
  const onTarget = await page.evaluate((s) => !!document.activeElement?.matches(s), HEX);
  if (!onTarget) throw new Error(`after the tap the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}, not a hex: not the case this test is for`);
  if (await page.locator(tid('key-help')).isVisible()) throw new Error("after a tap on the curtain's button, the keys' line shows over the screen");
  // Nor a focus ring, which reads as the hex being chosen.
  const ringed = () => page.evaluate(() => !!document.activeElement?.matches(':focus-visible'));
  if (await ringed()) throw new Error("after a tap on the curtain's button, the hex the focus came to has a focus ring");
  await page.keyboard.press('ArrowRight');
  await page.locator(tid('key-help')).waitFor({ state: 'visible', timeout: 2_000 }).catch(() => {
    throw new Error("an arrow key on a hex did not bring the keys' line");
  });
  // Positive control: a key brings the ring.
  if (!(await ringed())) throw new Error('an arrow key moved the focus to a hex with no focus ring');
  return "no keys' line or ring after the tap on the hand-over; an arrow key brings both";
}

/** Extinction Point, another seat's turn first: the cards on the table are one Tab stop, the arrows reach each. */
async function epCards(page, base) {
  await startGame(page, base, { game: 'extinction-point', controllers: ['human', 'bot-easy'] });
  await waitForHumanTurn(page);
  const CARDS = '.ep-root button.ep-card-btn';
  await page.locator(CARDS).first().waitFor({ state: 'visible', timeout: 20_000 });
  return `the cards: ${await arrowsReachAll(page, CARDS)}`;
}

/**
 * ExtracZon's secured Tactical cards sit in the dock, outside the board: one
 * Tab stop with the arrows between them, the keys' line shown while one has
 * the focus (it was shown for the board's targets only), and Enter makes the
 * one reached active. A stored solo game, 11 moves before its end, holds
 * several kinds; reaching two by play takes a whole game.
 */
async function tacticalCardsByKeys(page, base) {
  const id = await startGame(page, base, { game: 'extraczon', controllers: ['human'] });
  await openStoredRecord(page, id, 'extraczon/v1-solo-seed2026-end.json', { drop: 11 });
  const CARDS = '.xz-card-row [data-legal="true"]';
  await page.locator(CARDS).first().waitFor({ state: 'visible', timeout: 20_000 });
  const reach = await arrowsReachAll(page, CARDS);
  // Into the group with Tab, as a keyboard player comes to it.
  await page.locator(tid('menu')).focus();
  const passed = [];
  if ((await tabUntil(page, CARDS, 40, passed)) === null) throw new Error(`40 presses of Tab never reached a card: ${passed.join(' | ')}`);
  const help = page.locator(tid('key-help'));
  if (!(await help.isVisible())) throw new Error("the keys' line is not shown while the keyboard is on a secured Tactical card");
  const name = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  const before = await recordLength(page, id);
  await page.keyboard.press('Enter');
  if (!(await waitForRecord(page, id, 'more', before))) throw new Error(`Enter on "${name}" made no move`);
  return `secured Tactical cards: ${reach}; the keys' line shown on them; Enter made "${name.split(' (')[0]}" active`;
}

/** The focused element, as a short text for a message. */
const focusedText = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return `${el?.tagName ?? 'nothing'} ${el?.getAttribute('aria-label') ?? el?.className ?? ''}`.trim();
});

/**
 * Extinction's founding by keys alone, through a bot's turn:
 * - a hex the focus comes to after a key is wholly in view: with the page
 *   board scrolled down (as a player does to read the species' panels under
 *   the island; a low window makes the founding board scroll), the hex after
 *   a Put sat partly above it, the first legal one though others were in view;
 * - while the bot plays, the focus waits on the board area: Put was gone and
 *   the focus fell to the page's body, so the next Tab began at the top;
 * - when the human's turn comes back, a legal hex has it.
 */
async function focusThroughABotsTurn(page, base) {
  const id = await startGame(page, base, { game: 'extinction', controllers: ['human', 'bot-easy'], speed: 'fast' });
  await waitForHumanTurn(page);
  const HEX = '.exn-map [data-legal="true"]';
  await page.locator(HEX).first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator(tid('menu')).focus();
  if ((await tabUntil(page, HEX, 30)) === null) throw new Error('30 presses of Tab from the menu button never reached a hex');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Put/.test(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.innerText ?? ''), null, { timeout: 5_000 })
    .catch(async () => { throw new Error(`Enter on a hex left the focus on ${await focusedText(page)}, not on Put`); });
  // The board scrolled down so far that the top row of hexes is cut by its
  // top edge, the rows under it in view.
  // (While Put waits, the hexes are no targets: they are found by their names.)
  const scrolled = await page.evaluate(() => {
    const root = document.querySelector('.exn-root');
    const shown = [...document.querySelectorAll('.exn-map [aria-label]')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    const top = Math.min(...shown.map((r) => r.top));
    root.scrollTop += top - root.getBoundingClientRect().top + 20;
    return root.scrollTop;
  });
  if (!scrolled) throw new Error(`the board does not scroll at this size: this test checks nothing here ${await page.evaluate(() => { const r = document.querySelector('.exn-root'); return `${r.className} ${r.scrollHeight}/${r.clientHeight} ${getComputedStyle(r).overflowY}`; })}`);
  const onPut = await focusedText(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.activeElement?.matches(s), HEX, { timeout: 5_000 })
    .catch(async () => { throw new Error(`after Put the focus is on ${await focusedText(page)}, not a hex`); });
  const box = await page.evaluate(() => {
    const r = document.activeElement.getBoundingClientRect();
    const board = document.querySelector('.exn-root').getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), from: Math.round(Math.max(0, board.top)), to: Math.round(Math.min(innerHeight, board.bottom)) };
  });
  if (box.top < box.from - 1 || box.bottom > box.to + 1) {
    throw new Error(`after Put, ${await focusedText(page)} is at ${box.top}..${box.bottom} px, the board shown at ${box.from}..${box.to} px`);
  }

  // Every founder by Enter (a hex, then its Put) until the bot's turn. Each
  // press waits for its move and for the focus to come to the next target:
  // pressed at a fixed pace, an Enter could land while the last move was
  // still being drawn (a CI run on 5 Dec 2026 pressed 80 times without
  // ending the turn, where 38 presses do).
  const thinking = page.locator(tid('thinking'));
  // The next target; the wait below also takes the board area once the bot thinks.
  const NEXT = `${HEX}, [data-testid="step-dock"] button`;
  const trail = [];
  for (let n = 0; !(await thinking.isVisible()); n += 1) {
    const before = await recordLength(page, id);
    const pressed = await page.evaluateHandle(() => document.activeElement);
    trail.push(`${before} ${(await focusedText(page)).slice(0, 40)}`);
    if (n === 80) throw new Error(`80 presses of Enter never ended the founding turn; moves and focus before each: ${trail.join(' | ')}`);
    await page.keyboard.press('Enter');
    if (!(await waitForRecord(page, id, 'more', before))) {
      throw new Error(`Enter made no move; moves and focus before each: ${trail.join(' | ')}`);
    }
    await page.waitForFunction(([was, next]) => {
      const now = document.activeElement;
      if (now === was) return false;
      return now?.matches(next) || (now?.matches('main.board-area') && !!document.querySelector('[data-testid="thinking"]')?.checkVisibility());
    }, [pressed, NEXT], { timeout: 5_000 })
      .catch(async () => { throw new Error(`after a move by Enter the focus stayed on ${await focusedText(page)}; moves and focus before each: ${trail.join(' | ')}`); });
  }
  const during = await focusedText(page);
  if (!during.startsWith('MAIN')) throw new Error(`while the bot plays, the focus is on ${during}, not the board area`);
  await waitForHumanTurn(page);
  await page.waitForFunction((s) => document.activeElement?.matches(s), HEX, { timeout: 5_000 })
    .catch(async () => { throw new Error(`the turn back, the focus is on ${await focusedText(page)}, not a hex`); });
  return `after ${onPut.replace('BUTTON ', '')} with the board scrolled, a hex in view (${box.top}..${box.bottom} px of ${box.from}..${box.to}); during the bot's turn the board area; after it ${await focusedText(page)}`;
}

/**
 * A dialog opened from the menu by keys gives the focus back to the Menu
 * button when it closes, however it closes: it had fallen to the page's
 * body, so the next Tab started from the top of the page (found 4 Dec 2026
 * by play-testing with the keyboard alone).
 */
async function focusBackFromDialogs(page, base) {
  await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
  const focused = () => page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.tagName);
  const seen = [];
  for (const [item, close] of [['menu-rules', 'Escape'], ['menu-rules', 'Enter'], ['menu-restart', 'Enter'], ['menu-export', 'Escape']]) {
    await page.locator(tid('menu')).focus();
    await page.keyboard.press('Enter');
    await page.locator(tid(item)).focus();
    await page.keyboard.press('Enter');
    // The dialog has the focus (its Close or Cancel button), so Enter closes it too.
    await page.locator('.backdrop').waitFor({ state: 'visible', timeout: 5_000 });
    const inDialog = await page.evaluate(() => !!document.activeElement?.closest('.backdrop'));
    if (!inDialog) throw new Error(`${item}: the dialog opened without the focus`);
    await page.keyboard.press(close);
    await page.locator('.backdrop').waitFor({ state: 'detached', timeout: 5_000 });
    const now = await focused();
    if (now !== 'menu') throw new Error(`${item}, closed with ${close}: the focus is on ${now}, not the Menu button`);
    seen.push(`${item} (${close})`);
  }
  return `the focus back on Menu after ${seen.join(', ')}`;
}

/**
 * A refused move's reason dismissed with the keys gives the focus back to
 * the piece that was pressed: the Dismiss button went with the reason, the
 * focus fell to the page's body, and the next Tab started from the top
 * (found 6 Dec 2026 playing The End Is Nigh by keyboard alone).
 */
async function focusBackFromARefusal(page, base) {
  await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'bot-easy', 'bot-easy'] });
  await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the / }).first().click();
  await page.waitForFunction(() => /tap a refugee who is not exhausted/.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 30_000 });
  // A refugee, then its first trait, by keys: now the claim, and the other
  // refugees say why they are no move when pressed.
  await page.locator('.nigh-root [data-legal="true"]').filter({ hasNotText: /Hermit|Child|Scientist/ }).last().focus();
  await page.keyboard.press('Enter');
  await page.locator(`${tid('step-dock')} button`, { hasText: /^((Left|Right|Top|Bottom) trait|Question the )/ }).first().waitFor({ state: 'visible', timeout: 5_000 });
  if (!(await onChosenPart(page))) throw new Error(`after Enter on the refugee, focus is on ${await focusedText(page)}, not a trait of the chosen refugee`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /claim whether/i.test(document.querySelector('[data-testid="prompt"]')?.innerText ?? ''), null, { timeout: 10_000 }).catch(async () => {
    const prompt = await page.locator(tid('prompt')).innerText().catch(() => '');
    throw new Error(`Enter on the trait brought no claim: the prompt reads "${prompt}", the focus is on ${await focusedText(page)}`);
  });
  const why = page.locator('.nigh-root button.nigh-refugee:not([data-legal="true"])').first();
  const name = (await why.innerText()).trim().split('\n')[0];
  await why.focus();
  await page.keyboard.press('Enter');
  const refusal = page.locator(tid('refusal'));
  await refusal.waitFor({ state: 'visible', timeout: 5_000 });
  const said = (await refusal.locator('.banner-text').innerText()).trim();
  const passed = [];
  if ((await tabUntil(page, `${tid('refusal')} button`, 40, passed)) === null) throw new Error(`40 presses of Tab never reached Dismiss: ${passed.join(' | ')}`);
  await page.keyboard.press('Enter');
  await refusal.waitFor({ state: 'detached', timeout: 5_000 });
  const back = await page.evaluate(() => document.activeElement?.matches('.nigh-root button.nigh-refugee') ? document.activeElement.innerText.trim().split('\n')[0] : null);
  if (back !== name) throw new Error(`after Dismiss by keys the focus is on ${await focusedText(page)}, not the refugee pressed (${name})`);
  return `${name} pressed: "${said.slice(0, 60)}"; Dismiss ${passed.length} Tabs on; the focus back on ${back}`;
}

export default [
  {
    name: "The End Is Nigh by keys: a refused move's reason dismissed with Enter gives the focus back to the refugee that was pressed",
    viewport: { width: 1024, height: 768 },
    timeout: 90_000,
    run: ({ page, base }) => focusBackFromARefusal(page, base),
  },
  {
    name: "Extinction at 1024x768: the hexes offered are one Tab stop, the arrows reach every one the way they point, and a hex so reached is founded by keys",
    viewport: { width: 1024, height: 768 },
    timeout: 120_000,
    run: ({ page, base }) => extinctionHexes(page, base),
  },
  {
    name: 'Extinction on a phone: after the whole island and back, the hexes are one Tab stop again once the keyboard reaches one',
    viewport: { width: 390, height: 844 },
    timeout: 90_000,
    run: ({ page, base }) => phoneCloseUpAgain(page, base),
  },
  {
    name: "The End Is Nigh: after choosing a refugee with Enter, focus is on its first trait on the clock and Tab goes on to the trait buttons in the dock past none of the other refugees; once they are no targets, they are one Tab stop and the arrows reach each",
    viewport: { width: 1024, height: 768 },
    timeout: 90_000,
    run: ({ page, base }) => nighRefugeeThenDock(page, base),
  },
  {
    name: 'Extinction Point: the cards, legal or only to read, are one Tab stop and the arrows reach every one',
    viewport: { width: 1024, height: 768 },
    timeout: 90_000,
    run: ({ page, base }) => epCards(page, base),
  },
  {
    name: "ExtracZon at 1024x768: the secured Tactical cards in the dock are one Tab stop, the arrows reach each, the keys' line shows on them, and Enter makes one active",
    viewport: { width: 1024, height: 768 },
    timeout: 90_000,
    run: ({ page, base }) => tacticalCardsByKeys(page, base),
  },
  {
    name: "Extinction at 1024x560 by keys: after Put with the board scrolled, the hex the focus comes to is in view; during a bot's turn the focus waits on the board area, and a hex has it when the turn comes back",
    viewport: { width: 1024, height: 560 },
    timeout: 120_000,
    run: ({ page, base }) => focusThroughABotsTurn(page, base),
  },
  {
    name: 'ExtracZon at 1024x768: a dialog opened from the menu with the keys (rules, restart, export) gives the focus back to the Menu button as it closes',
    viewport: { width: 1024, height: 768 },
    timeout: 90_000,
    run: ({ page, base }) => focusBackFromDialogs(page, base),
  },
  {
    name: "a phone after a reload: a tap that lifts the curtain onto a board target does not bring the keys' line or a focus ring; a key does",
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 90_000,
    run: ({ page, base }) => noKeysLineAfterATap(page, base),
  },
];
