// Compile the engine wheel's modules to bytecode with the site's own Pyodide
// (its Python's version and magic number), so that the worker imports them
// without compiling their source first. Prints JSON: {path in the wheel:
// base64 of its .pyc}; build_site.py adds them to the wheel.
// Usage: node scripts/compile_wheel.mjs <pyodide dir> <wheel>
import { readFileSync } from "node:fs";
import { join } from "node:path";

const [pyodideDir, wheelPath] = process.argv.slice(2);
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
const root = "/tmp/wheel";
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "zip", { extractDir: root });
// Unchecked hash-based .pyc: the worker's interpreter reads them without looking at the source's
// timestamps, which unpacking the wheel does not keep.
const compiled = pyodide.runPython(`
import base64, compileall, os, py_compile
ok = compileall.compile_dir(${JSON.stringify(root)}, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("the wheel's modules did not compile")
found = {}
for folder, _, names in os.walk(${JSON.stringify(root)}):
    for name in names:
        if name.endswith(".pyc"):
            path = os.path.join(folder, name)
            with open(path, "rb") as file:
                found[os.path.relpath(path, ${JSON.stringify(root)})] = base64.b64encode(file.read()).decode()
import json
json.dumps(found)
`);
process.stdout.write(compiled);
