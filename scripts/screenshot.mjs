// Takes the screenshots the docs show, from the release build:
// - docs/screenshot.png (the README's): ExtracZon at 1024x768, one person
//   against three bots, a few turns in;
// - docs/screenshots/<game>-tablet.png and <game>-phone.png: each game in
//   play at 1024x768 and at 390x844 with touch, a few turns in, with two
//   humans where the game hides something (the screen as the player at the
//   tablet sees it).
//
//   node scripts/screenshot.mjs [dist] [slug]   (a slug: that game's two only)

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '../tests/browser/serve.mjs';
import { openBrowser, watchErrors } from '../tests/browser/lib/browser.mjs';
import { EVERY_GAME, seeded, settleForHuman, startGame, tapOnce } from '../tests/browser/lib/app.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const SIZES = [
  { tag: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { tag: 'phone', viewport: { width: 390, height: 844 }, touch: true },
];

/** One screenshot of `game` after `steps` human steps. */
async function shoot(base, { slug, controllers, options }, { viewport, touch }, steps, out) {
  const { context, close } = await openBrowser({ viewport, touch });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const watch = watchErrors(page);
    await startGame(page, base, { game: slug, controllers, options: options ?? {} });
    const rng = seeded(2024);
    for (let i = 0; i < steps && (await settleForHuman(page)) === 'human'; i += 1) await tapOnce(page, rng);
    await settleForHuman(page);
    // A board in parts on a phone (Extinction's tabs) is shown on its first
    // part, the board itself: the random taps may have left it on the key.
    const first = page.locator('nav[aria-label="Parts of the board"] button').first();
    if ((await first.count()) && (await first.getAttribute('aria-pressed')) !== 'true') await first.click();
    await page.waitForTimeout(800); // let dice and cards settle
    await page.screenshot({ path: out });
    watch.check();
    console.log(`wrote ${out}`);
  } finally {
    await close();
  }
}

async function main() {
  const server = await serve(dist, '/games/endgames/');
  try {
    const only = process.argv[3];
    if (!only) {
      const readme = { slug: 'extraczon', controllers: ['human', 'bot-normal', 'bot-normal', 'bot-easy'] };
      await shoot(server.url, readme, SIZES[0], 30, resolve('docs/screenshot.png'));
    }
    mkdirSync(resolve('docs/screenshots'), { recursive: true });
    for (const game of EVERY_GAME.filter((g) => !only || g.slug === only)) {
      for (const size of SIZES) await shoot(server.url, game, size, 12, resolve(`docs/screenshots/${game.slug}-${size.tag}.png`));
    }
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(`screenshot: ${err.stack ?? err}`);
  process.exit(1);
});
