// The engine's Pyodide memory snapshot, kept in Cache Storage by build, so
// that a returning player's worker starts from it (worker.js). Only this
// build's snapshot is kept: saving one, or finding another build's, deletes
// every other under this site's path. It is stored gzipped where the browser
// has CompressionStream, with the SHA-256 of the stored bytes and the
// snapshot's own length in its headers. The checksum is what catches a
// damaged snapshot: Pyodide checks only its header, and a snapshot with
// changed bytes restores without a word and answers a health check.

export const SNAPSHOT_CACHE = "engine-snapshots"; // not "karciarnia-…": the service worker deletes those

const HEADERS = {
  sha256: "x-snapshot-sha256",
  stored: "x-snapshot-stored",
  length: "x-snapshot-length",
  encoding: "x-snapshot-encoding",
};

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

/** ``bytes`` through a CompressionStream or DecompressionStream. */
async function transform(bytes, stream) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
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
    let snapshot = bytes;
    if (response.headers.get(HEADERS.encoding) === "gzip") {
      try {
        snapshot = await transform(bytes, new DecompressionStream("gzip"));
      } catch (error) {
        throw new SnapshotUnusable("corrupt", `the stored snapshot does not unpack: ${error?.message ?? error}`);
      }
    }
    if (snapshot.length !== Number(response.headers.get(HEADERS.length))) {
      throw new SnapshotUnusable("corrupt", "the stored snapshot has the wrong length");
    }
    return snapshot;
  }

  /** Store ``snapshot`` as this build's, and only it; returns {stored, millis: {compress, store}}. */
  async save(snapshot) {
    const started = performance.now();
    const gzip = typeof CompressionStream === "function";
    const bytes = gzip ? await transform(snapshot, new CompressionStream("gzip")) : snapshot;
    const compressed = performance.now();
    const headers = {
      "content-type": "application/octet-stream",
      [HEADERS.stored]: String(bytes.length),
      [HEADERS.sha256]: await sha256(bytes),
      [HEADERS.length]: String(snapshot.length),
      [HEADERS.encoding]: gzip ? "gzip" : "identity",
    };
    const cache = await this.open();
    await this.discardOthers(cache);
    await cache.put(this.key, new Response(bytes, { headers }));
    const millis = { compress: Math.round(compressed - started), store: Math.round(performance.now() - compressed) };
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
