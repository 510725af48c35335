// The built engine inside Pyodide under Node.js, booted once and shared by the Pyodide tests
// (tests/pyodide/conftest.py): each line of stdin is one request to karciarnia.api.handle, as the
// page's worker sends it, and each line of stdout its reply, the text the worker would return.
// The first line out says the engine is up: {"python": version, "games": [ids]}.
// Usage: node engine_server.mjs [normal|snapshot]  (how Python starts: as the worker's first visit,
// or restored from the build's memory snapshot as its later visits)
import { createInterface } from "node:readline";
import { bootEngine } from "../../scripts/pyodide_engine.mjs";

const toStderr = (text) => process.stderr.write(text + "\n");
console.log = toStderr; // Pyodide's loading messages must not mix with the replies
const { pyodide, call } = await bootEngine({ fromSnapshot: process.argv[2] === "snapshot" });
pyodide.setStdout({ batched: toStderr });
const { handle } = pyodide.pyimport("karciarnia.api");
const games = call("catalog").games.map((game) => game.id);
process.stdout.write(JSON.stringify({ python: pyodide.runPython("import sys; sys.version.split()[0]"), games }) + "\n");
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  process.stdout.write(handle(line) + "\n");
}
