"""Checks shared by the games' explicit deals (the ``deal`` option): the shape of
the request, lists of cards, and a deal that holds the whole deck once.

Every check raises ``ValueError`` with a message fit for the player; the
option machinery turns it into an ``InvalidOptionError``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from karciarnia.errors import excerpt, excerpts


def check_keys(deal: Any, allowed: Collection[str], lists: Sequence[str], shape: str) -> None:
    """``deal`` is an object whose ``lists`` keys are lists and whose keys are all ``allowed``."""
    if not isinstance(deal, dict) or any(not isinstance(deal.get(key), list) for key in lists):
        raise ValueError(f"expected {shape}")
    unknown = sorted(str(key) for key in set(deal) - set(allowed))
    if unknown:
        raise ValueError(f"unknown key(s) {excerpts(unknown)}")


def read_cards(value: Any, where: str, known: Collection[str], size: int | None = None, aliases: Mapping[str, str] | None = None) -> list[str]:
    """``value`` as a list of cards of ``known`` (``size`` of them, or at least one); ``aliases`` renames first."""
    if not isinstance(value, list) or (len(value) != size if size is not None else not value):
        raise ValueError(f"{where} must be a list of {size} cards" if size is not None else f"{where} must be a non-empty list of cards")
    cards = []
    for card in value:
        if isinstance(card, str) and aliases:
            card = aliases.get(card, card)
        if not isinstance(card, str) or card not in known:
            raise ValueError(f"{where}: {excerpt(card)} is not a card of this game")
        cards.append(card)
    return cards


def read_hands(value: Any, seats: int, known: Collection[str], size: int | None = None, aliases: Mapping[str, str] | None = None) -> list[list[str]]:
    """``value`` as ``seats`` hands (see :func:`read_cards`)."""
    if not isinstance(value, list) or len(value) != seats:
        raise ValueError(f"expected {seats} hands, got {len(value) if isinstance(value, list) else excerpt(value)}")
    return [read_cards(hand, f"hand of seat {seat}", known, size, aliases) for seat, hand in enumerate(value)]


def check_whole_deck(dealt: Sequence[str], deck: Sequence[str], where: str) -> None:
    """``dealt`` holds every card of ``deck`` as often as the deck does (a joker may be there twice)."""
    have, want = Counter(dealt), Counter(deck)
    if have != want:
        repeated = sorted((have - want).keys())
        missing = sorted((want - have).keys())
        raise ValueError(
            f"{where} must hold each of the {len(deck)} cards exactly once"
            + (f"; repeated: {', '.join(repeated)}" if repeated else "")
            + (f"; missing: {', '.join(missing)}" if missing else "")
        )
