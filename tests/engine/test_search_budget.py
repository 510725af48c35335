"""The hard level's time limit: a search stops within 10 % of its budget in every game, and a page's
budget goes on to the game's rollout floor on a slow device, but not past its ceiling.

Time here is a fake clock that moves only as the search plays moves or rollouts (a fixed
cost each), so the figures do not depend on the machine or its load. Each search starts from empty
memos, as a game's first decision does: what another test left in them would change which replays a
reading needs, and so the figures.
"""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia import play
from karciarnia.ai.budget import Budget
from karciarnia.ai.memo import MEMOS
from karciarnia.ai.search import SEARCHES_RUN, value_over_worlds
from karciarnia.catalog import get_game
from karciarnia.games.prezydent.rank_play import RankTable
from karciarnia.protocol import State
from karciarnia.rng import Rng

CAP_MS = 700  # the browser's budget
ALLOWED_OVERRUN = 0.10
MOVE_COST_MS = {"prezydent": 0.15, "koalicje": 1.5, "doudizhu": 0.8, "tarok": 20.0}
"""Fake cost of one move, per game: a sampled world (every candidate played out) costs more than
the allowed overrun, one rollout less: it is the stop inside a world that keeps within the cap.
(Prezydent's rollouts are about 115 moves, up to about 340, with its searching seat's look-ahead.)"""


ROLLOUT_MOVERS: dict[str, tuple[type, ...]] = {"prezydent": (RankTable,)}
"""What plays a game's rollout moves besides its state, each move at the same fake cost: Prezydent's plain
rollouts play on a table of rank counts."""


class WorkClock:
    """Fake seconds that pass only when a move is played."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def searched_candidates(game_id: str, state: State) -> tuple | None:  # type: ignore[type-arg]
    """The actions the hard level searches in ``state``, ``None`` where it does not search."""
    return importlib.import_module(f"karciarnia.games.{game_id}.ai").search_candidates(state.observation(state.current_player))


def searched_positions(game_id: str, count: int) -> list[State]:
    """Positions of the first deal, reached by normal play, where the hard level searches."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = get_game(game_id).new_state(None, seed)
        first_deal = state.deal_number
        rng = Rng(seed)
        for _ in range(rng.below(30)):
            if state.is_terminal:
                break
            state.apply(computers.choose(game_id, "normal", state.observation(state.current_player), rng))
        if not state.is_terminal and state.deal_number == first_deal:
            candidates = searched_candidates(game_id, state)
            if candidates is not None and len(candidates) > 2:
                found.append(state)
        seed += 1
    return found


