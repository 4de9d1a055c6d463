import { openBrowser } from './lib/browser.mjs';
import { serve } from './serve.mjs';
const server = await serve(process.argv[2], '/g/', 0);
const { context, close } = await openBrowser({ viewport: { width: 1024, height: 768 } });
const page = context.pages()[0] ?? (await context.newPage());
for (const g of process.argv.slice(3)) {
  await page.goto(`${server.url}#/rules/${g}`);
  await page.waitForSelector('[data-testid="rules-figure"]');
  await page.waitForTimeout(300);
  console.log(g, await page.evaluate(() => {
    const b = document.querySelector('.figure-board');
    const out = [];
    const walk = (el, d) => { if (d > 4) return; const cs = getComputedStyle(el); out.push(`${'  '.repeat(d)}${el.tagName}.${[...el.classList].join('.')} h=${el.offsetHeight ?? el.getBoundingClientRect().height} pos=${cs.position} disp=${cs.display} ${cs.height}`); for (const c of [...el.children].slice(0, 6)) walk(c, d + 1); };
    walk(b, 0);
    return out.join('\n');
  }));
}
await close(); process.exit(0);
