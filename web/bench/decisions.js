// For scripts/bench_decisions.py: how long an AI decision takes as the page
// sees it (the round trip to the engine worker, the browser's search budget
// included), per game and level. Seat 0 plays the level measured, the other
// seats normal; ?decisions=N of seat 0's real choices (more than one legal
// action) are timed per game and level.
import { Engine } from "../js/boot/engine.js";

const wanted = Number(new URLSearchParams(location.search).get("decisions") ?? 40);
const engine = new Engine(new URL("../js/boot/worker.js", import.meta.url));
await new Promise((resolve, reject) => {
  engine.on("ready", resolve);
  engine.on("failed", reject);
});

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/** Milliseconds of ``count`` decisions of ``level`` in seat 0 of ``game``, over as many games as it takes. */
async function timeDecisions(game, level, count) {
  const times = [];
  for (let seed = 0; times.length < count; seed++) {
    const players = Array.from({ length: game.seats }, (_, seat) => (seat === 0 ? level : "normal"));
    let { view } = await engine.call("new", { game: game.id, seed, players, options: {} });
    while (!view.terminal && times.length < count) {
      const started = performance.now();
      const reply = await engine.call("ai", { session: view.session });
      if (reply.actor === 0 && view.observation.legal_actions.length > 1) times.push(performance.now() - started);
      view = reply.view;
    }
    await engine.call("close", { session: view.session });
  }
  times.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return { decisions: times.length, median_ms: round(percentile(times, 0.5)), p95_ms: round(percentile(times, 0.95)), max_ms: round(times[times.length - 1]) };
}

const { games } = await engine.call("catalog");
const figures = {};
for (const game of games) {
  figures[game.id] = {};
  for (const level of game.levels) figures[game.id][level] = await timeDecisions(game, level, wanted);
}
const result = document.getElementById("result");
result.textContent = JSON.stringify({ decisions_per_level: wanted, figures });
result.dataset.done = "true";
