// What each game adds to the download: the release build with every game
// (dist/, from `make dist`) minus a release build without that game, made here
// into target/size-<slug>/ with the other games' cargo features and an
// index.html without the game's stylesheet link. Budget: 100 KB gzip a game.
// Same units as scripts/bench-size.mjs; the game list is the registry's
// (scripts/games.mjs). Build output goes to stderr, figures to stdout.
//
//   node scripts/bench-size-games.mjs [dist]

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipTotal, kb } from './bench-size.mjs';
import { games } from './games.mjs';

const GAME_BUDGET_KB = 100;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * index.html as it would be without the game's stylesheet, written into
 * target/ (so every repository path in it gains a `../`, and the rust link
 * names the Cargo.toml it would otherwise find next to index.html).
 */
function pageWithout(game) {
  const page = readFileSync(join(root, 'index.html'), 'utf8');
  const link = new RegExp(`<link data-trunk rel="css" href="static/${game.stylesheet.replace('.', '\\.')}">\\n?`);
  if (!link.test(page)) throw new Error(`index.html has no stylesheet link for ${game.slug} (static/${game.stylesheet})`);
  const out = join(root, 'target', `size-${game.slug}.html`);
  mkdirSync(dirname(out), { recursive: true });
  const moved = page
    .replace(link, '')
    .replaceAll('href="static/', 'href="../static/')
    .replace('data-trunk rel="rust"', 'data-trunk rel="rust" href="../Cargo.toml"');
  writeFileSync(out, moved);
  return out;
}

/** Builds the app without `game` into target/size-<slug>/ and returns that folder. */
function buildWithout(game, all) {
  const dist = join(root, 'target', `size-${game.slug}`);
  const others = all.filter((g) => g !== game).map((g) => g.slug);
  const args = ['build', '--release', '--no-default-features', '--dist', dist, '--html-output', 'index.html'];
  if (others.length) args.push('--features', others.join(','));
  args.push(relative(root, pageWithout(game)));
  console.error(`bench-size-games: trunk ${args.join(' ')}`);
  const run = spawnSync('trunk', args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (run.status !== 0) throw new Error(`the build without ${game.slug} failed (trunk exit ${run.status ?? run.signal})`);
  return dist;
}

function main() {
  const full = resolve(process.argv[2] ?? join(root, 'dist'));
  const withAll = gzipTotal(full);
  const all = games();
  for (const game of all) {
    const added = withAll - gzipTotal(buildWithout(game, all));
    console.log(`size_gzip_game_${game.slug}: ${kb(added)} KB`);
    if (added / 1024 > GAME_BUDGET_KB) {
      console.error(`bench-size-games: over budget: ${game.slug} adds ${kb(added)} KB gzip > ${GAME_BUDGET_KB} KB`);
    }
  }
}

try {
  main();
} catch (err) {
  console.error(`bench-size-games: ${err.message}`);
  process.exit(1);
}
