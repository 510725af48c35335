"""The computer players of every game: their levels, found through the catalog, and each decision's own random stream."""

from __future__ import annotations

from collections.abc import Mapping

from karciarnia.ai.budget import Budget, Policy
from karciarnia.catalog import BUNDLES
from karciarnia.errors import InvalidOptionError, excerpt
from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng, hashed_stream


def policies(game_id: str) -> Mapping[str, Policy]:
    """A game's policies by level, weakest first; none for an unknown game."""
    bundle = BUNDLES.get(game_id)
    return bundle.policies if bundle else {}


def levels(game_id: str) -> list[str]:
    """The AI levels available for a game, weakest first."""
    return list(policies(game_id))


def get_policy(game_id: str, level: object) -> Policy:
    """The policy of ``level`` for ``game_id``, or ``InvalidOptionError``."""
    by_level = policies(game_id)
    if not isinstance(level, str) or level not in by_level:
        raise InvalidOptionError(f"no AI level {excerpt(level)} for {game_id}; known: {', '.join(by_level)}")
    return by_level[level]


def choose(game_id: str, level: str, observation: Observation, rng: Rng, budget: Budget | None = None) -> Action:
    """Ask the AI of ``level`` for its action in ``observation``."""
    if not observation.legal_actions:
        raise InvalidOptionError(f"seat {observation.seat} has no action to choose")
    return get_policy(game_id, level)(observation, rng, budget or Budget())


DECISION_DOMAIN = b"karciarnia.ai"
"""Personalisation of the hash behind :func:`decision_rng`."""


def decision_rng(seed: int, move_number: int, seat: int) -> Rng:
    """The AI's own stream for one decision: reproducible from the game's seed and position.

    Derived through a one-way hash, so that the AI cannot read the game's seed
    back from its stream, replay the deal and see every hidden card.
    """
    return hashed_stream(DECISION_DOMAIN, seed, move_number, seat)
