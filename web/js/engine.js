// The page's side of the worker: promises for requests, readiness, failure.

export class EngineError extends Error {
  constructor(type, message) {
    super(message);
    this.type = type;
  }
}

export class Engine {
  constructor(url = new URL("./worker.js", import.meta.url)) {
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = { ready: [], failed: [] };
    this.state = "loading";
    this.worker = new Worker(url, { type: "module" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(event.message || "the engine worker stopped");
  }

  on(kind, callback) {
    this.listeners[kind].push(callback);
    if (kind === "ready" && this.state === "ready") callback(this.bootPhases);
    if (kind === "failed" && this.state === "failed") callback(this.failure);
  }

  receive(message) {
    if (message.type === "ready") {
      this.state = "ready";
      this.bootPhases = message.phases;
      this.listeners.ready.forEach((callback) => callback(message.phases));
      return;
    }
    if (message.type === "boot-failed") {
      this.fail(message.message);
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    if (message.ok) entry.resolve(message.result);
    else entry.reject(new EngineError(message.error.type, message.error.message));
  }

  fail(reason) {
    this.state = "failed";
    this.failure = reason;
    for (const entry of this.pending.values()) entry.reject(new EngineError("EngineUnavailable", reason));
    this.pending.clear();
    this.listeners.failed.forEach((callback) => callback(reason));
  }

  call(op, args = {}) {
    if (this.state === "failed") return Promise.reject(new EngineError("EngineUnavailable", this.failure));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...args, id, op });
    });
  }
}
