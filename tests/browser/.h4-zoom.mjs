import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.mjs';
import { mkdtempSync } from 'node:fs';
import { startGame, waitForHumanTurn, tappables } from './lib/app.mjs';
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/h4/prof-'), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1024, height: 768 }, deviceScaleFactor: 3 });
const page = await ctx.newPage();
await startGame(page, process.argv[2], { controllers: ['human', 'bot-easy', 'bot-easy', 'bot-easy'], speed: 'instant' });
for (let i = 0; i < 40; i++) {
  await waitForHumanTurn(page);
  if (await page.locator('.xz-unsecured svg').count()) break;
  const opts = await tappables(page);
  const pick = opts.find((o) => /confirm/i.test(o.text)) ?? opts.find((o) => /enter the/i.test(o.text)) ?? opts.find((o) => /roll|no active|lose/i.test(o.text)) ?? opts[0];
  await page.locator(`[data-tap-key="${pick.key}"]`).click();
  await page.waitForTimeout(150);
}
await page.waitForTimeout(900);
await page.screenshot({ path: '/tmp/h4/zoom-corner.png', clip: { x: 0, y: 140, width: 280, height: 200 } });
await page.screenshot({ path: '/tmp/h4/zoom-side.png', clip: { x: 545, y: 60, width: 210, height: 300 } });
await ctx.close();
