// The service worker: precaches this build's files (written in by
// scripts/build_site.py with their sha256) under a cache named by the build,
// taking them from the HTTP cache where the page already fetched them,
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
// First the HTTP cache, without asking the server: the page and its engine worker
// have fetched most files already, so a first visit downloads each file once. A
// copy that is missing there is downloaded; one of another build (its sha256
// differs) is downloaded anew, bypassing the HTTP cache.
const MODES = ["force-cache", ...Array(ATTEMPTS).fill("reload")];

async function digest(response) {
  return hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
}

/** This build's file at ``path``, checked against its sha256; retried on a failed download. */
async function download(path, sha256) {
  for (const [attempt, mode] of MODES.entries()) {
    try {
      const response = await fetch(new Request(new URL(path, scope), { cache: mode }));
      if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
      if ((await digest(response)) !== sha256) throw new Error(`precache: ${path} is not the file of build ${VERSION}`);
      return response;
    } catch (error) {
      if (attempt === MODES.length - 1) throw error;
    }
  }
}

/** The manifest's URLs grouped by file: the site root ("") and index.html are one file. */
function urlsByFile() {
  const urls = new Map();
  for (const [path, sha256] of Object.entries(MANIFEST)) urls.set(sha256, [...(urls.get(sha256) ?? []), path]);
  return urls;
}

/** The copy of ``path`` the engine worker already put in this cache (worker.js), if it is this build's. */
async function kept(cache, path, sha256) {
  const response = await cache.match(new URL(path, scope));
  return response && (await digest(response)) === sha256 ? response : null;
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    [...urlsByFile()].map(async ([sha256, paths]) => {
      // Each file is fetched once, by the URL a first visit most likely loaded (the root).
      const path = paths.includes("") ? "" : paths[0];
      const response = (await kept(cache, path, sha256)) ?? (await download(path, sha256));
      await Promise.all(paths.map((path) => cache.put(new URL(path, scope), response.clone())));
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // "engine-snapshots" held the snapshots earlier builds made in the browser; the build brings its own now.
      const old = names.filter((name) => (name.startsWith("karciarnia-") && name !== CACHE) || name === "engine-snapshots");
      await Promise.all(old.map((name) => caches.delete(name)));
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
