// Unpack the built wheel in Pyodide as the worker does, replace every module's source with
// one that fails, and import the API: it imports only if it comes from the wheel's bytecode.
// Prints JSON: {games: [...ids], modules: number of karciarnia modules imported}.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST } from "../../scripts/pyodide_engine.mjs";

const { loadPyodide } = await import(join(DIST, "pyodide", "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: join(DIST, "pyodide") + "/" });
const { wheel } = JSON.parse(readFileSync(join(DIST, "build.json"), "utf8"));
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(join(DIST, wheel))), "wheel", { extractDir: sitePackages });
const result = pyodide.runPython(`
import json, pathlib
for source in pathlib.Path(${JSON.stringify(sitePackages)}, "karciarnia").rglob("*.py"):
    source.write_text("raise ImportError('compiled from source')\\n")
from karciarnia import api
reply = json.loads(api.handle(json.dumps({"id": 1, "op": "catalog"})))
import sys
json.dumps({"games": [game["id"] for game in reply["result"]["games"]], "modules": sum(name.startswith("karciarnia") for name in sys.modules)})
`);
process.stdout.write(result);
