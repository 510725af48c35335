// The build's memory snapshot as a file: downloaded, checked against build.json's checksum and
// length, and unpacked. Whatever is wrong with it is a SnapshotUnusable whose reason the worker
// reports (boot.reason) before it falls back to a normal boot.
import { messageOf } from "./thrown.js";

/** Why the snapshot was not used, as the ready message's boot.reason says it. */
export class SnapshotUnusable extends Error {
  /** @param {"missing" | "corrupt" | "refused"} reason @param {string} detail */
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

/**
 * The build's snapshot (build.json's ``snapshot``: path, integrity, length), unpacked, once its
 * checksum and length are right. ``download(path)`` gives a file's bytes or throws.
 * @param {{ path: string, integrity: string, length: number }} snapshot
 * @param {(path: string) => Promise<Uint8Array>} download
 */
export async function readSnapshot(snapshot, download) {
  let packed;
  try {
    packed = await download(snapshot.path);
  } catch (error) {
    throw new SnapshotUnusable("missing", messageOf(error));
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", packed));
  if (`sha256-${btoa(String.fromCharCode(...digest))}` !== snapshot.integrity) {
    throw new SnapshotUnusable("corrupt", `${snapshot.path} is not the snapshot this build was made with`);
  }
  const unpacked = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(unpacked).arrayBuffer());
  if (bytes.length !== snapshot.length) throw new SnapshotUnusable("corrupt", `${bytes.length} bytes unpacked of ${snapshot.length}`);
  return bytes;
}
