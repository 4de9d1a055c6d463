// Draws the app's PNG icons from its own art, static/icon.svg, with headless
// Chromium (the browser tests' playwright-core and /usr/bin/chromium). Run it
// after changing the SVG and commit what it writes to static/icons/:
//
//   node scripts/icons.mjs
//
// - icon-192.png, icon-512.png: the rounded tile on a transparent ground, for
//   home screens and app lists that take the icon as drawn (manifest "any").
// - icon-maskable-512.png: the same art filling the whole square, so a launcher
//   can cut its own shape (circle, squircle) from it (manifest "maskable").
//   Everything that matters (the sun, the die) lies inside the centre circle of
//   80% that every mask keeps; only board lines are trimmed.
// - apple-touch-icon.png (180 px): iOS rounds the corners itself and fills
//   transparent ones with black, so it gets the full square too.

import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrowser } from '../tests/browser/lib/browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'static', 'icons');
const art = readFileSync(join(root, 'static', 'icon.svg'), 'utf8');

// The tile's rounded clip is one attribute; without it the art is a full square.
const TILE_CLIP = ' clip-path="url(#tile)"';
if (!art.includes(TILE_CLIP)) throw new Error(`icons: static/icon.svg no longer has${TILE_CLIP}; update scripts/icons.mjs`);
const square = art.replace(TILE_CLIP, '');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: art },
  { file: 'icon-512.png', size: 512, svg: art },
  { file: 'icon-maskable-512.png', size: 512, svg: square },
  { file: 'apple-touch-icon.png', size: 180, svg: square },
];

mkdirSync(out, { recursive: true });
const { context, close } = await openBrowser({ viewport: { width: 512, height: 512 } });
try {
  const page = await context.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(out, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`icons: wrote static/icons/${file} (${size} px)`);
  }
} finally {
  await close();
}
