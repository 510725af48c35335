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

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from karciarnia.protocol import Action, State

World = TypeVar("World")
Replayed = TypeVar("Replayed", bound=State)


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
