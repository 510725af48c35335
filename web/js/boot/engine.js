// The page's side of the worker: promises for requests, readiness, failure.
// A failure has a reason the page can put in its own words (engine.failed.<reason>):
//   boot     the engine could not start;
//   stopped  the worker died (closed, crashed) or threw an error;
//   silent   the worker is alive but stopped answering;
//   broken   Pyodide itself broke and said so, or the worker sent nonsense.
// The technical detail goes to the console.

import { siteFile } from "../site.js";

export class EngineError extends Error {
  constructor(type, message, reason = null) {
    super(message);
    this.type = type;
    this.reason = reason; // for EngineUnavailable: why, as above
  }
}

// A request unanswered this long means the worker hangs: the page says so
// instead of waiting forever. (A worker that dies is noticed at once, by its
// life lock.) The longest honest wait is a search at its largest budget (10 s).
// A request made during the boot is timed from the moment the engine is ready.
const ANSWER_TIMEOUT_MS = 30_000;
// Some failed downloads leave Pyodide's loader pending for ever (a lost wasm
// file does): a boot this long is a failed boot, and a restart is offered.
const BOOT_TIMEOUT_MS = 180_000;

/** The worker's options (its name, see worker.js): ``?snapshot=off`` on the page's URL is passed on. */
function workerOptions() {
  return new URLSearchParams(location.search).get("snapshot") === "off" ? "snapshot=off" : "";
}

export class Engine {
  /** ``start: false`` makes an idle engine, whose worker starts on ``start()`` or its first call. */
  constructor(url = siteFile("js/boot/worker.js"), { start = true } = {}) {
    this.url = url;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = { ready: [], failed: [], progress: [], settled: [] };
    this.progress = null; // the boot's latest {stage, loaded, total} (see worker.js)
    this.bootPath = null; // "snapshot" or "normal", once ready
    this.bootReason = null; // why a normal boot: "missing", "corrupt", "refused", "failed", "disabled"
    this.state = "idle";
    this.terminated = false;
    if (start) this.start();
  }

  /** Start the worker (once). */
  start() {
    if (this.worker) return;
    this.state = "loading";
    this.worker = new Worker(this.url, { type: "module", name: workerOptions() });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onmessageerror = () => this.fail("broken", "a message from the engine worker could not be read");
    this.worker.onerror = (event) => this.fail(this.state === "loading" ? "boot" : "stopped", event.message || "the engine worker stopped");
    this.bootTimer = setTimeout(() => this.state === "loading" && this.fail("boot", "the engine did not start in time"), BOOT_TIMEOUT_MS);
  }

  on(kind, callback) {
    this.listeners[kind].push(callback);
    if (kind === "ready" && this.state === "ready") callback(this.bootPhases);
    if (kind === "failed" && this.state === "failed") callback(this.failure);
    if (kind === "progress" && this.progress) callback(this.progress);
    if (kind === "settled" && this.settled) callback();
  }

  /** Wait for the worker's life lock: it is granted to us only once the worker is gone. */
  watchLife(lock) {
    navigator.locks.request(lock, () => {
      if (!this.terminated) this.fail("stopped", "the engine worker is gone");
    });
  }

  receive(message) {
    if (message === null || typeof message !== "object") {
      this.fail("broken", `the engine worker sent ${JSON.stringify(message)}`);
      return;
    }
    if (message.type === "alive") {
      this.watchLife(message.lock);
      return;
    }
    if (message.type === "progress") {
      this.progress = { stage: message.stage, loaded: message.loaded, total: message.total };
      this.listeners.progress.forEach((callback) => callback(this.progress));
      return;
    }
    if (message.type === "settled") {
      this.settled = true; // after ready, the boot files are kept for offline play (worker.js)
      this.listeners.settled.forEach((callback) => callback());
      return;
    }
    if (message.type === "ready") {
      clearTimeout(this.bootTimer);
      this.state = "ready";
      for (const entry of this.pending.values()) entry.timer ??= this.answerTimer();
      this.bootPhases = message.phases;
      this.build = message.build;
      this.bootPath = message.boot.path;
      this.bootReason = message.boot.reason;
      this.listeners.ready.forEach((callback) => callback(message.phases));
      return;
    }
    if (message.type === "boot-failed") {
      this.fail("boot", message.message);
      return;
    }
    if (message.type === "fatal") {
      this.fail("broken", message.message);
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    clearTimeout(entry.timer);
    if (message.ok) entry.resolve(message.result);
    else entry.reject(new EngineError(message.error.type, message.error.message));
  }

  /** The engine is gone for good (``reason`` as above): every request waiting is refused at once. */
  fail(reason, detail) {
    if (this.state === "failed") return;
    console.warn(`The game engine failed (${reason}): ${detail}`);
    clearTimeout(this.bootTimer);
    this.state = "failed";
    this.failure = reason;
    this.failureDetail = detail;
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(this.unavailable());
    }
    this.pending.clear();
    this.listeners.failed.forEach((callback) => callback(reason));
  }

  unavailable() {
    return new EngineError("EngineUnavailable", this.failureDetail, this.failure);
  }

  /** Stop the worker on purpose (a restart): its end is not reported as a failure. */
  terminate() {
    this.terminated = true;
    clearTimeout(this.bootTimer);
    for (const entry of this.pending.values()) clearTimeout(entry.timer);
    this.worker?.terminate();
  }

  answerTimer() {
    return setTimeout(() => this.fail("silent", "the engine stopped answering"), ANSWER_TIMEOUT_MS);
  }

  call(op, args = {}) {
    if (this.state === "failed") return Promise.reject(this.unavailable());
    this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Before boot ends a request waits in the worker, timed by the boot's time-out (then by its own, see receive).
      const timer = this.state === "ready" ? this.answerTimer() : null;
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ ...args, id, op });
    });
  }
}
