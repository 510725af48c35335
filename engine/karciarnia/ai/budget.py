"""What every AI level is called with: its budget, and the shape of a policy."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng

Clock = Callable[[], float]
"""Seconds from any fixed origin (``time.perf_counter``; tests give a fake one)."""


@dataclass(frozen=True)
class Deadline:
    """The moment a search must stop by, read on its clock."""

    at: float
    clock: Clock

    def passed(self) -> bool:
        return self.clock() >= self.at


@dataclass(frozen=True)
class Budget:
    """How much a search may spend: iterations (reproducible) and/or milliseconds on ``clock``."""

    iterations: int | None = None
    millis: float | None = None
    clock: Clock = field(default=time.perf_counter, compare=False, repr=False)

    def deadline(self) -> Deadline | None:
        """When a search that starts now must stop, or ``None`` without a time limit."""
        if self.millis is None:
            return None
        return Deadline(self.clock() + self.millis / 1000, self.clock)


Policy = Callable[[Observation, Rng, Budget], Action]
"""An AI level: what its seat may know, its own stream and a budget in, one legal action out."""
