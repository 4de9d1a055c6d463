// Trunk post_build hook (Trunk.toml): minifies the wasm-bindgen JS glue of a
// release build with terser. Trunk's own minifier gives up on that file (it
// stops at `export default`) and ships it as written: 7.5 KB gzip against
// 5.7 KB minified (measured 23 Nov 2026). Debug builds stay readable.
//
// index.html preloads the glue with a subresource-integrity hash of the file
// as trunk wrote it, so the hash is replaced by the minified file's, or the
// browser would refuse to run it.
//
// terser comes from `make tools` (npm, into .tools/); a build without it
// still works and says what it skipped.

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const staging = process.env.TRUNK_STAGING_DIR;
if (process.env.TRUNK_PROFILE !== 'release' || !staging) process.exit(0);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let minify;
try {
  ({ minify } = createRequire(join(root, '.tools', 'package.json'))('terser'));
} catch {
  console.error('post-build: terser is not installed (make tools); the JS glue stays unminified');
  process.exit(0);
}

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const htmlPath = join(staging, 'index.html');
let html = readFileSync(htmlPath, 'utf8');
for (const name of readdirSync(staging).filter((f) => f.endsWith('.js'))) {
  const path = join(staging, name);
  const before = readFileSync(path, 'utf8');
  const { code } = await minify(before, { module: true, compress: true, mangle: true });
  writeFileSync(path, code);
  html = html.replaceAll(sri(before), sri(code));
}
writeFileSync(htmlPath, html);
