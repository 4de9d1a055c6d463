// The games in the registry, for the scripts that build or time each one:
// read from the one list in src/games/mod.rs (`"<feature>" => <folder>::<Type>
// (rules: <folder>_rules),` lines inside `for_each_game!`) and each game's `INFO` in its mod.rs.
// tests/registry.rs runs this file and checks its answer against GameId::ALL,
// so a change of format there fails a test instead of these scripts.
//
//   node scripts/games.mjs     prints the list as JSON

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINE = /^\s*"([a-z0-9-]+)" => ([a-z0-9_]+)::([A-Za-z0-9]+) \(rules: ([a-z0-9_]+)\),\s*$/;

/** A string field of the game's `pub const INFO: GameInfo`, e.g. `stylesheet: "x.css"`. */
function infoField(folder, source, field) {
  const info = source.slice(source.indexOf('pub const INFO'));
  const found = new RegExp(`\\b${field}: "([^"]+)"`).exec(info);
  if (!found) throw new Error(`src/games/${folder}/mod.rs: no ${field} in INFO`);
  return found[1];
}

/** [{ slug, folder, type, rules, stylesheet, bench }] in the registry's order (`rules`: its rules text's chunk). */
export function games() {
  const list = readFileSync(join(root, 'src/games/mod.rs'), 'utf8');
  const body = list.slice(list.indexOf('macro_rules! for_each_game'));
  const found = body
    .split('\n')
    .map((line) => LINE.exec(line))
    .filter(Boolean)
    .map(([, slug, folder, type, rules]) => {
      const source = readFileSync(join(root, 'src/games', folder, 'mod.rs'), 'utf8');
      return { slug, folder, type, rules, stylesheet: infoField(folder, source, 'stylesheet'), bench: infoField(folder, source, 'bench') };
    });
  if (!found.length) throw new Error('scripts/games.mjs: no games found in src/games/mod.rs (for_each_game!)');
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(games()));
