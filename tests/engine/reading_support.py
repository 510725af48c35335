"""Shared by the games' reading tests: a search's reading, which learns as its worlds go by, counts each
world's unexplained choices as a fresh one would."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from karciarnia.ai.memo import Memo
from karciarnia.ai.reading import ChoiceCheck


class Reading(Protocol):
    check: ChoiceCheck[Any]

    def unexplained(self, hands: Sequence[Sequence[str]], limit: int) -> int: ...


def counts_as_fresh(new_reading: Callable[[], Reading], memo: Memo[Any, Any], worlds: Sequence[Sequence[Sequence[str]]], whole: int) -> bool:
    """Assert that one reading counts every world, at every limit, as a fresh reading with an empty ``memo``
    counts it whole (capped at the limit); return whether it learnt suspects on the way. The whole count
    comes first: its replays go back to the choices checked after the suspects."""
    fresh = []
    for hands in worlds:
        memo.clear()
        fresh.append(new_reading().unexplained(hands, whole))
    memo.clear()
    reading = new_reading()
    for hands, count in zip(worlds, fresh, strict=True):
        for limit in (whole, 2, 1):
            assert reading.unexplained(hands, limit) == min(limit, count)
    return bool(reading.check.suspects)
