import { serve } from './serve.mjs';
import { openBrowser } from './lib/browser.mjs';
import { startGame, waitForScreen, open, tid } from './lib/app.mjs';
const server = await serve('/work/main/dist', '/games/endgames/');
const { context, close } = await openBrowser({ viewport: { width: 1024, height: 768 } });
const page = await context.newPage();
const base = server.url;
const id = await startGame(page, base, { game: 'the-end-is-nigh', controllers: ['bot-easy','bot-easy','bot-easy','bot-easy'] });
await waitForScreen(page, 'end-screen', 100000);
await open(page, `${base}#/review/${id}`, 'review');
const n = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`)).record.actions.length;
await page.locator(tid('review-viewer')).selectOption('0');
const bad = [];
for (let k = 0; k <= n; k += 3) {
  await page.locator(tid('review-timeline')).fill(String(k));
  await page.waitForTimeout(150);
  const c = await page.evaluate(() => document.querySelectorAll('[data-secret]').length);
  if (!c) bad.push(k + ' ' + await page.locator(tid('review-status')).innerText());
}
console.log(n, bad);
await close(); await server.close();
