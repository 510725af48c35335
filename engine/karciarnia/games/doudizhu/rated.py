"""Dou Dizhu's deals as results for a rating (karciarnia.rating): the landlord's side against the farmers'.

Each deal of a series (D24) is a result against each seat on the other side in that deal: the
landlord plays both farmers, a farmer plays the landlord only (the other farmer is a partner, not
an opponent); won or lost as the side won (D21). A deal dealt again because no one bid has no side.
"""

from __future__ import annotations

from karciarnia.games.doudizhu.game import LANDLORD, DoudizhuState
from karciarnia.protocol import State


def by_sides(state: State, seat: int) -> list[tuple[int, float]]:
    """``seat``'s results in every deal of the finished series: (an opponent's seat, 1 won or 0 lost)."""
    assert isinstance(state, DoudizhuState)
    results = []
    for deal in state.results:
        landlord = deal.landlord == seat
        won = (deal.winner == LANDLORD) == landlord
        opponents = [other for other in range(state.num_players) if other != seat] if landlord else [deal.landlord]
        results += [(other, 1.0 if won else 0.0) for other in opponents]
    return results
