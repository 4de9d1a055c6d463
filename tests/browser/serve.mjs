// A tiny static file server with no dependencies, for tests and benchmarks.
//
// It serves one folder (dist/) under a URL prefix such as /games/endgames/, the
// way a static host would, so the tests prove the app works away from the root.
// Anything outside the prefix is a 404: an absolute asset path in the app fails.
//
//   node tests/browser/serve.mjs [dir] [prefix] [port]

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Content-Type of each kind of file the build holds (also scripts/static-host.mjs). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Resolves a request path to a file inside `root`, or null if it leaves it. */
function fileFor(root, prefix, urlPath) {
  if (!urlPath.startsWith(prefix)) return null;
  let rel = decodeURIComponent(urlPath.slice(prefix.length));
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  const full = normalize(join(root, rel));
  if (full !== root && !full.startsWith(root + sep)) return null;
  return full;
}

/**
 * Starts serving `dir` under `prefix` (which starts and ends with '/').
 * Resolves to { url, close } once listening; port 0 picks a free port.
 */
export async function serve(dir, prefix = '/', port = 0, host = '127.0.0.1') {
  const root = resolve(dir);
  await stat(join(root, 'index.html')); // fail early if there is no build
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === prefix.slice(0, -1)) {
      res.writeHead(301, { Location: prefix }).end();
      return;
    }
    const file = fileFor(root, prefix, path);
    try {
      if (!file) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${path}\n`);
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const url = `http://${host}:${server.address().port}${prefix}`;
  return { url, close: () => new Promise((ok) => server.close(ok)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', prefix = '/games/endgames/', port = '8090'] = process.argv.slice(2);
  const { url } = await serve(dir, prefix, Number(port));
  console.log(`serving ${resolve(dir)} at ${url}`);
}
