// The engine worker: boots Pyodide, installs the engine wheel with micropip
// from this origin, then answers requests. Messages in: {id, op, ...} as
// objects; out: {id, ok, result|error}. Strings cross into Python, so no
// PyProxy outlives a call. The worker never dies silently: every failure is
// answered as a structured error, and a failed boot is reported as such; a
// worker that dies without a word (closed, crashed) lets go of its life lock,
// which the page is waiting for.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const base = new URL("../", import.meta.url);
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

async function boot() {
  const buildInfo = fetch(new URL("build.json", base)).then((r) => r.json());
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
  mark("pyodide");
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  const micropip = pyodide.pyimport("micropip");
  mark("micropip");
  const { wheel, version } = await buildInfo;
  build = version;
  await micropip.install(new URL(wheel, base).href, { deps: false });
  micropip.destroy();
  mark("wheel");
  handle = pyodide.pyimport("karciarnia.api").handle;
  wasmBytes = () => pyodide._module.HEAP8.buffer.byteLength;
  mark("api");
}

const ready = boot().then(
  () => postMessage({ type: "ready", phases, build }),
  (error) => {
    bootError = String(error && error.message ? error.message : error);
    postMessage({ type: "boot-failed", message: bootError });
  },
);

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
