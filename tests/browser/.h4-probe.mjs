import { openBrowser } from '/work/main/tests/browser/lib/browser.mjs';
const b = await openBrowser();
const page = await b.context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', String(e)));
await page.goto(process.argv[2]);
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => document.body.innerHTML.slice(0, 3000)));
await b.close();
