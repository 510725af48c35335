"""A state's legal actions computed once per position, shared by the games whose listing costs.

A search's play-out asks a position for its legal actions (is the turn forced?) and then, when it is
not, builds the seat's observation, which lists them again: the cache makes that one listing.
"""

from __future__ import annotations

from abc import abstractmethod

from karciarnia.protocol import Action


class LegalCache:
    """Mixed into a :class:`~karciarnia.protocol.State` before it: ``legal_actions()`` from a tuple kept
    until the next action. The state sets ``_legal = None`` wherever it is built and at the start of
    ``advance``, its one way to change."""

    _legal: tuple[Action, ...] | None

    def legal_actions(self) -> list[Action]:
        return list(self._legal_tuple())

    def _legal_tuple(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = tuple(self._compute_legal())
        return legal

    @abstractmethod
    def _compute_legal(self) -> list[Action]:
        """The legal actions of the position, listed anew."""
