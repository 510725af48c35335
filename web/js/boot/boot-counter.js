// The worker's count of its own boot, posted as progress messages (the page
// draws them: boot-progress.js): stage "download" while the boot files come
// in (bytes loaded of their total), then "prepare" (Python starts, the engine
// is imported) until the worker says it is ready. Bytes are counted
// on a clone of each response, so the response Pyodide reads is the browser's
// own (WebAssembly.instantiateStreaming keeps its cached compiled code).

const INTERVAL_MS = 50; // at most one message this often while bytes stream in; the latest count is always sent

export class BootCounter {
  /** ``files``: Map of absolute URL → size counted when fetched. */
  constructor(files, post) {
    this.files = files;
    this.total = [...files.values()].reduce((sum, size) => sum + size, 0);
    this.loaded = 0;
    this.stage = "download";
    this.post = post;
    this.posted = 0;
    this.timer = null; // a message due at the end of the interval
    this.send();
  }

  send() {
    clearTimeout(this.timer);
    this.timer = null;
    this.posted = performance.now();
    this.post({ type: "progress", stage: this.stage, loaded: this.loaded, total: this.total });
  }

  add(bytes) {
    if (this.stage !== "download") return;
    this.loaded = Math.min(this.total, this.loaded + bytes);
    if (this.loaded === this.total) this.prepare();
    else this.timer ??= setTimeout(() => this.send(), Math.max(0, this.posted + INTERVAL_MS - performance.now()));
  }

  /** The boot file at ``url`` is in, whole. */
  arrived(url) {
    this.add(this.files.get(url) ?? 0);
  }

  /** Count the body of ``response`` if it is one of the boot files. */
  watch(response) {
    if (!this.files.has(response.url) || !response.body) return;
    const reader = response.clone().body.getReader();
    const pump = () =>
      reader.read().then(({ done, value }) => {
        if (done) return;
        this.add(value.byteLength);
        pump();
      }, () => {}); // a failed download is reported by whoever reads the response
    pump();
  }

  /** This boot is over (ready, or failed and started again): nothing more is posted. */
  finish() {
    clearTimeout(this.timer);
    this.stage = "done";
  }

  /** Everything is in: Python is starting. */
  prepare() {
    if (this.stage !== "download") return;
    this.stage = "prepare";
    this.loaded = this.total;
    this.send();
  }
}
