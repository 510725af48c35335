"""The analysis of a decision never peeks: twin deals that differ only in cards hidden
from the seat at that decision get the same analysis of it, in all four games.

The twins are those of :mod:`test_observation_twins` (P19, D6, T3, K15/K18/K19): cards swapped
between two hands the seat cannot see, or between the opponent's hand and the stock.
"""

from __future__ import annotations

import pytest
from karciarnia.analysis import analyse
from secrecy_support import may_know
from test_observation_twins import TWINS, common_action, twin_states

DECISIONS = 3  # searched decisions compared per game


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_twin_deals_get_the_same_analysis(game_id: str) -> None:
    # the analysis of a decision must not use cards that were hidden then
    compared = seed = 0
    while compared < DECISIONS and seed < 40:
        seed += 1
        rng, seat, first, second = twin_states(game_id, seed, 0x14A)
        while not first.is_terminal and may_know(first, seat) == may_know(second, seat) and compared < DECISIONS:
            if first.current_player == seat and len(first.legal_actions()) > 1:
                move = len(first.history)
                action_id = rng.choice([action.id for action in first.legal_actions()])
                first.apply(action_id)
                second.apply(action_id)
                one, other = (analyse(state.record(), seat, move) for state in (first, second))
                assert one.to_json() == other.to_json(), f"{game_id} seat {seat} move {move}"
                compared += bool(one.values)  # only a searched decision counts: the bidding and the like are not
                continue
            action_id = common_action(first, second, rng)
            if action_id is None:
                break
            first.apply(action_id)
            second.apply(action_id)
    assert compared >= DECISIONS
