import { loadPyodide } from "../pyodide/pyodide.mjs";

const started = performance.now();
const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
pyodide.runPython("1 + 1");
postMessage({ millis: Math.round(performance.now() - started) });
