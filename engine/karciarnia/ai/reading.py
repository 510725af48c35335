"""Worlds read from the play: of a few sampled worlds, the one that best explains the others' choices.

A sampler deals the unseen cards at random; a seat's plays and passes say more.
A game's ``unexplained(world, limit)`` replays the public choices in a world and
counts those its model of the others (their ``normal`` level) would not have
made there; the search keeps the first world that explains them all, else the
one that explains the most, so a seat that plays otherwise (a person) still
leaves worlds to search. A game may then improve the kept world (Prezydent swaps
unseen cards between hands while the play stays as well explained). Only public
choices are read: the true hands never enter.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Generic, TypeVar

from karciarnia.ai.memo import Memo
from karciarnia.protocol import Action, State

World = TypeVar("World")
Replayed = TypeVar("Replayed", bound=State)
Key = TypeVar("Key", bound=Hashable)


def likeliest_world(draw: Callable[[], World], unexplained: Callable[[World, int], int], attempts: int, bound: int) -> tuple[World, int]:
    """Of up to ``attempts`` worlds from ``draw``, the first with no unexplained choice, else the earliest with
    the fewest; and how many it leaves unexplained. ``unexplained`` counts up to its limit, at first ``bound``:
    more than there are choices."""
    best = draw()
    fewest = unexplained(best, bound)
    for _ in range(attempts - 1):
        if not fewest:
            break
        world = draw()
        missed = unexplained(world, fewest)
        if missed < fewest:
            best, fewest = world, missed
    return best, fewest


class Replay(Generic[Replayed]):
    """The public choices played again in one world from ``start()``, a state before the first of them, as
    far as a choice asked needs: on from where it stands, or from the start again once it has gone past.
    A reading asks the choices its memo does not hold, and mostly in order."""

    def __init__(self, start: Callable[[], Replayed], choices: Sequence[Action]) -> None:
        self.start = start
        self.choices = choices
        self.state: Replayed | None = None
        self.done = 0  # the choices made in ``state``

    def before(self, index: int) -> Replayed:
        """The state in which choice ``index`` was made."""
        if self.state is None or self.done > index:
            self.state, self.done = self.start(), 0
        for action in self.choices[self.done : index]:
            self.state.advance(action)
        self.done = index
        return self.state


class ChoiceCheck(Generic[Key]):
    """The others' choices ``made`` (each by its place in the deal) that a reading compares, world by world
    of a search, with its model's.

    The model's choices are kept in ``memo`` under a key the game knows without replaying the deal, so
    a hit needs no replay. The choices an earlier world failed to explain (``suspects``) are checked
    first: a world that fails mostly fails where another did, and the count, capped at its limit, is
    the same in whatever order the choices are checked.
    """

    def __init__(self, made: Mapping[int, Action], memo: Memo[Key, Action]) -> None:
        self.made = made
        self.memo = memo
        self.suspects: set[int] = set()

    def unexplained(self, key: Callable[[int], Key], model: Callable[[int], Action], limit: int) -> int:
        """How many of the choices the model would not have made in one world (counted up to ``limit``):
        ``key(place)`` is the memo's key of a choice in that world, ``model(place)`` the model's choice
        there when the memo has none."""
        missed = 0
        for place in sorted(self.made, key=lambda place: place not in self.suspects):
            wanted = key(place)
            choice = self.memo.get(wanted)
            if choice is None:
                choice = model(place)
                self.memo.put(wanted, choice)
            if choice != self.made[place]:
                self.suspects.add(place)
                missed += 1
                if missed >= limit:
                    break
        return missed
