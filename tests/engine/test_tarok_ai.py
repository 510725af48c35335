"""Tarok dla dwóch AIs: easy and normal are functions of an observation; normal takes the rich trick
cheaply and the most points in the endgame. How much stronger than easy it is over many deals is a
benchmark (scripts/bench_strength.py), not a test."""

from __future__ import annotations

import pytest
from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.games.tarok import ai as tarok_ai
from karciarnia.games.tarok.game import DECK, FOOL, TAROK, TarokState, seat_at, sort_hand
from karciarnia.rng import Rng
from tarok_support import game, optimum, play, points_after

BUDGET = Budget()


def choose(level: str, state: TarokState, salt: int = 0):
    seat = state.current_player
    return computers.choose("tarok", level, state.observation(seat), Rng(1000 + salt), BUDGET).card


def endgame(hand0: list[str], hand1: list[str], leader: int, trick: tuple[str, ...] = ()) -> TarokState:
    """A position after the stock is gone: these hands, every other card already played."""
    state = TAROK.new_state({}, 0)
    assert isinstance(state, TarokState)
    rest = [card for card in DECK if card not in set(hand0) | set(hand1) | set(trick)]
    state.hands = [sort_hand(hand0), sort_hand(hand1)]
    state.stock_pos = len(state.stock)
    state.played = rest + list(trick)
    state.trick = list(trick)
    state.leader = leader
    state._current = seat_at(leader, len(trick))
    state.trick_size = 2 if len(hand0) + len(hand1) + len(trick) == 2 else 4
    return state


# -- easy ------------------------------------------------------------------------------------------
def test_easy_plays_the_cheapest_card():
    # T10: hearts led; easy adds its cheapest heart: fewest points, then the lowest (2H, not the 1H worth 1).
    state = game(["T1", "KH", "5H", "3H", "JD", "2S", "7C", "8C", "9C"], ["T2", "T3", FOOL, "1H", "QH", "2H", "6S", "KD", "2D"])
    play(state, "5H")
    assert choose("easy", state) == "2H"


def test_easy_leads_its_lowest_card():
    state = game(["T1", "KH", "5H", "3H", "JD", "2S", "7C", "8C", "9C"], ["T2", "T3", FOOL, "1H", "QH", "2H", "6S", "KD", "2D"])
    assert choose("easy", state) == "2S"


# -- normal ----------------------------------------------------------------------------------------
def test_normal_wins_a_rich_trick_cheaply():
    # T14: the king of hearts is in the trick and the leader's T9 holds it; normal takes it with T5,
    # the cheapest tarok that beats T9 (easy would give it away with T20).
    hand0 = ["T1", "T9", "KH", "2S", "3S", "4S", "5S", "6S", "7S"]
    hand1 = ["T5", "T12", "T14", "T20", "2C", "3C", "4C", "5C", "6C"]
    state = game(hand0, hand1)
    play(state, "KH", "T14", "T9")
    assert choose("normal", state) == "T5"
    assert choose("easy", state) == "T20"


def test_normal_banks_the_fool_in_a_trick_it_takes():
    # T17: the Fool goes to the taker of its trick; normal adds it to a trick its T3 already holds.
    hand0 = ["T1", "5H", "7H", "2S", "3S", "4S", "5S", "6S", "7S"]
    hand1 = ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"]
    state = game(hand0, hand1)
    play(state, "5H", "T3", "7H")
    assert choose("normal", state) == FOOL


def test_normal_keeps_the_fool_out_of_a_lost_trick():
    # T17: a Fool added to a trick the opponent takes is 5 points given away; normal keeps it.
    hand0 = ["T1", "5H", "7H", "2S", "3S", "4S", "5S", "6S", "7S"]
    hand1 = ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"]
    state = game(hand0, hand1)
    play(state, "T1", "T20", "5H")
    assert choose("normal", state) == "T15"


def test_normal_catches_the_page_with_the_king():
    # T8: both hands known; leading the king of hearts forces the opponent's page into a trick
    # normal takes (the opponent must follow hearts with its last card, T10).
    state = endgame(["KH", "2C", "3C"], ["JH", "5H", "4C"], leader=0)
    assert state.observation(0).opponent_hand == ("JH", "5H", "4C")
    assert choose("normal", state) == "KH"
    assert choose("easy", state) == "2C"


def test_normal_counts_gone_cards():
    # Cards played are never sampled for the opponent, nor cards the current trick proves it lacks.
    state = game(["T1", "5H", "7H", "2S", "3S", "4S", "5S", "6S", "7S"], ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"])
    play(state, "5H", "T3")  # seat 1 did not follow hearts: it holds no heart
    observation = state.observation(0)
    mine = tarok_ai.mask_of(observation.hand)
    unseen = tarok_ai.ALL_MASK & ~mine & ~tarok_ai.mask_of(observation.played)
    pool = set(tarok_ai.cards_of(tarok_ai._opponent_pool(observation, unseen, 1)))
    assert not pool & {"5H", "T3", *observation.hand}
    assert not any(card.endswith("H") for card in pool)
    assert {"T2", "T15", "KS", FOOL} <= pool


def _endgame_positions(count: int, cards_each: int):
    """Random legal positions after the stock is gone, with at most ``cards_each`` cards in hand."""
    found = 0
    seed = 0
    while found < count:
        state = TAROK.new_state({}, 500 + seed)
        rng = Rng(seed)
        seed += 1
        while state.stock_count or max(map(len, state.hands)) > cards_each:
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.below(3)):  # sometimes in the middle of a trick
            state.apply(rng.choice(state.legal_actions()))
        found += 1
        yield state


@pytest.mark.parametrize(("cards_each", "positions"), [(3, 12), (5, 12), (7, 12), (9, 2)])
def test_normal_endgame_takes_the_most_points(cards_each, positions):
    # T18-T19: with both hands known, normal's card keeps the exact maximum of points (not of tricks).
    for state in _endgame_positions(positions, cards_each):
        me = state.current_player
        best = optimum(state, me)
        card = choose("normal", state)
        value = points_after(state, card, me)
        assert value == best, (state.record().to_json(), card)


def test_mask_rules_agree_with_the_engine():
    # T8-T17: the AI's bit-mask restatement gives the same legal cards and the same taker.
    rng = Rng(77)
    for seed in range(40):
        state = TAROK.new_state({}, seed)
        while not state.is_terminal:
            hand = state.hands[state.current_player]
            trick = [tarok_ai.INDEX[c] for c in state.trick]
            assert tarok_ai.cards_of(tarok_ai.legal_mask(tarok_ai.mask_of(hand), trick)) == state.legal_cards()
            state.apply(rng.choice(state.legal_actions()))
            last = state.tricks[-1] if state.tricks else None
            if last is not None and not state.trick:
                cards = [tarok_ai.INDEX[c] for c in last.cards]
                assert tarok_ai.trick_winner_seat(cards, last.leader) == last.winner


def test_ai_is_deterministic_given_its_rng():
    state = TAROK.new_state({}, 8)
    observation = state.observation(state.current_player)
    picks = {tarok_ai.normal(observation, Rng(5), BUDGET).id for _ in range(3)}
    assert len(picks) == 1
