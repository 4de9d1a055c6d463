// A host whose files can be replaced while a page is open, as a deploy does,
// and a second build made from the one under test, for the tests of what the
// offline worker does across deploys (deploy.test.mjs).
//
// The second build ("build B") is the tested build with every content hash in
// its file names replaced by another of the same length, in the names and in
// every file that mentions them (index.html, the JS, sw.js's list), and with
// the content of each hashed file changed (a comment at the end of a JS or CSS
// file, a custom section at the end of a wasm module, both ignored when run),
// and a new version in sw.js. That is what a real deploy of changed code looks
// like to the browser: new names, new bytes, a new worker; only the names
// that carry no hash (index.html, icons, the manifest) are the same.

import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../serve.mjs';

/** A file name that carries its content's hash: trunk's `endgames-<hex>.js`, a chunk `endgames_extraczon-<hex>.wasm`. */
export const HASHED = /-([0-9a-f]{8,})(?:_bg)?\.(?:js|wasm|css)$/;

/** The folder the runner serves: its --dist argument, or dist/ at the project root. */
export function distDir() {
  const argv = process.argv;
  const i = argv.indexOf('--dist');
  return i >= 0 ? resolve(argv[i + 1]) : fileURLToPath(new URL('../../../dist', import.meta.url));
}

/** Every file under `dir`, as paths relative to `root` with '/' between folders. */
async function walk(dir, root = dir) {
  const out = [];
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) out.push(...(await walk(path, root)));
    else out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** What a build folder holds: { version, files (sw.js's list), hashed (those of them with a hash in the name) }. */
export async function buildOf(dir) {
  const line = (await readFile(join(dir, 'sw.js'), 'utf8')).split('\n')[0];
  const m = /^const BUILD = (\{.*\});$/.exec(line);
  if (!m) throw new Error(`${dir}/sw.js does not start with the build's list`);
  const { version, files } = JSON.parse(m[1]);
  return { version, files, hashed: files.filter((f) => HASHED.test(f)) };
}

/** The SHA-256 of a file of a build, hex: to tell which build's bytes a page got. */
export async function digestOf(dir, file) {
  return createHash('sha256').update(await readFile(join(dir, file))).digest('hex');
}

/** Bytes that a wasm engine skips: a custom section named "deploy" holding `mark`. */
function customSection(mark) {
  const name = Buffer.from('deploy');
  const body = Buffer.concat([Buffer.from([name.length]), name, Buffer.from(mark)]);
  if (body.length > 127) throw new Error('the mark is too long for a one-byte size');
  return Buffer.concat([Buffer.from([0, body.length]), body]);
}

/**
 * Writes, into a new temporary folder, the next build after the one in
 * `source`: new hashes (and bytes) for every hashed file, a new sw.js
 * version. `mark` (a letter) makes the hashes and the version differ between
 * two builds made from one source. Returns the folder.
 */
export async function nextBuild(source, mark) {
  const dir = await mkdtemp(join(tmpdir(), `endgames-build-${mark}-`));
  const build = await buildOf(source);
  const rename = new Map();
  for (const file of build.hashed) {
    const hash = HASHED.exec(file)[1];
    if (!rename.has(hash)) rename.set(hash, createHash('sha256').update(`${mark}:${hash}`).digest('hex').slice(0, hash.length));
  }
  const swap = (buf) => {
    let text = buf.toString('latin1');
    for (const [from, to] of rename) text = text.replaceAll(from, to);
    return Buffer.from(text, 'latin1');
  };
  for (const file of await walk(source)) {
    // The host's pre-compressed copies would hold build A's text; a real deploy writes its own.
    if (/\.(br|gz)$/.test(file)) continue;
    let body = swap(await readFile(join(source, file)));
    if (HASHED.test(file)) {
      body = Buffer.concat([body, file.endsWith('.wasm') ? customSection(`build ${mark}`) : Buffer.from(`\n/* build ${mark} */\n`)]);
    }
    if (file === 'sw.js') {
      const next = createHash('sha256').update(`${mark}:${build.version}`).digest('hex').slice(0, build.version.length);
      const text = body.toString('utf8').replace(`"version":"${build.version}"`, `"version":"${next}"`);
      if (text === body.toString('utf8')) throw new Error('sw.js has no build version to change');
      body = Buffer.from(text);
    }
    const target = join(dir, swap(Buffer.from(file, 'latin1')).toString('latin1'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, body);
  }
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  if (/\bintegrity=/.test(html)) throw new Error('index.html has integrity hashes: nextBuild must rewrite them too');
  return dir;
}

/**
 * Serves a copy of the build in `source` under the runner's prefix, on a
 * server of its own. `deploy(dir)` replaces every served file with the build
 * in `dir`, as a host does on a deploy: same address, new files, the old
 * ones gone.
 */
export async function swappableHost(source) {
  const site = await mkdtemp(join(tmpdir(), 'endgames-site-'));
  await cp(source, site, { recursive: true });
  const server = await serve(site, '/games/endgames/', 0);
  return {
    url: server.url,
    site,
    async deploy(dir) {
      for (const name of await readdir(site)) await rm(join(site, name), { recursive: true, force: true });
      await cp(dir, site, { recursive: true });
    },
    async close() {
      await server.close();
      await rm(site, { recursive: true, force: true });
    },
  };
}

/** Waits until an offline worker controls the page: from then on every file of its build is cached. */
export async function waitForWorker(page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

/**
 * Asks the browser to look for a new sw.js now (as it does on a visit) and
 * waits until a new worker controls the page and has finished activating
 * (the page learns of the new controller before the worker's activate step,
 * which clears old caches, is done).
 */
export async function takeNewWorker(page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.waitForFunction(() => window.endgamesUpdateReady === true, null, { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 60_000 });
}

/** The files of the app the page has loaded so far (its resource timings), relative to `base`. */
export async function loadedFiles(page, base) {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  return [...new Set(names.filter((n) => n.startsWith(base)).map((n) => n.slice(base.length).replace(/[?#].*$/, '')))];
}

/**
 * The page's own fetch of `file` (relative to the page): its status and the
 * SHA-256 of its body, to compare with a build's file. A failed fetch (no
 * answer at all) is status 0.
 */
export async function pageFetch(page, file) {
  return page.evaluate(async (file) => {
    try {
      const res = await fetch(file);
      const digest = await crypto.subtle.digest('SHA-256', await res.arrayBuffer());
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      return { status: res.status, digest: hex, type: res.headers.get('content-type') };
    } catch (err) {
      return { status: 0, digest: '', type: String(err) };
    }
  }, file);
}
