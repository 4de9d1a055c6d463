// Undo takes back the human's own last move (one that revealed nothing) and
// the board, prompt, log and stored record return exactly to what they were,
// in every game. With two humans, a move that passed the tablet on is taken
// back behind the curtain: the curtain stays up and hands the tablet back to
// the player who moved, and once they lift it they see their position again.

import { EVERY_GAME, closeReading, firstDifference, liftCurtainIfUp, oneAction, recordLength, screenSnapshot, seeded, settleForHuman, startGame, tid, waitForRecord } from './lib/app.mjs';

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

export default EVERY_GAME.map(undoTest);
