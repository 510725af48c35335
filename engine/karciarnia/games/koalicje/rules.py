"""Cards and trick rules of Koalicje (K2, K3, K22–K24): pure functions."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from karciarnia.cards import BLACK_JOKER, RED_JOKER, SUITS

# K3: rank within a suit, high to low.
RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7")
RANK_VALUE: dict[str, int] = {rank: 7 - index for index, rank in enumerate(RANKS)}  # A = 7 … 7 = 0
SUIT_INDEX: dict[str, int] = {suit: index for index, suit in enumerate(SUITS)}
JOKER_IDS: tuple[str, ...] = (RED_JOKER, BLACK_JOKER)
# K2: 32 suit cards and four jokers, two red and two black (a multiset).
SUIT_CARDS: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
DECK: tuple[str, ...] = SUIT_CARDS + (RED_JOKER, RED_JOKER, BLACK_JOKER, BLACK_JOKER)
# K2 with ``deuces_as_jokers``: the 2s stand in for the jokers (ids stay RJ/BJ).
DEUCE_ALIASES: dict[str, str] = {"2H": RED_JOKER, "2D": RED_JOKER, "2S": BLACK_JOKER, "2C": BLACK_JOKER}

_CARD_SUIT: dict[str, str] = {card: card[-1] for card in SUIT_CARDS}
_CARD_VALUE: dict[str, int] = {card: RANK_VALUE[card[:-1]] for card in SUIT_CARDS}
_SORT: dict[str, tuple[int, int]] = {card: (SUIT_INDEX[card[-1]], -_CARD_VALUE[card]) for card in SUIT_CARDS}
_SORT[RED_JOKER] = (4, 0)
_SORT[BLACK_JOKER] = (4, 1)


# The tables' own lookups: the AIs call these millions of times a search.
suit: Callable[[str], str] = _CARD_SUIT.__getitem__
"""The suit letter of a suit card."""
value: Callable[[str], int] = _CARD_VALUE.__getitem__
"""The rank value of a suit card, A = 7 down to 7 = 0 (K3)."""


sort_key: Callable[[str], tuple[int, int]] = _SORT.__getitem__
"""Hands are shown by suit (♠ ♥ ♦ ♣), high to low, jokers last."""


def sorted_cards(cards: Iterable[str]) -> list[str]:
    """The cards in display order."""
    return sorted(cards, key=sort_key)


def trick_trump(plays: Sequence[tuple[int, str]], trumps: Collection[str]) -> str | None:
    """K23: the suit of the first trump-suit card in the trick (the lead included), if any."""
    for _, card in plays:
        card_suit = _CARD_SUIT[card]
        if card_suit in trumps:
            return card_suit
    return None


def trick_winner(plays: Sequence[tuple[int, str]], trumps: Collection[str]) -> int:
    """K24: the seat of the highest card of the trick's trump, else of the led suit."""
    key = trick_trump(plays, trumps) or _CARD_SUIT[plays[0][1]]
    best_seat, best_value = -1, -1
    for seat, card in plays:
        if _CARD_SUIT[card] == key and _CARD_VALUE[card] > best_value:
            best_seat, best_value = seat, _CARD_VALUE[card]
    return best_seat


TrickFacts = tuple[str, str | None, str, int]
"""What decides a trick so far: its led suit, its trump (K23; None before a trump-suit card), its best card
and that card's seat (K24)."""


def facts_after(facts: TrickFacts | None, seat: int, card: str, trumps: Collection[str]) -> TrickFacts:
    """A trick's facts once ``seat`` adds ``card`` to a trick with ``facts`` (None: it leads), card by card
    as :func:`trick_trump` and :func:`trick_winner` read the whole trick."""
    card_suit = _CARD_SUIT[card]
    if facts is None:
        return card_suit, card_suit if card_suit in trumps else None, card, seat
    led, fixed, best, _ = facts
    if fixed is None and card_suit in trumps:  # K23: the first trump-suit card fixes the trick's trump
        return led, card_suit, card, seat
    if card_suit == (fixed or led) and _CARD_VALUE[card] > _CARD_VALUE[best]:  # K24
        return led, fixed, card, seat
    return facts


def trick_facts(plays: Sequence[tuple[int, str]], trumps: Collection[str]) -> TrickFacts | None:
    """The facts of the trick ``plays`` (None when it is empty)."""
    facts = None
    for seat, card in plays:
        facts = facts_after(facts, seat, card, trumps)
    return facts


def playable(hand: Sequence[str], plays: Sequence[tuple[int, str]]) -> list[str]:
    """K22: the cards of ``hand`` that may go to this trick (follow the led suit if able)."""
    if not plays:
        return list(hand)
    led = _CARD_SUIT[plays[0][1]]
    following = [card for card in hand if _CARD_SUIT[card] == led]
    return following or list(hand)


def discard_allowance(total: int) -> int:
    """K20: the full hundreds of a total, at most 8 (the whole hand)."""
    return min(8, max(0, total) // 100)
