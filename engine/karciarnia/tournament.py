"""Duplicate tournaments between AI levels, with 95 % confidence intervals.

Every deal is played once per distinct rotation of the seat assignment, so
each level sits in each position on the same cards; luck of the deal cancels
out in the comparison. A match is scored on its first deal (``returns()`` when
the first deal ends), which is what "a deal" means in every game here.
"""

from __future__ import annotations

import math
import os
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from karciarnia import ai
from karciarnia.errors import KarciarniaError
from karciarnia.games import get_game


def rotations(assignment: Sequence[str]) -> list[list[str]]:
    """The distinct rotations of a seat assignment round the table."""
    seen: list[list[str]] = []
    for shift in range(len(assignment)):
        rotated = [assignment[(seat - shift) % len(assignment)] for seat in range(len(assignment))]
        if rotated not in seen:
            seen.append(rotated)
    return seen


def play_deal(game_id: str, options: dict[str, Any], seed: int, seats: Sequence[str], iterations: int | None) -> list[float]:
    """One deal with these levels in these seats; each seat's result."""
    state = get_game(game_id).new_state(options, seed)
    budget = ai.Budget(iterations=iterations)
    first_deal = state.deal_number
    while not state.is_terminal and state.deal_number == first_deal:
        actor = state.current_player
        assert actor is not None
        rng = ai.decision_rng(seed, len(state.history), actor)
        state.apply(ai.choose(game_id, seats[actor], state.observation(actor), rng, budget))
    return [float(score) for score in state.returns()]


def _deal_task(task: tuple[str, dict[str, Any], int, list[list[str]], int | None]) -> list[list[float]]:
    game_id, options, seed, assignments, iterations = task
    return [play_deal(game_id, options, seed, seats, iterations) for seats in assignments]


def interval(samples: Sequence[float]) -> list[float]:
    """Mean ± 1.96 standard errors (normal approximation)."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return [mean, mean]
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return [round(mean - half, 4), round(mean + half, 4)]


def run(
    game_id: str,
    levels: Sequence[str],
    deals: int,
    seed: int,
    options: dict[str, Any] | None = None,
    iterations: int | None = None,
    workers: int | None = None,
) -> dict[str, Any]:
    """Play ``deals`` duplicate deals; a JSON-safe report per level and per pair of levels."""
    game = get_game(game_id)
    options = dict(options or {})
    seats = game.new_state(options, seed).num_players
    for level in set(levels):
        ai.get_policy(game_id, level)
    if not 1 <= len(levels) <= seats:
        raise KarciarniaError(f"give 1 to {seats} levels for {seats} seats")
    base = [levels[seat % len(levels)] for seat in range(seats)]
    assignments = rotations(base)
    tasks = [(game_id, options, seed + index, assignments, iterations) for index in range(deals)]
    workers = workers or min(os.cpu_count() or 1, deals)
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_deal_task, tasks))
    else:
        results = [_deal_task(task) for task in tasks]
    return report(game_id, options, seed, assignments, results, iterations)


def report(
    game_id: str,
    options: dict[str, Any],
    seed: int,
    assignments: list[list[str]],
    results: list[list[list[float]]],
    iterations: int | None,
) -> dict[str, Any]:
    """Per level: mean score and place with 95 % intervals; per pair: duplicate comparison by deal."""
    names = sorted({level for seats in assignments for level in seats})
    scores: dict[str, list[float]] = {name: [] for name in names}
    places: dict[str, list[float]] = {name: [] for name in names}
    per_deal: list[dict[str, float]] = []
    for deal in results:
        sums = {name: 0.0 for name in names}
        counts = {name: 0 for name in names}
        for seats, result in zip(assignments, deal, strict=True):
            for seat, level in enumerate(seats):
                scores[level].append(result[seat])
                places[level].append(1 + sum(other > result[seat] for other in result))
                sums[level] += result[seat]
                counts[level] += 1
        per_deal.append({name: sums[name] / counts[name] for name in names})
    out: dict[str, Any] = {
        "game": game_id,
        "options": options,
        "seed": seed,
        "deals": len(results),
        "iterations": iterations,
        "rotations": assignments,
        "levels": {
            name: {
                "seat_results": len(scores[name]),
                "mean_score": round(statistics.fmean(scores[name]), 4),
                "score_ci95": interval(scores[name]),
                "mean_place": round(statistics.fmean(places[name]), 4),
                "place_ci95": interval(places[name]),
            }
            for name in names
        },
        "pairs": [],
    }
    for index, first in enumerate(names):
        for second in names[index + 1 :]:
            differences = [deal[first] - deal[second] for deal in per_deal]
            won, lost = sum(d > 0 for d in differences), sum(d < 0 for d in differences)
            out["pairs"].append(
                {
                    "levels": [first, second],
                    "mean_difference": round(statistics.fmean(differences), 4),
                    "difference_ci95": interval(differences),
                    "deals_won": [won, lost],
                    "deals_tied": len(differences) - won - lost,
                    "win_share_first": round(won / len(differences), 4),
                    # of the deals the levels did not tie (a tie: the same cards gave the same results)
                    "win_share_first_decided": round(won / (won + lost), 4) if won + lost else None,
                }
            )
    return out
