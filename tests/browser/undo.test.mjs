// Undo takes back the human's own last move (one that revealed nothing) and
// the board, prompt, log and stored record return exactly to what they were,
// in every game. With two humans, a move that passed the tablet on is taken
// back behind the curtain: the curtain stays up and hands the tablet back to
// the player who moved, and once they lift it they see their position again.

import { EVERY_GAME, closeReading, firstDifference, liftCurtainIfUp, screenSnapshot, seeded, settleForHuman, startGame, tappables, tid } from './lib/app.mjs';

const recordLength = (page, id) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions.length, `endgames.save.${id}`);

const waitForRecord = (page, id, test, n, timeout = 5_000) =>
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
async function oneAction(page, id, rng) {
  const start = await recordLength(page, id);
  for (let taps = 0; taps < 20; taps += 1) {
    if (await page.locator(`${tid('curtain')}, ${tid('end-screen')}`).count()) break;
    const options = await tappables(page);
    if (!options.length) {
      await page.waitForTimeout(100);
      continue;
    }
    const pick = options.find((o) => /^confirm/i.test(o.text)) ?? options[Math.floor(rng() * options.length)];
    await page.locator(`[data-tap-key="${pick.key}"]`).click({ timeout: 3_000 }).catch(() => {});
    if (await waitForRecord(page, id, 'more', start, 300)) return true;
  }
  return waitForRecord(page, id, 'more', start, 1_000);
}

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
        if (!(await oneAction(page, id, rng))) continue;
        const passed = await page.locator(tid('curtain')).isVisible().catch(() => false);
        const kind = passed ? 'behind the curtain' : 'same screen';
        const undo = page.locator(tid('undo'));
        if (done.some((d) => d.startsWith(kind)) || (await undo.isDisabled())) continue; // seen already, or the move revealed something
        const moved = (await page.locator(tid('log')).innerText()).trim().split('\n')[before.log ? before.log.split('\n').length : 0] ?? '';
        await undo.click();
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
