"""What every AI level is called with: its budget, and the shape of a policy."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from karciarnia.protocol import Action, Observation
from karciarnia.rng import Rng


@dataclass(frozen=True)
class Budget:
    """How much a search may spend: iterations (reproducible) and/or milliseconds."""

    iterations: int | None = None
    millis: float | None = None


Policy = Callable[[Observation, Rng, Budget], Action]
"""An AI level: what its seat may know, its own stream and a budget in, one legal action out."""
