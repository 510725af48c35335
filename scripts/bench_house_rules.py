"""Hard against normal, and the search's speed, with each house rule on beside the plain game.

Issue 34's measure (P23–P27, D26–D29): for Prezydent and Dou Dizhu, the plain game, each
house rule alone and all of them together are played as duplicate deals (``karciarnia
ladder``: hard at the browser's rollout budget, each seat in turn, against normal) and
each row prints hard's rating against normal with its 95 % interval, the mean score
difference per deal, and the search's speed in rollouts per second of CPython. Hard
must stay clearly above normal, and no house rule may slow the plain game (its row is
the reference).

Prints one JSON line per row; the exit status is 0 whatever the figures (a benchmark,
not a test).

Usage: .venv/bin/python scripts/bench_house_rules.py [--deals 40] [--games prezydent,doudizhu] [--rows plain,all] [--workers N]
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from karciarnia import tournament
from karciarnia.catalog import BUNDLES, GAMES

OptionSet = tuple[str, dict[str, Any]]


def option_sets(game_id: str) -> list[OptionSet]:
    """The plain game, each house rule alone (at its other value), and all of them on."""
    house = [spec for spec in GAMES[game_id].option_specs if spec.house]
    on = {spec.name: (next(c for c in spec.choices if c != spec.default) if spec.choices else True) for spec in house}
    sets: list[OptionSet] = [("plain", {})]
    sets += [(name, {name: value}) for name, value in on.items()]
    sets.append(("all", dict(on)))
    return sets


def row(game_id: str, label: str, options: dict[str, Any], deals: int, seed: int, workers: int | None) -> dict[str, Any]:
    """Hard at the browser's budget against normal under ``options``: its rating and its search's speed."""
    budget = BUNDLES[game_id].browser_rollouts
    report = tournament.ladder(game_id, deals, seed, [budget], options, workers)
    hard = next(entry for entry in report["rows"] if entry["level"] == "hard")
    per_second = hard["rollouts_per_search"] and round(1000 * hard["rollouts_per_search"] / hard["ms_per_search"])
    return {"game": game_id, "house_rules": label, "options": options, "deals": deals, "budget": budget, "hard_vs_normal": {key: hard[key] for key in hard if key not in ("level", "iterations")}, "rollouts_per_second": per_second}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="duplicate deals per row")
    parser.add_argument("--games", default="prezydent,doudizhu", help="comma-separated games with house rules")
    parser.add_argument("--rows", default=None, help="comma-separated rows to play (plain, a house rule's name, all); default: every row")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    args = parser.parse_args()
    for game_id in args.games.split(","):
        for label, options in option_sets(game_id):
            if args.rows is not None and label not in args.rows.split(","):
                continue
            print(json.dumps(row(game_id, label, options, args.deals, args.seed, args.workers)), flush=True)


if __name__ == "__main__":
    main()
