"""What one game gives the rest of the engine: its rules, its AI levels, its review and its lesson.

Each game's package (``karciarnia.games.<game>``) builds one :class:`GameBundle`;
the catalog (:mod:`karciarnia.catalog`) lists them, and every generic module
(play, analysis, the CLI, the tournament) reaches a game only through it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from karciarnia.ai.budget import Policy
from karciarnia.ai.search import SearchSpec
from karciarnia.protocol import Action, Game, Observation
from karciarnia.reasons import Reason
from karciarnia.tutorial import Tutorial
from karciarnia.verdicts import Analyst

Explainer = Callable[[Observation, Action, Action], list[Reason]]
"""A game's reasons why the better action (third) beats the chosen one (second), from the observation only."""

SLOW_DEVICE = 4
"""How many times slower than the counted browser a slow device may be: a hard search given time
still reaches its share of the browser's rollouts, which the ladder checks still beats normal."""


@dataclass(frozen=True)
class GameBundle:
    """One game, whole: everything generic code may ask of it."""

    game: Game  # the rules: options, state, observations, actions
    policies: Mapping[str, Policy]  # the AI levels, weakest first (easy, normal, hard)
    search: SearchSpec  # the hard level's search: world sampler and play-out
    browser_rollouts: int  # the hard level's rollouts per decision in the browser (the ladder's budget)
    analyst: Analyst  # how the review judges a decision
    explain: Explainer  # the review's reasons
    tutorial: Tutorial  # the guided first deal
    slow_share: int = SLOW_DEVICE  # the share (1/n) of browser_rollouts a slow device still reaches

    @property
    def id(self) -> str:
        return self.game.id

    @property
    def rollout_floor(self) -> int:
        """The rollouts a hard search given a time budget always reaches (within its ceiling): a slow device's share."""
        return self.browser_rollouts // self.slow_share
