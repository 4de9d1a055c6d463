// Importing a saved game from a file, in every game (two humans at one
// tablet where the game hides something, else a human and a bot).
//
// A game is played a few moves, exported from its menu (a game in progress
// first asks, in words that say the file holds every hidden card), and the
// file is imported on the home page of a fresh browser profile, as on another
// device. There, a broken file (not JSON) and a tampered one (a move that is
// not legal at its moment) are each refused with the reason and add nothing
// to the Continue list; the good file is listed once even when imported
// twice, and it opens at the same position: prompt, board area and log
// (after lifting the curtain), with the same record.
//
// The tampered record is built the same way for every game: its first move
// is played twice in a row. The seat that made it may never make that same
// move again at once: its turn has passed (ExtracZon's roll for order, a
// 2-seat Extrication turn's End turn), it has already answered a choice all
// seats make together (Extinction Point's signal, The End Is Nigh's kept
// identity), or that step of its turn is behind it (Extrication's move,
// Extinction's founding pick, which must be followed by a count). Changing
// the first move's seat would not do: in Extinction Point's election every
// seat has the same signals, so that move stays legal.

import { openBrowser, watchErrors } from './lib/browser.mjs';
import {
  EVERY_GAME,
  closeReading,
  exportGame,
  firstDifference,
  importSave,
  oneAction,
  open,
  recordLength,
  screenSnapshot,
  seeded,
  settleForHuman,
  startGame,
  tid,
  waitForScreen,
} from './lib/app.mjs';

/** Moves in the record before the export (bots' moves count too). */
const MOVES = 4;

const stored = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `endgames.save.${id}`);
const listed = (page) => page.locator(tid('save-item')).count();
const storedSaves = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('endgames.save.')).length);

/** The export with its first move played twice in a row. */
function firstMoveTwice(text) {
  const save = JSON.parse(text);
  const [first, ...rest] = save.record.actions;
  save.record.actions = [first, first, ...rest];
  return JSON.stringify(save);
}

function importTest({ slug, controllers, options = {} }, seed) {
  return {
    name: `an export opens elsewhere at the same position; broken and tampered files are refused: ${slug} (${controllers.join(', ')})`,
    timeout: 90_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { game: slug, controllers, options, speed: 'instant' });
      const rng = seeded(seed);
      for (let round = 0; round < 40 && (await recordLength(page, id)) < MOVES; round += 1) {
        if ((await settleForHuman(page)) === 'ended') break;
        await oneAction(page, id, rng);
      }
      if ((await settleForHuman(page)) === 'ended') throw new Error('the game ended before the export');
      // The game as it opens from its save: after a reload, as after an
      // import, nobody holds the tablet, so in a vote the curtain goes to the
      // first human to act, who may not be the one who held it before.
      await page.reload({ waitUntil: 'load' });
      await waitForScreen(page, 'play');
      if ((await settleForHuman(page)) === 'ended') throw new Error('the game ended before the export');
      await closeReading(page);
      const before = await screenSnapshot(page);
      const save = await stored(page, id);
      if (save.record.actions.length < MOVES) throw new Error(`only ${save.record.actions.length} moves were made`);
      const gameName = (await page.title()).replace(/ - Endgames$/, '');

      const file = await exportGame(page);
      if (!file.warning) throw new Error('exporting a game in progress did not ask first');
      if (!/holds the whole game so far, every hidden card/.test(file.warning)) throw new Error(`the export dialog does not say the file holds every hidden card: "${file.warning}"`);
      const exported = JSON.parse(file.text);
      if (exported.id !== id || JSON.stringify(exported.record) !== JSON.stringify(save.record)) throw new Error('the exported file does not hold the stored game');
      if (!file.name.endsWith('.json')) throw new Error(`the export is called "${file.name}"`);

      // Another device: a fresh profile, whose Continue list is empty.
      const other = await openBrowser();
      let watch = null;
      try {
        const there = other.context.pages()[0] ?? (await other.context.newPage());
        watch = watchErrors(there);
        await open(there, `${base}#/`, 'home');
        if (await listed(there)) throw new Error('a fresh profile lists a game');

        const refusals = [];
        const refused = async (name, text, why) => {
          const said = await importSave(there, name, text);
          if (!/^This file cannot be imported: /.test(said) || !why.test(said)) throw new Error(`${name} was not refused for its reason (${why}): "${said}"`);
          const rows = await listed(there);
          const kept = await storedSaves(there);
          if (rows || kept) throw new Error(`after refusing ${name} the Continue list has ${rows} game(s) and storage ${kept} save(s)`);
          refusals.push(said);
        };
        // Not JSON: the export cut short.
        await refused('broken.json', file.text.slice(0, Math.floor(file.text.length / 2)), /not a readable save/);
        await refused('tampered.json', firstMoveTwice(file.text), /move 2 of the record cannot be played \(.+\)/);

        const first = await importSave(there, file.name, file.text);
        if (!first.startsWith(`Imported a game of ${gameName}. It is in the Continue list`)) throw new Error(`the good file's import said "${first}"`);
        const again = await importSave(there, file.name, file.text);
        if (again !== 'This game is already in your list.') throw new Error(`importing the same file again said "${again}"`);
        if ((await listed(there)) !== 1) throw new Error(`importing one file twice lists ${await listed(there)} games`);

        const row = there.locator(`${tid('save-item')}[data-save-id="${id}"]`);
        await row.locator(tid('save-continue')).click();
        await waitForScreen(there, 'play');
        if ((await settleForHuman(there)) === 'ended') throw new Error('the imported game opened as ended');
        await closeReading(there);
        const after = await screenSnapshot(there);
        for (const part of ['prompt', 'log', 'board']) {
          if (before[part] !== after[part]) throw new Error(`the imported game shows another ${part}:\n${firstDifference(before[part], after[part])}`);
        }
        const reopened = await stored(there, id);
        if (JSON.stringify(reopened.record) !== JSON.stringify(save.record)) {
          throw new Error(`the imported game's record has ${reopened.record.actions.length} moves, the exported one ${save.record.actions.length}, or differs`);
        }
        watch.check();
        return `${save.record.actions.length} moves; refused: ${refusals.map((r) => r.slice(0, 160)).join(' | ')}`;
      } catch (err) {
        // What the other profile's page said before the step failed.
        if (watch?.errors.length && !err.fromWatch) err.message += `\n${watch.errors.join('\n')}`;
        throw err;
      } finally {
        await other.close();
      }
    },
  };
}

