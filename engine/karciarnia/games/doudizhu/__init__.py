"""Dou Dizhu (Walka z właścicielem): rules D1–D25 of rules/doudizhu.md.

:mod:`.combos` holds the combination classifier and the legal-move generator;
:mod:`.game` the deal, bidding, tricks and scoring.
"""

from karciarnia.games.doudizhu.combos import Play, beats, classify, classify_counts, plays
from karciarnia.games.doudizhu.game import (
    DOUDIZHU,
    Bid,
    DealResult,
    DoudizhuGame,
    DoudizhuObservation,
    DoudizhuState,
    Pass,
    Turn,
)

__all__ = [
    "DOUDIZHU",
    "Bid",
    "DealResult",
    "DoudizhuGame",
    "DoudizhuObservation",
    "DoudizhuState",
    "Pass",
    "Play",
    "Turn",
    "beats",
    "classify",
    "classify_counts",
    "plays",
]
