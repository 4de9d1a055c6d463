// Endgames' service worker: after one visit the app opens with no network,
// and a page keeps running the one build it started with.
//
// scripts/post-build.mjs writes dist/sw.js as one line, `const BUILD = {...}`
// (this build's version and the list of every file in dist/), followed by this
// file. A new deploy changes BUILD.version, so the browser sees a new sw.js on
// the next visit, installs it beside the old one and swaps over:
//
// - install: fetch every file of the build into a cache named for its version
//   and scope (from the server, never the HTTP cache), then take over at once;
// - activate: keep this build's cache and the one of the build before it,
//   delete this copy's older ones, and control the open pages, which then learn
//   (controllerchange, see index.html) that a reload gives them the new version;
// - fetch: answer from this build's cache, else from the cache of an earlier
//   build that holds that exact address (newest first), else from the network.
//
// Why the build before is kept: the app loads parts of itself late (a game's
// code and style when the game is first opened). Those files carry a hash of
// their content in their name, so each build has its own names. A page that
// started on build N and is still open when build N+1 takes over will ask for
// build N's names; the new deploy no longer has them on the server, so they
// must come from N's cache, or the page would fail (or, worse, mix the code of
// two builds). Looking this build's cache up first means the files whose name
// does not change between builds (index.html, icons, the manifest) are always
// the newest; a hashed name is in one build only, so wherever it is found it
// is that build's file. A page two deploys behind asks for files nobody has:
// it gets the network's own answer (a 404, or a network error offline), never
// a stand-in, and the app offers a reload.
//
// Every URL is relative to the worker's scope, so the app works at any path.

/* global BUILD */
const PREFIX = 'endgames-';
// The scope is in the name: two copies of the app on one site (say /endgames/
// and /staging/) share the browser's caches, and must not share or delete each
// other's, even when they run the same build.
const CACHE = `${PREFIX}${BUILD.version} ${self.registration.scope}`;
const inScope = (file) => new URL(file, self.registration.scope).href;

/**
 * The caches of this copy's builds, newest first (CacheStorage lists caches in
 * the order they were made): those that hold this scope's index.html, which
 * also counts the caches of workers from before the scope was in the name.
 */
async function buildCaches() {
  const names = (await caches.keys()).filter((key) => key.startsWith(PREFIX)).reverse();
  const ours = await Promise.all(names.map((cacheName) => caches.match(inScope('index.html'), { cacheName })));
  return names.filter((_, i) => ours[i]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // cache.addAll stores all or nothing; a failed install also removes the
      // empty cache it made, so a broken deploy leaves nothing behind.
      const made = !(await caches.has(CACHE));
      try {
        const cache = await caches.open(CACHE);
        await cache.addAll(BUILD.files.map((file) => new Request(inScope(file), { cache: 'reload' })));
      } catch (err) {
        if (made) await caches.delete(CACHE);
        throw err;
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The newest other build's cache stays: pages that started on it may still be open.
      const [, ...older] = (await buildCaches()).filter((key) => key !== CACHE);
      await Promise.all(older.map((key) => caches.delete(key)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(fromCache(request));
});

/**
 * A build's copy of what `request` asks for, or the network's answer if none
 * has it. This build's cache is asked first, then the others, newest first;
 * the address is exact and includes the scope, so another copy's caches can
 * only miss.
 */
async function fromCache(request) {
  const url = new URL(request.url);
  // The address of the folder is the app itself (routes live in the #hash).
  const key = url.pathname.endsWith('/') ? inScope('index.html') : url.origin + url.pathname;
  const own = await caches.match(key, { cacheName: CACHE });
  if (own) return own;
  const others = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE).reverse();
  for (const cacheName of others) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
  }
  return fetch(request);
}
