// Temporary screenshot driver for the h4 helper (not committed).
import { openBrowser } from './lib/browser.mjs';
import { startGame, playByTapping, seeded, tid, waitForHumanTurn } from './lib/app.mjs';

const base = process.argv[2];
const out = process.argv[3] ?? '/tmp/h4';
const sizes = [['tablet', 1024, 768], ['phone', 390, 844], ['portrait', 768, 1024]];
for (const [name, width, height] of sizes) {
  const b = await openBrowser({ viewport: { width, height } });
  const page = await b.context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await startGame(page, base, { controllers: ['human', 'bot-easy', 'bot-easy'], speed: 'instant' });
  await waitForHumanTurn(page);
  await page.screenshot({ path: `${out}/${name}-0.png` });
  const rng = seeded(7);
  for (let i = 1; i <= 4; i++) {
    try { await playByTapping(page, { actions: 2, rng, maxTaps: 40 }); } catch (e) { console.log(name, 'tap:', e.message); }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-${i}.png` });
  }
  const legal = await page.locator('[data-legal="true"]').count();
  const boxes = await page.locator('[data-legal="true"]').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; }));
  console.log(name, 'legal targets', legal, JSON.stringify(boxes.slice(0, 8)), 'errors', JSON.stringify(errors));
  console.log(name, 'prompt:', await page.locator(tid('prompt')).innerText());
  await b.close();
}
