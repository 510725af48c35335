"""A small seeded random stream, identical in CPython and in Pyodide.

The rules never touch a global RNG: a game is its seed plus its actions.
SplitMix64 is tiny, fast and fully specified, so replays match bit for bit
on every Python the engine runs on.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 stream with the few draws the games need."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next_u64(self) -> int:
        """The next 64-bit output."""
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no bias)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def fork(self, salt: int) -> Rng:
        """An independent stream derived from this one's state and ``salt``.

        Not one-way: the new state is this one XOR a constant, so whoever holds
        the fork and knows ``salt`` holds this stream too. To derive a stream
        that must not reveal its source, use :func:`hashed_stream`.
        """
        return Rng(self._state ^ ((salt * 0xD1B54A32D192ED03) & _MASK))

    def clone(self) -> Rng:
        """A copy that continues exactly like this stream."""
        return Rng(self._state)


def hashed_stream(domain: bytes, *parts: int) -> Rng:
    """A stream seeded by a one-way hash of ``parts``: its state cannot be turned back into them.

    Only trying every candidate would find them, so a secret part is as safe
    as its own entropy. BLAKE2b (8-byte digest) over the parts, each packed as
    64 little-endian bits (masked like :class:`Rng` masks a seed), with
    ``domain`` (at most 16 bytes) as its personalisation, so that different
    uses never share a stream. Same parts, same stream, in CPython and Pyodide.
    """
    packed = b"".join((part & _MASK).to_bytes(8, "little") for part in parts)
    digest = hashlib.blake2b(packed, digest_size=8, person=domain).digest()
    return Rng(int.from_bytes(digest, "little"))
