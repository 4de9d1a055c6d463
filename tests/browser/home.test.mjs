// The Continue list: Export downloads the stored save exactly, Delete asks
// first (No keeps the game), and an unreadable save can be exported raw and
// deleted the same way.

import { readFile } from 'node:fs/promises';
import { open, startGame, tid, waitForHumanTurn } from './lib/app.mjs';

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
      const file = await downloaded(page, () => item.locator(tid('save-export')).click());
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
      return `exported ${file.name} (${file.text.length} chars), raw export exact, both deleted after confirming`;
    },
  },
];
