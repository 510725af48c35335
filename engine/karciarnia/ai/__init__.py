"""AI players: functions of an observation, never of a state.

A policy takes what its seat may know (an :class:`~karciarnia.protocol.Observation`),
its own seeded :class:`~karciarnia.rng.Rng` and a :class:`Budget`, and returns one
of the observation's legal actions. Easy and normal ignore the budget; the
search of the hard level (:mod:`.search`) spends it. This package is generic:
each game's own policies live in its package (``karciarnia.games.<game>.ai``),
and :mod:`karciarnia.levels` finds them through the catalog.
"""

from __future__ import annotations

from karciarnia.ai.budget import Budget, Policy

__all__ = ["Budget", "Policy"]
