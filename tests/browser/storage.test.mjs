// A browser that will not store anything (site data blocked, some private
// modes and in-app browsers) still plays: a new game starts and plays on,
// kept in the tab, with a plain notice that a reload or closing the tab loses
// it, and Export at hand. Three ways a browser refuses: reading localStorage
// throws; every write throws; every write says the storage is full.

import { readFile } from 'node:fs/promises';
import { open, playByTapping, seeded, startGame, tid } from './lib/app.mjs';

const REFUSALS = {
  'reading storage throws': () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  },
  'every write fails': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  'every write finds the storage full': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

const refused = (how) => ({
  name: `${how}: a game still starts and plays in the tab, says it will not survive a reload, and exports`,
  timeout: 120_000,
  async run({ page, base }) {
    await page.addInitScript(REFUSALS[how]);
    await open(page, `${base}#/`, 'home');
    const homeNotice = await page.locator(tid('storage-refused')).count();
    if (how === 'reading storage throws' && !homeNotice) throw new Error('the home page does not say the browser will not store anything');
    const id = await startGame(page, base, { controllers: ['human', 'bot-easy'] });
    const notice = page.locator(tid('tab-only'));
    await notice.waitFor({ timeout: 5_000 });
    const text = await notice.innerText();
    if (!/this tab only/.test(text) || !/reload/.test(text)) throw new Error(`the notice does not say the game lives in this tab only: "${text}"`);
    if (how.includes('full')) {
      // Full storage points at the saves that could be deleted to make room.
      if (!/full/.test(text)) throw new Error(`the notice does not say the storage is full: "${text}"`);
      if (!(await page.locator(tid('tab-only-saves')).count())) throw new Error('full storage offers no way to the saved games');
    } else if (await page.locator(tid('tab-only-saves')).count()) {
      throw new Error('a browser that stores nothing is sent to its saved games, where there is nothing to delete');
    }
    const { actions } = await playByTapping(page, { actions: 6, rng: seeded(4) });
    if (await page.locator(tid('save-error')).count()) throw new Error(`a save error shows while playing: ${await page.locator(tid('save-error')).innerText()}`);
    // The game is in the Continue list of this tab, and opens again from it.
    await open(page, `${base}#/`, 'home');
    const row = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
    if (!(await row.locator(tid('tab-only-tag')).count())) throw new Error('the Continue list does not mark the game as kept in this tab only');
    await row.locator(tid('save-continue')).click();
    await notice.waitFor({ timeout: 5_000 });
    const log = await page.locator(tid('log')).innerText();
    if (log.trim().split('\n').length < actions) throw new Error('the game opened again from the list lost its moves');
    // Export, after the dialog that says the file holds every hidden card.
    await page.locator(tid('tab-only-export')).click();
    const dialog = page.locator(tid('confirm-dialog'));
    await dialog.waitFor({ timeout: 5_000 });
    if (!/hidden card/.test(await dialog.innerText())) throw new Error('the export dialog does not say the file holds the hidden cards');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), dialog.locator(tid('confirm-yes')).click()]);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    if (file.id !== id || file.record.actions.length < 2) throw new Error(`the export is not this game (${file.id}, ${file.record.actions.length} moves)`);
    return `${actions} log lines played in the tab; exported its ${file.record.actions.length} moves`;
  },
});

/**
 * Storage nearly full for real (another app on the same site filled it): the
 * home says how full and what to do, and a game still plays and saves every
 * move. Then the storage fills up: the game plays on and its last good save
 * stays.
 */
const nearlyFull = {
  name: 'storage nearly full: the home and the play screen warn and offer the finished games, and a game plays on with its last good save kept',
  timeout: 120_000,
  async run({ page, base }) {
    await open(page, `${base}#/`, 'home');
    // Positive control: no warning while the storage is nearly empty, on the home or in play.
    if (await page.locator(tid('storage-nearly-full')).count()) throw new Error('a warning with empty storage');
    await startGame(page, base, { controllers: ['human', 'bot-easy'] });
    if (await page.locator(tid('play-storage-nearly-full')).count()) throw new Error('the play screen warns with empty storage');
    await open(page, `${base}#/`, 'home');
    // One small save is counted in KB: "0.0 MB" read as if nothing were kept.
    const small = await page.locator(tid('storage-gauge')).innerText();
    if (!/\b[1-9]\d* KB of about 5\.\d MB/.test(small)) throw new Error(`with one small save the gauge says "${small}"`);
    // About 4.6 million characters of another app's data (the limit is about 5.2 million).
    await page.evaluate(() => localStorage.setItem('another-app.cache', 'x'.repeat(4_600_000)));
    const id = await startGame(page, base, { controllers: ['human', 'bot-easy'] });
    await open(page, `${base}#/`, 'home');
    const warning = await page.locator(tid('storage-nearly-full')).innerText().catch(() => '');
    if (!/nearly full/.test(warning) || !/Export and delete finished games/.test(warning)) throw new Error(`the home says "${warning}"`);
    const gauge = await page.locator(tid('storage-gauge')).innerText();
    if (!/4\.\d MB of about 5\.\d MB/.test(gauge)) throw new Error(`the gauge says "${gauge}"`);

    await page.locator(`[data-save-id="${id}"] ${tid('save-continue')}`).click();
    await page.locator(tid('play')).waitFor();
    // In play too, before any write fails: a table deep in a game never sees the home.
    const inPlay = await page.locator(tid('play-storage-nearly-full')).innerText({ timeout: 5_000 }).catch(() => '');
    if (!/nearly full/.test(inPlay) || !/export and delete finished games/.test(inPlay)) throw new Error(`the play screen says "${inPlay}"`);
    const moves = (k) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).record.actions.length, k);
    const before = await moves(`endgames.save.${id}`);
    await playByTapping(page, { actions: 4, rng: seeded(5) });
    await page.waitForTimeout(300);
    const after = await moves(`endgames.save.${id}`);
    if (!(after > before)) throw new Error(`the moves were not saved (${before} then ${after})`);

    // Full: the next writes fail; the game plays on and the stored save is the last good one.
    await page.evaluate(() => {
      const room = 5 * 1024 * 1024 - 4_600_000;
      for (let n = room; n > 16; n = Math.floor(n / 2)) {
        try { localStorage.setItem(`another-app.more-${n}`, 'y'.repeat(n)); } catch { /* that much did not fit: try half */ }
      }
    });
    await playByTapping(page, { actions: 4, rng: seeded(6) });
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), `endgames.save.${id}`);
    if (!kept || kept.record.actions.length < after) throw new Error('the last good save was lost when the storage filled up');
    await page.locator(tid('save-error')).waitFor({ timeout: 5_000 });
    return `gauge "${gauge.trim()}"; saved ${after - before} moves near the limit; last good save (${kept.record.actions.length} moves) kept when full`;
  },
};

export default [...Object.keys(REFUSALS).map(refused), nearlyFull];
