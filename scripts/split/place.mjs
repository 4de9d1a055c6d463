// Post-build step 0 (scripts/post-build.mjs): bring the per-game wasm chunks
// into the build.
//
// The wasm-bindgen stand-in (scripts/split/wasm-bindgen) left them, with the
// link module __wasm_split.js that fetches them, in <bindgen out-dir>/wasm-split/.
// Trunk staged only the main module and its JS glue. Here each chunk gets the
// same wasm-opt passes as the main module (read from index.html, so there is
// one list) and every file a content-hashed name, so a deploy never serves a
// chunk of one build to a page of another. The link module is pointed at
// Trunk's hashed glue, and the glue at the hashed link module.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The wasm features rustc's output uses; binaryen refuses the chunks without them.
const FEATURES = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue'];
const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** index.html's wasm-opt level and passes for the main module, as wasm-opt arguments. */
function wasmOptPasses(root) {
  const source = readFileSync(join(root, 'index.html'), 'utf8');
  const rust = /<link\b[^>]*\bdata-trunk\b[^>]*\brel="rust"[^>]*>/s.exec(source)?.[0] ?? '';
  const level = /\bdata-wasm-opt="(\w+)"/.exec(rust)?.[1];
  const params = /\bdata-wasm-opt-params="([^"]*)"/.exec(rust)?.[1] ?? '';
  if (!level) throw new Error('split: index.html\'s rust link has no data-wasm-opt level');
  return [`-O${level}`, ...params.split(/\s+/).filter(Boolean)];
}

/**
 * Stages the chunks beside `glue` (the hashed JS glue in `staging`). `rewrite`
 * rewrites a staged file and keeps its integrity hash in index.html in step.
 * Returns the names of the staged files, or [] when the build was not split.
 */
export async function placeSplit({ root, staging, bindgenOut, rewrite, wasmOpt }) {
  const glue = readdirSync(staging).find((f) => /^endgames-[0-9a-f]+\.js$/.test(f));
  if (!glue) throw new Error(`split: no endgames-<hash>.js glue in ${staging}`);
  // A build that wasm-bindgen saw whole (the stand-in not on PATH) has no chunks.
  if (!readFileSync(join(staging, glue), 'utf8').includes('./__wasm_split.js')) {
    console.error('post-build: the wasm was not split (scripts/split is not first on PATH): every game loads with the app');
    return [];
  }
  const splitDir = join(bindgenOut, 'wasm-split');
  if (!existsSync(join(splitDir, '__wasm_split.js'))) throw new Error(`split: the glue imports the link module, but ${splitDir} has none`);
  const passes = existsSync(wasmOpt) ? wasmOptPasses(root) : null;
  if (!passes) console.error('split: wasm-opt is not in .tools (make tools); the chunks stay unoptimised');

  const renames = {};
  for (const file of readdirSync(splitDir).filter((f) => f.endsWith('.wasm') && f !== 'endgames.wasm')) {
    const staged = join(staging, file);
    copyFileSync(join(splitDir, file), staged);
    if (passes) execFileSync(wasmOpt, [staged, '-o', staged, ...FEATURES, ...passes], { stdio: ['ignore', 'ignore', 'inherit'] });
    const named = file.replace(/\.wasm$/, `-${hash(readFileSync(staged))}.wasm`);
    renameSync(staged, join(staging, named));
    renames[file] = named;
  }

  let link = readFileSync(join(splitDir, '__wasm_split.js'), 'utf8').replaceAll('"./endgames.js"', `"./${glue}"`);
  for (const [from, to] of Object.entries(renames)) link = link.replaceAll(`"./${from}"`, `"./${to}"`);
  const linkName = `__wasm_split-${hash(link)}.js`;
  writeFileSync(join(staging, linkName), link);
  // Only the import's specifier changes: the key of the wasm's imports object
  // must keep the module name the wasm was linked against.
  await rewrite(glue, (path, before) => {
    const text = before.toString('utf8');
    const pointed = text.replace(/(from\s*)(["'])\.\/__wasm_split\.js\2/g, `$1"./${linkName}"`);
    if (pointed === text) throw new Error(`split: ${glue} does not import ./__wasm_split.js`);
    writeFileSync(path, pointed);
  });
  const staged = [...Object.values(renames), linkName];
  console.error(`post-build: split into the main module and ${staged.length - 1} chunks, ${linkName}`);
  return staged;
}
