import { serve } from './serve.mjs';
import { openBrowser } from './lib/browser.mjs';
import { startGame, waitForScreen, open, tid } from './lib/app.mjs';
const server = await serve('/work/main/dist', '/games/endgames/');
const base = server.url;
const setups = [
  { game: 'extinction', controllers: ['bot-easy', 'bot-easy'], options: { 'option-rounds': '2 rounds' } },
  { game: 'the-end-is-nigh', controllers: ['bot-easy', 'bot-easy', 'bot-easy', 'bot-easy'] },
  { game: 'extinction-point', controllers: ['bot-easy', 'bot-easy'] },
  { game: 'extrication', controllers: ['bot-easy', 'bot-easy'] },
];
for (const [w, h, touch, tag] of [[390, 844, true, 'phone'], [1024, 768, false, 'tablet']]) {
  const { context, close } = await openBrowser({ viewport: { width: w, height: h }, touch });
  const page = await context.newPage();
  for (const s of setups) {
    const id = await startGame(page, base, s);
    await waitForScreen(page, 'end-screen', 200000);
    await open(page, `${base}#/review/${id}`, 'review');
    const n = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `endgames.save.${id}`)).record.actions.length;
    await page.locator(tid('review-timeline')).fill(String(Math.floor(3 * n / 4)));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/rv-${s.game}-${tag}.png` });
    const box = await page.locator('[data-testid="review"] main').boundingBox();
    console.log(tag, s.game, 'board area', Math.round(box.width), 'x', Math.round(box.height));
  }
  await close();
}
await server.close();
