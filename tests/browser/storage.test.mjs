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

export default Object.keys(REFUSALS).map(refused);
