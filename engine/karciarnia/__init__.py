"""Karciarnia: the rules engine of a browser card room.

Four games share one protocol (:mod:`karciarnia.protocol`); the browser talks
to the engine through the JSON boundary in :mod:`karciarnia.api`.
"""

from karciarnia.errors import (
    IllegalActionError,
    InvalidOptionError,
    InvalidRecordError,
    KarciarniaError,
)

__version__ = "0.1.0"

__all__ = [
    "IllegalActionError",
    "InvalidOptionError",
    "InvalidRecordError",
    "KarciarniaError",
    "__version__",
]
