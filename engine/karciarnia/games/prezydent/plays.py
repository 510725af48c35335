"""Prezydent's plays: the cards and their order (P3), sets of one rank (P4, P5), and with the
house rules jokers (P25) and runs of one suit (P26), each reading of a set of cards its own play (P27).

What a play is and how it compares; which plays a hand holds. The state (game.py) says which of
them are legal when.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import chain, combinations
from typing import Any

from karciarnia.cards import FRENCH_RANKS, JOKERS, SUITS, french_deck, rank_of, suit_of
from karciarnia.protocol import JSON, Action

# P3: rank order low to high in the normal order.
ORDER: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
RANK_VALUE: dict[str, int] = {rank: value for value, rank in enumerate(ORDER)}
SUIT_INDEX: dict[str, int] = {suit: index for index, suit in enumerate(SUITS)}
DECK: frozenset[str] = frozenset(french_deck())
assert set(ORDER) == set(FRENCH_RANKS)
# P25: the two jokers of the ``jokers`` option; above the 2 in a hand's order and in the exchange (P17).
JOKER_SET: frozenset[str] = frozenset(JOKERS)
JOKER_DECK: frozenset[str] = DECK | JOKER_SET
JOKER_VALUE = 13
TOP = 12  # the highest normal-order value (the 2)
CARD_VALUE: dict[str, int] = {card: RANK_VALUE[rank_of(card)] for card in DECK} | dict.fromkeys(JOKERS, JOKER_VALUE)
# The kinds of play: a set of one rank (P4), a run of one suit (P26), jokers played alone (P25).
SET, RUN, JOKER_PLAY = "set", "run", "jokers"
MIN_RUN = 3  # P26
MIN_NATURALS = 2  # P26: a run holds at least two natural cards


card_value: Callable[[str], int] = CARD_VALUE.__getitem__
"""Normal-order value of a card (3 lowest = 0, 2 highest = 12; a joker 13, above them, P25): the table's own lookup, for the
search's play-outs call it at every turn."""


def sort_key(card: str) -> tuple[int, int]:
    """Hands are kept sorted low to high in the normal order, then by suit; jokers last (P25)."""
    if card in JOKER_SET:
        return JOKER_VALUE, JOKERS.index(card)
    return RANK_VALUE[rank_of(card)], SUIT_INDEX[suit_of(card)]


def is_joker(card: str) -> bool:
    return card in JOKER_SET


def strength(value: int, reversed_order: bool) -> int:
    """Strength of a rank value in the order in force (P11: revolution reverses it)."""
    return 12 - value if reversed_order else value


def stronger_values(value: int, reversed_order: bool) -> range:
    """The rank values whose strength beats ``value``'s in the order in force (P5; P11: reversed, the lower ranks)."""
    return range(value) if reversed_order else range(value + 1, TOP + 1)


def run_reading(cards: tuple[str, ...], stands: tuple[str, ...]) -> tuple[str, ...]:
    """The cards a run reads as, low to high in the normal order: its natural cards and what its jokers stand for."""
    return tuple(sorted([card for card in cards if card not in JOKER_SET] + list(stands), key=CARD_VALUE.__getitem__))


def play_strength(kind: str, cards: tuple[str, ...], stands: tuple[str, ...], reversed_order: bool) -> int:
    """How a play compares with another of its kind and size, in the order in force (higher beats).

    A set by its rank (P5, its jokers stand for that rank, P25); a run by its lowest card in the
    order in force (P26); jokers played alone above everything, in either order (P25).
    """
    if kind == SET:
        return strength(CARD_VALUE[cards[0]], reversed_order)  # a set's natural cards come first
    if kind == RUN:
        values = [CARD_VALUE[card] for card in run_reading(cards, stands)]
        return strength(values[-1], True) if reversed_order else values[0]
    return JOKER_VALUE


