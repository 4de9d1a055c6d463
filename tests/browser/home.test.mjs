// The Continue list: Export downloads the stored save exactly, after saying
// that the file of a game in progress holds every hidden card (as the play
// screen's menu does; Cancel downloads nothing), Delete asks first (No keeps the game), and an unreadable save can be exported raw and
// deleted the same way. Names and stored text shown on the home and play
// screens are only ever text, never markup.

import { readFile } from 'node:fs/promises';
import { choose, open, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

async function confirmDelete(page, button, answer) {
  await button.click();
  const dialog = page.locator(tid('confirm-dialog'));
  await dialog.waitFor({ state: 'visible', timeout: 5_000 });
  await dialog.locator(tid(answer)).click();
  await dialog.waitFor({ state: 'detached', timeout: 5_000 });
}

export default [
  {
    name: 'export downloads the save; delete asks first',
    timeout: 90_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const key = `endgames.save.${id}`;
      const broken = '{"save_format": 2, "id": "half';
      await page.evaluate((b) => localStorage.setItem('endgames.save.half', b), broken);
      await open(page, `${base}#/`, 'home');
      const stored = await page.evaluate((k) => localStorage.getItem(k), key);

      const item = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
      // A game in progress: its file holds every hidden card, so the list asks first.
      const dialog = page.locator(tid('confirm-dialog'));
      let early = null;
      page.once('download', (d) => (early = d.suggestedFilename()));
      await item.locator(tid('save-export')).click();
      await dialog.waitFor({ state: 'visible', timeout: 5_000 });
      const warning = await dialog.innerText();
      if (!/every hidden card/.test(warning)) throw new Error(`the dialog before exporting says: ${warning}`);
      await dialog.locator(tid('confirm-no')).click();
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      await page.waitForTimeout(500);
      if (early) throw new Error(`${early} was downloaded before the export was confirmed, or after Cancel`);
      const file = await downloaded(page, async () => {
        await item.locator(tid('save-export')).click();
        await dialog.locator(tid('confirm-yes')).click();
      });
      if (!file.name.endsWith('.json')) throw new Error(`the export is named ${file.name}`);
      if (JSON.stringify(JSON.parse(file.text)) !== JSON.stringify(JSON.parse(stored))) throw new Error('the exported file differs from the stored save');

      const problem = page.locator(tid('save-problem'));
      const raw = await downloaded(page, () => problem.locator(tid('problem-export')).click());
      if (raw.text !== broken) throw new Error('the raw export of an unreadable save is not its exact text');

      await confirmDelete(page, item.locator(tid('save-delete')), 'confirm-no');
      if ((await item.count()) !== 1 || !(await page.evaluate((k) => localStorage.getItem(k), key))) throw new Error('No deleted the game');
      await confirmDelete(page, item.locator(tid('save-delete')), 'confirm-yes');
      await item.waitFor({ state: 'detached', timeout: 5_000 });
      if (await page.evaluate((k) => localStorage.getItem(k), key)) throw new Error('Delete left the save in storage');

      await confirmDelete(page, problem.locator(tid('problem-delete')), 'confirm-yes');
      await problem.waitFor({ state: 'detached', timeout: 5_000 });
      if (await page.evaluate(() => localStorage.getItem('endgames.save.half'))) throw new Error('the unreadable save was not deleted');
      return `asked before exporting a game in progress (Cancel kept the file back); exported ${file.name} (${file.text.length} chars), raw export exact, both deleted after confirming`;
    },
  },
  {
    name: 'a name that looks like markup is shown as typed, on the play screen and the home page',
    timeout: 60_000,
    async run({ page, base }) {
      const name = '<i class="pwn">Zo</i>';
      await open(page, `${base}#/new/extraczon`, 'new-game');
      await page.locator(tid('seat-0-name')).fill(name);
      await choose(page, 'seat-1-controller', 'bot-easy');
      await page.locator(tid('start-game')).click();
      await waitForScreen(page, 'play');
      await waitForHumanTurn(page);
      // A stored key that looks like markup too, listed under the saves that cannot be opened.
      await page.evaluate(() => localStorage.setItem('endgames.save.<b class="pwn">', 'not a save'));
      const seen = [];
      for (const [where, url, screen] of [['play', page.url(), 'play'], ['home', `${base}#/`, 'home']]) {
        await open(page, url, screen);
        if (await page.locator('.pwn').count()) throw new Error(`the ${where} screen made an element of typed text`);
        const badges = await page.locator('.seat-badge .seat-name').allInnerTexts();
        if (!badges.includes(name)) throw new Error(`the ${where} screen's seat badges do not show "${name}": ${badges}`);
        seen.push(where);
      }
      const problem = await page.locator(tid('save-problem')).innerText();
      if (!problem.includes('endgames.save.<b class="pwn">')) throw new Error(`the stored key is not shown as text: ${problem}`);
      return `"${name}" shown as text on ${seen.join(' and ')}`;
    },
  },
];
