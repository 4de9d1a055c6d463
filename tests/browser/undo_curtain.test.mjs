// Undo on the hand-over screen, in every game with hidden information.
//
// Two humans share the tablet. One makes a move that may be taken back, and
// the curtain comes up for the other. Undo is pressed there, by whoever holds
// the tablet: the move is taken back behind the curtain, which now asks to
// hand the tablet back to the player whose move it was. Until they tap in,
// the page holds nothing secret of any seat (no secret element, none of the
// words that were secret on the mover's own screen). Once they tap in, their
// screen is exactly the position before their move: prompt, board, log and
// their own secrets.
//
// With a bot between the two humans, a curtain raised after the bot's move
// offers no Undo at all (nobody may take back a bot's move), and the page
// holds no secret there either.

import { boardHtml, firstDifference, hideLastLookIfShown, openStoredRecord, seeded, startGame, tapClear, tappables, tid } from './lib/app.mjs';

/** Where each game draws a seat's secrets: elements that must not be in the page behind a curtain. */
const SECRET_PARTS = {
  'extinction-point': `${tid('ep-hand')}, [data-secret]`,
  'the-end-is-nigh': '[data-secret]',
  extinction: '[data-secret]',
};

/** The stored save of this game (the record's moves and the seats). */
const stored = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `endgames.save.${id}`);

/** Everything the holder of the tablet is shown of the position. */
async function screen(page, game) {
  return {
    prompt: (await page.locator(tid('prompt')).innerText()).trim(),
    board: await boardHtml(page),
    log: (await page.locator(tid('log')).innerText()).trim(),
    // Each piece of text in the seat's secret parts, one per line.
    secrets: await page.locator(SECRET_PARTS[game]).evaluateAll((els) => {
      const pieces = [];
      for (const el of els) {
        const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.textContent.trim()) pieces.push(n.textContent.trim());
      }
      return pieces.join('\n');
    }),
    // The rest of the page's text: what the screen shows in the open.
    open: await page.evaluate((selector) => {
      const root = document.querySelector('[data-testid="play"]').cloneNode(true);
      root.querySelectorAll(`style, script, ${selector}`).forEach((e) => e.remove());
      return root.textContent;
    }, SECRET_PARTS[game]),
  };
}

/**
 * The distinctive pieces of a seat's secrets: long enough not to be common
 * words, and shown nowhere in the open on the same screen (a predator type
 * once announced, say, is in the log for all).
 */
const secretLines = (view) => [...new Set(view.secrets.split('\n').filter((l) => l.length >= 6 && !view.open.includes(l)))];

/** What the page holds that it must not behind a curtain, given the secrets seen on earlier screens. */
async function leaksBehindCurtain(page, game, known) {
  return page.evaluate(
    ({ selector, known }) => {
      const root = document.documentElement.cloneNode(true);
      root.querySelectorAll('style, script').forEach((e) => e.remove());
      const problems = [];
      const parts = root.querySelectorAll(selector);
      if (parts.length) problems.push(`${parts.length} secret element(s) in the page: ${parts[0].textContent.slice(0, 80)}`);
      const board = root.querySelector('.board-area');
      if (board && !board.querySelector('[data-testid="curtain"]')) problems.push('the board area does not hold the curtain');
      if (board?.querySelector('svg')) problems.push('a board drawing is in the page behind the curtain');
      const text = root.textContent;
      for (const line of known) if (text.includes(line)) problems.push(`a line of a secret screen: "${line}"`);
      return problems;
    },
    { selector: SECRET_PARTS[game], known },
  );
}

/** One tap for a human on the board: a Confirm when offered, else any legal target or game button. */
async function tapOnce(page, rng) {
  const options = await tappables(page);
  if (!options.length) return false;
  const pick = options.find((o) => /^confirm/i.test(o.text)) ?? options[Math.floor(rng() * options.length)];
  await tapClear(page, page.locator(`[data-tap-key="${pick.key}"]`)).catch(() => {});
  await page.waitForTimeout(40);
  return true;
}

