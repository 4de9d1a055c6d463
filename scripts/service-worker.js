// Endgames' service worker: after one visit the app opens with no network.
//
// scripts/post-build.mjs writes dist/sw.js as one line, `const BUILD = {...}`
// (this build's version and the list of every file in dist/), followed by this
// file. A new deploy changes BUILD.version, so the browser sees a new sw.js on
// the next visit, installs it beside the old one and swaps over:
//
// - install: fetch every file of the build into a cache named for its version
//   (from the server, never the HTTP cache), then take over at once;
// - activate: delete the caches of older builds and control the open pages,
//   which then learn (controllerchange, see index.html) that a reload gives
//   them the new version;
// - fetch: answer from this build's cache, and go to the network only for
//   what the build does not hold.
//
// Every URL is relative to the worker's scope, so the app works at any path.

/* global BUILD */
const CACHE = `endgames-${BUILD.version}`;
const inScope = (file) => new URL(file, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(BUILD.files.map((file) => new Request(inScope(file), { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((key) => key.startsWith('endgames-') && key !== CACHE);
      await Promise.all(old.map((key) => caches.delete(key)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(fromCache(request));
});

/** The build's copy of what `request` asks for, or the network's answer if it has none. */
async function fromCache(request) {
  const url = new URL(request.url);
  // The address of the folder is the app itself (routes live in the #hash).
  const key = url.pathname.endsWith('/') ? inScope('index.html') : url.origin + url.pathname;
  const cached = await caches.match(key, { cacheName: CACHE });
  return cached ?? fetch(request);
}
