"""Time the analysis of a whole deal's decisions per game, in CPython and in Pyodide under Node.js.

The first deal of ``--deals`` seeded games per game, played by the normal AIs;
seat 0's decisions are analysed through the JSON boundary as the page asks
(``decisions``, then ``analyse`` one decision at a time), in this CPython and
in the built wheel inside Pyodide (``scripts/analyse_records.mjs``; build
dist/ first). Prints one JSON object: per game and runtime, the seconds per
searched decision (mean, max) and per whole deal (mean, max; wall clock, and
the process's CPU, which a shared machine's load leaves out).

    .venv/bin/python scripts/bench_analysis.py --deals 3
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

from karciarnia import computers
from karciarnia import api
from karciarnia.catalog import GAMES

ROOT = Path(__file__).resolve().parents[1]


def first_deal(game_id: str, seed: int) -> dict[str, Any]:
    """The record of a game's first deal played by the normal AIs."""
    state = GAMES[game_id].new_state({}, seed)
    deal = state.deal_number
    while not state.is_terminal and state.deal_number == deal:
        seat = state.current_player
        assert seat is not None
        state.apply(computers.choose(game_id, "normal", state.observation(seat), computers.decision_rng(seed, len(state.history), seat)))
    return state.record().to_json()


def call(op: str, **fields: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert reply["ok"], reply
    return reply["result"]


def cpython_review(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """The same replies and timings as analyse_records.mjs prints, in this CPython."""
    start, cpu = time.perf_counter(), time.process_time()
    listed = call("decisions", record=record, seat=seat)
    list_seconds, list_cpu = time.perf_counter() - start, time.process_time() - cpu
    analyses = []
    for decision in listed["decisions"]:
        start, cpu = time.perf_counter(), time.process_time()
        reply = call("analyse", record=record, seat=seat, move=decision["move"])
        analyses.append({"reply": reply, "seconds": time.perf_counter() - start, "cpuSeconds": time.process_time() - cpu})
    return {"game": record["game"], "decisions": listed, "listSeconds": list_seconds, "listCpuSeconds": list_cpu, "analyses": analyses}


def pyodide_reviews(reviews: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The reviews done in the built wheel inside Pyodide (one JSON line each)."""
    result = subprocess.run(
        ["node", str(ROOT / "scripts" / "analyse_records.mjs")],
        input=json.dumps({"reviews": reviews}), capture_output=True, text=True, check=True,
    )
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]


def figures(done: list[dict[str, Any]]) -> dict[str, float]:
    searched = [a["seconds"] for review in done for a in review["analyses"] if a["reply"]["values"]]
    deals = [review["listSeconds"] + sum(a["seconds"] for a in review["analyses"]) for review in done]
    deals_cpu = [review["listCpuSeconds"] + sum(a["cpuSeconds"] for a in review["analyses"]) for review in done]
    return {
        "deals": len(deals),
        "searched_decisions": len(searched),
        "decision_mean_s": round(statistics.mean(searched), 3),
        "decision_max_s": round(max(searched), 3),
        "deal_mean_s": round(statistics.mean(deals), 2),
        "deal_max_s": round(max(deals), 2),
        "deal_cpu_mean_s": round(statistics.mean(deals_cpu), 2),  # this process's CPU: others' load on a shared machine left out
        "deal_cpu_max_s": round(max(deals_cpu), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    args = parser.parse_args()
    reviews = [{"record": first_deal(game_id, seed), "seat": 0} for game_id in GAMES for seed in range(args.deals)]
    cpython = [cpython_review(review["record"], 0) for review in reviews]
    pyodide = pyodide_reviews(reviews)
    report: dict[str, Any] = {}
    for game_id in GAMES:
        report[game_id] = {
            runtime: figures([review for review in done if review["game"] == game_id])
            for runtime, done in (("cpython", cpython), ("pyodide", pyodide))
        }
        report[game_id]["pyodide_equals_cpython"] = all(
            [a["reply"] for a in one["analyses"]] == [a["reply"] for a in other["analyses"]]
            for one, other in zip(cpython, pyodide, strict=True)
            if one["game"] == game_id
        )
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
