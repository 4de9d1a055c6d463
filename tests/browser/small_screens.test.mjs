// Small phones and large text (found by play-testing on 4 Dec 2026):
// (1) the home's saved games stay inside a phone's width, a finished game's
//     four buttons wrapping rather than widening every card past the edge;
// (2) each game's new-game and rules pages never pan sideways, with large
//     text too: a wide table scrolls in its own box;
// (3) at 320x568 the play screen keeps the board a height it can be played
//     at (it had been squeezed to a strip: Extinction's founding showed the
//     tips of its hexes and nothing to tap), the screen scrolling instead;
// (4) two seats with one name are refused at the start, with the reason: the
//     hand-over screen calls a player by name alone;
// (5) on a phone the play screen's and the review's heading reads as one
//     block beside the home link, the app's icon (found 5 Dec 2026: "Endgames" took
//     the left of the bar and "· Extinction: The Game of Ecology" wrapped in
//     a column of its own beside it);
// (6) at every phone width from 320 to 414 px, Undo, the bots' speed and the
//     menu share one row, and the speed's chosen word is whole (found 6 Dec
//     2026: at 375 and 384 px the menu took a third row of its own, and at
//     360 px the speed read "Insta" and "Norm");
// (7) from 360 to 414 px the review's six step buttons share one row ("End"
//     took a row of its own under 414 px until 6 Dec 2026), and under 360
//     px they are two rows of three ("End" had wrapped alone);
// (8) every game's end screen, with its most seats, shows its score table
//     whole at 360 and 390 px, and at 320 px, or with large text, a table too
//     wide scrolls in its own box (found 6 Dec 2026: ExtracZon's six columns
//     made the whole end screen pan sideways on a phone, its Total cut at the
//     edge; with large text The End Is Nigh's and Extinction's did at 390 px);
// (9) a new game's seats: on a tablet their fields line up in columns (found
//     6 Dec 2026: each seat's started where its colour and shape's words
//     ended), from 360 px on a phone each label sits beside its control
//     (stacked, a seat was 317 px tall, six of them most of a 2,645 px page
//     at 390 px), and no chosen words are cut; on a tablet a seat's name box
//     is as tall as its selects (with large text it was 62 px against 56).

import { EVERY_GAME, afterEffects, checkedSaveRow, choose, open, openStoredRecord, settleForHuman, startGame, tid, waitForScreen } from './lib/app.mjs';

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

/**
 * The bar's row of controls: each one's top, and the bots' speed's width
 * against the width its longest word needs (a select's natural width; it
 * is freed of any limit for a moment: a select cuts a word it has no room
 * for, it does not wrap).
 */
function barRow() {
  const top = (id) => Math.round(document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect().top);
  const speed = document.querySelector('.play-bar [data-testid="bot-speed"]');
  const shown = speed.getBoundingClientRect().width;
  const saved = speed.getAttribute('style');
  speed.style.setProperty('max-width', 'none', 'important');
  speed.style.setProperty('width', 'max-content', 'important');
  const needs = speed.getBoundingClientRect().width;
  if (saved === null) speed.removeAttribute('style');
  else speed.setAttribute('style', saved);
  return { tops: ['undo', 'bot-speed', 'menu'].map(top), shown: Math.round(shown), needs: Math.round(needs) };
}

/**
 * The review of a finished two-player Extinction game: a stored record, its
 * last move left for the bots to play and save.
 */
async function openFinishedReview(page, base) {
  const done = await startGame(page, base, { game: 'extinction', controllers: ['bot-easy', 'bot-easy'], options: { 'option-rounds': '2 rounds' } });
  await openStoredRecord(page, done, 'extinction/v3-2p-1r-seed2227-end.json', { drop: 1 });
  await waitForScreen(page, 'end-screen');
  await open(page, `${base}#/review/${done}`, 'review');
}

