"""Dou Dizhu's card counter (记牌器): the cards still out, by rank, from one seat's observation only.

The reply (:data:`karciarnia.bundle.CardCounter`)::

    {"groups": [{"id": "ranks", "items": [{"key": "RJ", "out": 1, "known": 0, "total": 1},
                                          {"key": "BJ", …}, {"key": "2", …}, {"key": "A", …}, …, {"key": "3", …}]}]}

One group, ``ranks``, in the order players read the counter of the apps (D2, high to low):
大王 ``RJ``, 小王 ``BJ``, then ``2 A K Q J 10 9 8 7 6 5 4 3`` (suits never matter, D2). Each
item: ``total`` cards of the rank in the deck (4, a joker 1), ``out`` those this seat has not
seen in this deal, ``known`` those it has seen that another seat still holds.

What the seat has seen: its own hand, every card played, the three bottom cards once the
landlord takes them and they are turned face up (D6; never during the bidding, when they
are face down), and the landlord's hand once shown (D27). ``known`` is the bottom cards
and the shown hand still in the landlord's hand (for a farmer): a farmer who wants what the
others may still play reads ``out + known``.
"""

from __future__ import annotations

from karciarnia.bundle import tally
from karciarnia.cards import JOKERS, rank_of
from karciarnia.games.doudizhu.combos import DECK, RANKS
from karciarnia.games.doudizhu.game import DoudizhuObservation
from karciarnia.protocol import JSON, Observation

KEYS: tuple[str, ...] = tuple(reversed(RANKS))  # RJ BJ 2 A K … 3 (D2, high to low)
KEY_OF: dict[str, str] = {card: card if card in JOKERS else rank_of(card) for card in DECK}


def counter(observation: Observation) -> JSON:
    """The cards still out for the observing seat, by rank (see the module's docstring)."""
    assert isinstance(observation, DoudizhuObservation)
    seen = set(observation.hand) | set(observation.played)
    if observation.bottom is not None:  # D6: face up once the landlord takes them, never before
        seen.update(observation.bottom)
    if observation.shown_hand is not None:  # D27: the landlord's hand, face up to every seat
        seen.update(observation.shown_hand)
    known = seen - set(observation.hand) - set(observation.played)
    return {"groups": [tally("ranks", KEYS, KEY_OF, DECK, seen, known)]}
