// Baseline for scripts/bench_browser.py: boot Pyodide alone in a module worker.
const worker = new Worker(new URL("boot-worker.js", import.meta.url), { type: "module" });
worker.onmessage = (event) => {
  const result = document.getElementById("result");
  result.textContent = `ready in ${event.data.millis} ms`;
  result.dataset.millis = String(performance.now());
};
