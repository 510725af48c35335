// The engine's analysis of a deal's decisions inside Pyodide under Node.js, through the JSON boundary as the page asks it:
// reads {"reviews": [{"record", "seat", "deal"?}]} on stdin and prints one JSON line per review with
// every reply ("decisions", then "analyse" for each decision) and the seconds each took.
// Used by tests/pyodide/test_analysis_pyodide.py (replies equal CPython's) and scripts/bench_analysis.py.
import { readFileSync } from "node:fs";
import { bootEngine } from "./pyodide_engine.mjs";

const { reviews } = JSON.parse(readFileSync(0, "utf8"));
const { call } = await bootEngine();
for (const { record, seat, deal } of reviews) {
  let start = performance.now();
  const listed = call("decisions", { record, seat, deal });
  const listSeconds = (performance.now() - start) / 1000;
  const analyses = [];
  for (const { move } of listed.decisions) {
    start = performance.now();
    const reply = call("analyse", { record, seat, move });
    analyses.push({ reply, seconds: (performance.now() - start) / 1000 });
  }
  console.log(JSON.stringify({ game: record.game, decisions: listed, listSeconds, analyses }));
}
