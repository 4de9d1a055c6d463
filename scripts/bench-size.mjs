// Size of what a visitor downloads: every file of dist/, raw and gzip-compressed,
// and the gzip total against the 250 KB budget. One figure per line.
// KB here is 1024 bytes; gzip at level 9, as a static host serving
// pre-compressed files would.
//
//   node scripts/bench-size.mjs [dist]

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = resolve(process.argv[2] ?? 'dist');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// Trunk adds a content hash to names (endgames-0123456789abcdef_bg.wasm; a hash
// with leading zeros is shorter); drop it so a figure keeps its name from one
// build to the next.
const stable = (path) => relative(dist, path).replace(/-[0-9a-f]{8,16}(?=[._])/, '');
const kb = (bytes) => (bytes / 1024).toFixed(1);

let all;
try {
  all = files(dist).sort();
} catch (err) {
  console.error(`bench-size: cannot read ${dist} (run make dist first): ${err.message}`);
  process.exit(1);
}

let rawTotal = 0;
let gzipTotal = 0;
for (const path of all) {
  const body = readFileSync(path);
  const gz = gzipSync(body, { level: 9 }).length;
  rawTotal += body.length;
  gzipTotal += gz;
  const name = stable(path);
  console.log(`size_raw_${name}: ${kb(body.length)} KB`);
  console.log(`size_gzip_${name}: ${kb(gz)} KB`);
}
console.log(`size_raw_total: ${kb(rawTotal)} KB`);
console.log(`size_gzip_total: ${kb(gzipTotal)} KB`);
if (gzipTotal / 1024 > BUDGET_KB) {
  console.error(`bench-size: over budget: ${kb(gzipTotal)} KB gzip > ${BUDGET_KB} KB`);
}
