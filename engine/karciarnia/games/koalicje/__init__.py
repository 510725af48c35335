"""Koalicje (Coalitions): rules K1–K25 of rules/koalicje.md.

``rules`` holds the cards and the trick rules, ``coalitions`` the coalitions
read from the jokers (K10–K18), ``game`` the state machine of a whole game.
"""

from karciarnia.games.koalicje.coalitions import Standing, standings, votes
from karciarnia.games.koalicje.game import (
    KOALICJE,
    Discard,
    JokerEvent,
    KoalicjeGame,
    KoalicjeObservation,
    KoalicjeState,
    NameTrump,
    Play,
    RoundResult,
    Trick,
)
from karciarnia.games.koalicje.rules import DECK, RANKS, trick_trump, trick_winner

__all__ = [
    "DECK",
    "KOALICJE",
    "RANKS",
    "Discard",
    "JokerEvent",
    "KoalicjeGame",
    "KoalicjeObservation",
    "KoalicjeState",
    "NameTrump",
    "Play",
    "RoundResult",
    "Standing",
    "Trick",
    "standings",
    "trick_trump",
    "trick_winner",
    "votes",
]
