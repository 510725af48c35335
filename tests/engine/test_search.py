"""The hard level's search, for every game that has one: worlds that agree with
the observation, samplers blind to the true hidden cards, legal anytime choices."""

from __future__ import annotations

import dataclasses

import pytest

from karciarnia.ai import Budget
from karciarnia.catalog import BUNDLES
from karciarnia import computers
from karciarnia.ai.search import distinct, evaluate, search
from karciarnia.catalog import get_game
from karciarnia.protocol import Action, State
from karciarnia.rng import Rng

GAMES_WITH_SEARCH = sorted(BUNDLES)
POSITIONS = 12


def positions(game_id: str, count: int) -> list[State]:
    """Positions reached by normal play, taken at varied depths of the first deal."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = get_game(game_id).new_state(None, seed)
        rng = Rng(seed)
        stop = rng.below(60)
        for _ in range(stop):
            if state.is_terminal or state.deal_number != get_game(game_id).new_state(None, seed).deal_number:
                break
            actor = state.current_player
            state.apply(computers.choose(game_id, "normal", state.observation(actor), rng))
        if not state.is_terminal and len(state.legal_actions()) > 1:
            spec = BUNDLES[game_id].search
            try:
                spec.worlds(state.observation(state.current_player))(Rng(0))
            except ValueError:
                pass  # a position the search leaves to another policy (e.g. an exchange)
            else:
                found.append(state)
        seed += 1
    return found


def views(state: State) -> list[dict]:
    return [state.observation(seat).to_json() for seat in range(state.num_players)]


@pytest.mark.parametrize("game_id", GAMES_WITH_SEARCH)
def test_sampled_worlds_agree_with_everything_the_seat_knows(game_id: str) -> None:
    spec = BUNDLES[game_id].search
    for state in positions(game_id, POSITIONS):
        seat = state.current_player
        observation = state.observation(seat)
        for salt in range(3):
            world = spec.worlds(observation)(Rng(salt))
            assert world.observation(seat).to_json() == observation.to_json()
            assert [a.id for a in world.legal_actions()] == [a.id for a in state.legal_actions()]


@pytest.mark.parametrize("game_id", GAMES_WITH_SEARCH)
def test_the_sampler_never_sees_the_true_hidden_cards(game_id: str) -> None:
    """Two different true positions with the same observation give the same samples.

    The two positions are themselves sampled worlds: they agree with the
    observation but deal the hidden cards differently, and the sampler cannot
    tell them apart.
    """
    spec = BUNDLES[game_id].search
    compared = 0
    for state in positions(game_id, POSITIONS):
        seat = state.current_player
        first = spec.worlds(state.observation(seat))(Rng(101))
        second = spec.worlds(state.observation(seat))(Rng(202))
        if views(first) == views(second):
            continue  # nothing hidden is left to differ
        compared += 1
        again_first = spec.worlds(first.observation(seat))(Rng(7))
        again_second = spec.worlds(second.observation(seat))(Rng(7))
        assert views(again_first) == views(again_second)
    assert compared >= POSITIONS // 2


@pytest.mark.parametrize("game_id", GAMES_WITH_SEARCH)
def test_search_returns_a_legal_action_reproducibly(game_id: str) -> None:
    spec = BUNDLES[game_id].search
    for state in positions(game_id, 4):
        observation = state.observation(state.current_player)
        budget = Budget(iterations=24)
        chosen = search(spec, observation, Rng(5), budget)
        assert chosen in observation.legal_actions
        assert search(spec, observation, Rng(5), budget) == chosen
        assert len(distinct(observation.legal_actions, spec.action_key)) >= 1


@pytest.mark.parametrize("game_id", GAMES_WITH_SEARCH)
def test_a_time_budget_alone_ends_the_search(game_id: str) -> None:
    state = positions(game_id, 1)[0]
    observation = state.observation(state.current_player)
    chosen = search(BUNDLES[game_id].search, observation, Rng(1), Budget(millis=20))
    assert chosen in observation.legal_actions


SERIES = {"prezydent": "P16", "doudizhu": "D24", "tarok": "T21"}  # the games played over several deals, and their rule


def deal_ending_positions(game_id: str, count: int) -> list[State]:
    """Positions of a game of three deals, reached by normal play in its first deal, where a legal move ends that deal."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = get_game(game_id).new_state({"deals": 3}, seed)
        while not state.is_terminal and state.deal_number == 0 and len(found) < count:
            if any(ends_the_deal(state, action) for action in state.legal_actions()):
                found.append(state.clone())
            state.apply(computers.choose(game_id, "normal", state.observation(state.current_player), Rng(seed)))
        seed += 1
    return found


def ends_the_deal(state: State, action: Action) -> bool:
    after = state.clone()
    after.advance(action)
    return after.deal_number != state.deal_number


@pytest.mark.parametrize("game_id", sorted(SERIES))
def test_a_move_that_ends_the_deal_is_valued_without_playing_the_next_deal(game_id: str) -> None:
    # P16, D24, T21: a rollout plays the searched deal only; the move that ends it leaves nothing to play
    spec = BUNDLES[game_id].search
    for state in deal_ending_positions(game_id, 3):
        observation = state.observation(state.current_player)
        candidates = distinct(observation.legal_actions, spec.action_key)
        played: list[int] = []

        def recorded(world: State, rng: Rng) -> None:
            played.append(world.deal_number)
            spec.play_out(world, rng)

        valuation = evaluate(dataclasses.replace(spec, play_out=recorded), observation, candidates, Rng(0), Budget(iterations=3 * len(candidates)))
        assert set(played) <= {state.deal_number}, SERIES[game_id]
        assert len(played) < valuation.worlds * len(candidates)  # the deal's last move was not played out
