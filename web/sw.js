// The service worker: precaches this build's files (written in by
// scripts/build_site.py with their sha256) under a cache named by the build,
// serves them cache-first so the game plays offline, and deletes older
// caches once it takes over. A new build waits until the page accepts it,
// and every page still on the old build then reloads (updates.js), so old and
// new files are never mixed.
const VERSION = "__BUILD_VERSION__";
const MANIFEST = __PRECACHE_MANIFEST__;
const CACHE = `karciarnia-${VERSION}`;
const scope = new URL(self.registration.scope);

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const ATTEMPTS = 3; // a dropped connection while precaching is retried, not fatal

/** This build's file at ``path``, checked against its sha256; retried on a failed download. */
async function download(path, sha256) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(new Request(new URL(path, scope), { cache: "reload" }));
      if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
      const digest = hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
      if (digest !== sha256) throw new Error(`precache: ${path} is not the file of build ${VERSION}`);
      return response;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    Object.entries(MANIFEST).map(async ([path, sha256]) => cache.put(new URL(path, scope), await download(path, sha256))),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("karciarnia-") && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== scope.origin) return;
  const key = event.request.mode === "navigate" ? scope : new URL(url.pathname, url.origin);
  event.respondWith(
    caches.open(CACHE).then(async (cache) => (await cache.match(key)) ?? fetch(event.request)),
  );
});
