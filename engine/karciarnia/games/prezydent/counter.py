"""Prezydent's card counter: the cards still out, by rank, from one seat's observation only.

The reply (:data:`karciarnia.bundle.CardCounter`)::

    {"groups": [{"id": "ranks", "items": [{"key": "2", "out": 3, "known": 0, "total": 4},
                                          {"key": "A", …}, {"key": "K", …}, …, {"key": "3", …}]}]}

One group, ``ranks``, from the best card of the normal order down (P3; suits never matter):
``2 A K Q J 10 9 8 7 6 5 4 3``. With the ``jokers`` house rule (P25, 54 cards) the group
starts with one more item, key ``jokers`` (total 2): the two jokers are wild and alike, so a
player counts them together. The order stays the normal one under a revolution (P11): the
page may read it backwards while ``reversed`` holds. Each item: ``total`` cards of the rank in
the deck, ``out`` those this seat has not seen in this deal, ``known`` those it has seen that
another seat still holds.

What the seat has seen (P19): its own hand, every card played in this deal, and the cards of
an exchange it took part in (P17): the cards it received are in its hand; the cards it handed
over, until played, are ``known`` (the Prezydent knows which two cards the Dupek holds).
"""

from __future__ import annotations

from karciarnia.bundle import tally
from karciarnia.cards import rank_of
from karciarnia.games.prezydent.game import PrezydentObservation
from karciarnia.games.prezydent.plays import DECK, JOKER_DECK, JOKER_SET, ORDER
from karciarnia.protocol import JSON, Observation

JOKER_KEY = "jokers"
RANK_KEYS: tuple[str, ...] = tuple(reversed(ORDER))  # 2 A K … 3 (P3, best first)
KEY_OF: dict[str, str] = {card: JOKER_KEY if card in JOKER_SET else rank_of(card) for card in JOKER_DECK}


def counter(observation: Observation) -> JSON:
    """The cards still out for the observing seat, by rank (see the module's docstring)."""
    assert isinstance(observation, PrezydentObservation)
    seen = set(observation.hand) | set(observation.played)
    for exchange in observation.exchanges:  # P17: only the exchanges this seat took part in reach it
        seen.update(exchange.cards)
    known = seen - set(observation.hand) - set(observation.played)
    if observation.jokers:  # P25: 54 cards, the jokers the best of them
        return {"groups": [tally("ranks", (JOKER_KEY, *RANK_KEYS), KEY_OF, JOKER_DECK, seen, known)]}
    return {"groups": [tally("ranks", RANK_KEYS, KEY_OF, DECK, seen, known)]}
