// Size of what a visitor downloads: every file of dist/, raw and gzip-compressed,
// and the gzip total against the whole app's budget (600 KB with five games;
// each game's own share is measured by scripts/bench-size-games.mjs). One
// figure per line. KB here is 1024 bytes; gzip at level 9, as a static host
// serving pre-compressed files would.
//
//   node scripts/bench-size.mjs [dist]

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const APP_BUDGET_KB = 600;

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every file of a build, without the .br and .gz copies `make dist` writes
 * beside them for hosts that serve pre-compressed files (a visitor gets one
 * form of each file, which gzip level 9 stands for here). */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(br|gz)$/.test(name) ? [] : [full];
  });
}

/** Every file of a build as { name, raw, gzip } (bytes), names without trunk's content hash. */
export function measure(dist) {
  let all;
  try {
    all = files(dist).sort();
  } catch (err) {
    throw new Error(`cannot read ${dist} (run make dist first): ${err.message}`);
  }
  // Trunk adds a content hash to names (endgames-0123456789abcdef_bg.wasm; a hash
  // with leading zeros is shorter); drop it so a figure keeps its name from one
  // build to the next.
  const stable = (path) => relative(dist, path).replace(/-[0-9a-f]{8,16}(?=[._])/, '');
  return all.map((path) => {
    const body = readFileSync(path);
    return { name: stable(path), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
}

/** The gzip bytes of a whole build. */
export const gzipTotal = (dist) => measure(dist).reduce((sum, f) => sum + f.gzip, 0);

function main() {
  const dist = resolve(process.argv[2] ?? 'dist');
  const measured = measure(dist);
  for (const { name, raw, gzip } of measured) {
    console.log(`size_raw_${name}: ${kb(raw)} KB`);
    console.log(`size_gzip_${name}: ${kb(gzip)} KB`);
  }
  const total = (key) => measured.reduce((sum, f) => sum + f[key], 0);
  console.log(`size_raw_total: ${kb(total('raw'))} KB`);
  console.log(`size_gzip_total: ${kb(total('gzip'))} KB`);
  if (total('gzip') / 1024 > APP_BUDGET_KB) {
    console.error(`bench-size: over budget: the app is ${kb(total('gzip'))} KB gzip > ${APP_BUDGET_KB} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(`bench-size: ${err.message}`);
    process.exit(1);
  }
}
