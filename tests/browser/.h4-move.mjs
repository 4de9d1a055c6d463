// Temporary probe for the h4 helper (not committed): reach a Move phase, measure targets, try keyboard.
import { openBrowser } from './lib/browser.mjs';
import { startGame, tid, waitForHumanTurn, tappables } from './lib/app.mjs';

const base = process.argv[2];
const [w, h] = (process.argv[3] ?? '1024x768').split('x').map(Number);
const b = await openBrowser({ viewport: { width: w, height: h } });
const page = await b.context.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await startGame(page, base, { controllers: ['human', 'bot-easy'], speed: 'instant' });
for (let i = 0; i < 60; i++) {
  await waitForHumanTurn(page);
  const map = await page.locator('svg [data-legal="true"]').count();
  if (map > 0) break;
  const opts = await tappables(page);
  const pick = opts.find((o) => /roll|no active/i.test(o.text)) ?? opts[0];
  await page.locator(`[data-tap-key="${pick.key}"]`).click();
  await page.waitForTimeout(200);
}
const boxes = await page.locator('svg [data-legal="true"]').evaluateAll((els) => els.map((e) => {
  const r = e.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height), e.getAttribute('aria-label')];
}));
console.log('prompt', await page.locator(tid('prompt')).innerText());
console.log('targets', boxes.length, JSON.stringify(boxes.slice(0, 6)));
await page.screenshot({ path: `/tmp/h4/move-${w}-a.png` });
// Keyboard: focus the first target, Enter selects, Enter again sends the move.
const first = page.locator('svg [data-legal="true"]').first();
await first.focus();
await page.keyboard.press('Enter');
await page.waitForTimeout(200);
await page.screenshot({ path: `/tmp/h4/move-${w}-b.png` });
const pressed = await page.locator('svg [aria-pressed="true"]').count();
const logBefore = await page.locator(`${tid('log')} li`).count();
await page.locator('svg [aria-pressed="true"]').first().focus();
await page.keyboard.press('Enter');
await page.waitForTimeout(400);
const logAfter = await page.locator(`${tid('log')} li`).count();
console.log('keyboard: pressed after 1st Enter', pressed, 'log lines', logBefore, '->', logAfter);
console.log('errors', JSON.stringify(errors));
await b.close();
