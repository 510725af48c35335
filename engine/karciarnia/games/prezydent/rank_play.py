"""A plain deal played on from each seat's cards per rank value: the rollouts of the hard level and the review.

Without the house rules a play is a set of one rank (P4) and suits never matter (P3), so a seat's
hand is its count of cards per rank value, and ``normal``'s choice (P21) a value and a size
(:func:`set_choice`). The table below holds only that and the trick's rules (P5–P10, P11 and P13
for the revolution): a rollout on it builds no card, play or observation. A world with a house
rule on plays on through its state instead (``ai.StateTable``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from karciarnia.games.prezydent.game import PrezydentState
from karciarnia.games.prezydent.plays import TOP, card_value, stronger_values

Choice = tuple[int, int] | None
"""A seat's move on the table: the rank value and size of its set, or ``None`` for its pass."""


def value_counts(hand: Sequence[str]) -> dict[int, int]:
    """A hand's cards per rank value (P3: its suits never matter to ``normal``). A plain dict, not a Counter:
    CPython reads and writes a dict itself faster than a subclass's, and the rollouts and the reading do so
    at every turn (a rollout on Counters took a tenth longer)."""
    counts: dict[int, int] = {}
    for card in hand:
        value = card_value(card)
        counts[value] = counts.get(value, 0) + 1
    return counts


RESERVE_GROUPS = 4  # normal: spend 2s and fours once this few rank groups remain


def set_choice(counts: Mapping[int, int], playable: Collection[int], size: int | None, reversed_order: bool, revolution: bool) -> tuple[int, int] | None:
    """P21 by rank: the value and size of the set ``normal`` plays, or ``None`` for its pass.

    ``counts`` are the hand's cards per rank value, ``playable`` the values of its legal plays and
    ``size`` the size of the play to beat (``None`` when leading). Leading, the weakest whole group
    that is not a reserve (the top rank, or a four with the revolution on) while there are others;
    following, the weakest whole group that beats, else the weakest that beats, a reserve only once
    the hand is down to ``RESERVE_GROUPS`` groups.
    """
    top = 0 if reversed_order else TOP
    weakest = max if reversed_order else min  # the lowest strength (P11: reversed, the highest value)
    if size is None:
        spare = [value for value in playable if value != top and not (revolution and counts[value] == 4)]
        value = weakest(spare or playable)
        return value, counts[value]
    affordable = [value for value in playable if counts[value] == size] or playable
    if len(counts) > RESERVE_GROUPS:
        affordable = [value for value in affordable if value != top and not (revolution and counts[value] == 4)]
    return (weakest(affordable), size) if affordable else None


@dataclass(slots=True)
class RankTable:
    """A plain deal in play, each hand as its cards per rank value (only the values held are keys).

    ``to_beat`` is the value, size and seat of the set to beat (``None`` when the trick is to be
    led), ``passed`` the seats out of this trick as a bit mask (P6), ``finished`` the seats out of
    cards in the order they went (P9); once the deal is over, every seat, the last one last (P10).
    """

    held: list[dict[int, int]]
    cards: list[int]  # each seat's number of cards
    current: int
    to_beat: tuple[int, int, int] | None
    passed: int
    reversed: bool
    revolution: bool
    finished: list[int]

    @classmethod
    def of(cls, world: PrezydentState) -> RankTable:
        """The table of a plain deal's state in its play (P3: the suits dropped)."""
        assert not world.house and world.phase == "play" and world.current_player is not None
        to_beat = world.to_beat
        beaten = None if to_beat is None else (card_value(to_beat.cards[0]), len(to_beat.cards), to_beat.seat)
        passed = sum(1 << seat for seat in world.passed)
        cards = [len(hand) for hand in world.hands]
        held = [value_counts(hand) for hand in world.hands]
        return cls(held, cards, world.current_player, beaten, passed, world.reversed, world.options["revolution"], list(world.finished))

    def copy(self) -> RankTable:
        held = [dict(counts) for counts in self.held]
        return RankTable(held, self.cards.copy(), self.current, self.to_beat, self.passed, self.reversed, self.revolution, self.finished.copy())

    def normal_choice(self) -> Choice:
        """``normal``'s move for the current seat, as from its observation (P21): the set :func:`set_choice`
        names, which is the whole hand when a legal play is (going out comes first)."""
        counts = self.held[self.current]
        if self.to_beat is None:
            return set_choice(counts, counts.keys(), None, self.reversed, self.revolution)
        beaten, size, _ = self.to_beat
        stronger = stronger_values(beaten, self.reversed)
        playable = [value for value, count in counts.items() if count >= size and value in stronger]  # P4, P5
        return set_choice(counts, playable, size, self.reversed, self.revolution)

    def ways_out(self, first: Choice) -> list[Choice]:
        """Every legal move of the current seat (:meth:`choices`), ``first`` first."""
        return [first, *(choice for choice in self.choices() if choice != first)]

    def hand_size(self, seat: int) -> int:
        return self.cards[seat]

    def choices(self) -> list[Choice]:
        """The current seat's legal moves, one per rank value and size, in the order of the state's legal
        actions: low to high in the order in force, each value's sizes up (P4) or the size to beat (P5),
        then the pass (P6)."""
        counts = self.held[self.current]
        values = sorted(counts, reverse=self.reversed)
        if self.to_beat is None:
            return [(value, size) for value in values for size in range(1, counts[value] + 1)]
        beaten, size, _ = self.to_beat
        stronger = stronger_values(beaten, self.reversed)
        moves: list[Choice] = [(value, size) for value in values if value in stronger and counts[value] >= size]
        moves.append(None)
        return moves

    def advance(self, choice: Choice) -> None:
        """Play the current seat's set of ``choice`` (its value and size), or pass it (``None``)."""
        seat = self.current
        if choice is None:
            self.passed |= 1 << seat  # P6
        else:
            value, size = choice
            counts = self.held[seat]
            if counts[value] == size:
                del counts[value]
            else:
                counts[value] -= size
            self.cards[seat] -= size
            self.to_beat = (value, size, seat)
            if size == 4 and self.revolution:
                self.reversed = not self.reversed  # P11, P13
            if not self.cards[seat]:
                self.finished.append(seat)  # P9
                if len(self.finished) == len(self.cards) - 1:  # P10: the last seat takes the last place
                    self.finished.extend(other for other in range(len(self.cards)) if other not in self.finished)
                    return
        self._pass_on(seat)

    def _pass_on(self, seat: int) -> None:
        """The next seat to the left still in the trick, or the trick won by its last set's seat, whose
        lead it is, or the next one's to its left still holding cards (P7, P8)."""
        assert self.to_beat is not None
        winner = self.to_beat[2]
        n = len(self.cards)
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if candidate == winner:
                break
            if self.cards[candidate] and not self.passed >> candidate & 1:
                self.current = candidate
                return
        while not self.cards[winner]:
            winner = (winner + 1) % n
        self.current, self.to_beat, self.passed = winner, None, 0
