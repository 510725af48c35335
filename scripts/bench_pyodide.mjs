// Engine figures inside Pyodide under Node.js: `python -m karciarnia bench`
// run in the built wheel (random legal games per second, AI decision times).
// Usage: node scripts/bench_pyodide.mjs [seconds]   (after scripts/build_site.py)
import { bootEngine } from "./pyodide_engine.mjs";

const seconds = process.argv[2] ?? "6";
const { pyodide } = await bootEngine();
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.runPython(`from karciarnia.cli import main\nmain(["bench", "--seconds", "${Number(seconds)}"])`);
