// The worker of a build made with ENDGAMES_OFFLINE=off (for `make play`): it
// removes itself and every cache an earlier offline worker left at this
// address, so that after each rebuild the browser loads the new files, not a
// kept copy of the previous build. See scripts/service-worker.js for the real one.

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = (await caches.keys()).filter((key) => key.startsWith('endgames-'));
      await Promise.all(ours.map((key) => caches.delete(key)));
      await self.registration.unregister();
    })(),
  );
});
