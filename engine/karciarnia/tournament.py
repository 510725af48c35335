"""Duplicate tournaments between AI levels, with 95 % confidence intervals.

Every deal is played once per distinct rotation of the seat assignment, so
each level sits in each position on the same cards; luck of the deal cancels
out in the comparison. A match is scored on one deal of a game (what ``returns()``
gained in it), which is what "a deal" means in every game here: the first, or a
later one (``deal``), the deals before it played by :data:`EARLIER_DEALS_LEVEL` at
every seat, so that every rotation meets the same cards and the same standing
(Prezydent's exchange, P17, happens only from the second deal on).
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.ai.search import SEARCHES_RUN
from karciarnia.catalog import BUNDLES, get_game
from karciarnia.errors import KarciarniaError


def rotations(assignment: Sequence[str]) -> list[list[str]]:
    """The distinct rotations of a seat assignment round the table."""
    seen: list[list[str]] = []
    for shift in range(len(assignment)):
        rotated = [assignment[(seat - shift) % len(assignment)] for seat in range(len(assignment))]
        if rotated not in seen:
            seen.append(rotated)
    return seen


@dataclass
class Effort:
    """What one level spent on its decisions: how many, how many of them searched, CPU seconds of
    each kind, rollouts."""

    decisions: int = 0
    seconds: float = 0.0
    searches: int = 0
    search_seconds: float = 0.0
    rollouts: int = 0

    def add(self, other: Effort) -> None:
        self.decisions += other.decisions
        self.seconds += other.seconds
        self.searches += other.searches
        self.search_seconds += other.search_seconds
        self.rollouts += other.rollouts

    def figures(self) -> dict[str, float | None]:
        """Means per decision and per search (``None`` for a level that never searched)."""
        searched = self.searches or None
        return {
            "ms_per_decision": round(1000 * self.seconds / self.decisions, 2),
            "search_share": round(self.searches / self.decisions, 3),
            "rollouts_per_search": searched and round(self.rollouts / searched, 1),
            "ms_per_search": searched and round(1000 * self.search_seconds / searched, 2),
        }


EARLIER_DEALS_LEVEL = "normal"  # plays every seat of the deals before the one a match is scored on


def play_deal(
    game_id: str,
    options: dict[str, Any],
    seed: int,
    seats: Sequence[str],
    iterations: int | None,
    effort: dict[str, Effort] | None = None,
    deal: int = 1,
) -> list[float]:
    """Deal number ``deal`` of a game with these levels in these seats (the deals before it played by
    :data:`EARLIER_DEALS_LEVEL`); each seat's result in it (and each level's ``effort`` added up)."""
    state = get_game(game_id).new_state(options, seed)
    budget = Budget(iterations=iterations)
    measured = state.deal_number + deal - 1
    while not state.is_terminal and state.deal_number < measured:
        actor = state.current_player
        assert actor is not None
        state.apply(computers.choose(game_id, EARLIER_DEALS_LEVEL, state.observation(actor), computers.decision_rng(seed, len(state.history), actor)))
    if state.is_terminal:
        raise KarciarniaError(f"this game ends before deal {deal}: give it more deals (its deals option)")
    before = state.returns()
    effort = {} if effort is None else effort
    while not state.is_terminal and state.deal_number == measured:
        actor = state.current_player
        assert actor is not None
        rng = computers.decision_rng(seed, len(state.history), actor)
        rollouts, started = SEARCHES_RUN.rollouts, time.process_time()
        action = computers.choose(game_id, seats[actor], state.observation(actor), rng, budget)
        seconds, rollouts = time.process_time() - started, SEARCHES_RUN.rollouts - rollouts
        searched = rollouts > 0
        effort.setdefault(seats[actor], Effort()).add(Effort(1, seconds, int(searched), seconds * searched, rollouts))
        state.apply(action)
    return [float(after - earlier) for after, earlier in zip(state.returns(), before, strict=True)]


def _deal_task(
    task: tuple[str, dict[str, Any], int, list[list[str]], int | None, int],
) -> tuple[list[list[float]], dict[str, Effort]]:
    game_id, options, seed, assignments, iterations, deal = task
    effort: dict[str, Effort] = {}
    return [play_deal(game_id, options, seed, seats, iterations, effort, deal) for seats in assignments], effort


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
    deal: int = 1,
) -> dict[str, Any]:
    """Play ``deals`` duplicate deals (deal number ``deal`` of each game); a JSON-safe report per level and per pair of levels."""
    options = dict(options or {})
    assignments, results, _ = play(game_id, levels, deals, seed, options, iterations, workers, deal)
    return report(game_id, options, seed, assignments, results, iterations)


def play(
    game_id: str,
    levels: Sequence[str],
    deals: int,
    seed: int,
    options: dict[str, Any],
    iterations: int | None,
    workers: int | None,
    deal: int = 1,
) -> tuple[list[list[str]], list[list[list[float]]], dict[str, Effort]]:
    """The seat assignments, every deal's results in each, and each level's effort over all of them."""
    game = get_game(game_id)
    seats = game.new_state(options, seed).num_players
    for level in set(levels):
        computers.get_policy(game_id, level)
    if not 1 <= len(levels) <= seats:
        raise KarciarniaError(f"give 1 to {seats} levels for {seats} seats")
    if deal < 1:
        raise KarciarniaError(f"the deal scored is counted from 1, got {deal}")
    base = [levels[seat % len(levels)] for seat in range(seats)]
    assignments = rotations(base)
    tasks = [(game_id, options, seed + index, assignments, iterations, deal) for index in range(deals)]
    workers = workers or min(os.cpu_count() or 1, deals)
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            outcomes = list(pool.map(_deal_task, tasks))
    else:
        outcomes = [_deal_task(task) for task in tasks]
    effort: dict[str, Effort] = {}
    for _, spent in outcomes:
        for level, figures in spent.items():
            effort.setdefault(level, Effort()).add(figures)
    return assignments, [results for results, _ in outcomes], effort


def deal_means(assignments: list[list[str]], results: list[list[list[float]]]) -> list[dict[str, float]]:
    """Each deal's mean result per level, over every seat it sat in on that deal's cards."""
    means = []
    for deal in results:
        sums: dict[str, float] = {}
        counts: dict[str, int] = {}
        for seats, result in zip(assignments, deal, strict=True):
            for seat, level in enumerate(seats):
                sums[level] = sums.get(level, 0.0) + result[seat]
                counts[level] = counts.get(level, 0) + 1
        means.append({level: sums[level] / counts[level] for level in sums})
    return means


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
    for deal in results:
        for seats, result in zip(assignments, deal, strict=True):
            for seat, level in enumerate(seats):
                scores[level].append(result[seat])
                places[level].append(1 + sum(other > result[seat] for other in result))
    per_deal = deal_means(assignments, results)
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


# -- the strength ladder -----------------------------------------------------------------------
LADDER_BASE = "normal"  # every level is rated by its duplicate match against this one


def elo(share: float, deals: int) -> float:
    """The Elo difference that predicts this share of points (kept finite: a share of 0 or 1 counts as half a deal off)."""
    edge = 0.5 / deals
    share = min(max(share, edge), 1 - edge)
    return 400 * math.log10(share / (1 - share))


def rating(differences: Sequence[float]) -> dict[str, Any]:
    """An Elo-like rating from per-deal differences against the base level (a deal won 1, tied ½, lost 0)."""
    points = [1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in differences]
    low, high = interval(points)
    n = len(points)
    return {
        "rating": round(elo(statistics.fmean(points), n)),
        "rating_ci95": [round(elo(low, n)), round(elo(high, n))],
        "mean_difference": round(statistics.fmean(differences), 4),
        "difference_ci95": interval(differences),
    }


def ladder(
    game_id: str,
    deals: int,
    seed: int,
    budgets: Sequence[int] | None = None,
    options: dict[str, Any] | None = None,
    workers: int | None = None,
    deal: int = 1,
) -> dict[str, Any]:
    """Easy, and hard at each iteration cap in ``budgets``, each in duplicate deals against normal
    (deal number ``deal`` of each game: :func:`play_deal`).

    Rated against normal (0): an Elo-like rating with its 95 % interval, the mean
    score difference per deal, and the decisions' effort (:meth:`Effort.figures`, CPU
    time of CPython). ``budgets`` defaults to the browser's (``browser_rollouts`` of its bundle)
    and a slow device's, the floor of a time-limited search (its ``rollout_floor``).
    """
    budgets = list(budgets or [BUNDLES[game_id].browser_rollouts, BUNDLES[game_id].rollout_floor])
    options = dict(options or {})
    rows = []
    for level, iterations in [("easy", None)] + [("hard", cap) for cap in budgets]:
        assignments, results, effort = play(game_id, [level, LADDER_BASE], deals, seed, options, iterations, workers, deal)
        differences = [means[level] - means[LADDER_BASE] for means in deal_means(assignments, results)]
        rows.append({"level": level, "iterations": iterations, **rating(differences), **effort[level].figures()})
    return {"game": game_id, "options": options, "seed": seed, "deals": deals, "deal": deal, "base": LADDER_BASE, "rows": rows}
