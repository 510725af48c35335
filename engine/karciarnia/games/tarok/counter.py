"""Tarok's card counter: the taroks and the honours still out, from one seat's observation only.

The reply (:data:`karciarnia.bundle.CardCounter`)::

    {"groups": [{"id": "taroks", "items": [{"key": "T1", "out": 1, "known": 0, "total": 1}, …,
                                           {"key": "T21", …}, {"key": "FOOL", …}]},
                {"id": "S", "items": [{"key": "K", …}, {"key": "Q", …}, {"key": "N", …}, {"key": "J", …},
                                      {"key": "pips", "out": 8, "known": 0, "total": 10}]},
                {"id": "H", …}, {"id": "D", …}, {"id": "C", …}]}

``taroks``: one item per tarok, by its card id, highest first (T1 … T21: T1 is the highest), then the Fool.
A key per tarok, not a count by range: the highest tarok takes the trick (T14), so what a
player asks is "is T1 (T2, T3 …) still out, and is mine now the top one?", and T21 and the
Fool are worth 5 points each (T19); a range would hide exactly that.

Then one group per suit (``S H D C``, id the suit letter): the king, queen, knight and page by
rank letter (``K Q N J``: the cards worth points, T19, and a king calls for its page, T8), and
``pips``, the ten cards 10 … 1 of the suit together (how long the suit still is, for T10).

Each item: ``total`` cards in the deck, ``out`` those this seat has not seen in this deal,
``known`` those it has seen that the opponent still holds. What the seat has seen: its own
hand, every card played, and once the stock is empty the opponent's hand (then exactly the
cards neither played nor in its own hand: ``opponent_hand`` in the observation). From that
moment nothing is out any more, and ``known`` is the opponent's hand: a player who wants
what the opponent may still play reads ``out + known``. The stock is face down (T3): cards
drawn by the opponent are never seen.
"""

from __future__ import annotations

from karciarnia.bundle import tally
from karciarnia.cards import FOOL, SUITS, TAROK_TRUMPS
from karciarnia.games.tarok.game import DECK, KIND, TRUMP, TarokObservation
from karciarnia.protocol import JSON, Observation

TAROK_KEYS: tuple[str, ...] = (*TAROK_TRUMPS, FOOL)  # T1 (the highest) … T21, then the Fool (T1)
HONOURS: tuple[str, ...] = ("K", "Q", "N", "J")
PIPS = "pips"
SUIT_KEYS: tuple[str, ...] = (*HONOURS, PIPS)
TAROK_KEY_OF: dict[str, str] = {card: card for card in TAROK_KEYS}
SUIT_KEY_OF: dict[str, dict[str, str]] = {suit: {card: card[:-1] if card[:-1] in HONOURS else PIPS for card in DECK if KIND[card] == suit} for suit in SUITS}
assert all(KIND[card] == TRUMP for card in TAROK_TRUMPS)


def counter(observation: Observation) -> JSON:
    """The cards still out for the observing seat: taroks, then each suit's honours (see the module's docstring)."""
    assert isinstance(observation, TarokObservation)
    seen = set(observation.hand) | set(observation.played)
    known: set[str] = set()
    if observation.opponent_hand is not None:  # the stock is empty: the opponent's hand follows from the rest
        known = set(observation.opponent_hand)
        seen |= known
    groups = [tally("taroks", TAROK_KEYS, TAROK_KEY_OF, DECK, seen, known)]
    groups += [tally(suit, SUIT_KEYS, SUIT_KEY_OF[suit], DECK, seen, known) for suit in SUITS]
    return {"groups": groups}
