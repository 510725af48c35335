"""How a game's decisions are judged in the review: its bars (:class:`Thresholds`) and its :class:`Analyst`.

Each game's package names its own analyst (the hard level's candidates and
values, the unit, the bars); :mod:`karciarnia.analysis` applies them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from karciarnia.ai.budget import Budget
from karciarnia.ai.search import Valuation
from karciarnia.protocol import JSON, Action, Observation
from karciarnia.rng import Rng

GOOD, FORCED, UNANALYSED = "good", "forced", "unanalysed"

# How a game's bars are set, in its unit, from the losses the analysis finds in the AIs' own searched decisions
# (scripts/analysis_losses.py): mistake, about the normal level's 97th percentile (16 first deals per game);
# inaccuracy, half of it, near the normal level's 90th percentile, so a player as strong as the normal level
# hears of one decision in ten; blunder, twice it, at or above the easy level's 98th percentile, so it is rare
# even for the easy level. Each game's package gives its figures beside its bars.


def by_id(action: Action) -> Hashable:
    """Every action its own choice: the key of a game whose actions have no equivalents."""
    return action.id


@dataclass(frozen=True)
class Thresholds:
    """The bars of a game's verdicts, in its unit: a loss above one is at least that bad."""

    inaccuracy: float
    mistake: float
    blunder: float

    def verdict(self, loss: float) -> str:
        """The verdict of a searched, unforced decision that lost ``loss``."""
        return next((name for name, bar in self.bars() if loss > bar), GOOD)

    def bars(self) -> tuple[tuple[str, float], ...]:
        """From the worst verdict down."""
        return (("blunder", self.blunder), ("mistake", self.mistake), ("inaccuracy", self.inaccuracy))

    def to_json(self) -> JSON:
        return {"inaccuracy": self.inaccuracy, "mistake": self.mistake, "blunder": self.blunder}


@dataclass(frozen=True)
class Analyst:
    """How one game's decisions are analysed: the hard level's candidates and values, the unit, the bars."""

    unit: str  # the currency of the values: "points" or "votes"
    thresholds: Thresholds
    iterations: int  # the most one decision may spend (candidate evaluations); it stops sooner once the verdict is clear
    candidates: Callable[[Observation], tuple[Action, ...] | None]  # None: not searched by the hard level
    valuation: Callable[[Observation, tuple[Action, ...], Rng, Budget], Valuation]
    key: Callable[[Action], Hashable] = by_id  # actions with one key are the same choice
    sampled: Callable[[Observation], bool] = lambda observation: True  # False: the valuation is exact (one true world)

    @property
    def threshold(self) -> float:
        """The mistake bar (the page's first and still valid field)."""
        return self.thresholds.mistake
