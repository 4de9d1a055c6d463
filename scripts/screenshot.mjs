// Takes docs/screenshot.png: the release build at 1024x768 (a tablet in
// landscape), an ExtracZon game of one person against three bots, a few turns in.
//
//   node scripts/screenshot.mjs [dist] [out.png] [actions]

import { resolve } from 'node:path';
import { serve } from '../tests/browser/serve.mjs';
import { openBrowser, watchErrors } from '../tests/browser/lib/browser.mjs';
import { playByTapping, seeded, startGame, waitForHumanTurn } from '../tests/browser/lib/app.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const out = resolve(process.argv[3] ?? 'docs/screenshot.png');
const actions = Number(process.argv[4] ?? 30);

async function main() {
  const server = await serve(dist, '/games/endgames/');
  const { context, close } = await openBrowser({ viewport: { width: 1024, height: 768 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const watch = watchErrors(page);
    await startGame(page, server.url, { controllers: ['human', 'bot-normal', 'bot-normal', 'bot-easy'], speed: 'instant' });
    await waitForHumanTurn(page);
    await playByTapping(page, { actions, rng: seeded(2024) });
    await waitForHumanTurn(page);
    await page.waitForTimeout(800); // let the dice settle
    await page.screenshot({ path: out });
    watch.check();
    console.log(`wrote ${out}`);
  } finally {
    await close();
    await server.close();
  }
}

main().catch((err) => {
  console.error(`screenshot: ${err.stack ?? err}`);
  process.exit(1);
});
