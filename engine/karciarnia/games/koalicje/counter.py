"""Koalicje's card counter: the cards still out, per suit and the jokers, from one seat's observation only.

The reply (:data:`karciarnia.bundle.CardCounter`)::

    {"groups": [{"id": "S", "items": [{"key": "A", "out": 1, "known": 0, "total": 1}, {"key": "K", …}, …,
                                      {"key": "7", …}]},
                {"id": "H", …}, {"id": "D", …}, {"id": "C", …},
                {"id": "jokers", "deuces_as_jokers": false,
                 "items": [{"key": "RJ", "out": 0, "known": 0, "total": 2}, {"key": "BJ", …}]}]}

One group per suit (``S H D C``, id the suit letter), its ranks high to low (K3:
``A K Q J 10 9 8 7``): trumps and following suit (K22-K24) make the suit what a player
counts. Then ``jokers``: red ``RJ`` and black ``BJ``, two of each (K2). With
``deuces_as_jokers`` (K2) the 2s stand in for the jokers and the ids stay ``RJ``/``BJ``: the
group says so (``deuces_as_jokers``) and the page draws 2♥/2♦ and 2♠/2♣.

Each item: ``total`` cards in the deck, ``out`` those this seat has not seen in this round,
``known`` those it has seen that another seat still holds. What the seat has seen: its own
hand, every card played, every joker laid out face up (K8, K9: once the deal is complete all
four are public, so no joker is ever out in play), a partner's hand it may see (K15) or every
hand (K18): those are ``known``; and in an election round the cards it threw back (K20),
which are dealt again, face down, to whoever gets them (``known`` while not back in its hand).
"""

from __future__ import annotations

from collections import Counter

from karciarnia.bundle import tally
from karciarnia.cards import SUITS
from karciarnia.games.koalicje.game import DISCARD, KoalicjeObservation
from karciarnia.games.koalicje.rules import DECK, JOKER_IDS, RANKS, SUIT_CARDS
from karciarnia.protocol import JSON, Observation

SUIT_KEY_OF: dict[str, dict[str, str]] = {suit: {card: card[:-1] for card in SUIT_CARDS if card[-1] == suit} for suit in SUITS}
JOKER_KEY_OF: dict[str, str] = {joker: joker for joker in JOKER_IDS}


def counter(observation: Observation) -> JSON:
    """The cards still out for the observing seat: each suit by rank, then the jokers (see the module's docstring)."""
    assert isinstance(observation, KoalicjeObservation)
    mine = Counter(observation.hand)
    played = Counter(observation.played)
    laid_out = Counter(joker for jokers in observation.jokers for joker in jokers)  # K8, K9: face up
    shown = Counter(card for _, hand in observation.visible_hands for card in hand)  # K15, K18
    discards = Counter(observation.my_discards)  # K20: its own only
    if observation.phase == DISCARD:  # K20: the cards thrown back lie apart until the deal is completed
        seen = mine + discards
    else:  # every card is in one place: a hand, the tricks, the laid-out jokers (a joker thrown back among them)
        suit_discards = Counter({card: count for card, count in discards.items() if card not in JOKER_IDS})
        seen = (mine + played + laid_out + shown) | suit_discards  # a suit card thrown back may be in the hand again
    known = seen - mine - played - laid_out
    seen_cards, known_cards = list(seen.elements()), list(known.elements())
    groups = [tally(suit, RANKS, SUIT_KEY_OF[suit], DECK, seen_cards, known_cards) for suit in SUITS]
    groups.append(tally("jokers", JOKER_IDS, JOKER_KEY_OF, DECK, seen_cards, known_cards, deuces_as_jokers=observation.deuces_as_jokers))
    return {"groups": groups}