/** A finished game of each kind with its most seats: the end screen's widest score table. */
const ENDED = [
  { slug: 'extraczon', seats: 4, record: 'extraczon/v1-teams-2v2-seed2061-end.json' },
  { slug: 'extraczon', seats: 4, record: 'extraczon/v1-competitive-4p-seed2047-end.json' },
  { slug: 'extinction-point', seats: 4, record: 'extinction-point/v4-4p-medium-5-5-seed2451-end.json' },
  { slug: 'the-end-is-nigh', seats: 6, record: 'the-end-is-nigh/v4-6p-seed2627-end.json' },
  { slug: 'extrication', seats: 4, record: 'extrication/v3-4p-seed2426-end.json' },
  { slug: 'extinction', seats: 4, record: 'extinction/v3-4p-12r-seed2438-end.json' },
];

/**
 * The end screen's tables: how many rows the longest has, each one wider
 * than the box it is in (a wide table's box, or the end screen's own), and
 * how far the end screen itself scrolls sideways.
 */
function endTables() {
  const body = document.querySelector('[data-testid="end-screen"] .overlay-body');
  const tables = [...body.querySelectorAll('table')];
  const cut = tables
    .map((t) => {
      const box = (t.closest('.wide-table') ?? body).getBoundingClientRect();
      const r = t.getBoundingClientRect();
      return { over: Math.round(r.right - box.right), head: t.querySelector('th')?.textContent ?? '' };
    })
    .filter((t) => t.over > 1)
    .map((t) => `the table headed "${t.head}" runs ${t.over} px past its box`);
  return { rows: Math.max(0, ...tables.map((t) => t.querySelectorAll('tbody tr').length)), cut, pans: body.scrollWidth - body.clientWidth };
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

/**
 * The bar's heading: its words as shown, the left edge of each line they
 * lie on, and the home link's size, name and picture.
 */
function barHeading() {
  const h = document.querySelector('.play-bar h1');
  const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
  const lines = new Map();
  const words = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(n);
    // One rectangle per line a text lies on (none when it is not shown).
    const rects = [...range.getClientRects()].filter((r) => r.width > 1);
    if (!rects.length || !n.textContent.trim()) continue;
    words.push(n.textContent.trim());
    for (const r of rects) {
      const top = Math.round(r.top / 6);
      lines.set(top, Math.min(lines.get(top) ?? Infinity, Math.round(r.left)));
    }
  }
  const a = h.querySelector('a').getBoundingClientRect();
  const icon = h.querySelector('a img');
  return {
    words: words.join(' ').replace(/\s+/g, ' '),
    lefts: [...lines.entries()].sort(([x], [y]) => x - y).map(([, left]) => left),
    link: { width: Math.round(a.width), height: Math.round(a.height), name: h.querySelector('a').getAttribute('aria-label') },
    icon: !!icon && icon.complete && icon.naturalWidth > 0 && icon.getBoundingClientRect().width >= 20,
  };
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
    name: "at every phone width from 320 to 414 px the bar's Undo, bots' speed and menu share one row, the speed's word whole",
    viewport: { width: 390, height: 844 },
    touch: true,
    async run({ page, base }) {
      await startGame(page, base, { game: 'extrication', controllers: ['human', 'bot-easy'] });
      const problems = [];
      const seen = [];
      for (const width of [320, 340, 360, 375, 384, 390, 414]) {
        await page.setViewportSize({ width, height: 800 });
        const row = await page.evaluate(barRow);
        if (new Set(row.tops).size !== 1) problems.push(`${width} px: Undo, the speed and the menu lie at y ${row.tops.join(', ')}`);
        if (row.needs > row.shown + 1) problems.push(`${width} px: the speed needs ${row.needs} px for its longest word and has ${row.shown}`);
        seen.push(`${width}: ${row.shown} px`);
        await checkNoPanning(page, `play, ${width} px`, problems);
      }
      // Positive control of the measure: a select held to 4rem cannot show "Instant".
      await page.addStyleTag({ content: '.play-bar select { max-width: 4rem !important; }' });
      const narrow = await page.evaluate(barRow);
      if (narrow.needs <= narrow.shown + 1) problems.push(`control: a 4rem select was measured as showing every word whole (${narrow.shown} of ${narrow.needs} px)`);
      if (problems.length) throw new Error(`${problems.join('\n')}\n(the speed's width: ${seen.join(', ')})`);
      return `one row at every width; the speed's width ${seen.join(', ')}`;
    },
  },
  {
    name: "from 360 to 414 px the review's six step buttons share one row, each at least 44 px; under 360 px the three that go back sit over the three that go on",
    viewport: { width: 390, height: 844 },
    touch: true,
    async run({ page, base }) {
      await openFinishedReview(page, base);
      const problems = [];
      const seen = [];
      for (const width of [320, 340, 360, 375, 390, 414]) {
        await page.setViewportSize({ width, height: 800 });
        const row = await page.evaluate(() => {
          const buttons = [...document.querySelectorAll('[data-testid="review"] .review-buttons:not(.review-chapters) button')].map((b) => b.getBoundingClientRect());
          const tops = [...new Set(buttons.map((b) => Math.round(b.top)))];
          return {
            count: buttons.length,
            perRow: tops.map((t) => buttons.filter((b) => Math.round(b.top) === t).length).join('+'),
            least: Math.min(...buttons.map((b) => Math.round(Math.min(b.width, b.height)))),
          };
        });
        if (row.count !== 6) problems.push(`${width} px: ${row.count} step buttons`);
        // The buttons come in order (Start, ◀ Turn, ◀, ▶, Turn ▶, End), so two rows of three are back over on.
        const want = width < 360 ? '3+3' : '6';
        if (row.perRow !== want) problems.push(`${width} px: the step buttons lie in rows of ${row.perRow}, not ${want}`);
        if (row.least < 44) problems.push(`${width} px: a step button is ${row.least} px across`);
        seen.push(`${width}: ${row.perRow}`);
      }
      if (problems.length) throw new Error(`${problems.join('\n')}\n(${seen.join(', ')})`);
      return seen.join(', ');
    },
  },
  {
    name: "every game's end screen with its most seats shows its score table whole at 360 and 390 px; at 320 px, and at 390 with large text, nothing but a table's own box scrolls sideways",
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 150_000,
    async run({ page, base }) {
      const problems = [];
      const seen = [];
      for (const { slug, seats, record } of ENDED) {
        const id = await startGame(page, base, { game: slug, controllers: Array(seats).fill('human') });
        await openStoredRecord(page, id, record);
        await waitForScreen(page, 'end-screen');
        const widths = [];
        for (const width of [320, 360, 390]) {
          await page.setViewportSize({ width, height: 800 });
          await afterEffects(page);
          const m = await page.evaluate(endTables);
          // Positive control: a table with a row for each seat (or more) is there to measure.
          if (m.rows < 4) problems.push(`${record} at ${width} px: no score table of 4 rows or more (${m.rows})`);
          if (m.pans > 1) problems.push(`${record} at ${width} px: the end screen pans ${m.pans} px sideways`);
          if (width > 320 && m.cut.length) problems.push(`${record} at ${width} px: ${m.cut.join('; ')}`);
          widths.push(`${width}: ${m.cut.length ? 'scrolls in its box' : 'whole'}`);
        }
        // Large text at 390 px: a table may scroll in its box, the end screen never.
        const large = await page.addStyleTag({ content: LARGE_TEXT });
        await afterEffects(page);
        const m = await page.evaluate(endTables);
        if (m.pans > 1) problems.push(`${record} at 390 px with large text: the end screen pans ${m.pans} px sideways`);
        widths.push(`large text: ${m.cut.length ? 'scrolls in its box' : 'whole'}`);
        await large.evaluate((e) => e.remove());
        seen.push(`${record.split('/')[1]} ${widths.join(', ')}`);
        await page.setViewportSize({ width: 390, height: 844 });
      }
      if (problems.length) throw new Error(`${problems.join('\n')}\n(${seen.join('; ')})`);
      return seen.join('; ');
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
  {
    name: "a new game's seats: on a tablet their fields line up in columns, from 360 px on a phone each label sits beside its control; no choice is cut short, and a screen reader hears which seat a name is for",
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 90_000,
    async run({ page, base }) {
      // The most seats any game has: six at The End Is Nigh.
      const seats = async () => {
        await open(page, `${base}#/new/the-end-is-nigh`, 'new-game');
        await choose(page, 'player-count', '6');
        // The longest colour and shape: "vermilion triangle".
        await choose(page, 'seat-2-colour', 'vermilion');
        await afterEffects(page);
        return page.evaluate(() =>
          [...document.querySelectorAll('.seat-row')].map((row) => ({
            height: row.getBoundingClientRect().height,
            swatchOut: row.querySelector('.swatch').getBoundingClientRect().right > row.getBoundingClientRect().right - 1,
            fields: [...row.querySelectorAll('.field')].map((f) => {
              const label = f.querySelector('label').getBoundingClientRect();
              const box = f.querySelector('input, select');
              const control = box.getBoundingClientRect();
              // The chosen words against the room inside the control (a
              // select cuts what does not fit, and reports no overflow).
              const style = getComputedStyle(box);
              const pen = Object.assign(document.createElement('canvas').getContext('2d'), { font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}` });
              const text = box.tagName === 'SELECT' ? box.selectedOptions[0].text : box.value;
              const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              const need = pen.measureText(text).width;
              const middle = (label.top + label.bottom) / 2;
              // The words shown: on a phone the short ones (kit::parts::phone_words).
              const short = f.querySelector('label .phone-short');
              const shown = short?.checkVisibility() ? short : f.querySelector('label .phone-long') ?? f.querySelector('label');
              return {
                words: shown.innerText.trim(),
                beside: middle > control.top && middle < control.bottom && label.right <= control.left,
                control: [Math.round(control.width), Math.round(control.height)],
                left: Math.round(control.left),
                top: Math.round(control.top),
                cut: need > room + 0.5 ? `"${text}" needs ${need.toFixed(0)} px of ${room.toFixed(0)}` : null,
              };
            }),
          })),
        );
      };
      const problems = [];
      const seen = [];
      const sizes = [[1024, 768], [768, 1024], [320, 568], [360, 800], [390, 844], [390, 844, true], [1024, 768, true]];
      let largeText = false;
      for (const [width, height, large] of sizes) {
        if (large && !largeText) {
          await withLargeText(page);
          largeText = true;
        }
        await page.setViewportSize({ width, height });
        const rows = await seats();
        const how = `${width} px${large ? ' with large text' : ''}`;
        const phone = width <= 480;
        if (rows.length !== 6) problems.push(`${how}: ${rows.length} seats shown, not 6`);
        for (const [i, row] of rows.entries()) {
          for (const [j, f] of row.fields.entries()) {
            // At 320 px, and with large text, a control wraps under its label where it would cut its words.
            if (phone && !f.beside && width >= 360 && !large) problems.push(`${how}: seat ${i + 1}'s "${f.words}" is not beside its control`);
            // On a tablet each field is in its column, whatever the seat's colour and shape.
            if (!phone && Math.abs(f.left - rows[0].fields[j].left) > 1) problems.push(`${how}: seat ${i + 1}'s "${f.words}" starts at ${f.left} px, seat 1's at ${rows[0].fields[j].left}`);
            // And in its row: a name box as tall as the selects beside it (with
            // large text it was 62 px against their 56).
            const first = row.fields[0];
            if (!phone && (Math.abs(f.top - first.top) > 1 || Math.abs(f.control[1] - first.control[1]) > 1)) problems.push(`${how}: seat ${i + 1}'s "${f.words}" control is ${f.control.join('x')} px at ${f.top}, its "${first.words}" ${first.control.join('x')} at ${first.top}`);
            if (f.control[1] < 44) problems.push(`${how}: seat ${i + 1}'s "${f.words}" control is ${f.control.join('x')} px`);
            if (f.cut) problems.push(`${how}: seat ${i + 1}'s "${f.words}" cuts its words: ${f.cut}`);
          }
          if (row.swatchOut) problems.push(`${how}: seat ${i + 1}'s colour and shape run past its card`);
        }
        const words = rows[0]?.fields.map((f) => f.words).join(', ');
        const want = phone ? 'Name, Played by, Colour' : 'Seat 1 name, Played by, Colour';
        if (words !== want) problems.push(`${how}: the first seat's labels read "${words}"`);
        // The label a screen reader hears still names the seat.
        const named = await page.getByRole('textbox', { name: 'Seat 6 name', exact: true }).count();
        if (named !== 1) problems.push(`${how}: ${named} boxes are named "Seat 6 name"`);
        seen.push(`${how}: seats ${Math.max(...rows.map((r) => r.height)).toFixed(0)} px tall`);
      }
      if (problems.length) throw new Error(`${problems.join('\n')}\n(${seen.join('; ')})`);
      return seen.join('; ');
    },
  },
  {
    name: "on a phone, upright and on its side, the game's name in the bar reads as one heading beside the home link, the app's icon; on a tablet the link is the word Endgames",
    viewport: { width: 390, height: 844 },
    touch: true,
    timeout: 120_000,
    async run({ page, base }) {
      const problems = [];
      const seen = [];
      const look = async (where, name, phone) => {
        // The icon is a file of its own, fetched when the bar first shows it:
        // give it time to arrive (a CI run on a busy machine looked before
        // it had). One that never loads still fails below.
        if (phone) {
          await page
            .waitForFunction(() => document.querySelector('.play-bar h1 a img')?.complete && document.querySelector('.play-bar h1 a img').naturalWidth > 0, null, { timeout: 5_000 })
            .catch(() => {});
        }
        const h = await page.evaluate(barHeading);
        seen.push(`${where}: "${h.words}" on ${h.lefts.length} line(s) from x ${[...new Set(h.lefts)].join(', ')}`);
        if (!h.words.includes(name)) problems.push(`${where}: the heading reads "${h.words}", not ${name}`);
        // One block of words: every line starts at one left edge (a second
        // column beside "Endgames" starts further right), two lines at most.
        if (new Set(h.lefts).size !== 1) problems.push(`${where}: the heading "${h.words}" lies in columns, its lines starting at x ${h.lefts.join(', ')}`);
        if (h.lefts.length > 2) problems.push(`${where}: the heading "${h.words}" takes ${h.lefts.length} lines`);
        if (h.link.width < 44 || h.link.height < 44) problems.push(`${where}: the home link is ${h.link.width}x${h.link.height} px`);
        if (!/^Endgames/.test(h.link.name ?? '')) problems.push(`${where}: the home link is named "${h.link.name}"`);
        if (phone && !h.icon) problems.push(`${where}: the home link shows no icon`);
        if (phone === /Endgames/.test(h.words)) problems.push(`${where}: "Endgames" is ${phone ? '' : 'not '}written in the bar`);
      };
      // The longest name, with a bot, so the bar also holds the bots' speed.
      await startGame(page, base, { game: 'extinction', controllers: ['human', 'bot-easy'], options: { 'option-rounds': '2 rounds' } });
      const name = 'Extinction: The Game of Ecology';
      await look('play, 390x844', name, true);
      await page.setViewportSize({ width: 667, height: 375 });
      await look('play, 667x375', name, true);
      await openFinishedReview(page, base);
      await look('review, 667x375', `Review of ${name}`, true);
      await page.setViewportSize({ width: 390, height: 844 });
      await look('review, 390x844', `Review of ${name}`, true);
      // Positive control of the count: a tablet's bar writes "Endgames ·" before the name, on the same line.
      await page.setViewportSize({ width: 1024, height: 768 });
      await look('review, 1024x768', `Endgames · Review of ${name}`, false);
      if (!seen.at(-1).includes('on 1 line(s)')) problems.push('review, 1024x768: the heading is not one line');
      if (problems.length) throw new Error(`${problems.join('\n')}\n(${seen.join('; ')})`);
      return seen.join('; ');
    },
  },
];
