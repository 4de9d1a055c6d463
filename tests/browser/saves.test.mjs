// (c) Unreadable saves are reported in plain words and kept untouched, while a
// good save still opens; a save whose record no longer replays is explained
// and kept. (e) When storage is full, the player is told, and the
// last good save stays as it was.

import { checkedSaveRow, open, playByTapping, seeded, startGame, tid, waitForHumanTurn, waitForScreen } from './lib/app.mjs';

const BROKEN = '{"save_format": 2, "id": "broken", "game": "extraczon", "seats": [';
const FUTURE = JSON.stringify({ save_format: 99, id: 'future', game: 'extraczon', seats: [], record: {} });

export default [
  {
    name: 'corrupt and unknown-format saves are reported, kept, and do not block a good save',
    timeout: 90_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      await page.evaluate(([b, f]) => {
        localStorage.setItem('endgames.save.broken', b);
        localStorage.setItem('endgames.save.future', f);
      }, [BROKEN, FUTURE]);

      await open(page, `${base}#/`, 'home');
      const problems = page.locator(tid('save-problem'));
      await problems.first().waitFor({ state: 'visible', timeout: 10_000 });
      if ((await problems.count()) !== 2) throw new Error(`expected 2 reported problems, found ${await problems.count()}`);
      const texts = (await problems.allInnerTexts()).join('\n');
      if (!/version|format/i.test(texts)) throw new Error(`the unknown format is not explained: ${texts}`);
      if (!/readable|damaged|broken|corrupt/i.test(texts)) throw new Error(`the broken save is not explained: ${texts}`);
      if (/\bError\(|undefined|\[object/i.test(texts)) throw new Error(`problem text is not plain words: ${texts}`);

      const kept = await page.evaluate(() => [localStorage.getItem('endgames.save.broken'), localStorage.getItem('endgames.save.future')]);
      if (kept[0] !== BROKEN || kept[1] !== FUTURE) throw new Error('an unreadable save was changed or deleted');

      const item = page.locator(`${tid('save-item')}[data-save-id="${id}"]`);
      if ((await item.count()) !== 1) throw new Error(`the good save ${id} is not listed once`);
      await item.getByRole('button', { name: /continue/i }).click();
      await waitForScreen(page, 'play');
      await page.locator(tid('prompt')).waitFor({ state: 'visible' });
      return texts.replace(/\s+/g, ' ').slice(0, 300);
    },
  },
  {
    name: 'a save whose record does not replay is explained and kept as it was',
    timeout: 90_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const good = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`));
      // Seat 0's first roll, then a move that names a real action but is not
      // legal there: the envelope and the record read, the replay stops at move 2.
      const bad = { ...good, id: 'replayfail', record: { ...good.record, actions: [[0, 'RollForOrder'], [0, { LoseCard: { card: 89 } }]] } };
      const text = JSON.stringify(bad);
      await page.evaluate((t) => localStorage.setItem('endgames.save.replayfail', t), text);

      // The Continue list flags it before anyone opens it, with the reason,
      // and offers Export and Delete but no Continue that could only fail.
      await open(page, `${base}#/`, 'home');
      const row = await checkedSaveRow(page, 'replayfail');
      const flag = (await row.innerText()).replace(/\s+/g, ' ');
      if ((await row.getAttribute('data-problem')) !== 'true' || !/cannot be played/i.test(flag)) {
        throw new Error(`the Continue list does not flag the save: ${flag}`);
      }
      if (await row.getByRole('button', { name: /continue/i }).count()) throw new Error('a save that cannot replay offers Continue');
      for (const name of [/export/i, /delete/i]) {
        if (!(await row.getByRole('button', { name }).count())) throw new Error(`the flagged save has no ${name} button`);
      }
      const goodRow = await checkedSaveRow(page, id);
      if ((await goodRow.getAttribute('data-problem')) !== 'false') throw new Error('the good save is flagged too');

      await open(page, `${base}#/play/replayfail`, 'open-error');
      const words = (await page.locator(tid('open-error')).innerText()).replace(/\s+/g, ' ');
      if (!/move 2|cannot be played/i.test(words)) throw new Error(`the reason is not given: ${words}`);
      if (/\bError\(|undefined|\[object|panicked/i.test(words)) throw new Error(`not plain words: ${words}`);
      if ((await page.evaluate(() => localStorage.getItem('endgames.save.replayfail'))) !== text) throw new Error('the save was changed');
      await page.reload({ waitUntil: 'load' });
      await waitForScreen(page, 'open-error');
      return `home: ${flag.slice(0, 160)} / open: ${words.slice(0, 120)}`;
    },
  },
  {
    name: 'full storage shows a banner and keeps the last good save',
    timeout: 120_000,
    async run({ page, base }) {
      const id = await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
      await waitForHumanTurn(page);
      const key = `endgames.save.${id}`;
      const before = await page.evaluate((k) => localStorage.getItem(k), key);
      if (!before) throw new Error('the new game was not saved');

      // Fill the origin's storage with big then smaller pieces until even one
      // character no longer fits.
      const filled = await page.evaluate(() => {
        let n = 0;
        let total = 0;
        for (let size = 1 << 20; size >= 1; size = Math.floor(size / 4)) {
          const chunk = 'x'.repeat(size);
          for (;;) {
            try {
              localStorage.setItem(`filler.${n}`, chunk);
              n += 1;
              total += size;
            } catch {
              break;
            }
          }
        }
        // A new key costs its name too: the last few characters go onto an
        // existing filler, one at a time, so not even a one-move save fits.
        for (let grown = localStorage.getItem('filler.0'); ; ) {
          try {
            grown += 'x';
            localStorage.setItem('filler.0', grown);
            total += 1;
          } catch {
            break;
          }
        }
        return total;
      });
      if (filled < 1000) throw new Error(`could not fill storage (${filled} chars)`);

      await playByTapping(page, { actions: 1, rng: seeded(3) });
      const banner = page.getByText(/storage is full/i).first();
      await banner.waitFor({ state: 'visible', timeout: 10_000 });
      const after = await page.evaluate((k) => localStorage.getItem(k), key);
      if (after !== before) throw new Error('the last good save was changed while storage was full');
      return `storage filled with ${filled} more characters; banner: ${(await banner.innerText()).trim()}`;
    },
  },
];
