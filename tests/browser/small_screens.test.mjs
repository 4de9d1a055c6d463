// Small phones and large text (found by play-testing on 4 Dec 2026):
// (1) the home's saved games stay inside a phone's width, a finished game's
//     four buttons wrapping rather than widening every card past the edge;
// (2) each game's new-game and rules pages never pan sideways, with large
//     text too: a wide table scrolls in its own box;
// (3) at 320x568 the play screen keeps the board a height it can be played
//     at (it had been squeezed to a strip: Extinction's founding showed the
//     tips of its hexes and nothing to tap), the screen scrolling instead;
// (4) two seats with one name are refused at the start, with the reason: the
//     hand-over screen calls a player by name alone.

import { EVERY_GAME, checkedSaveRow, open, openStoredRecord, settleForHuman, startGame, tid, waitForScreen } from './lib/app.mjs';

/** Large text as a page-wide setting would give it: every rem half as large again. */
const LARGE_TEXT = 'html { font-size: 150% !important; }';

/** From now on, in this page and in any it loads (going to another #/ address loads none). */
async function withLargeText(page) {
  const add = (css) => {
    const put = () => document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
    if (document.head) put();
    else document.addEventListener('DOMContentLoaded', put);
  };
  await page.addInitScript(add, LARGE_TEXT);
  await page.evaluate(add, LARGE_TEXT);
  // Positive control: the text is larger.
  const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  if (size < 23) throw new Error(`large text did not take: the root's font is ${size} px`);
}

/** How far the page pans sideways (0 when it does not), and the controls cut by the screen's edge. */
function sideways() {
  const W = document.documentElement.clientWidth;
  const cut = [...document.querySelectorAll('button, a, select, input')]
    // Not a table's scroll box's, nor a rules picture's (inert, clipped to its frame).
    .filter((e) => e.checkVisibility() && !e.closest('.wide-table, [inert]'))
    .filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.right > W + 1 || r.left < -1);
    })
    .map((e) => (e.getAttribute('aria-label') || e.innerText || e.tagName).trim().slice(0, 40));
  return { pans: document.documentElement.scrollWidth - W, cut };
}

async function checkNoPanning(page, where, problems) {
  const { pans, cut } = await page.evaluate(sideways);
  if (pans > 1) problems.push(`${where}: the page pans ${pans} px sideways`);
  if (cut.length) problems.push(`${where}: cut by the screen's edge: ${cut.join(', ')}`);
}