@pytest.mark.parametrize("game_id", sorted(BUNDLES))
def test_a_time_budget_is_never_overrun_by_more_than_a_tenth(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock()

    def costly(play):  # type: ignore[no-untyped-def]
        def advance(self, action) -> None:  # type: ignore[no-untyped-def]
            clock.now += MOVE_COST_MS[game_id] / 1000
            play(self, action)

        return advance

    for state in searched_positions(game_id, 6):
        with monkeypatch.context() as patch:
            for mover in (type(state), *ROLLOUT_MOVERS.get(game_id, ())):
                patch.setattr(mover, "advance", costly(mover.advance))
            for memo in MEMOS.values():
                memo.clear()
            start = clock.now
            budget = Budget(millis=CAP_MS, floor=0, clock=clock)  # no rollout floor: the time limit alone
            computers.choose(game_id, "hard", state.observation(state.current_player), Rng(0), budget)
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

        def advance(self, action: object) -> None:
            clock.now += 0.1  # 100 ms a candidate: 500 ms a world

    def evaluator(world, deadline):  # type: ignore[no-untyped-def]
        return lambda simulation, before: 1.0

    valuation = value_over_worlds(candidates, Rng(0), Budget(millis=50, clock=clock), 1, lambda r: World(), evaluator)  # type: ignore[arg-type]
    assert valuation.worlds == 1 and valuation.totals == (1.0,) * 5
    clock.now = 0.0
    valuation = value_over_worlds(candidates, Rng(0), Budget(millis=700, clock=clock), 1, lambda r: World(), evaluator)  # type: ignore[arg-type]
    assert valuation.worlds == 1 and valuation.totals == (1.0,) * 5
    assert clock.now <= 0.7 + 0.1 + 1e-9


CEILING_MS = play.SLOW_CEILING_MS


def page_search(game_id: str, state: State, rollout_ms: float, monkeypatch: pytest.MonkeyPatch) -> tuple[float, int]:
    """The ms and rollouts of hard's decision in ``state`` on the page's 700 ms budget, each rollout costing ``rollout_ms``."""
    clock = WorkClock()
    cls = type(state)
    clone = cls.clone
    module = importlib.import_module(f"karciarnia.games.{game_id}.ai")
    spec = module.SEARCH
    rolling_out = []  # a rollout's own copies (Prezydent's look-ahead) are part of its cost

    def costly(self: State, clone=clone) -> State:  # type: ignore[no-untyped-def]
        if not rolling_out:
            clock.now += rollout_ms / 1000  # the search clones the world once per rollout
        return clone(self)

    def play_out(world: State, rng: Rng) -> None:
        rolling_out.append(world)
        try:
            spec.play_out(world, rng)
        finally:
            rolling_out.pop()

    budget = dataclasses.replace(play.budget_of({"budget": {"millis": CAP_MS}}, game_id), clock=clock)
    before = SEARCHES_RUN.rollouts
    with monkeypatch.context() as patch:
        patch.setattr(cls, "clone", costly)
        patch.setattr(module, "SEARCH", dataclasses.replace(spec, play_out=play_out))
        computers.choose(game_id, "hard", state.observation(state.current_player), Rng(0), budget)
    return clock.now * 1000, SEARCHES_RUN.rollouts - before


def browser_rollout_ms(game_id: str) -> float:
    """A rollout's cost on the counted browser: its rollouts fill the 700 ms budget."""
    return CAP_MS / BUNDLES[game_id].browser_rollouts


@pytest.mark.parametrize("game_id", sorted(BUNDLES))
def test_on_a_fast_device_a_search_stops_at_its_time_budget(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for state in searched_positions(game_id, 3):
        spent_ms, rollouts = page_search(game_id, state, browser_rollout_ms(game_id), monkeypatch)
        assert CAP_MS <= spent_ms <= CAP_MS * (1 + ALLOWED_OVERRUN), f"{game_id}: {spent_ms:.0f} ms"
        assert rollouts >= BUNDLES[game_id].rollout_floor


@pytest.mark.parametrize("game_id", sorted(BUNDLES))
def test_on_a_slow_device_a_search_goes_past_its_time_budget_to_the_rollout_floor(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor = BUNDLES[game_id].rollout_floor
    rollout_ms = 2 * CAP_MS / floor  # the floor takes twice the budget
    for state in searched_positions(game_id, 3):
        spent_ms, rollouts = page_search(game_id, state, rollout_ms, monkeypatch)
        world = len(searched_candidates(game_id, state))  # at most one world's rollouts past the floor
        assert floor <= rollouts < floor + world, f"{game_id}: {rollouts} rollouts, floor {floor}"
        assert CAP_MS * (1 + ALLOWED_OVERRUN) < spent_ms < CEILING_MS, f"{game_id}: {spent_ms:.0f} ms"


@pytest.mark.parametrize("game_id", sorted(BUNDLES))
def test_on_an_extremely_slow_device_a_search_stops_at_its_ceiling(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    floor = BUNDLES[game_id].rollout_floor
    rollout_ms = 10 * CAP_MS / floor  # the floor would take ten times the budget
    for state in searched_positions(game_id, 3):
        spent_ms, rollouts = page_search(game_id, state, rollout_ms, monkeypatch)
        assert CEILING_MS <= spent_ms <= CEILING_MS * (1 + ALLOWED_OVERRUN), f"{game_id}: {spent_ms:.0f} ms"
        assert rollouts < floor
