// Importing a saved game from a file: a broken or tampered file is refused
// with a reason and adds nothing; a good export opens at the same position.

import { open, playByTapping, seeded, snapshot, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

const file = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

async function importFile(page, name, text) {
  await page.locator(tid('import')).setInputFiles(file(name, text));
}

export default [
  {
    name: 'import refuses broken and tampered files and reopens a good one',
    timeout: 120_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      await playByTapping(page, { actions: 3, rng: seeded(9) });
      await waitForHumanTurn(page);
      const before = await snapshot(page);
      const key = `endgames.save.${id}`;
      const text = await page.evaluate((k) => localStorage.getItem(k), key);

      // As on another device: the game is not in this browser's list.
      await page.evaluate((k) => localStorage.removeItem(k), key);
      await open(page, `${base}#/`, 'home');
      const items = page.locator(tid('save-item'));
      if (await items.count()) throw new Error('the removed save is still listed');

      await importFile(page, 'broken.json', '{"save_format": 2, "id": ');
      await page.getByText(/cannot be imported/i).first().waitFor({ state: 'visible', timeout: 5_000 });
      const tampered = JSON.parse(text);
      // A first move that names a real action no one may take at the start.
      tampered.record.actions = [[0, { LoseCard: { card: 89 } }], ...tampered.record.actions];
      const brokenWords = (await page.getByText(/cannot be imported/i).allInnerTexts()).join(' ');
      await importFile(page, 'tampered.json', JSON.stringify(tampered));
      await page.waitForFunction((old) => [...document.querySelectorAll('body *')].some((e) => e.children.length === 0 && /cannot be imported/i.test(e.textContent) && !old.includes(e.textContent.trim())), brokenWords, { timeout: 5_000 })
        .catch(() => { throw new Error('the tampered file was not refused in words'); });
      if ((await items.count()) !== 0) throw new Error('a refused file was added to the list');
      const words = (await page.getByText(/cannot be imported/i).allInnerTexts()).join(' | ');

      await importFile(page, 'good.json', text);
      await page.getByText(/imported a game/i).first().waitFor({ state: 'visible', timeout: 5_000 });
      const item = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
      await item.waitFor({ state: 'visible', timeout: 5_000 });
      await item.getByRole('button', { name: /continue/i }).click();
      await waitForScreen(page, 'play');
      await waitForHumanTurn(page);
      const after = await snapshot(page);
      for (const part of ['prompt', 'log', 'board']) {
        if (before[part] !== after[part]) throw new Error(`the imported game shows a different ${part}`);
      }
      return `refusals: ${words.slice(0, 300)}`;
    },
  },
];