def reading_json(kind: str, cards: tuple[str, ...], stands: tuple[str, ...]) -> JSON:
    """What a play with jokers or a run is read as (P25–P27): its kind, its rank or run, what each joker stands for."""
    out: JSON = {"combo": kind}
    if kind == SET:
        out["rank"] = rank_of(cards[0])
    elif kind == RUN:
        out["run"] = list(run_reading(cards, stands))
    jokers = [card for card in cards if card in JOKER_SET]
    if jokers:  # jokers alone stand for nothing but themselves: "as" null
        stood: list[str | None] = list(stands) if kind != JOKER_PLAY else [None] * len(jokers)
        out["jokers"] = [{"card": joker, "as": stand} for joker, stand in zip(jokers, stood, strict=True)]
    return out


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play 1–4 cards of one rank (P4, P5), a run of one suit (P26), or jokers alone (P25).

    ``cards`` are the cards taken from the hand, in the hand's order (natural cards, then jokers).
    ``kind`` is what they are read as: ``"set"``, ``"run"`` or ``"jokers"``. ``stands`` says what each
    joker of ``cards`` stands for, in the same order: a rank in a set (``"7"``), a card in a run
    (``"8H"``). One set of cards with two readings is two plays (P27), each with its own id: a run's
    id names the run low to high with each joker as ``RJ=8H``: ``play:run:7H,RJ=8H,9H``.
    A plain set of natural cards keeps the id and view of P1–P22.
    """

    cards: tuple[str, ...]
    kind: str = SET
    stands: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        if self.kind != RUN:
            return "play:" + ",".join(self.cards)
        jokers = [card for card in self.cards if card in JOKER_SET]
        stood = dict(zip(self.stands, jokers, strict=True))
        return "play:run:" + ",".join(f"{stood[card]}={card}" if card in stood else card for card in run_reading(self.cards, self.stands))

    @property
    def plain(self) -> bool:
        """A set of natural cards only: the play of P1–P22."""
        return self.kind == SET and not self.stands

    def strength(self, reversed_order: bool) -> int:
        return play_strength(self.kind, self.cards, self.stands, reversed_order)

    def to_json(self) -> JSON:
        out: JSON = {"id": self.id, "type": "play", "cards": list(self.cards)}
        if not self.plain:
            out.update(reading_json(self.kind, self.cards, self.stands))
        return out


def rank_groups(hand: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """The cards of a hand kept in its order (:func:`sort_key`) by normal-order rank value, the values ascending."""
    groups: dict[int, tuple[str, ...]] = {}
    for card in hand:
        value = CARD_VALUE[card]
        groups[value] = groups.get(value, ()) + (card,)
    return groups


def _set_table(cards: tuple[str, ...]) -> tuple[tuple[Play, ...], ...]:
    """The plays of one rank group: ``[0]`` every set of its cards by size (P4), ``[count]`` those of ``count`` cards (P5)."""
    by_size = [tuple(Play(combo) for combo in combinations(cards, count)) for count in range(1, 5)]
    return (tuple(chain.from_iterable(by_size)), *by_size)


SET_PLAYS: dict[tuple[str, ...], tuple[tuple[Play, ...], ...]] = {
    group: _set_table(group) for rank in ORDER for size in range(1, 5) for group in combinations(tuple(rank + suit for suit in SUITS), size)
}
"""Every rank group a hand can hold (its cards in the hand's order) and its plays, as :func:`_set_table` gives them: built
once, so that listing a hand's plays builds none."""


def set_plays(naturals: Sequence[str], jokers: list[str], count: int) -> list[Play]:
    """Every set of ``count`` cards of the rank of ``naturals``, at least one of them natural, jokers standing for the rank (P4, P25)."""
    rank = rank_of(naturals[0])
    out: list[Play] = []
    for wild in range(min(len(jokers), count - 1) + 1):
        if count - wild > len(naturals):
            continue
        stands = (rank,) * wild
        for natural in combinations(naturals, count - wild):
            out.extend(Play(natural + joker, SET, stands) for joker in combinations(jokers, wild))
    return out


def joker_plays(jokers: list[str], count: int | None) -> list[Play]:
    """Jokers alone: a single joker, or both (P25); ``count`` only of that size."""
    out = [Play((joker,), JOKER_PLAY) for joker in jokers] if count in (None, 1) else []
    if len(jokers) == 2 and count in (None, 2):
        out.append(Play(tuple(jokers), JOKER_PLAY))
    return out


def run_plays(naturals: list[str], jokers: list[str], length: int | None, floor: int | None, reversed_order: bool, equal: bool) -> list[Play]:
    """Every run of the hand (P26): one suit, consecutive ranks, 3 or more cards, never wrapping from 2 to 3.

    A joker may stand for any card of the run, in its suit, a card the hand holds too (it then stays in
    the hand); at least two cards are natural. Each reading is its own play (P27): 7♥ 8♥ and a joker are
    the run to 9♥ and the run from 6♥. ``length``: only runs of that many cards; ``floor``: only runs
    whose lowest card in the order in force is higher (or, ``equal``, as high).
    """
    by_suit: dict[str, dict[int, str]] = {}
    for card in naturals:
        by_suit.setdefault(suit_of(card), {})[CARD_VALUE[card]] = card
    wild = len(jokers)
    out: list[Play] = []
    for suit in SUITS:
        held = by_suit.get(suit)
        if held is None or len(held) < MIN_NATURALS:
            continue
        for low in range(TOP + 1):
            missing = 0
            for high in range(low, TOP + 1):
                if high not in held:
                    missing += 1
                    if missing > wild:
                        break
                size = high - low + 1
                if size < MIN_RUN or (length is not None and size != length):
                    continue
                if floor is not None:
                    level = strength(high, True) if reversed_order else low
                    if level < floor or (level == floor and not equal):
                        continue
                out.extend(run_readings(held, jokers, low, high, suit))
    return out


def run_readings(held: dict[int, str], jokers: list[str], low: int, high: int, suit: str) -> list[Play]:
    """The plays of the run ``low``–``high`` of ``suit``: the jokers fill the missing cards, and may stand for held ones."""
    span = range(low, high + 1)
    missing = [value for value in span if value not in held]
    present = [value for value in span if value in held]
    out: list[Play] = []
    for extra in range(len(jokers) - len(missing) + 1):
        for instead in combinations(present, extra):
            wild = sorted(missing + list(instead))
            if len(span) - len(wild) < MIN_NATURALS:
                continue
            natural = tuple(held[value] for value in span if value not in wild)
            stands = tuple(ORDER[value] + suit for value in wild)
            if len(wild) == 1:
                out.extend(Play((*natural, joker), RUN, stands) for joker in jokers)
            else:  # none, or both jokers in the hand's order, low to high: one reading (which joker is which is no choice)
                out.append(Play(natural + tuple(jokers[: len(wild)]), RUN, stands))
    return out


def run_problem(naturals: list[str], wild: int) -> tuple[str, dict[str, Any]] | None:
    """Why cards of more than one rank are no run (P26), or ``None`` if they are one (with ``wild`` jokers).

    Natural cards of two ranks or more are always the two natural cards a run needs.
    """
    if len(naturals) + wild < MIN_RUN:
        return "run_too_short", {"min": MIN_RUN}
    if len({suit_of(card) for card in naturals}) > 1:
        return "run_one_suit", {}
    values = sorted(CARD_VALUE[card] for card in naturals)
    if len(set(values)) < len(values) or values[-1] - values[0] + 1 - len(values) > wild:
        # P26: no wrap from 2 to 3; say so when the cards would run round the 2
        rotated = sorted((value + 13 - 6) % 13 for value in values)
        if len(set(rotated)) == len(rotated) and rotated[-1] - rotated[0] + 1 - len(rotated) <= wild:
            return "run_no_wrap", {}
        return "run_not_consecutive", {}
    return None
