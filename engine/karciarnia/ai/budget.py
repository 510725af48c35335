"""What every AI level is called with: its budget, and the shape of a policy."""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

Clock = Callable[[], float]
"""Seconds from any fixed origin (``time.perf_counter``; tests give a fake one)."""


@dataclass(frozen=True)
class Deadline:
    """When a time-limited search must stop, read on its clock: once ``at`` has passed and ``floor``
    rollouts are done (``done``: the search's count), or at ``ceiling`` whatever the count."""

    at: float
    clock: Clock
    floor: int = 0
    ceiling: float = math.inf
    done: int = 0

    def passed(self) -> bool:
        now = self.clock()
        return now >= self.ceiling or (now >= self.at and self.done >= self.floor)

    def having_done(self, rollouts: int) -> Deadline:
        """This deadline for a search that has done ``rollouts``."""
        return dataclasses.replace(self, done=rollouts)


@dataclass(frozen=True)
class Budget:
    """How much a search may spend: iterations (reproducible) and/or milliseconds on ``clock``.

    A time limit may carry a ``floor`` of rollouts, which the search goes on to past ``millis``
    (a slow device still searches enough to play well), but never past ``ceiling_millis``.
    """

    iterations: int | None = None
    millis: float | None = None
    floor: int = 0
    ceiling_millis: float | None = None
    clock: Clock = field(default=time.perf_counter, compare=False, repr=False)

    def deadline(self) -> Deadline | None:
        """When a search that starts now must stop, or ``None`` without a time limit."""
        if self.millis is None:
            return None
        now = self.clock()
        ceiling = math.inf if self.ceiling_millis is None else now + self.ceiling_millis / 1000
        return Deadline(now + self.millis / 1000, self.clock, self.floor, ceiling)


NO_BUDGET = Budget()
"""What a policy is given where it spends nothing: the easy and normal choices a search replays or rolls out."""


Policy = Callable[[Observation, Rng, Budget], Action]
"""An AI level: what its seat may know, its own stream and a budget in, one legal action out."""
