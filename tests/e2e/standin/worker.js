// The stand-in engine worker: served by the browser tests in place of js/boot/worker.js, it speaks
// the real worker's protocol (see web/js/boot/worker.js and engine.js) and hands each request to the
// test server, which answers it with the real engine (karciarnia.api) in CPython: one engine per
// worker, as each page's worker has its own Pyodide (tests/e2e/standin/engines.py).
//
// Messages out, as the real worker's: alive {lock} (its life lock), progress {stage: "prepare"}
// while its engine starts, ready {phases, build, boot: {path: "standin"}}, then one reply
// {id, ok, result|error} per request, in the order the requests came. It never says "settled":
// it keeps no boot files for offline play, so the page registers no service worker (the offline
// start and the service worker's update are the real engine's tests).
const base = new URL("../../", import.meta.url);
const engineUrl = new URL(`__standin__/engine/${crypto.randomUUID()}`, base);
const messageOf = (error) => String(error?.message ?? error);
let bootError = null;

if (navigator.locks) {
  const lock = `karciarnia-engine-${crypto.randomUUID()}`;
  navigator.locks.request(lock, () => {
    postMessage({ type: "alive", lock });
    return new Promise(() => {});
  });
}

/** The test server's engine's reply to one request (JSON text in, decoded reply out). */
async function ask(text) {
  const response = await fetch(engineUrl, { method: "POST", body: text, headers: { "Content-Type": "application/json" } });
  if (!response.ok) throw new Error(`the stand-in engine answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function boot() {
  const started = Math.round(performance.now());
  const build = (await (await fetch(new URL("build.json", base))).json()).version;
  postMessage({ type: "progress", stage: "prepare", loaded: 0, total: 0 });
  const reply = await ask(JSON.stringify({ id: 0, op: "catalog" })); // the real worker's health check
  if (!reply.ok || !reply.result.games?.length) throw new Error("the stand-in engine does not answer");
  const phases = { "build-info": started, "health-check": Math.round(performance.now()) };
  postMessage({ type: "ready", phases, build, boot: { path: "standin", reason: null } });
}

let queue = boot().catch((error) => {
  bootError = messageOf(error);
  postMessage({ type: "boot-failed", message: bootError });
});

/** The reply to ``request``, always with its id (as the real worker's answer()). */
async function answer(request) {
  const unavailable = () => ({ ok: false, error: { type: "EngineUnavailable", message: bootError }, id: request.id });
  if (bootError) return unavailable();
  let text;
  try {
    text = JSON.stringify(request);
  } catch (error) {
    return { ok: false, error: { type: "InvalidRequestError", message: `the request is not JSON: ${messageOf(error)}` }, id: request.id };
  }
  try {
    const reply = await ask(text);
    if (request.op === "diagnostics" && reply.ok) reply.result.wasm_bytes = 0; // no Pyodide memory to measure
    return { ...reply, id: request.id };
  } catch (error) {
    // The engine behind the server is gone: as when Pyodide itself breaks, nothing more is answered.
    bootError = messageOf(error);
    postMessage({ type: "fatal", message: bootError });
    return unavailable();
  }
}

self.onmessage = (event) => {
  const request = event.data;
  if (request === null || typeof request !== "object") {
    postMessage({ id: null, ok: false, error: { type: "InvalidRequestError", message: "a request must be an object" } });
    return;
  }
  // One request at a time, in order: the real worker answers each before it reads the next.
  queue = queue.then(() => answer(request)).then((reply) => postMessage(reply));
};
