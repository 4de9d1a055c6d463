// Undo takes back the human's own last move (one that revealed nothing) and
// the board, prompt, log and stored record return exactly to what they were,
// in every game. With two humans, a move that passed the tablet on is taken
// back behind the curtain: the curtain stays up and hands the tablet back to
// the player who moved, and once they lift it they see their position again.

import { EVERY_GAME, closeReading, settled, firstDifference, liftCurtainIfUp, oneAction, recordLength, screenSnapshot, seeded, settleForHuman, startGame, tid, waitForRecord } from './lib/app.mjs';

/** The actions of save `id`'s stored record. */
const storedActions = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions, `endgames.save.${id}`);

function undoTest({ slug, controllers, options = {} }) {
  const humans = controllers.filter((c) => c === 'human').length;
  return {
    name: `undo takes back a move exactly: ${slug}${humans > 1 ? ', also behind the curtain when the move passed the tablet on' : ''}`,
    timeout: 120_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { game: slug, controllers, options, speed: 'instant' });
      const rng = seeded(5);
      const done = []; // "same screen" or "behind the curtain", with the move's log line
      for (let step = 0; step < 60; step += 1) {
        if (humans > 1 ? done.some((d) => d.startsWith('behind')) && done.some((d) => d.startsWith('same')) : done.length) break;
        if ((await settleForHuman(page)) === 'ended') break;
        await closeReading(page);
        const before = { ...(await screenSnapshot(page)), actions: await recordLength(page, id) };
        const had = await storedActions(page, id);
        if (!(await oneAction(page, id, rng))) continue;
        // The taps may have taken a choice back on the way (Extinction's
        // Another hex) and made a different one: then the move is not one
        // action on top of the screen seen before, and this try is skipped.
        if (JSON.stringify((await storedActions(page, id)).slice(0, had.length)) !== JSON.stringify(had)) {
          console.log(`      note: a choice was taken back and another made on the way; try skipped`);
          continue;
        }
        const passed = await page.locator(tid('curtain')).isVisible().catch(() => false);
        const kind = passed ? 'behind the curtain' : 'same screen';
        const undo = page.locator(tid('undo'));
        if (done.some((d) => d.startsWith(kind)) || (await undo.isDisabled())) continue; // seen already, or the move revealed something
        const moved = (await page.locator(tid('log')).innerText()).trim().split('\n')[before.log ? before.log.split('\n').length : 0] ?? '';
        // A bot at instant speed may answer between the look and the tap; its
        // move is not this seat's to take back, so that try is skipped.
        if (!(await undo.click({ timeout: 2_000 }).then(() => true, () => false))) continue;
        if (!(await waitForRecord(page, id, 'equal', before.actions))) {
          // The bot's move can also land between Playwright's check that Undo
          // is usable and its tap: then the tap meets the greyed Undo, which
          // says why instead (a CI run met this once). Only that is skipped:
          // a bot's move on top of this one, and the refusal shown.
          const refusal = page.locator(tid('refusal'));
          if ((await recordLength(page, id)) > before.actions + 1 && (await refusal.isVisible().catch(() => false))) {
            console.log(`      note: a bot moved as Undo was tapped ("${(await refusal.innerText()).trim().split('\n')[0]}"); try skipped`);
            await refusal.getByRole('button').first().click();
            continue;
          }
          throw new Error(`undo (${kind}) of "${moved}" did not take the stored record back to ${before.actions} actions (it has ${await recordLength(page, id)}; the prompt says "${(await page.locator(tid('prompt')).innerText()).trim()}")`);
        }
        if (passed) {
          const words = (await page.locator(tid('curtain')).innerText()).trim();
          if (!/^Hand the tablet back to /.test(words)) throw new Error(`after undo on the curtain it says "${words.split('\n')[0]}", not to hand the tablet back`);
          await liftCurtainIfUp(page);
        }
        const after = { ...(await screenSnapshot(page)), actions: await recordLength(page, id) };
        for (const part of ['prompt', 'board', 'log', 'actions']) {
          if (before[part] !== after[part]) throw new Error(`undo (${kind}) did not restore the ${part}:\n${firstDifference(String(before[part]), String(after[part]))}`);
        }
        done.push(`${kind} ("${moved}")`);
      }
      if (!done.length) throw new Error('undo never became available after a move');
      if (humans > 1 && !done.some((d) => d.startsWith('behind'))) throw new Error(`no move that passed the tablet on could be taken back (only ${done.join(', ')})`);
      return `undid ${done.join('; ')}`;
    },
  };
}

/**
 * A greyed Undo says why when tapped: a touch screen shows no hover title,
 * which was all it had. ExtracZon alone, on a phone: before any move there
 * is nothing to take back; a move that rolled the dice stands. A quiet move
 * is the control: Undo takes it back and no refusal comes up.
 */
const greyedUndoSaysWhy = {
  name: 'a greyed Undo, tapped on a phone, says why it does nothing (and a usable one still takes back)',
  viewport: { width: 390, height: 844 },
  touch: true,
  timeout: 120_000,
  async run({ page, base }) {
    const id = await startGame(page, base, { game: 'extraczon', controllers: ['human'] });
    const undo = page.locator(tid('undo'));
    const refusal = page.locator(tid('refusal'));
    /** Taps the greyed Undo; its refusal's words, after checking nothing moved and they are in view. */
    const tapGreyed = async (when) => {
      if ((await undo.getAttribute('aria-disabled')) !== 'true') throw new Error(`${when}: Undo is not marked aria-disabled`);
      if (await refusal.count()) throw new Error(`${when}: a refusal shows before the tap`);
      const actions = await recordLength(page, id);
      await undo.tap({ force: true });
      await refusal.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => {
        throw new Error(`${when}: tapping the greyed Undo brought up no words`);
      });
      const box = await refusal.boundingBox();
      if (!box || box.y < 0 || box.y + box.height > 844) throw new Error(`${when}: the words are out of view (${JSON.stringify(box)})`);
      if ((await recordLength(page, id)) !== actions) throw new Error(`${when}: the tap changed the record`);
      const words = (await refusal.locator('.banner-text').innerText()).trim();
      await refusal.getByRole('button').first().tap();
      return words;
    };
    await settleForHuman(page);
    const first = await tapGreyed('before any move');
    if (!/Nothing to take back yet/.test(first)) throw new Error(`before any move it says "${first}"`);
    const rng = seeded(11);
    let quiet = '';
    let stands = '';
    for (let step = 0; step < 80 && !(quiet && stands); step += 1) {
      if ((await settleForHuman(page)) === 'ended') break;
      await closeReading(page);
      const before = await recordLength(page, id);
      if (!(await oneAction(page, id, rng))) continue;
      await settled(page);
      if ((await undo.getAttribute('aria-disabled')) === 'true') {
        if (!stands) stands = await tapGreyed(`after move ${before + 1}`);
      } else if (!quiet) {
        await undo.tap();
        if (!(await waitForRecord(page, id, 'equal', before))) throw new Error('a usable Undo did not take the move back');
        if (await refusal.count()) throw new Error(`a usable Undo brought up a refusal: "${await refusal.innerText()}"`);
        quiet = `move ${before + 1} taken back`;
      }
    }
    if (!stands) throw new Error('no move made Undo grey (the dice never rolled?)');
    if (!/last move stands: a move can be taken back only until/.test(stands)) throw new Error(`after a roll it says "${stands}"`);
    if (!quiet) throw new Error('no move could be taken back (the control)');
    return `"${first}"; "${stands.slice(0, 60)}…"; ${quiet}`;
  },
};

export default [...EVERY_GAME.map(undoTest), greyedUndoSaysWhy];
