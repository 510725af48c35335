// The engine worker: boots Pyodide, unpacks the engine wheel (it has no
// dependencies, so no micropip), then answers requests. Messages in: {id, op,
// ...} as objects; out: {id, ok, result|error}. Strings cross into Python, so
// no PyProxy outlives a call. The worker never dies silently: every failure is
// answered as a structured error, and a failed boot is reported as such; a
// worker that dies without a word (closed, crashed) lets go of its life lock,
// which the page is waiting for.
//
// A returning player's worker starts from a memory snapshot of this build's
// engine (snapshot-store.js), made after a normal boot and checked before use;
// whatever goes wrong with it (missing, another build's, damaged, refused,
// failing to start or to answer) falls back to a normal boot in this same
// worker. The option ``snapshot=off`` neither reads nor writes one. Options
// come as URL parameters in the worker's name, not its URL: a module's URL is
// its response's, and the service worker answers from a cache without the query.
// Boot messages: progress {stage, loaded, total} (boot-counter.js), then
// ready {phases, build, boot: {path, reason}}, then, unless the boot came from
// a snapshot, snapshot {state: "saved" (bytes, length, millis) | "failed"
// (reason) | "disabled"}.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { BootCounter } from "./boot-counter.js";
import { SnapshotStore, SnapshotUnusable } from "./snapshot-store.js";

const base = new URL("../", import.meta.url);
const indexURL = new URL("pyodide/", base).href;
const snapshotsOn = new URLSearchParams(self.name).get("snapshot") !== "off";
let handle = null;
let wasmBytes = () => 0; // the size of Pyodide's memory, for the soak benchmark
let bootError = null;
let build = null; // the version of the build this worker and its wheel come from

// Held until the worker ends; the page asks for it next and gets it only then.
if (navigator.locks) {
  const lock = `karciarnia-engine-${crypto.randomUUID()}`;
  navigator.locks.request(lock, () => {
    postMessage({ type: "alive", lock });
    return new Promise(() => {});
  });
}

const phases = {};
const mark = (name) => (phases[name] = Math.round(performance.now()));
const messageOf = (error) => String(error?.message ?? error);

// Every boot file Pyodide fetches is counted as it streams in (the counter of the boot under way),
// and a copy is kept for the offline cache (see keepForOffline).
let counter = null;
const fetched = new Map(); // URL → a copy of its response, until the boot is over
const plainFetch = self.fetch.bind(self);
/** Keep a copy of a boot file for the offline cache. */
function keep(response) {
  if (response.ok) fetched.set(response.url, response.clone());
  return response;
}
// The build's description comes first: the boot waits for it, and behind the big files (and the
// page's own) it would wait for a free connection.
const buildInfo = plainFetch(new URL("build.json", base)).then((response) => keep(response).json());
// Pyodide's big files are asked for at once, before build.json and the snapshot's lookup have
// decided how to boot (every boot needs them): the boot's first fetch of each takes its answer.
const early = new Map(
  ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"].map((name) => {
    const url = new URL(`pyodide/${name}`, base).href;
    const response = plainFetch(url);
    response.catch(() => {}); // a failed download is reported to the boot that takes it
    return [url, response];
  }),
);
function fetchOnce(resource, options) {
  const url = new URL(resource instanceof Request ? resource.url : resource, base).href;
  const response = options?.integrity ? undefined : early.get(url); // a checked fetch is made as asked
  early.delete(url);
  return response ?? plainFetch(resource, options);
}
self.fetch = async (...args) => {
  const response = await fetchOnce(...args);
  counter?.watch(response);
  return keep(response);
};

// Pyodide's runtime script comes by import(), not fetch: it is imported at once
// (beside build.json) and counted whole when it is in.
const RUNTIME = new URL("pyodide/pyodide.asm.mjs", base).href;
let runtimeIn = false;
const runtime = import(RUNTIME).then((module) => {
  runtimeIn = true;
  counter?.arrived(RUNTIME);
  return module.default;
});
const createPyodideModule = async (settings) => (await runtime)(settings);

/** Count a new boot: the files it downloads (build.json's boot_bytes) plus ``extra`` bytes. */
function startCounting(info, extra) {
  const files = new Map(Object.entries(info.boot_bytes).map(([path, size]) => [new URL(path, base).href, size]));
  counter?.finish(); // a failed boot's downloads may still be streaming in
  counter = new BootCounter(files, extra, (message) => postMessage(message));
  if (runtimeIn) counter.arrived(RUNTIME);
  return counter;
}

async function fetchBytes(path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Unpack the engine wheel into site-packages and import the API (every game and AI with it). */
async function importEngine(pyodide, wheel) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
  mark("wheel");
  const engineHandle = pyodide.pyimport("karciarnia.api").handle;
  mark("api");
  return engineHandle;
}