export default [
  {
    name: "at 320, 360 and 390 px, with large text too, the home's saved games fit the screen: a finished game's buttons wrap",
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 120_000,
    async run({ page, base }) {
      // A finished two-player game (a stored record, its last move left for
      // the bots to play and save) and one in progress.
      const finished = await startGame(page, base, { game: 'extinction-point', controllers: ['bot-easy', 'bot-easy'] });
      await openStoredRecord(page, finished, 'extinction-point/v4-2p-beginner-5-5-seed2231-end.json', { drop: 1 });
      await page.locator(tid('end-screen')).waitFor({ timeout: 20_000 });
      await startGame(page, base, { game: 'extinction', controllers: ['human', 'bot-easy'] });
      const problems = [];
      let buttons = 0;
      for (const large of [false, true]) {
        if (large) await withLargeText(page);
        for (const width of large ? [390] : [320, 360, 390]) {
          await page.setViewportSize({ width, height: 844 });
          await open(page, `${base}#/`, 'home');
          const row = await checkedSaveRow(page, finished);
          // Positive control: the finished game's card has its four buttons.
          const labels = await row.locator('.save-actions button').allInnerTexts();
          if (labels.length !== 4) throw new Error(`the finished game's card has ${labels.length} buttons: ${labels.join(', ')}`);
          buttons += await page.locator(`${tid('save-item')} button`).count();
          await checkNoPanning(page, `the home at ${width} px${large ? ' with large text' : ''}`, problems);
        }
      }
      if (problems.length) throw new Error(problems.join('\n'));
      return `${buttons} saved games' buttons whole at four sizes`;
    },
  },
  {
    name: "every game's new-game and rules pages never pan sideways at 320 px, nor at 390 px with large text",
    viewport: { width: 320, height: 568 },
    touch: true,
    timeout: 150_000,
    async run({ page, base }) {
      const problems = [];
      let tables = 0;
      for (const large of [false, true]) {
        if (large) {
          await withLargeText(page);
          await page.setViewportSize({ width: 390, height: 844 });
        }
        for (const { slug } of EVERY_GAME) {
          const how = `${slug}${large ? ' at 390 px with large text' : ' at 320 px'}`;
          await open(page, `${base}#/new/${slug}`, 'new-game');
          await checkNoPanning(page, `${how}, new game`, problems);
          await open(page, `${base}#/rules/${slug}`, 'rules');
          await page.locator('.rules h2').first().waitFor();
          await checkNoPanning(page, `${how}, rules`, problems);
          // A table wider than the page scrolls in its own box, which the keyboard reaches.
          for (const box of await page.locator('.rules .wide-table').all()) {
            tables += 1;
            const { inside, focusable, label } = await box.evaluate((e) => ({ inside: e.getBoundingClientRect().right <= document.documentElement.clientWidth + 1, focusable: e.tabIndex === 0, label: e.getAttribute('aria-label') }));
            if (!inside || !focusable || !label) problems.push(`${how}: a table's box "${label}" is ${inside ? '' : 'wider than the page, '}${focusable ? '' : 'not focusable, '}${label ? '' : 'unnamed'}`);
          }
        }
      }
      if (problems.length) throw new Error(problems.join('\n'));
      // Positive control: the rules that have tables showed them in their boxes.
      if (tables < 8) throw new Error(`only ${tables} rules tables were found in their boxes (four a size)`);
      return `${EVERY_GAME.length * 4} pages, ${tables} tables in boxes`;
    },
  },
  {
    name: 'at 320x568 every game keeps its board a height it can be played at, the screen scrolling instead of squeezing it',
    viewport: { width: 320, height: 568 },
    touch: true,
    timeout: 180_000,
    async run({ page, base }) {
      const problems = [];
      const heights = [];
      for (const game of EVERY_GAME) {
        await startGame(page, base, { game: game.slug, controllers: game.controllers, options: game.options ?? {} });
        await settleForHuman(page);
        const { board, prompt, clipped, rows } = await page.evaluate(() => {
          const main = document.querySelector('[data-testid="play"] main.board-area').getBoundingClientRect();
          const panel = document.querySelector('[data-testid="play"] .side-panel');
          const p = document.querySelector('[data-testid="prompt"]');
          p.scrollIntoView({ block: 'nearest' });
          const r = p.getBoundingClientRect();
          const tops = ['undo', 'menu'].map((id) => Math.round(document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect().top));
          return { board: Math.round(main.height), prompt: r.top >= -1 && r.bottom <= innerHeight + 1, clipped: panel.scrollHeight - panel.clientHeight, rows: tops[0] === tops[1] ? 1 : 2 };
        });
        heights.push(`${game.slug} ${board}`);
        // Most of the screen: 60 % of its height, 341 px here.
        if (board < 0.6 * 568 - 1) problems.push(`${game.slug}: the board is ${board} px tall`);
        if (!prompt) problems.push(`${game.slug}: the prompt cannot be scrolled into view`);
        // The panel under it is whole (the prompt, the step's buttons, the log), never squeezed.
        if (clipped > 1) problems.push(`${game.slug}: the panel hides ${clipped} px of itself`);
        if (rows !== 1) problems.push(`${game.slug}: Undo and the menu are on two rows of the bar`);
      }
      if (problems.length) throw new Error(`${problems.join('\n')}\n(boards: ${heights.join(', ')} px)`);
      return `boards ${heights.join(', ')} px`;
    },
  },
  {
    name: 'two seats with one name are refused at the start with the reason, and no game is saved',
    async run({ page, base }) {
      await open(page, `${base}#/new/extinction`, 'new-game');
      const saves = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('endgames.save.')).length);
      const before = await saves();
      await page.locator(tid('seat-0-name')).fill('Ana');
      await page.locator(tid('seat-1-name')).fill(' ana ');
      await page.locator(tid('start-game')).click();
      const banner = page.locator(tid('banner'));
      await banner.waitFor({ timeout: 10_000 });
      const said = await banner.innerText();
      if (!/both called ana/i.test(said)) throw new Error(`the refusal says "${said}"`);
      if (await page.locator(tid('play')).count()) throw new Error('the game started');
      if ((await saves()) !== before) throw new Error('a game was saved');
      // Positive control: with a name of its own, the same table starts.
      await page.locator(tid('seat-1-name')).fill('Ben');
      await page.locator(tid('start-game')).click();
      await waitForScreen(page, 'play');
      return `refused: "${said}"`;
    },
  },
];
