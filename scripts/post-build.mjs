// Trunk post_build hook (Trunk.toml), release builds only: the last steps
// of making the download small, after trunk and wasm-opt are done.
//
// 1. The wasm's functions are put in an order gzip compresses better
//    (scripts/wasm-order.mjs): 7.1 KB less gzip, measured 23 Nov 2026.
// 2. The wasm-bindgen JS glue is minified with terser. Trunk's own minifier
//    gives up on that file (it stops at `export default`) and ships it as
//    written: 7.5 KB gzip against 5.7 KB minified.
// 3. The stylesheets (one per game, kept apart in static/ for whoever edits
//    them) become one file: one request, and gzip finds what they share
//    (10.6 KB gzip as three files, 9.7 KB as one).
//
// index.html refers to both files with a subresource-integrity hash of the
// file as trunk wrote it, so each hash is replaced by the new file's, or the
// browser would refuse to run it.
//
// wasm-opt and terser come from `make tools` (npm, into .tools/); a build
// without them still works and says what it skipped.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderWasm } from './wasm-order.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (process.env.TRUNK_PROFILE !== 'release' || !staging) process.exit(0);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const htmlPath = join(staging, 'index.html');
let html = readFileSync(htmlPath, 'utf8');

/** Rewrites the staged file `name` with `change` and keeps its integrity hash in step. */
async function rewrite(name, change) {
  const path = join(staging, name);
  const before = readFileSync(path);
  await change(path, before);
  html = html.replaceAll(sri(before), sri(readFileSync(path)));
}

const files = readdirSync(staging);
const wasmOpt = join(tools, 'node_modules', '.bin', 'wasm-opt');
for (const name of files.filter((f) => f.endsWith('.wasm'))) {
  if (!existsSync(wasmOpt)) {
    console.error('post-build: wasm-opt is not in .tools (make tools); the wasm keeps its order');
    break;
  }
  await rewrite(name, (path) => orderWasm(path, path, wasmOpt));
}

let terser;
try {
  terser = createRequire(join(tools, 'package.json'))('terser');
} catch {
  console.error('post-build: terser is not installed (make tools); the JS glue stays unminified');
}
for (const name of files.filter((f) => f.endsWith('.js'))) {
  if (!terser) break;
  await rewrite(name, async (path, before) => {
    const { code } = await terser.minify(before.toString('utf8'), { module: true, compress: true, mangle: true });
    writeFileSync(path, code);
  });
}

// Every stylesheet link, in page order, becomes one link to the joined file.
const sheets = [...html.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => ({ tag, href: /\bhref=["']?\.\/([^"' >]+\.css)/.exec(tag)?.[1] }))
  .filter(({ tag, href }) => href && /\brel=["']?stylesheet/.test(tag));
if (sheets.length > 1) {
  const joined = Buffer.from(sheets.map(({ href }) => readFileSync(join(staging, href), 'utf8')).join('\n'));
  const name = `app-${createHash('sha256').update(joined).digest('hex').slice(0, 16)}.css`;
  writeFileSync(join(staging, name), joined);
  sheets.forEach(({ tag, href }, i) => {
    rmSync(join(staging, href));
    html = html.replace(tag, i === 0 ? `<link href=./${name} integrity=${sri(joined)} rel=stylesheet>` : '');
  });
}

writeFileSync(htmlPath, html);
