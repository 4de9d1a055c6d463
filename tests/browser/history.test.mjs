// The table's history (issue 22): a game played to the end adds one line,
// shown on the home page and on #/history with each player's totals; the line
// stays when the save is deleted; the history exports as a file and can be
// deleted (the saves stay). A history this version cannot read is never
// overwritten: a finished game keeps it apart, a second one beside the first.

import { open, startGame, tid, waitForScreen } from './lib/app.mjs';

const BOTS_GAME = { game: 'extinction', controllers: ['bot-easy', 'bot-easy'], options: { 'option-rounds': '2 rounds' } };

async function finishBotGame(page, base) {
  await startGame(page, base, BOTS_GAME);
  await waitForScreen(page, 'end-screen', 280_000);
}

// The text of a download the tap on `button` starts.
async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
}

export default [
  {
    name: 'a finished game adds a line that outlives its save',
    timeout: 300_000,
    async run({ page, base }) {
      // Positive control: before any game ends there is no line.
      await open(page, `${base}#/`, 'home');
      if (await page.locator(tid('recent-games')).count()) throw new Error('a history shows before any game ended');

      const id = await startGame(page, base, BOTS_GAME);
      await waitForScreen(page, 'end-screen', 280_000);
      const headline = (await page.locator(tid('headline')).innerText()).trim();
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      const names = save.seats.map((s) => s.name);

      await open(page, `${base}#/`, 'home');
      const rows = page.locator(`${tid('recent-games')} ${tid('history-row')}`);
      if ((await rows.count()) !== 1) throw new Error(`the home lists ${await rows.count()} finished games, not 1`);
      const row = await rows.first().innerText();
      for (const want of ['Extinction', headline, ...names]) {
        if (!row.includes(want)) throw new Error(`the line "${row}" does not say "${want}"`);
      }

      // Deleting the save keeps the line.
      const item = page.locator(`[data-save-id="${id}"]`);
      await item.locator('button', { hasText: /delete/i }).click();
      await page.locator(tid('confirm-yes')).click();
      await page.waitForFunction((k) => localStorage.getItem(k) === null, `endgames.save.${id}`);
      await open(page, `${base}#/`, 'home');
      if ((await page.locator(`${tid('recent-games')} ${tid('history-row')}`).count()) !== 1) throw new Error('the line went with the save');

      // The page with everything: totals per player, export, delete.
      await page.locator(tid('all-history')).click();
      await waitForScreen(page, 'history');
      const totals = await page.locator(tid('history-totals')).innerText();
      for (const name of names) {
        if (!new RegExp(`${name}( \\(bot\\))?\\s+[01] of 1`).test(totals)) throw new Error(`the totals do not count one game for ${name}: "${totals}"`);
      }
      const text = await downloaded(page, page.locator(tid('history-export')));
      const exported = JSON.parse(text);
      if (exported.entries?.length !== 1 || exported.entries[0].id !== id) throw new Error(`the export holds ${text.slice(0, 200)}`);
      await page.locator(tid('history-delete')).click();
      await page.locator(tid('confirm-yes')).click();
      await page.locator(tid('history-empty')).waitFor();
      // An empty history offers nothing to export or delete.
      const offered = await page.locator(`${tid('history-export')}, ${tid('history-delete')}`).count();
      if (offered) throw new Error(`the empty history still offers ${offered} of Export and Delete`);
      return `one line ("${headline}") kept after its save was deleted, exported and deleted`;
    },
  },
  {
    name: 'an unreadable history is kept apart when a game finishes, a second one beside the first, each to export or delete',
    timeout: 300_000,
    async run({ page, base }) {
      const unreadable = ['{"format":1,"entries":[{"id":3}]}', '{"format":9,"entries":[]}'];
      const storedTexts = () => page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k)));
      await open(page, `${base}#/`, 'home');
      for (const text of unreadable) {
        await page.evaluate((t) => localStorage.setItem('endgames.history', t), text);
        await open(page, `${base}#/history`, 'history');
        await page.locator(tid('history-unreadable')).waitFor();
        await finishBotGame(page, base);
      }
      const kept = await storedTexts();
      for (const text of unreadable) {
        if (!kept.includes(text)) throw new Error(`the unreadable history ${text} is gone from storage after a game finished`);
      }

      await open(page, `${base}#/history`, 'history');
      if ((await page.locator(tid('history-row')).count()) !== 1) throw new Error('the new history does not hold the one game since');
      const rows = page.locator(tid('history-aside'));
      if ((await rows.count()) !== 2) throw new Error(`${await rows.count()} histories are listed as kept apart, not 2`);
      for (const [i, text] of unreadable.entries()) {
        // A screen reader hears which history each button acts on.
        const key = await rows.nth(i).getAttribute('data-key');
        for (const button of ['history-aside-export', 'history-aside-delete']) {
          const name = await rows.nth(i).locator(tid(button)).getAttribute('aria-label');
          if (!name?.includes(key)) throw new Error(`${button} of ${key} is named "${name}" to a screen reader`);
        }
        const got = await downloaded(page, rows.nth(i).locator(tid('history-aside-export')));
        if (got !== text) throw new Error(`history kept apart ${i + 1} exports ${got.slice(0, 80)}, not ${text}`);
      }
      await rows.first().locator(tid('history-aside-delete')).click();
      await page.locator(tid('confirm-yes')).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-aside"]').length === 1);
      const left = await storedTexts();
      if (left.includes(unreadable[0]) || !left.includes(unreadable[1])) throw new Error('Delete took the wrong history kept apart');
      return `two unreadable histories kept apart and exported as they were; one deleted, ${await rows.first().getAttribute('data-key')} left`;
    },
  },
];
