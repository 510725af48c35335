// Make the engine's memory snapshot with the site's own Pyodide: boot, unpack the
// wheel, import the API, snapshot (loadPyodide's experimental _makeSnapshot). The
// worker starts from it instead of initialising Python (worker.js), on a first
// visit too. The snapshot is the same for every build of the same files: the
// clocks and the randomness Pyodide reads while it is made are made up and
// replayable, and Python's string hashing is seeded with 0. (The engine draws no
// randomness of its own from Python: its games are seeded by the page, rng.py.)
// Writes the snapshot gzipped to <out>.
// Usage: node scripts/make_snapshot.mjs <pyodide dir> <wheel> <out>
import crypto from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { importEngine } from "./pyodide_engine.mjs";

const [pyodideDir, wheelPath, outPath] = process.argv.slice(2);

let state = 1;
function madeUpRandomness(array) {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return array;
}
crypto.randomFillSync = madeUpRandomness; // Pyodide's entropy under Node
globalThis.crypto.getRandomValues = madeUpRandomness;
let tick = 0; // a clock that moves (Python's import caches compare times) by the same steps every time
Date.now = () => 1_700_000_000_000 + tick++;
performance.now = () => tick++;

const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true, env: { HOME: "/home/pyodide", PYTHONHASHSEED: "0" } });
importEngine(pyodide, wheelPath);
writeFileSync(outPath, gzipSync(pyodide.makeMemorySnapshot(), { level: 9 }));
