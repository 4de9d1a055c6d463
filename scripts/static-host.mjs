// dist/ served under /games/endgames/ the way README's Hosting section asks a
// static host to serve it: the pre-compressed .br or .gz copy when the browser
// takes it, long caching for hashed names, no-cache for index.html and sw.js.
// Lighthouse's benchmark and the opening of a game over HTTP/1.1 and HTTP/2
// (bench-open-network.mjs) share it, so they measure the same host.
//
//   const site = await host(dist);                         // http://, HTTP/1.1
//   const site = await host(dist, { tls, http2: true });   // https://, HTTP/2 only

import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createSecureServer } from 'node:http2';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { TYPES } from '../tests/browser/serve.mjs';

const PREFIX = '/games/endgames/';

/** README, Hosting: what may be cached for how long. */
function cacheControl(file) {
  if (/(^|\/)(index\.html|sw\.js|manifest\.webmanifest)$/.test(file)) return 'no-cache';
  if (/-[0-9a-f]{15,16}(_bg)?\.(js|wasm|css)$/.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

/** The request handler: the same for HTTP/1.1 and HTTP/2 (node's compatibility API). */
function handler(root) {
  return async (req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!rel.startsWith(PREFIX)) return res.writeHead(404).end();
    rel = rel.slice(PREFIX.length) || 'index.html';
    const file = normalize(join(root, rel));
    if (!file.startsWith(root + sep)) return res.writeHead(404).end();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(rel), Vary: 'Accept-Encoding' };
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (!accepts.includes(encoding)) continue;
      const body = await readFile(file + suffix).catch(() => null);
      if (body) return res.writeHead(200, { ...headers, 'Content-Encoding': encoding }).end(body);
    }
    const body = await readFile(file).catch(() => null);
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, headers).end(body);
  };
}

/**
 * Starts serving `dist` on a free port of 127.0.0.1. With `tls` ({ key, cert })
 * it speaks HTTPS, HTTP/1.1 only unless `http2` (then HTTP/2 only, so a run
 * never falls back unseen). Resolves to { url, close }.
 */
export async function host(dist, { tls = null, http2 = false } = {}) {
  const root = resolve(dist);
  const serve = handler(root);
  const server = !tls ? createServer(serve) : http2 ? createSecureServer({ ...tls, allowHTTP1: false }, serve) : createHttpsServer(tls, serve);
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const scheme = tls ? 'https' : 'http';
  return {
    url: `${scheme}://127.0.0.1:${server.address().port}${PREFIX}`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}
