// Boot the built site's Pyodide under Node.js and unpack the engine wheel
// into site-packages exactly as the page's worker does (no micropip: the wheel
// has no dependencies), normally or from the build's memory snapshot: shared by
// the Pyodide tests and the Pyodide benchmark.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

// the build to boot: dist/, or KARCIARNIA_DIST (another build, as the browser tests take it)
export const DIST = process.env.KARCIARNIA_DIST ?? join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** Unpack the wheel at ``wheelPath`` into ``pyodide``'s site-packages and import the engine's API. */
export function importEngine(pyodide, wheelPath) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel", { extractDir: sitePackages });
  return pyodide.pyimport("karciarnia.api");
}

/** Returns {pyodide, call(op, args)} where call goes through karciarnia.api.handle; ``fromSnapshot``
 * restores the build's snapshot (build.json's) instead of initialising Python. */
export async function bootEngine({ fromSnapshot = false } = {}) {
  const { loadPyodide } = await import(join(DIST, "pyodide", "pyodide.mjs"));
  const { wheel, snapshot } = JSON.parse(readFileSync(join(DIST, "build.json"), "utf8"));
  const restored = fromSnapshot && { _loadSnapshot: gunzipSync(readFileSync(join(DIST, snapshot.path))) };
  const pyodide = await loadPyodide({ indexURL: join(DIST, "pyodide") + "/", ...restored });
  const { handle } = importEngine(pyodide, join(DIST, wheel));
  let nextId = 1;
  const call = (op, args = {}) => {
    const reply = JSON.parse(handle(JSON.stringify({ ...args, op, id: nextId++ })));
    if (!reply.ok) throw new Error(`${reply.error.type}: ${reply.error.message}`);
    return reply.result;
  };
  return { pyodide, call };
}

/** Play one AI-only game through the JSON boundary; returns its final view. */
export function playGame(call, { game, options, seed, players, budget }) {
  let { view } = call("new", { game, options, seed, players });
  while (!view.terminal) view = call("ai", { session: view.session, budget }).view;
  call("close", { session: view.session });
  return view;
}
