// Plays AI-only games of every game in the wheel inside Pyodide (Node.js) and
// prints one JSON line per game: what the pytest side checks.
// Usage: node play_games.mjs <games per game> [normal|snapshot]  (how Python starts)
import { bootEngine, playGame } from "../../scripts/pyodide_engine.mjs";

const perGame = Number(process.argv[2] ?? 10);
const SEARCH_ITERATIONS = 12; // a small, reproducible budget for the hard level
const { pyodide, call } = await bootEngine({ fromSnapshot: process.argv[3] === "snapshot" });
const catalog = call("catalog");
console.log(JSON.stringify({ python: pyodide.runPython("import sys; sys.version.split()[0]"), games: catalog.games.map((g) => g.id) }));
for (const game of catalog.games) {
  for (let i = 0; i < perGame; i++) {
    const seed = 1000 + i;
    const options = game.id === "prezydent" ? { players: 3 + (i % 4), deals: 1 + (i % 2), revolution: i % 3 !== 0 } : {};
    const { view } = call("new", { game: game.id, options, seed });
    const seats = view.players.length;
    call("close", { session: view.session });
    const players = Array.from({ length: seats }, (_, s) => game.levels[(s + i) % game.levels.length]);
    const final = playGame(call, { game: game.id, options, seed, players, budget: { iterations: SEARCH_ITERATIONS } });
    console.log(JSON.stringify({ game: game.id, seed, options, players, scores: final.scores, moves: final.moves, terminal: final.terminal }));
  }
}
