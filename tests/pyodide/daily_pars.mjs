// The deal of the day inside Pyodide (Node.js): each game's seed and par on the days given as
// arguments, one JSON line each, which tests/pyodide/test_daily_pyodide.py compares with CPython.
import { bootEngine } from "../../scripts/pyodide_engine.mjs";

const { call } = await bootEngine();
for (const date of process.argv.slice(2)) {
  for (const { id: game } of call("catalog").games) {
    const { seed } = call("daily", { game, date });
    const { par } = call("par", { game, date });
    console.log(JSON.stringify({ game, date, seed, par }));
  }
}
