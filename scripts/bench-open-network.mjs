// How long a game's code takes to arrive when it is opened first, on a slow
// phone network, from a host speaking HTTP/1.1 and from one speaking HTTP/2.
//
// A game opened first fetches about fifty files (its chunks, the chunks it
// shares with other games, its stylesheet). A browser opens at most six
// connections to an HTTP/1.1 host, so the files queue; HTTP/2 asks for all of
// them at once on one connection. This prints, for each game, the median over
// `runs` fresh profiles of the time from the first request the opening makes
// to the last byte of the last file (`open_first_ms_slow4g_http1_<slug>`,
// `open_first_ms_slow4g_http2_<slug>`), with the files and bytes it took.
//
// The network has the round trip and download speed of Lighthouse's slow 4G
// (150 ms, 1.6 Mbit/s; 750 kbit/s up), applied per request by Chromium's
// network emulation; dist/ is
// served as README's Hosting section says (static-host.mjs), over HTTPS with a
// certificate made for the run (openssl), as browsers speak HTTP/2 only over
// TLS. The offline worker is kept out: its cache would answer instead.
//
//   node scripts/bench-open-network.mjs [dist] [runs]

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openBrowser } from '../tests/browser/lib/browser.mjs';
import { startGame } from '../tests/browser/lib/app.mjs';
import { games } from './games.mjs';
import { host } from './static-host.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 3);

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A self-signed certificate for 127.0.0.1, made for this run only. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'endgames-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One fresh profile: the home, then `slug` opened with a bot seat; what its files took. */
async function openOnce(url, slug) {
  const { context, close } = await openBrowser({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="home"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate(() => {
      performance.setResourceTimingBufferSize(1000);
      performance.clearResourceTimings();
    });
    await startGame(page, url, { game: slug, controllers: ['human', 'bot-easy'] });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const files = performance.getEntriesByType('resource').filter((e) => /\.(wasm|js|css)$/.test(new URL(e.name).pathname));
      return {
        ms: Math.max(...files.map((e) => e.responseEnd)) - Math.min(...files.map((e) => e.startTime)),
        files: files.length,
        bytes: files.reduce((sum, e) => sum + e.transferSize, 0),
        protocols: [...new Set(files.map((e) => e.nextHopProtocol))].join(' '),
      };
    });
  } finally {
    await close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

let tls;
try {
  tls = certificate();
} catch (err) {
  // No figures rather than wrong ones; the other benchmarks still run.
  console.error(`bench-open-network: skipped, no certificate for the HTTPS host (is openssl installed? apt install openssl): ${err.message}`);
  process.exit(0);
}
const sites = { http1: await host(dist, { tls }), http2: await host(dist, { tls, http2: true }) };
try {
  for (const { slug } of games()) {
    for (const [name, site] of Object.entries(sites)) {
      const seen = [];
      for (let i = 0; i < runs; i += 1) seen.push(await openOnce(site.url, slug));
      const { files, bytes, protocols } = seen[0];
      console.log(`open_first_ms_slow4g_${name}_${slug}: ${Math.round(median(seen.map((s) => s.ms)))} ms`);
      console.error(`bench-open-network: ${slug} over ${protocols}: ${files} files, ${(bytes / 1024).toFixed(1)} KB on the wire; runs ${seen.map((s) => Math.round(s.ms)).join(', ')} ms`);
    }
  }
} finally {
  await Promise.all(Object.values(sites).map((site) => site.close()));
}
