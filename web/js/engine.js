// The page's side of the worker: promises for requests, readiness, failure.

export class EngineError extends Error {
  constructor(type, message) {
    super(message);
    this.type = type;
  }
}

// A request unanswered this long means the worker is gone (killed, hung, out
// of memory): the page says so instead of waiting forever. The longest honest
// wait is a search at its largest budget (10 s).
const ANSWER_TIMEOUT_MS = 30_000;
// Some failed downloads leave Pyodide's loader pending for ever (a lost wasm
// file does): a boot this long is a failed boot, and a restart is offered.
const BOOT_TIMEOUT_MS = 180_000;

export class Engine {
  constructor(url = new URL("./worker.js", import.meta.url)) {
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = { ready: [], failed: [] };
    this.state = "loading";
    this.worker = new Worker(url, { type: "module" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(event.message || "the engine worker stopped");
    this.bootTimer = setTimeout(() => this.state === "loading" && this.fail("the engine did not start in time"), BOOT_TIMEOUT_MS);
  }

  on(kind, callback) {
    this.listeners[kind].push(callback);
    if (kind === "ready" && this.state === "ready") callback(this.bootPhases);
    if (kind === "failed" && this.state === "failed") callback(this.failure);
  }

  receive(message) {
    if (message.type === "ready") {
      clearTimeout(this.bootTimer);
      this.state = "ready";
      this.bootPhases = message.phases;
      this.listeners.ready.forEach((callback) => callback(message.phases));
      return;
    }
    if (message.type === "boot-failed") {
      this.fail(message.message);
      return;
    }
    if (message.type === "fatal") {
      this.fail(message.message);
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    clearTimeout(entry.timer);
    if (message.ok) entry.resolve(message.result);
    else entry.reject(new EngineError(message.error.type, message.error.message));
  }

  fail(reason) {
    this.state = "failed";
    this.failure = reason;
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(new EngineError("EngineUnavailable", reason));
    }
    this.pending.clear();
    this.listeners.failed.forEach((callback) => callback(reason));
  }

  call(op, args = {}) {
    if (this.state === "failed") return Promise.reject(new EngineError("EngineUnavailable", this.failure));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Before boot ends a request waits in the worker; only a ready engine is timed.
      const timer = this.state === "ready" ? setTimeout(() => this.fail("the engine stopped answering"), ANSWER_TIMEOUT_MS) : null;
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ ...args, id, op });
    });
  }
}
