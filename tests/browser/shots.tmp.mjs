import { chromium } from 'playwright-core';
import { startGame, seeded, tid } from './lib/app.mjs';
const base = 'http://127.0.0.1:8737/';
const [w, h, taps, name, stopAt] = [Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4]), process.argv[5], process.argv[6]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 700, isMobile: w < 700 });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('ERR', m.text()); });
await startGame(page, base, { game: 'extinction', controllers: ['human', 'bot-easy'], options: { 'option-rounds': '6 rounds' } });
const rng = seeded(7);
for (let i = 0; i < taps; i++) {
  if (process.env.SEL && (await page.locator(process.env.SEL).count())) break;
  if (stopAt && (await page.locator(stopAt).count())) break;
  const opts = await page.evaluate(() => {
    document.querySelectorAll('[data-tap-key]').forEach((e) => e.removeAttribute('data-tap-key'));
    const all = [...document.querySelectorAll('.exn-root [data-legal="true"], .exn-btn:not([data-testid="exn-zoom"])')].filter((e) => e.checkVisibility() && !e.disabled && !/^Cancel/.test(e.textContent));
    all.forEach((e, i) => e.setAttribute('data-tap-key', `k${i}`));
    return all.length;
  });
  if (!opts) { await page.waitForTimeout(150); continue; }
  await page.locator(`[data-tap-key="k${Math.floor(rng() * opts)}"]`).click({ timeout: 3000 }).catch(() => {});
  await page.waitForTimeout(40);
}
await page.waitForTimeout(1600);
await page.screenshot({ path: `/tmp/${name}.png` });
console.log(await page.locator(tid('prompt')).innerText().catch(() => '?'));
await browser.close();
