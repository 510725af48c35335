"""Narrow errors: every refusal says what was wrong and where."""

from __future__ import annotations

import reprlib
from typing import Any

EXCERPT_CHARS = 30  # the most of a bad value an error message quotes (it may be megabytes, or nested deep): one unbroken line on a phone


class KarciarniaError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalActionError(KarciarniaError):
    """An action that is not legal in the current position."""


class InvalidOptionError(KarciarniaError):
    """A game option that is unknown, of the wrong type or out of range."""


class InvalidRecordError(KarciarniaError):
    """A saved game or replay record that cannot be read or replayed."""


class InvalidRequestError(KarciarniaError):
    """A request to the JSON boundary that is malformed."""


class GuestMessageError(InvalidRequestError):
    """A message from a peer-to-peer guest's page that is malformed or of another protocol version."""


def _short_repr() -> reprlib.Repr:
    short = reprlib.Repr()
    short.maxlevel = 2
    short.maxstring = short.maxlong = short.maxother = EXCERPT_CHARS
    return short


_SHORT = _short_repr()


def excerpt(value: Any) -> str:
    """``repr(value)`` cut to at most ``EXCERPT_CHARS`` characters, in time and depth bounded by them too."""
    text = _SHORT.repr(value)
    return text if len(text) <= EXCERPT_CHARS else text[: EXCERPT_CHARS - 1] + "…"


def excerpts(values: list[Any], shown: int = 3) -> str:
    """The first ``shown`` of ``values`` as excerpts, and how many more there are."""
    more = len(values) - shown
    return ", ".join(map(excerpt, values[:shown])) + (f" and {more} more" if more > 0 else "")
