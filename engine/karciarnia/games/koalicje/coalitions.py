"""Coalitions, rates and trump rights decided from the public jokers (K10–K18).

Pure functions of the jokers laid out in front of each seat: the rules
engine, the AIs and the tests all read coalitions from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from karciarnia.cards import BLACK_JOKER, RED_JOKER
from karciarnia.protocol import JSON

SEATS = 4
# K11: a same-colour pair names a suit of its colour; four jokers name any suit.
COLOUR_SUITS: dict[str, tuple[str, ...]] = {RED_JOKER: ("H", "D"), BLACK_JOKER: ("S", "C")}
ANY_SUIT: tuple[str, ...] = ("S", "H", "D", "C")


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place in the round's coalitions.

    ``counts`` are the seats whose tricks earn this seat votes (itself included),
    ``rate`` the votes per such trick, ``sees`` the other hands this seat may
    look at (K15, K18) and ``trump_suits`` the suits it may name (K11).
    """

    seat: int
    case: str
    rule: str
    rate: int
    counts: tuple[int, ...]
    sees: tuple[int, ...]
    trump_suits: tuple[str, ...]

    @property
    def partners(self) -> tuple[int, ...]:
        """The other seats whose tricks count for this seat."""
        return tuple(seat for seat in self.counts if seat != self.seat)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "case": self.case,
            "rule": self.rule,
            "rate": self.rate,
            "counts": list(self.counts),
            "partners": list(self.partners),
            "sees": list(self.sees),
            "trump_suits": list(self.trump_suits),
        }


def _holders(jokers: Sequence[Sequence[str]], colour: str) -> list[int]:
    """The seats holding a joker of ``colour``, once per joker."""
    return [seat for seat in range(SEATS) for card in jokers[seat] if card == colour]


def standings(jokers: Sequence[Sequence[str]]) -> tuple[Standing, ...]:
    """Every seat's coalition, rate, sight and trump right from the jokers laid out.

    ``jokers[seat]`` lists that seat's jokers (``"RJ"``/``"BJ"``); together
    they must be the four jokers, two of each colour.
    """
    if len(jokers) != SEATS:
        raise ValueError(f"expected jokers of {SEATS} seats, got {len(jokers)}")
    red, black = _holders(jokers, RED_JOKER), _holders(jokers, BLACK_JOKER)
    if len(red) != 2 or len(black) != 2 or sum(len(j) for j in jokers) != 4:
        raise ValueError(f"the laid-out jokers must be two red and two black, got {list(map(list, jokers))}")
    out: list[Standing] = []
    for seat in range(SEATS):
        r, b = red.count(seat), black.count(seat)
        total = r + b
        if total == 0:  # K12
            out.append(Standing(seat, "solo", "K12", 6, (seat,), (), ()))
        elif total == 1:  # K13: with the holder of the other joker of that colour
            holders = red if r else black
            partner = next(other for other in holders if other != seat)
            out.append(Standing(seat, "single", "K13", 3, tuple(sorted((seat, partner))), (), ()))
        elif total == 2 and (r == 2 or b == 2):  # K14
            colour = RED_JOKER if r == 2 else BLACK_JOKER
            out.append(Standing(seat, "pair", "K14", 6, (seat,), (), COLOUR_SUITS[colour]))
        elif total == 2:  # one of each colour
            other_red = next(other for other in red if other != seat)
            other_black = next(other for other in black if other != seat)
            if other_red == other_black:  # K15
                pair = tuple(sorted((seat, other_red)))
                out.append(Standing(seat, "mixed_pair", "K15", 3, pair, (other_red,), ()))
            else:  # K16: the split holder
                three = tuple(sorted((seat, other_red, other_black)))
                out.append(Standing(seat, "split", "K16", 2, three, (), ()))
        elif total == 3:  # K17: trump of the pair's colour, partner holds the fourth
            colour = RED_JOKER if r == 2 else BLACK_JOKER
            fourth = next(other for other in (black if r == 2 else red) if other != seat)
            out.append(Standing(seat, "three", "K17", 3, tuple(sorted((seat, fourth))), (), COLOUR_SUITS[colour]))
        else:  # K18
            others = tuple(other for other in range(SEATS) if other != seat)
            out.append(Standing(seat, "four", "K18", 6, (seat,), others, ANY_SUIT))
    return tuple(out)


def votes(table: Sequence[Standing], tricks: Sequence[int]) -> list[int]:
    """K25: each seat's votes for a round: tricks of the seats counting for it × its rate."""
    return [standing.rate * sum(tricks[seat] for seat in standing.counts) for standing in table]