/** Start from this build's stored snapshot; throws when it cannot be used. */
async function bootFromSnapshot(info, found) {
  const count = startCounting(info, found.stored);
  const wheel = fetchBytes(info.wheel);
  const snapshot = found.read().then((bytes) => {
    count.add(found.stored);
    mark("snapshot-read");
    return bytes;
  });
  const pyodide = await loadPyodide({ indexURL, createPyodideModule, _loadSnapshot: snapshot });
  mark("pyodide");
  count.prepare();
  const engineHandle = await importEngine(pyodide, wheel);
  // The file system is not in the snapshot: Pyodide only warns when the standard library
  // does not arrive, and a restored interpreter would then fail on its first lazy import.
  if (!pyodide.runPython("import os, sys; all(os.path.exists(p) for p in sys.path if p.endswith('.zip'))")) {
    throw new Error("Python's standard library did not arrive");
  }
  const reply = JSON.parse(engineHandle(JSON.stringify({ id: 0, op: "catalog" })));
  if (!reply.ok || !reply.result.games?.length) throw new Error("the restored engine does not answer");
  mark("health-check");
  return { pyodide, engineHandle };
}

async function bootNormally(info, makeSnapshot) {
  const count = startCounting(info, 0);
  const wheel = fetchBytes(info.wheel);
  const pyodide = await loadPyodide({ indexURL, createPyodideModule, ...(makeSnapshot && { _makeSnapshot: true }) });
  mark("pyodide");
  count.prepare();
  return { pyodide, engineHandle: await importEngine(pyodide, wheel) };
}

/** Boot from the snapshot when there is a good one, else normally: {pyodide, engineHandle, boot: {path, reason}}. */
async function start(info, store) {
  if (!store) return { ...(await bootNormally(info, false)), boot: { path: "normal", reason: "disabled" } };
  let found = null;
  let reason;
  try {
    found = await store.find();
    return { ...(await bootFromSnapshot(info, found)), boot: { path: "snapshot", reason: null } };
  } catch (error) {
    reason = error instanceof SnapshotUnusable ? error.reason : `failed: ${messageOf(error)}`;
    if (found) {
      console.warn(`The engine's snapshot was not used (${reason}): ${messageOf(error)}`);
      await store.discard();
    }
  }
  return { ...(await bootNormally(info, true)), boot: { path: "normal", reason } };
}

/** Make the snapshot now (the interpreter is as the import left it), then store it in the background (the promise). */
function saveSnapshot(pyodide, store) {
  let snapshot;
  const started = performance.now();
  try {
    snapshot = pyodide.makeMemorySnapshot();
  } catch (error) {
    postMessage({ type: "snapshot", state: "failed", reason: messageOf(error) });
    return null;
  }
  const make = Math.round(performance.now() - started);
  return store.save(snapshot).then(
    ({ stored, millis }) => postMessage({ type: "snapshot", state: "saved", bytes: stored, length: snapshot.length, millis: { make, ...millis } }),
    (error) => postMessage({ type: "snapshot", state: "failed", reason: messageOf(error) }),
  );
}

/**
 * Put the boot files this worker downloaded into this build's offline cache (the service
 * worker's, named karciarnia-<version> as in sw.js), where they are not yet. The service
 * worker, registered once the boot has settled, checks each against its sha256 and keeps it
 * instead of downloading it again: a private window's HTTP cache does not keep the 9.6 MB wasm.
 */
async function keepForOffline() {
  const copies = [...fetched];
  fetched.clear();
  try {
    const cache = await caches.open(`karciarnia-${build}`);
    for (const [url, response] of copies) if (!(await cache.match(url))) await cache.put(url, response);
  } catch (error) {
    console.warn(`The engine's files were not kept for offline play: ${messageOf(error)}`);
  }
}

async function boot() {
  const info = await buildInfo;
  build = info.version;
  mark("build-info");
  const store = snapshotsOn ? new SnapshotStore(base, build) : null;
  const { pyodide, engineHandle, boot: route } = await start(info, store);
  handle = engineHandle;
  wasmBytes = () => pyodide._module.HEAP8.buffer.byteLength;
  counter.finish();
  postMessage({ type: "ready", phases, build, boot: route });
  // Requests wait for the ready promise, so the snapshot is made before any is answered.
  let stored = null;
  if (!store) postMessage({ type: "snapshot", state: "disabled" });
  else if (route.path === "normal") stored = saveSnapshot(pyodide, store);
  // Settled (not awaited: requests are answered meanwhile): the snapshot and the boot files are
  // stored, and the service worker may install. Neither promise rejects.
  Promise.all([stored, keepForOffline()]).then(() => postMessage({ type: "settled" }));
}

const ready = boot().catch((error) => {
  bootError = messageOf(error);
  postMessage({ type: "boot-failed", message: bootError });
});

function answer(request) {
  if (bootError) {
    return { id: request.id ?? null, ok: false, error: { type: "EngineUnavailable", message: bootError } };
  }
  try {
    const reply = JSON.parse(handle(JSON.stringify(request)));
    if (request.op === "diagnostics" && reply.ok) reply.result.wasm_bytes = wasmBytes();
    return reply;
  } catch (error) {
    // Python errors are answered inside handle(); reaching here means Pyodide itself broke
    // (out of memory, a fatal error): nothing more can be answered, so say so for good.
    bootError = String(error && error.message ? error.message : error);
    postMessage({ type: "fatal", message: bootError });
    return { id: request.id ?? null, ok: false, error: { type: "EngineUnavailable", message: bootError } };
  }
}

self.onmessage = async (event) => {
  const request = event.data;
  if (request === null || typeof request !== "object") {
    postMessage({ id: null, ok: false, error: { type: "InvalidRequestError", message: "a request must be an object" } });
    return;
  }
  await ready;
  postMessage(answer(request));
};
