// Unit tests of web/js/boot/snapshot-file.js: the build's memory snapshot is used only when it
// arrives whole, with build.json's checksum and unpacked length; anything else is a reason the
// worker reports before its normal boot. That the worker then boots normally and the game plays is
// tests/e2e/test_snapshot.py's (a damaged snapshot, and one Pyodide refuses), in the page.
import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { readSnapshot, SnapshotUnusable } from "../../web/js/boot/snapshot-file.js";

const MEMORY = new Uint8Array(70_000).map((_, i) => (i * 31) % 251);
const PACKED = new Uint8Array(gzipSync(MEMORY));
const SNAPSHOT = {
  path: "snapshot/engine-1.gz",
  integrity: `sha256-${createHash("sha256").update(PACKED).digest("base64")}`,
  length: MEMORY.length,
};

/** A download that serves ``bytes`` for the snapshot's path only. */
const serving = (bytes) => async (path) => {
  assert.equal(path, SNAPSHOT.path);
  return bytes;
};

/** The reason readSnapshot gives for ``snapshot`` downloaded by ``download``. */
async function reason(snapshot, download) {
  const error = await readSnapshot(snapshot, download).then(() => null, (thrown) => thrown);
  assert.ok(error instanceof SnapshotUnusable, `not refused as unusable: ${error}`);
  return error.reason;
}

test("a snapshot with the build's checksum and length is unpacked to the memory it holds", async () => {
  assert.deepEqual(await readSnapshot(SNAPSHOT, serving(PACKED)), MEMORY);
});

test("a snapshot the server does not have (404) or that never arrives (the connection drops) is missing", async () => {
  const notFound = async (path) => {
    throw new Error(`${path} answered 404`);
  };
  const connectionLost = async () => {
    throw new TypeError("Failed to fetch");
  };
  assert.equal(await reason(SNAPSHOT, notFound), "missing");
  assert.equal(await reason(SNAPSHOT, connectionLost), "missing");
});

test("a snapshot with some bytes changed is corrupt: its checksum tells, before it is unpacked", async () => {
  const damaged = PACKED.slice();
  for (let i = damaged.length >> 1; i < (damaged.length >> 1) + 64; i++) damaged[i] ^= 0x5a;
  assert.equal(await reason(SNAPSHOT, serving(damaged)), "corrupt");
  assert.equal(await reason(SNAPSHOT, serving(PACKED.subarray(0, PACKED.length - 10))), "corrupt"); // cut short
});

test("a snapshot whose checksum is right but whose memory is not the build's length is corrupt", async () => {
  assert.equal(await reason({ ...SNAPSHOT, length: MEMORY.length + 1 }, serving(PACKED)), "corrupt");
});
