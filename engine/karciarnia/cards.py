"""Card ids and decks, in the notation of DESIGN.md.

French-suited cards are rank then suit letter (``10H``, ``QS``, ``2C``),
jokers ``RJ``/``BJ``; tarok cards are ``KS``/``NS``/``JS``/``1S`` for suits,
``T1``…``T21`` for taroks and ``FOOL``. Ids never change with the language.
"""

from __future__ import annotations

from collections.abc import Iterable

from karciarnia.errors import excerpt

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
FRENCH_RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RED_JOKER = "RJ"
BLACK_JOKER = "BJ"
JOKERS: tuple[str, ...] = (RED_JOKER, BLACK_JOKER)


def french_deck() -> list[str]:
    """The 52 French-suited cards, by rank then suit."""
    return [rank + suit for rank in FRENCH_RANKS for suit in SUITS]


def rank_of(card: str) -> str:
    """The rank part of a French-suited card id (``"10H"`` → ``"10"``)."""
    return card[:-1]


def suit_of(card: str) -> str:
    """The suit letter of a French-suited card id (``"10H"`` → ``"H"``)."""
    return card[-1]


def is_french_card(card: object) -> bool:
    """Whether ``card`` is a valid id of one of the 52 French-suited cards."""
    return isinstance(card, str) and len(card) in (2, 3) and card[-1] in SUITS and card[:-1] in FRENCH_RANKS


def check_cards(cards: Iterable[object], allowed: set[str], where: str) -> list[str]:
    """Validate card ids against ``allowed`` and return them as a list.

    Raises ``ValueError`` naming the first unknown id and ``where`` it was found.
    """
    out: list[str] = []
    for card in cards:
        if not isinstance(card, str) or card not in allowed:
            raise ValueError(f"{where}: {excerpt(card)} is not a card of this game")
        out.append(card)
    return out


# -- Tarok (rules/tarok.md T1) ----------------------------------------------------
TAROK_RANKS: tuple[str, ...] = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1")
"""Suit ranks of the tarok deck, high to low: king, queen, knight (rycerz), page (paź), 10 … 1."""
TAROK_TRUMPS: tuple[str, ...] = tuple(f"T{number}" for number in range(1, 22))
"""The 21 taroks, highest (``T1``) first."""
FOOL = "FOOL"


def tarok_deck() -> list[str]:
    """The 78 tarok cards: taroks ``T1``…``T21``, the Fool, then each suit high to low."""
    return [*TAROK_TRUMPS, FOOL, *(rank + suit for suit in SUITS for rank in TAROK_RANKS)]
