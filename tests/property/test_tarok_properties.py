"""Invariants of Tarok dla dwóch over thousands of seeded random deals (OpenSpiel-style playouts).

Every game is played from its own seed with :class:`karciarnia.rng.Rng`, so a
failure names its seed and replays exactly.
"""

from __future__ import annotations

import json

import pytest

from karciarnia import computers
from karciarnia.games.tarok.game import DECK, POINTS, TAROK, TarokState
from karciarnia.protocol import Record
from karciarnia.rng import Rng

RANDOM_GAMES = 4000  # one deal each ...
MATCH_GAMES = 350  # ... plus 350 three-deal matches: 5,050 random deals in all
AI_GAMES = 60  # per pairing of levels
DECK_SET = set(DECK)


def check_deal_end(state: TarokState, deal_index: int, tricks: list) -> None:
    """T5, T18-T20: 20 tricks (19 of four cards, one of two), 89 points, every card taken once."""
    assert len(tricks) == 20
    assert [len(trick.cards) for trick in tricks] == [4] * 19 + [2]
    taken = [card for trick in tricks for card in trick.cards]
    assert len(taken) == 78 and set(taken) == DECK_SET  # T1: 78 cards conserved
    result = state.results[deal_index]
    assert sum(result.points) == 89 and sum(result.tricks) == 19 and sum(result.card_points) == 70
    for seat in (0, 1):
        mine = [trick for trick in tricks if trick.winner == seat]
        assert result.tricks[seat] == sum(trick.trick_point for trick in mine)
        assert result.card_points[seat] == sum(POINTS[card] for trick in mine for card in trick.cards)


def play_random(seed: int, deals: int) -> TarokState:
    """A random legal game, checking the invariants after every card."""
    state = TAROK.new_state({"deals": deals}, seed)
    assert isinstance(state, TarokState)
    rng = Rng(seed).fork(1)
    deal_index = 0
    previous_tricks = state.tricks
    while not state.is_terminal:
        seat = state.current_player
        hand = state.hands[seat]
        if not state.trick:
            leader_hands = [len(h) for h in state.hands]
            if state.stock_count or len(state.tricks) == 15:
                assert leader_hands == [9, 9]  # T3/T6: hands of 9 while the stock lasts
            assert state.trick_size == (2 if len(state.tricks) == 19 else 4)  # T5
        actions = state.legal_actions()
        assert actions and all(action.card in hand for action in actions)
        assert len(state.hands[0]) + len(state.hands[1]) + state.stock_count + len(state.played) == 78
        state.apply(rng.choice(actions))
        if state.deal_number != deal_index or state.is_terminal:
            check_deal_end(state, deal_index, previous_tricks if state.deal_number != deal_index else state.tricks)
            deal_index = state.deal_number
        previous_tricks = state.tricks
    assert len(state.results) == deals
    assert state.returns() == [sum(r.points[seat] for r in state.results) for seat in (0, 1)]  # T21
    assert sum(state.returns()) == 89 * deals and state.legal_actions() == []
    return state


def replays_identically(state: TarokState) -> bool:
    record = Record.from_json(json.loads(json.dumps(state.record().to_json())))
    again = record.replay(TAROK)
    return (
        again.history == state.history
        and again.returns() == state.returns()
        and again.results == state.results
        and again.tricks == state.tricks
        and again.observation(0).to_json() == state.observation(0).to_json()
    )


@pytest.mark.parametrize("block", range(8))
def test_random_single_deals(block):
    # T1-T20 over RANDOM_GAMES seeded single deals; every 10th one is replayed from its record.
    per_block = RANDOM_GAMES // 8
    for seed in range(block * per_block, (block + 1) * per_block):
        state = play_random(seed, 1)
        if seed % 10 == 0:
            assert replays_identically(state), seed


def test_random_matches():
    # T21: three-deal matches: totals summed, each deal checked; every 5th replayed.
    for seed in range(10_000, 10_000 + MATCH_GAMES):
        state = play_random(seed, 3)
        if seed % 5 == 0:
            assert replays_identically(state), seed


@pytest.mark.parametrize("levels", [("easy", "normal"), ("normal", "easy"), ("normal", "normal"), ("easy", "easy")])
def test_every_ai_action_is_legal(levels):
    # The AIs see only their observation and always answer with one of its legal actions.
    for seed in range(20_000, 20_000 + AI_GAMES):
        state = TAROK.new_state({}, seed)
        while not state.is_terminal:
            seat = state.current_player
            observation = state.observation(seat)
            action = computers.choose("tarok", levels[seat], observation, Rng(seed).fork(len(state.history)))
            assert action in state.legal_actions() and action in observation.legal_actions
            state.apply(action)
        assert sum(state.returns()) == 89