/**
 * Plays `game` by tapping with `controllers` until a hand-over between
 * humans follows a move that may be taken back, then checks Undo there.
 * `botCurtains` also counts curtains that follow a bot's move (Undo must be off).
 */
async function undoOnHandOver(page, base, game, controllers, seed, { needBotCurtain = false } = {}) {
  const id = await startGame(page, base, { game, controllers });
  // Extinction's secrets (gene cards) come after a hundred or more moves
  // placing founders: its games start from a stored record 300 moves in
  // (Undo cannot reach before it), which saved CI about two minutes.
  const from = FROM_RECORD[game]?.[controllers.length];
  if (from) await openStoredRecord(page, id, from);
  const rng = seeded(seed);
  let before = null; // the screen at the start of the current position, and the record's length then
  let botCurtains = 0;
  for (let step = 0; step < 1500; step += 1) {
    if (await page.locator(tid('end-screen')).count()) break;
    const save = await stored(page, id);
    const moves = save.record.actions.length;
    // A card drawn as the turn ends: its player's last look, then the curtain.
    if (await hideLastLookIfShown(page)) continue;
    if (await page.locator(tid('curtain')).isVisible().catch(() => false)) {
      const leaks = await leaksBehindCurtain(page, game, []);
      if (leaks.length) throw new Error(`behind the curtain after move ${moves}:\n${leaks.join('\n')}`);
      const undo = page.locator(tid('undo'));
      const [lastSeat] = save.record.actions.at(-1) ?? [null];
      const lastWasBot = lastSeat !== null && save.seats[lastSeat].controller !== 'Human';
      if (lastWasBot) {
        if (!(await undo.isDisabled())) throw new Error(`after a bot's move (move ${moves}) the curtain offers Undo`);
        botCurtains += 1;
      } else if (
        !(await undo.isDisabled()) &&
        before?.moves === moves - 1 &&
        secretLines(before.view).length && // the mover had secrets on screen (Extinction deals genes after the founders)
        (!needBotCurtain || botCurtains)
      ) {
        return checkUndo(page, game, id, save, before, botCurtains);
      }
      await page.locator(tid('curtain-ready')).click();
      await page.locator(tid('curtain')).waitFor({ state: 'hidden', timeout: 10_000 });
      before = null;
      continue;
    }
    if (before?.moves !== moves) {
      before = { moves, view: await screen(page, game) };
    }
    if (!(await tapOnce(page, rng))) await page.waitForTimeout(80); // a bot is thinking
  }
  throw new Error(`no hand-over between humans after a move that could be taken back by a player with secrets on screen${needBotCurtain ? ' (and a bot curtain before it)' : ''}`);
}

async function checkUndo(page, game, id, save, before, botCurtains) {
  const moves = save.record.actions.length;
  const [mover] = save.record.actions.at(-1);
  const name = save.seats[mover].name;
  // What was secret on the mover's screen before the move: after the Undo it is theirs again.
  const known = secretLines(before.view);
  if (!known.length) throw new Error(`${name}'s screen showed no secret before the move: the check would not notice one`);
  await page.locator(tid('undo')).click();
  await page.waitForFunction(([k, n]) => JSON.parse(localStorage.getItem(k)).record.actions.length === n, [`endgames.save.${id}`, moves - 1], {
    timeout: 5_000,
  });
  // Taken back behind the curtain, which now asks for the mover.
  const curtain = page.locator(tid('curtain'));
  if (!(await curtain.isVisible())) throw new Error(`after Undo on the hand-over screen, ${name}'s screen showed with no curtain`);
  const text = await curtain.innerText();
  if (!text.includes(`Hand the tablet back to ${name}`)) throw new Error(`the curtain does not ask for ${name}: "${text}"`);
  const leaks = await leaksBehindCurtain(page, game, known);
  if (leaks.length) throw new Error(`behind the curtain after Undo:\n${leaks.join('\n')}`);
  if (!(await page.locator(tid('undo')).isDisabled())) throw new Error('Undo is still offered on the hand-back curtain');
  const ready = await page.locator(tid('curtain-ready')).innerText();
  if (!ready.includes(name)) throw new Error(`the curtain's button is not for ${name}: "${ready}"`);
  await page.locator(tid('curtain-ready')).click();
  await curtain.waitFor({ state: 'hidden', timeout: 10_000 });
  await page.waitForTimeout(100);
  const after = await screen(page, game);
  for (const part of ['prompt', 'board', 'log', 'secrets', 'open']) {
    if (before.view[part] !== after[part]) throw new Error(`after tapping in, ${name}'s ${part} is not the position before the move:\n${firstDifference(before.view[part], after[part])}`);
  }
  if (!after.secrets) throw new Error(`${name}'s own secrets are not on their screen after tapping in`);
  return `move ${moves} by ${name} taken back behind the curtain; ${known.length} secret pieces checked; ${botCurtains} curtains after a bot's move offered no Undo`;
}

