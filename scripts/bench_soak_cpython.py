"""AI-only soak in CPython: memory stays flat over many deals of every game (Pyodide's heap never shrinks).

Plays whole games through the JSON boundary (``karciarnia.api.handle``, as the
page's worker does), one session at a time, closed at its end. Per game:
``--deals`` deals with easy and normal seats, then ``--hard-deals`` with one
hard seat (a small iteration budget, so its memos fill too). Every 100 deals
it prints the process's resident memory (VmRSS), Python's live objects and the
AI memos' entries; with ``--trace`` also the memory Python has allocated
(tracemalloc, about twice as slow). At the end, each memo's measured size
(the memory freed by clearing it) against its bound.

The browser soak (scripts/bench_soak.py) measures the same in Pyodide.

Usage: .venv/bin/python scripts/bench_soak_cpython.py [--deals 1000] [--hard-deals 100] [--trace] [--games prezydent,…]
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

from karciarnia import api  # noqa: E402
from karciarnia.games.koalicje.ai import _completions  # noqa: E402
from karciarnia.ai.memo import MEMOS  # noqa: E402
from karciarnia.catalog import GAMES  # noqa: E402

MiB = 2**20
HARD_ITERATIONS = 20


def call(op: str, **fields: Any) -> dict[str, Any]:
    """One request through the boundary; its result (a refusal stops the soak)."""
    reply = json.loads(api.handle(json.dumps({"op": op, **fields})))
    if not reply["ok"]:
        raise RuntimeError(f"{op}: {reply['error']}")
    return reply["result"]


def rss_mib() -> float:
    """The process's resident memory now (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def deal_of(view: dict[str, Any]) -> int:
    """Which deal (or Koalicje round) the view is in."""
    observation = view["observation"]
    return observation["round"] if "round" in observation else observation["deal_number"]


def play_game(game: str, seed: int, players: list[str]) -> int:
    """One AI-only game through the boundary; the number of deals it played."""
    view = call("new", game=game, seed=seed, players=players)["view"]
    budget = {"iterations": HARD_ITERATIONS}
    deals, current = 0, deal_of(view)
    while not view["terminal"]:
        view = call("ai", session=view["session"], budget=budget)["view"]
        if deal_of(view) != current or view["terminal"]:
            deals, current = deals + 1, deal_of(view)
    call("close", session=view["session"])
    return deals


def checkpoint(game: str, players: list[str], deals: int, start: float, trace: bool) -> None:
    """Print one line of figures."""
    figures: dict[str, Any] = {
        "game": game,
        "players": "/".join(players),
        "deals": deals,
        "seconds": round(time.perf_counter() - start, 1),
        "rss_mib": round(rss_mib(), 1),
        **call("diagnostics"),
        "memo_entries": {name: len(memo) for name, memo in MEMOS.items()} | {"koalicje.completions": _completions.cache_info().currsize},
    }
    if trace:
        figures["traced_mib"] = round(tracemalloc.get_traced_memory()[0] / MiB, 2)
    print(json.dumps(figures), flush=True)


def soak(game: str, deals: int, players: list[str], seed: int, start: float, trace: bool) -> None:
    """Play games of ``game`` until ``deals`` deals are done, with a checkpoint every 100."""
    done = next_report = 0
    while done < deals:
        done += play_game(game, seed + done, players)
        if done >= next_report or done >= deals:
            checkpoint(game, players, done, start, trace)
            next_report = done - done % 100 + 100


def memo_sizes() -> dict[str, dict[str, float]]:
    """Each memo's entries, the memory clearing it frees, and that size scaled to its bound."""
    sizes = {}
    tables: list[tuple[str, int, Any, int | None]] = [(name, len(memo), memo.clear, memo.limit) for name, memo in MEMOS.items()]
    info = _completions.cache_info()
    tables.append(("koalicje.completions", info.currsize, _completions.cache_clear, info.maxsize))
    for name, entries, clear, limit in tables:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        clear()
        gc.collect()
        freed = before - tracemalloc.get_traced_memory()[0]
        sizes[name] = {
            "entries": entries,
            "limit": limit or 0,
            "mib": round(freed / MiB, 2),
            "mib_at_limit": round(freed / entries * (limit or 0) / MiB, 2) if entries else 0.0,
        }
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per game with easy and normal seats")
    parser.add_argument("--hard-deals", type=int, default=100, help="then deals per game with one hard seat")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--trace", action="store_true", help="trace Python's allocations (slower)")
    args = parser.parse_args()
    if args.trace:
        tracemalloc.start()
    start = time.perf_counter()
    for game in args.games.split(","):
        seats = GAMES[game].num_players(GAMES[game].validate_options(None))
        soak(game, args.deals, [("easy", "normal")[seat % 2] for seat in range(seats)], 0, start, args.trace)
        soak(game, args.hard_deals, ["hard"] + ["normal"] * (seats - 1), 10**6, start, args.trace)
    if args.trace:
        print(json.dumps({"memos": memo_sizes()}, indent=2))


if __name__ == "__main__":
    main()
