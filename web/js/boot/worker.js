// The engine worker: boots Pyodide, unpacks the engine wheel (it has no
// dependencies, so no micropip), then answers requests. Messages in: {id, op,
// ...} as objects; out: {id, ok, result|error}. Strings cross into Python, so
// no PyProxy outlives a call. The worker never dies silently: every failure is
// answered as a structured error, and a failed boot is reported as such; a
// worker that dies without a word (closed, crashed) lets go of its life lock,
// which the page is waiting for.
//
// The worker starts from the build's memory snapshot of the engine (build.json's
// snapshot, made by scripts/make_snapshot.mjs), on a first visit as on every
// other: Python is restored as it was once the engine was imported, instead of
// being initialised. Whatever goes wrong with it (missing, damaged, refused,
// failing to start or to answer) falls back to a normal boot in this same
// worker. The option ``snapshot=off`` boots normally. Options come as URL
// parameters in the worker's name, not its URL: a module's URL is its
// response's, and the service worker answers from a cache without the query.
// Boot messages: progress {stage, loaded, total} (boot-counter.js), then
// ready {phases, build, boot: {path, reason}}, then settled (the boot files
// are kept for offline play).
// @ts-expect-error: the build copies Pyodide's runtime into dist/pyodide/ (scripts/build_site.py); the checkout has none to check
import { loadPyodide } from "../../pyodide/pyodide.mjs";
import { BootCounter } from "./boot-counter.js";
import { readSnapshot, SnapshotUnusable } from "./snapshot-file.js";
import { messageOf } from "./thrown.js";

const base = new URL("../../", import.meta.url);
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
// Pyodide's big files are asked for at once, before build.json has decided how to boot (every
// boot needs them): the boot's first fetch of each takes its answer.
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

/** Count a new boot: the files it downloads (build.json's boot_bytes, the snapshot only if it starts from it). */
function startCounting(info, fromSnapshot) {
  const downloaded = Object.entries(info.boot_bytes).filter(([path]) => fromSnapshot || path !== info.snapshot?.path);
  const files = new Map(downloaded.map(([path, size]) => [new URL(path, base).href, size]));
  counter?.finish(); // a failed boot's downloads may still be streaming in
  counter = new BootCounter(files, (message) => postMessage(message));
  if (runtimeIn) counter.arrived(RUNTIME);
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

/** Start from the build's snapshot; throws when it cannot be used. */
async function bootFromSnapshot(info) {
  if (!info.snapshot) throw new SnapshotUnusable("missing", "this build has no snapshot");
  startCounting(info, true);
  const wheel = fetchBytes(info.wheel);
  const snapshot = readSnapshot(info.snapshot, fetchBytes).then((bytes) => {
    mark("snapshot-read");
    return bytes;
  });
  snapshot.catch(() => {}); // Pyodide's loader may stop before it reads it; the error is thrown below
  let pyodide;
  try {
    pyodide = await loadPyodide({ indexURL, createPyodideModule, _loadSnapshot: snapshot });
  } catch (error) {
    await snapshot; // a snapshot that did not arrive whole says why
    throw new SnapshotUnusable("refused", messageOf(error));
  }
  mark("pyodide");
  counter.prepare();
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

async function bootNormally(info) {
  startCounting(info, false);
  const wheel = fetchBytes(info.wheel);
  const pyodide = await loadPyodide({ indexURL, createPyodideModule });
  mark("pyodide");
  counter.prepare();
  return { pyodide, engineHandle: await importEngine(pyodide, wheel) };
}

/** Boot from the snapshot when it can be used, else normally: {pyodide, engineHandle, boot: {path, reason}}. */
async function start(info) {
  if (!snapshotsOn) return { ...(await bootNormally(info)), boot: { path: "normal", reason: "disabled" } };
  let reason;
  try {
    return { ...(await bootFromSnapshot(info)), boot: { path: "snapshot", reason: null } };
  } catch (error) {
    reason = error instanceof SnapshotUnusable ? error.reason : "failed";
    console.warn(`The engine's snapshot was not used (${reason}): ${messageOf(error)}`);
  }
  return { ...(await bootNormally(info)), boot: { path: "normal", reason } };
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
  const { pyodide, engineHandle, boot: route } = await start(info);
  handle = engineHandle;
  wasmBytes = () => pyodide._module.HEAP8.buffer.byteLength;
  counter.finish();
  postMessage({ type: "ready", phases, build, boot: route });
  // Not awaited (requests are answered meanwhile): once the boot files are kept, the service worker may install.
  keepForOffline().then(() => postMessage({ type: "settled" }));
}

const ready = boot().catch((error) => {
  bootError = messageOf(error);
  postMessage({ type: "boot-failed", message: bootError });
});

/**
 * The reply to ``request``, always with its id: the engine answers a request it cannot read
 * (too big, nested too deep) without one, and the page waits for the id it sent.
 */
function answer(request) {
  const unavailable = () => ({ ok: false, error: { type: "EngineUnavailable", message: bootError } });
  if (bootError) return { ...unavailable(), id: request.id };
  let text;
  try {
    text = JSON.stringify(request);
  } catch (error) {
    return { ok: false, error: { type: "InvalidRequestError", message: `the request is not JSON: ${messageOf(error)}` }, id: request.id };
  }
  try {
    const reply = JSON.parse(handle(text));
    if (request.op === "diagnostics" && reply.ok) reply.result.wasm_bytes = wasmBytes();
    return { ...reply, id: request.id };
  } catch (error) {
    // Python errors are answered inside handle(); reaching here means Pyodide itself broke
    // (out of memory, a fatal error): nothing more can be answered, so say so for good.
    bootError = messageOf(error);
    postMessage({ type: "fatal", message: bootError });
    return { ...unavailable(), id: request.id };
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