/** Stored records (tests/records/) a game starts from, by the number of seats. */
const FROM_RECORD = {
  extinction: { 2: 'extinction/v3-2p-12r-seed379-300-moves.json', 3: 'extinction/v3-3p-12r-seed380-300-moves.json' },
};

const GAMES = [
  ['extinction-point', 'Extinction Point'],
  ['the-end-is-nigh', 'The End Is Nigh'],
  ['extinction', 'Extinction'],
];

/**
 * A reload on the hand-over screen (a tap on the browser's reload, Back
 * then Forward) keeps the mover's Undo there, and pressing it still takes
 * the move back behind the curtain. The reload used to take Undo away.
 */
const undoAfterReload = {
  name: 'The End Is Nigh, two humans: Undo on the hand-over screen is still offered after a reload, and takes the move back behind the curtain',
  timeout: 120_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['human', 'human'] });
    await page.locator(tid('curtain-ready')).click();
    await page.locator(`${tid('step-dock')} button`, { hasText: /^Keep the / }).first().click();
    await page.locator(tid('curtain')).waitFor({ timeout: 10_000 });
    const undo = page.locator(tid('undo'));
    if (await undo.isDisabled()) throw new Error('no Undo on the hand-over screen even before the reload (the control)');
    const moves = (await stored(page, id)).record.actions.length;
    await page.reload({ waitUntil: 'load' });
    await page.locator(tid('curtain')).waitFor({ timeout: 20_000 });
    if (await undo.isDisabled()) throw new Error('the reload took the Undo of the hand-over screen away');
    await undo.click();
    await page.waitForFunction(([k, n]) => JSON.parse(localStorage.getItem(k)).record.actions.length < n, [`endgames.save.${id}`, moves], { timeout: 5_000 });
    const words = (await page.locator(tid('prompt')).innerText()).trim();
    if (!/^Hand the tablet back to /.test(words) || !(await page.locator(tid('curtain')).count())) throw new Error(`after Undo the screen reads "${words}"`);
    return `${moves} moves before, ${moves - 1} after Undo; "${words}"`;
  },
};

export default [
  undoAfterReload,
  ...GAMES.map(([game, title], i) => ({
    name: `${title}, two humans: Undo on the hand-over screen takes the move back behind a curtain for its player`,
    timeout: 240_000,
    run: ({ page, base }) => undoOnHandOver(page, base, game, ['human', 'human'], 31 + i),
  })),
  ...GAMES.map(([game, title], i) => ({
    name: `${title}, two humans and a bot: a curtain after the bot's move offers no Undo and holds no secret`,
    timeout: 300_000,
    run: ({ page, base }) => undoOnHandOver(page, base, game, ['human', 'bot-easy', 'human'], 41 + i, { needBotCurtain: true }),
  })),
];
