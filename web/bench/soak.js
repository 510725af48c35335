// For scripts/bench_soak.py: play ?deals=N AI-only deals, the four games in
// turn, through the same engine worker the page uses, sampling its memory.
import { Engine } from "../js/boot/engine.js";

const deals = Number(new URLSearchParams(location.search).get("deals") ?? 200);
const engine = new Engine(new URL("../js/boot/worker.js", import.meta.url));
await new Promise((resolve, reject) => {
  engine.on("ready", resolve);
  engine.on("failed", reject);
});
const { games } = await engine.call("catalog");
const samples = [];
const started = performance.now();
for (let deal = 0; deal < deals; deal++) {
  const game = games[deal % games.length];
  const players = Array.from({ length: game.seats }, (_, seat) => (seat % 2 ? "easy" : "normal"));
  let { view } = await engine.call("new", { game: game.id, seed: deal, players, options: {} });
  const first = view.observation.deal_number ?? view.observation.round;
  while (!view.terminal && (view.observation.deal_number ?? view.observation.round) === first) {
    view = (await engine.call("ai", { session: view.session })).view;
  }
  await engine.call("close", { session: view.session });
  if (deal % 20 === 0 || deal === deals - 1) samples.push({ deal: deal + 1, ...(await engine.call("diagnostics")) });
}
const result = document.getElementById("result");
result.textContent = JSON.stringify({ deals, seconds: (performance.now() - started) / 1000, samples });
result.dataset.done = "true";
