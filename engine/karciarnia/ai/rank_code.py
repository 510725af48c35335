"""A hand's cards per rank as one integer, :data:`BITS` bits a rank (no game here holds more than four cards
of a rank): a key that is cheap to hash, and that a card moved in or out of the hand changes by its
rank's :func:`weight`. Dou Dizhu's endgame solver keys its positions by it, Prezydent's reading its hands."""

from __future__ import annotations

from collections.abc import Iterable

BITS = 3
MASK = (1 << BITS) - 1


def weight(rank: int) -> int:
    """What one card of ``rank`` adds to a hand's code."""
    return 1 << (BITS * rank)


def coded(counts: Iterable[tuple[int, int]]) -> int:
    """The code of a hand given as (rank, cards of that rank) pairs."""
    return sum(count << (BITS * rank) for rank, count in counts)


def decoded(code: int, ranks: int) -> tuple[int, ...]:
    """The cards of each of the first ``ranks`` ranks in a hand's code."""
    return tuple((code >> (BITS * rank)) & MASK for rank in range(ranks))
