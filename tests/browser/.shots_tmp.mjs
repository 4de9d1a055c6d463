// temporary: screenshots of every rules page (not committed)
import { openBrowser } from './lib/browser.mjs';
import { serve } from './serve.mjs';
const server = await serve(process.argv[2], '/g/', 0);
const games = ['extraczon', 'extinction-point', 'the-end-is-nigh', 'extrication', 'extinction'];
for (const [w, h, touch] of [[390, 844, true], [1024, 768, false]]) {
  const { context, close } = await openBrowser({ viewport: { width: w, height: h }, touch });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  for (const g of games) {
    await page.goto(`${server.url}#/rules/${g}`);
    await page.waitForSelector('[data-testid="rules"]');
    await page.waitForTimeout(500);
    const n = await page.locator('[data-testid="rules-figure"]').count();
    for (let i = 0; i < n; i++) {
      const f = page.locator('[data-testid="rules-figure"]').nth(i);
      await f.scrollIntoViewIfNeeded();
      await f.screenshot({ path: `/tmp/figshots/${g}-${w}-${i}.png` });
    }
    console.log(g, w, 'figures', n, 'scrollY', await page.evaluate(() => scrollY));
  }
  await close();
}
server.close?.();
process.exit(0);
