import { openBrowser } from './lib/browser.mjs';
import { serve } from './serve.mjs';
import { startGame, openStoredRecord, waitForScreen, settled } from './lib/app.mjs';
const server = await serve(process.argv[2] ?? '/tmp/dist-c', '/');
const base = server.url ?? server.base ?? server;
const path = 'extraczon/v1-solo-seed4026-400-moves.json';
const total = 400;
for (const [w, h, touch] of [[390, 844, true], [768, 1024, false], [1024, 768, false]]) {
  const { context, close } = await openBrowser({ viewport: { width: w, height: h }, touch });
  const page = context.pages()[0] ?? await context.newPage();
  const id = await startGame(page, base, { game: 'extraczon', controllers: ['human'] });
  const stored = await openStoredRecord(page, id, path, { drop: 0 });
  const n = stored.record.actions.length;
  await openStoredRecord(page, id, path, { drop: n - 10 });
  await waitForScreen(page, 'play');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/xz-hp-${w}.png` });
  await openStoredRecord(page, id, path, { drop: n });
  await waitForScreen(page, 'play');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/xz-start-${w}.png` });
  await close();
}
await server.close?.();