/**
 * A file exported before the last moves, imported where the game goes on:
 * it becomes a second copy (the stored game is never replaced), and the two
 * rows looked alike ("12% played · Last played just now" twice). The banner
 * must say it is a second copy and how far each got, and the rows must tell
 * them apart by their moves. The build before said "Imported a game of
 * ExtracZon." with two rows of the same words.
 */
const olderCopy = {
  name: 'an export from before the last moves, imported beside its game, is named a second copy, and the two rows differ by their moves',
  timeout: 90_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'extraczon', controllers: ['human', 'bot-easy'] });
    const rng = seeded(5);
    const playTo = async (n) => {
      for (let round = 0; round < 40 && (await recordLength(page, id)) < n; round += 1) {
        if ((await settleForHuman(page)) === 'ended') throw new Error('the game ended');
        await oneAction(page, id, rng);
      }
    };
    await playTo(MOVES);
    await settleForHuman(page);
    const file = await exportGame(page);
    const older = JSON.parse(file.text).record.actions.length;
    await playTo(older + 3);
    await open(page, `${base}#/`, 'home');
    // Read once no bot can move any more.
    const newer = (await stored(page, id)).record.actions.length;
    const said = await importSave(page, file.name, file.text);
    const want = `Imported a second copy of a game of ExtracZon: yours has ${newer} moves (last played just now), the file's has ${older} moves (last played just now).`;
    if (!said.startsWith(want)) throw new Error(`the import said "${said}", not "${want}…"`);
    const rows = await page.locator(tid('save-item')).evaluateAll((items) => items.map((li) => li.querySelector('.save-meta').innerText.replace(/\s+/g, ' ').trim()));
    if (rows.length !== 2) throw new Error(`the Continue list has ${rows.length} rows: ${rows.join(' | ')}`);
    if (rows[0] === rows[1]) throw new Error(`the two copies' rows read the same: "${rows[0]}"`);
    for (const n of [older, newer]) {
      if (!rows.some((r) => r.includes(`· ${n} moves ·`))) throw new Error(`no row says ${n} moves: ${rows.join(' | ')}`);
    }
    return `"${said}"; rows: ${rows.join(' | ')}`;
  },
};

export default [...EVERY_GAME.map((game, i) => importTest(game, 11 + i)), olderCopy];
