"""The analysis's stopping rule: sample worlds one at a time and stop as soon as the verdict is clear.

Every live candidate is valued in each world (common worlds, so the
comparisons are paired). After :data:`MIN_WORLDS` worlds, a candidate clearly
worse than the leader is dropped (its value no longer bears on the verdict),
and the search stops when every rival's advantage over the chosen action is
clearly below the mistake threshold and known to within :data:`PRECISION` of it, or when
one rival is left that is clearly more than the threshold better (a mistake,
and the better action found), or when the budget of evaluations is spent.

"Clearly" is a paired difference's mean beyond :data:`Z` standard errors,
tested on squares so that only correctly rounded arithmetic decides (``math.fsum``,
not ``sum``, whose float summation changed in Python 3.12): counted in worlds,
never time, the same in CPython 3.11 and in Pyodide's 3.14.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

MIN_WORLDS = 16
"""Worlds valued before any candidate is dropped or the search stops."""
Z = 2.0
"""Standard errors beyond which a paired difference is clear (about 95%)."""
PRECISION = 1.0
"""How closely a loss under the threshold is known: within this share of the threshold (at Z standard errors)."""

WorldValues = Callable[[Sequence[int]], Sequence[float]]
"""The values of the candidates at these indices in one freshly sampled world (in that order)."""


@dataclass(frozen=True)
class Sequential:
    """Each candidate's mean over the worlds it was valued in, and how much was spent."""

    means: tuple[float, ...]
    worlds: tuple[int, ...]  # worlds each candidate was valued in
    evaluations: int


def _difference(rival: list[float], chosen: list[float]) -> tuple[float, float]:
    """The mean of ``rival − chosen`` over their common worlds, and its squared standard error."""
    diffs = [r - c for r, c in zip(rival, chosen, strict=True)]  # live candidates, valued in the same worlds
    n = len(diffs)
    mean = math.fsum(diffs) / n
    variance = math.fsum((d - mean) * (d - mean) for d in diffs) / (n - 1)
    return mean, variance / n


def _above(mean: float, squared_error: float, bar: float) -> bool:
    """Whether ``mean`` is clearly above ``bar``."""
    return mean > bar and (mean - bar) * (mean - bar) > Z * Z * squared_error


def _below(mean: float, squared_error: float, bar: float) -> bool:
    """Whether ``mean`` is clearly below ``bar``."""
    return mean < bar and (bar - mean) * (bar - mean) > Z * Z * squared_error


def _settled(values: list[list[float]], live: list[int], chosen: int, threshold: float) -> bool:
    """Whether the verdict on ``chosen`` is clear among the ``live`` candidates."""
    rivals = [index for index in live if index != chosen]
    if not rivals:
        return True
    tests = [_difference(values[index], values[chosen]) for index in rivals]
    precision = threshold * PRECISION
    if all(_below(mean, error, threshold) and error <= (precision / Z) ** 2 for mean, error in tests):
        return True
    return len(rivals) == 1 and _above(*tests[0], threshold)


def _drop_beaten(values: list[list[float]], live: list[int], chosen: int) -> list[int]:
    """``live`` without the candidates clearly worse than the leader (the chosen one always stays)."""
    n = len(values[chosen])
    leader = max(live, key=lambda index: math.fsum(values[index]) / n)
    return [index for index in live if index in (leader, chosen) or not _below(*_difference(values[index], values[leader]), 0.0)]


def sequential_means(world_values: WorldValues, count: int, chosen: int, threshold: float, max_evaluations: int) -> Sequential:
    """The candidates' means (``count`` of them, ``chosen`` the index of the decision's action), stopping when clear."""
    values: list[list[float]] = [[] for _ in range(count)]
    live = list(range(count))
    evaluations = 0
    while True:
        for index, value in zip(live, world_values(live), strict=True):
            values[index].append(value)
        evaluations += len(live)
        if evaluations >= max_evaluations:
            break
        if len(values[chosen]) >= MIN_WORLDS:
            live = _drop_beaten(values, live, chosen)
            if _settled(values, live, chosen, threshold):
                break
    return Sequential(tuple(math.fsum(v) / len(v) for v in values), tuple(len(v) for v in values), evaluations)
