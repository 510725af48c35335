// The engine's Pyodide memory snapshot, kept in Cache Storage by build, so
// that a returning player's worker starts from it (worker.js). Only this
// build's snapshot is kept: saving one, or looking for one, deletes every other
// under this site's path. Half of a snapshot is empty memory: it is stored
// without its all-zero pages (a map of the pages kept, then their bytes),
// which halves it in a few milliseconds, where gzip (CompressionStream) took
// a second of the worker's time. The SHA-256 of the stored bytes and the
// snapshot's own length are in its headers. The checksum is what catches a
// damaged snapshot: Pyodide checks only its header, and a snapshot with
// changed bytes restores without a word and answers a health check.

export const SNAPSHOT_CACHE = "engine-snapshots"; // not "karciarnia-…": the service worker deletes those

const HEADERS = { sha256: "x-snapshot-sha256", stored: "x-snapshot-stored", length: "x-snapshot-length" };
const PAGE = 4096; // bytes; a page of zeros is left out

/** Why no snapshot can be used, as the ready message's boot.reason says it. */
export class SnapshotUnusable extends Error {
  constructor(reason, detail = reason) {
    super(detail);
    this.reason = reason; // "missing", "other-build", "corrupt", "refused"
  }
}

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function sha256(bytes) {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

/** ``snapshot`` without its all-zero pages: one byte per page (1 kept, 0 left out), then the kept pages. */
function dropZeroPages(snapshot) {
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, snapshot.length >> 2);
  const pages = Math.ceil(snapshot.length / PAGE);
  const kept = new Uint8Array(pages).fill(1); // the last page, if not whole, is kept as it is
  const perPage = PAGE / 4;
  for (let page = 0; page < Math.floor(snapshot.length / PAGE); page++) {
    let zero = true;
    for (let word = page * perPage; zero && word < (page + 1) * perPage; word++) zero = words[word] === 0;
    if (zero) kept[page] = 0;
  }
  const out = new Uint8Array(pages + kept.reduce((sum, keep, page) => sum + keep * pageSize(snapshot.length, page), 0));
  out.set(kept);
  let at = pages;
  kept.forEach((keep, page) => {
    if (!keep) return;
    out.set(snapshot.subarray(page * PAGE, page * PAGE + pageSize(snapshot.length, page)), at);
    at += pageSize(snapshot.length, page);
  });
  return out;
}

function pageSize(length, page) {
  return Math.min(PAGE, length - page * PAGE);
}

/** The snapshot of ``length`` bytes that dropZeroPages made ``stored`` from. */
function restoreZeroPages(stored, length) {
  const pages = Math.ceil(length / PAGE);
  const snapshot = new Uint8Array(length);
  let at = pages;
  for (let page = 0; page < pages && at <= stored.length; page++) {
    if (!stored[page]) continue;
    snapshot.set(stored.subarray(at, at + pageSize(length, page)), page * PAGE);
    at += pageSize(length, page);
  }
  if (at !== stored.length) throw new SnapshotUnusable("corrupt", "the stored snapshot does not fit its length");
  return snapshot;
}

export class SnapshotStore {
  constructor(base, build) {
    this.prefix = new URL("engine-snapshot/", base).href;
    this.key = `${this.prefix}${build}`;
  }

  async open() {
    if (!globalThis.caches) throw new SnapshotUnusable("refused", "Cache Storage is not available here");
    try {
      return await caches.open(SNAPSHOT_CACHE);
    } catch (error) {
      throw new SnapshotUnusable("refused", String(error?.message ?? error));
    }
  }

  /** Delete every snapshot of this site but this build's; returns how many there were. */
  async discardOthers(cache) {
    const others = (await cache.keys()).filter((request) => request.url.startsWith(this.prefix) && request.url !== this.key);
    await Promise.all(others.map((request) => cache.delete(request)));
    return others.length;
  }

  /**
   * This build's snapshot as {stored, read()}: ``stored`` its size in storage,
   * ``read()`` its checked, uncompressed bytes. Every other build's snapshot
   * is deleted on the way. Throws SnapshotUnusable when there is none.
   */
  async find() {
    const cache = await this.open();
    const [response, others] = await Promise.all([cache.match(this.key), this.discardOthers(cache)]);
    if (!response) throw new SnapshotUnusable(others ? "other-build" : "missing");
    const stored = Number(response.headers.get(HEADERS.stored));
    return { stored, read: () => this.check(response) };
  }

  async check(response) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if ((await sha256(bytes)) !== response.headers.get(HEADERS.sha256)) {
      throw new SnapshotUnusable("corrupt", "the stored snapshot does not match its checksum");
    }
    return restoreZeroPages(bytes, Number(response.headers.get(HEADERS.length)));
  }

  /** Store ``snapshot`` as this build's, and only it; returns {stored, millis: {pack, store}}. */
  async save(snapshot) {
    const started = performance.now();
    const bytes = dropZeroPages(snapshot);
    const packed = performance.now();
    const headers = {
      "content-type": "application/octet-stream",
      [HEADERS.sha256]: await sha256(bytes),
      [HEADERS.stored]: String(bytes.length),
      [HEADERS.length]: String(snapshot.length),
    };
    const cache = await this.open();
    await this.discardOthers(cache);
    await cache.put(this.key, new Response(bytes, { headers }));
    const millis = { pack: Math.round(packed - started), store: Math.round(performance.now() - packed) };
    return { stored: bytes.length, millis };
  }

  /** Delete this build's snapshot (it failed); never throws. */
  async discard() {
    try {
      await (await this.open()).delete(this.key);
    } catch {
      // storage that refuses to open holds nothing to delete
    }
  }
}
