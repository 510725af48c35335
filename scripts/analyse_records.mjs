// The engine's analysis of a deal's decisions inside Pyodide under Node.js, through the JSON boundary as the page asks it:
// reads {"reviews": [{"record", "seat", "deal"?}]} on stdin and prints one JSON line per review with
// every reply ("decisions", then "analyse" for each decision) and the seconds each took (wall and CPU).
// Used by scripts/bench_analysis.py (the Pyodide tests ask a shared engine instead: tests/pyodide/engine_server.mjs).
import { readFileSync } from "node:fs";
import { bootEngine } from "./pyodide_engine.mjs";

/** The process's CPU seconds since ``before`` (a shared machine's wall clock also counts others' work). */
const cpuSince = (before) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
};

const { reviews } = JSON.parse(readFileSync(0, "utf8"));
const { call } = await bootEngine();
for (const { record, seat, deal } of reviews) {
  let start = performance.now();
  let cpu = process.cpuUsage();
  const listed = call("decisions", { record, seat, deal });
  const listSeconds = (performance.now() - start) / 1000;
  const listCpuSeconds = cpuSince(cpu);
  const analyses = [];
  for (const { move } of listed.decisions) {
    start = performance.now();
    cpu = process.cpuUsage();
    const reply = call("analyse", { record, seat, move });
    analyses.push({ reply, seconds: (performance.now() - start) / 1000, cpuSeconds: cpuSince(cpu) });
  }
  console.log(JSON.stringify({ game: record.game, decisions: listed, listSeconds, listCpuSeconds, analyses }));
}
