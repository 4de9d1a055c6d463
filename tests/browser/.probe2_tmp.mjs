import { openBrowser } from './lib/browser.mjs';
import { serve } from './serve.mjs';
const server = await serve(process.argv[2], '/g/', 0);
const { context, close } = await openBrowser({ viewport: { width: 390, height: 844 }, touch: true });
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${server.url}#/rules/extrication`);
await page.waitForSelector('[data-testid="rules-figure"]');
await page.waitForTimeout(300);
console.log(await page.evaluate(() => [...document.querySelectorAll('.rules-figure')].map(f => ({
  frame: f.querySelector('.figure-frame').getAttribute('style'), board: f.querySelector('.figure-board').getAttribute('style'),
  badges: f.querySelectorAll('.figure-badge').length, bw: f.querySelector('.figure-board').scrollWidth,
  rects: [...f.querySelectorAll('li[data-at]')].map(li => { const e = f.querySelector('.figure-board').querySelector(li.dataset.at); const r = e?.getBoundingClientRect(); return r && [r.left, r.top, r.width, r.height].map(Math.round).join(','); }),
  fr: (() => { const r = f.querySelector('.figure-frame').getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round).join(','); })(),
}))));
await close(); process.exit(0);
