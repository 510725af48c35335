"""Bounded memo tables for the AIs.

Pyodide's heap never shrinks, so no table an AI keeps between decisions may
grow without limit: a :class:`Memo` empties itself when it is full (cheaper
than a least-recently-used order, and the AIs refill what they need within a
decision). Every memo is listed in :data:`MEMOS` by name, so that the soak
benchmark and the tests can see them all.
"""

from __future__ import annotations

from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict[K, V]):
    """A dict of at most ``limit`` entries: storing into a full one clears it first."""

    __slots__ = ("limit", "name")

    def __init__(self, name: str, limit: int) -> None:
        super().__init__()
        self.name = name
        self.limit = limit
        MEMOS[name] = self

    def put(self, key: K, value: V) -> None:
        """Store ``value`` under ``key``, emptying the memo first if it is full."""
        if len(self) >= self.limit and key not in self:
            self.clear()
        self[key] = value


MEMOS: dict[str, Memo[Any, Any]] = {}
"""Every memo by name (filled as the AI modules are imported)."""
