// Trunk post_build hook (Trunk.toml), release builds only: the last steps
// of making the download small, after trunk and wasm-opt are done.
//
// 0. The per-game wasm chunks that scripts/split/wasm-bindgen cut out of the
//    main module are optimised, hashed and staged (scripts/split/place.mjs).
// 1. The wasm's functions are put in an order gzip compresses better
//    (scripts/wasm-order.mjs): 7.1 KB less gzip, measured 23 Nov 2026. The
//    same step drops the sections no browser reads (producers, target
//    features): about 150 bytes of gzip in each of the 95 files.
// 2. The wasm-bindgen JS glue is minified with terser. Trunk's own minifier
//    gives up on that file (it stops at `export default`) and ships it as
//    written: 7.5 KB gzip against 5.7 KB minified.
// 3. The shell's first stylesheet (style.css: what the home's first paint
//    shows, its cards and covers) becomes a <style> in index.html: the first
//    paint waits for no stylesheet request. Its second (screens.css: every
//    other screen) stays a file, named in <script type="application/json"
//    id="screen-styles">"./screens-<hash>.css"</script>; the start script
//    (Trunk.toml) fetches it beside the wasm after the first paint and
//    starts the app once it has it. Each game's own sheet stays a
//    file (trunk names it by its content's hash) and is not linked: its URL
//    goes into a data table, <script type="application/json"
//    id="game-styles">{"<slug>": "./<file>.css"}</script>, and the app links
//    it when the game is first shown (src/ui/game_styles.rs). The home's
//    first HTML no longer carries 65 KB of board rules nobody there needs.
// 4. The home page's heading, intro and game cards, printed by the native
//    src/bin/home_html.rs from the game registry, go into index.html's
//    .prerender: the phone shows the home before the wasm has arrived.
// 5. sw.js, the offline worker (scripts/service-worker.js), is written with
//    the list of every file and a version that is a hash of them all.
// 6. Every file that compresses gets a .br and a .gz beside it, for hosts
//    that serve pre-compressed files (README, Hosting).
//
// index.html refers to the wasm and JS glue with a subresource-integrity hash
// of the file as trunk wrote it, so each hash is replaced by the new file's, or
// the browser would refuse to run it.
//
// wasm-opt and terser come from `make tools` (npm, into .tools/); a build
// without them still works and says what it skipped.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { games } from './games.mjs';
import { placeSplit } from './split/place.mjs';
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

const wasmOpt = join(tools, 'node_modules', '.bin', 'wasm-opt');
// Trunk's wasm-bindgen output folder, where the stand-in left the chunks.
const bindgenOut = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'wasm-bindgen', 'release');
await placeSplit({ root, staging, bindgenOut, rewrite, wasmOpt });
const files = readdirSync(staging);
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

const registry = games();
/** Whether `href` is the game's stylesheet as trunk wrote it: `<stem>-<hex hash>.css`. */
const isSheetOf = (href, game) => {
  const stem = game.stylesheet.replace(/\.css$/, '').replace(/[^a-z0-9]/g, '\\$&');
  return href === game.stylesheet || new RegExp(`^${stem}-[0-9a-f]+\\.css$`).test(href);
};

// The stylesheet links, in page order: the games' sheets (by their source
// name, before trunk's hash) are listed for the app, the others inlined. A
// build without some game (scripts/bench-size-games.mjs) lists the others.
const sheets = [...html.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => ({ tag, href: /\bhref=["']?\.\/([^"' >]+\.css)/.exec(tag)?.[1] }))
  .filter(({ tag, href }) => href && /\brel=["']?stylesheet/.test(tag))
  .map((sheet) => ({ ...sheet, game: registry.find((g) => isSheetOf(sheet.href, g)) }));
// The shell's first sheet (style.css: what the home's first paint shows) is
// inlined; its second (screens.css) is named for the start script, which
// fetches it beside the wasm after the first paint (Trunk.toml).
const shell = sheets.filter(({ game }) => !game);
const isScreens = (href) => /^screens-[0-9a-f]+\.css$/.test(href);
const inline = shell.filter(({ href }) => !isScreens(href));
if (inline.length) {
  const joined = inline.map(({ href }) => readFileSync(join(staging, href), 'utf8')).join('\n');
  if (joined.includes('</style')) throw new Error('post-build: a stylesheet contains "</style", which would end the inline <style>');
  inline.forEach(({ tag, href }, i) => {
    rmSync(join(staging, href));
    html = html.replace(tag, () => (i === 0 ? `<style>${joined}</style>` : ''));
  });
}
// None is found in a build for another public URL than "./" (`make play`
// serves at "/"): its links then stay as trunk wrote them, like the others.
const screens = shell.filter(({ href }) => isScreens(href));
if (screens.length > 1) throw new Error(`post-build: expected one screens-<hash>.css among the shell's sheets, found ${screens.length}`);
// A file name only (trunk's hash), so no "</script" can be in it.
for (const { tag, href } of screens) {
  html = html.replace(tag, () => `<script type="application/json" id="screen-styles">${JSON.stringify(`./${href}`)}</script>`);
}
// Slugs and trunk's file names only, so no "</script" can be in it.
const table = JSON.stringify(Object.fromEntries(sheets.filter(({ game }) => game).map(({ game, href }) => [game.slug, `./${href}`])));
sheets
  .filter(({ game }) => game)
  .forEach(({ tag }, i) => {
    html = html.replace(tag, () => (i === 0 ? `<script type="application/json" id="game-styles">${table}</script>` : ''));
  });

// The home's static part, from the same registry and art the app renders.
const home = execFileSync('cargo', ['run', '--quiet', '--bin', 'home_html'], { cwd: root, encoding: 'utf8' }).trim();
const slot = /<div\b[^>]*\bid=["']?prerendered-home["']?[^>]*><\/div>/;
if (!slot.test(html)) throw new Error('post-build: index.html has no empty <div id="prerendered-home"> for the home page');
html = html.replace(slot, (div) => div.replace('></div>', `>${home}</div>`));
writeFileSync(htmlPath, html);

// The offline worker: this build's files (not the worker itself, nor the
// compressed copies a host serves in their place) and a version that changes
// whenever any of them does.
const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const precached = walk(staging)
  .map((path) => relative(staging, path).split(sep).join('/'))
  .filter((file) => file !== 'sw.js' && !/\.(br|gz)$/.test(file))
  .sort();
const version = createHash('sha256');
for (const file of precached) version.update(file).update('\0').update(readFileSync(join(staging, file)));
const build = { version: version.digest('hex').slice(0, 16), files: precached };
// A development server that rebuilds on every save sets ENDGAMES_OFFLINE=off:
// a worker answering from its copy would keep showing the build before.
if (process.env.ENDGAMES_OFFLINE === 'off') {
  writeFileSync(join(staging, 'sw.js'), readFileSync(join(root, 'scripts', 'service-worker-off.js')));
  console.error('post-build: ENDGAMES_OFFLINE=off, so sw.js only removes an earlier offline worker');
} else {
  const worker = readFileSync(join(root, 'scripts', 'service-worker.js'), 'utf8');
  writeFileSync(join(staging, 'sw.js'), `const BUILD = ${JSON.stringify(build)};\n${worker}`);
  console.error(`post-build: sw.js precaches ${precached.length} files as version ${build.version}`);
}

// Pre-compressed copies, at the strongest settings (compressed once, served often).
const COMPRESSIBLE = /\.(html|js|css|wasm|svg|json|webmanifest|txt)$/;
for (const file of [...precached, 'sw.js'].filter((f) => COMPRESSIBLE.test(f))) {
  const path = join(staging, file);
  const body = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
}
