"""The hard level's time limit: a search stops within 10 % of its budget in every game.

Time here is a fake clock that moves only as the search plays moves (a fixed
cost per move), so the figures do not depend on the machine or its load.
"""

from __future__ import annotations

import importlib

import pytest

from karciarnia import ai
from karciarnia.ai.budget import Budget
from karciarnia.ai.search import value_over_worlds
from karciarnia.games import get_game
from karciarnia.protocol import State
from karciarnia.rng import Rng

CAP_MS = 700  # the browser's budget
ALLOWED_OVERRUN = 0.10
MOVE_COST_MS = {"prezydent": 1.0, "koalicje": 1.5, "doudizhu": 0.8, "tarok": 20.0}
"""Fake cost of one move, per game: a sampled world (every candidate played out) costs more than
the allowed overrun, one rollout less: it is the stop inside a world that keeps within the cap."""


class WorkClock:
    """Fake seconds that pass only when a move is played."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def searched_positions(game_id: str, count: int) -> list[State]:
    """Positions of the first deal, reached by normal play, where the hard level searches."""
    hard_module = importlib.import_module(f"karciarnia.ai.{game_id}")
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = get_game(game_id).new_state(None, seed)
        first_deal = state.deal_number
        rng = Rng(seed)
        for _ in range(rng.below(30)):
            if state.is_terminal:
                break
            state.apply(ai.choose(game_id, "normal", state.observation(state.current_player), rng))
        if not state.is_terminal and state.deal_number == first_deal:
            candidates = hard_module.search_candidates(state.observation(state.current_player))
            if candidates is not None and len(candidates) > 2:
                found.append(state)
        seed += 1
    return found


@pytest.mark.parametrize("game_id", sorted(ai.SEARCHES))
def test_a_time_budget_is_never_overrun_by_more_than_a_tenth(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock()
    for state in searched_positions(game_id, 6):
        cls = type(state)
        play = cls._apply

        def costly(self: State, action, play=play) -> None:  # type: ignore[no-untyped-def]
            clock.now += MOVE_COST_MS[game_id] / 1000
            play(self, action)

        with monkeypatch.context() as patch:
            patch.setattr(cls, "_apply", costly)
            start = clock.now
            ai.choose(game_id, "hard", state.observation(state.current_player), Rng(0), Budget(millis=CAP_MS, clock=clock))
            spent_ms = (clock.now - start) * 1000
        assert spent_ms <= CAP_MS * (1 + ALLOWED_OVERRUN), f"{game_id}: {spent_ms:.0f} ms for a {CAP_MS} ms budget"


def test_a_world_cut_short_by_the_deadline_is_left_out() -> None:
    """Every candidate is valued over the same worlds, and the first world whole, however slow."""
    clock = WorkClock()
    candidates = [object()] * 5

    class World:
        def returns(self) -> list[float]:
            return [0.0]

        def clone(self) -> World:
            return self

        def _apply(self, action: object) -> None:
            clock.now += 0.1  # 100 ms a candidate: 500 ms a world

    def evaluator(world, deadline):  # type: ignore[no-untyped-def]
        return lambda simulation, before: 1.0

    valuation = value_over_worlds(candidates, None, Rng(0), Budget(millis=50, clock=clock), 1, lambda o, r: World(), evaluator)  # type: ignore[arg-type]
    assert valuation.worlds == 1 and valuation.totals == (1.0,) * 5
    clock.now = 0.0
    valuation = value_over_worlds(candidates, None, Rng(0), Budget(millis=700, clock=clock), 1, lambda o, r: World(), evaluator)  # type: ignore[arg-type]
    assert valuation.worlds == 1 and valuation.totals == (1.0,) * 5
    assert clock.now <= 0.7 + 0.1 + 1e-9
