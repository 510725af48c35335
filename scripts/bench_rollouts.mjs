// Rollouts the hard level reaches per decision in Pyodide within a time budget, per game: the
// figures behind each game bundle's browser_rollouts. Positions are fixed (one in the first deal of each
// seed 0..N-1 played by normal, spread over the deal), so runs differ only by the machine's speed and load.
// Usage: node scripts/bench_rollouts.mjs [millis=700] [positions per game=12] [games, e.g. doudizhu,prezydent;
// all by default]   (after scripts/build_site.py; KARCIARNIA_DIST picks another build). A busy machine lowers the
// counts; alone_*: the counts had the process had the whole of a core (scaled by the wall time over its CPU time).
import { bootEngine } from "./pyodide_engine.mjs";

const millis = Number(process.argv[2] ?? 700);
const positions = Number(process.argv[3] ?? 12);
const games = process.argv[4] ? JSON.stringify(process.argv[4].split(",")) : "sorted(BUNDLES)"; // a Python list
const { pyodide } = await bootEngine();
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.runPython(`
import importlib, json, statistics, sys, time
from js import process
from karciarnia.ai import Budget
from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia import ai
from karciarnia.ai.search import SEARCHES_RUN
from karciarnia.catalog import get_game
from karciarnia.rng import Rng


GOLDEN = 0.6180339887


def cpu_ms():
    """Node's CPU time (user and system) so far: what a busy machine leaves this process."""
    used = process.cpuUsage()
    return (used.user + used.system) / 1000


def searched_positions(game_id, count):
    """One position per seed where hard searches, at a share of its first deal spread by the golden ratio
    (the first n positions are the same whatever the count)."""
    candidates_of = importlib.import_module(f"karciarnia.games.{game_id}.ai").search_candidates
    found = []
    for seed in range(count):
        state = get_game(game_id).new_state(None, seed)
        deal, searched = state.deal_number, []
        while not state.is_terminal and state.deal_number == deal:
            observation = state.observation(state.current_player)
            candidates = candidates_of(observation)
            if candidates is not None and len(candidates) > 1:
                searched.append(state.clone())
            state.apply(computers.choose(game_id, "normal", observation, Rng(seed)))
        found.append(searched[int(len(searched) * (seed * GOLDEN % 1))])
    return found


print(json.dumps({"python": sys.version.split()[0], "millis": ${millis}, "positions": ${positions}}))
for game_id in ${games}:
    rollouts, spent, per_cpu = [], [], []
    for state in searched_positions(game_id, ${positions}):
        before, started, cpu = SEARCHES_RUN.rollouts, time.perf_counter(), cpu_ms()
        computers.choose(game_id, "hard", state.observation(state.current_player), Rng(0), Budget(millis=${millis}))
        spent.append(1000 * (time.perf_counter() - started))
        rollouts.append(SEARCHES_RUN.rollouts - before)
        per_cpu.append(round(rollouts[-1] * spent[-1] / (cpu_ms() - cpu)))
    print(json.dumps({
        "game": game_id,
        "rollouts_median": statistics.median(rollouts),
        "rollouts_min": min(rollouts),
        "rollouts": rollouts,
        "alone_median": statistics.median(per_cpu),
        "alone_min": min(per_cpu),
        "ms_median": round(statistics.median(spent)),
        "ms_max": round(max(spent)),
    }))
`);
