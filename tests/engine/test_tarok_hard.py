"""Tarok hard level: worlds sampled from the observation only, with the facts that
still hold (T4, T8, T10, T11, forgotten at the next draw, T6), the exact endgame (hard
takes the most points there are), legal and reproducible choices. How much stronger
than normal it is over many deals is a benchmark (scripts/bench_strength.py,
``python -m karciarnia ladder tarok``), not a test."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from karciarnia import computers
from karciarnia.ai import Budget
from karciarnia.ai.search import policy_play_out
from karciarnia.games.tarok import ai as tarok_ai
from karciarnia.games.tarok.game import DECK, FOOL, INDEX, KIND, TAROK, TarokState
from karciarnia.rng import Rng
from tarok_support import game, optimum, play, points_after


def opponent_hands(state: TarokState, count: int = 200) -> list[set[str]]:
    """The opponent's hand in ``count`` worlds sampled for the seat to play."""
    seat = state.current_player
    observation = state.observation(seat)
    return [set(tarok_ai.sample_world(observation, Rng(salt)).hands[1 - seat]) for salt in range(count)]


def suit_of(cards: set[str], kind: str) -> set[str]:
    return {card for card in cards if KIND[card] == kind}


# Seat 0 holds T1 and leads (T4); seat 1 has neither hearts nor… whatever the test says.
LEADER = ["T1", "5H", "7H", "KH", "3S", "4S", "5S", "6S", "7S"]


# -- facts of the current trick ------------------------------------------------------------------
def test_a_seat_that_did_not_follow_suit_holds_none_of_it():
    # T10: hearts led, seat 1 played a tarok: it has no heart (it may have taroks, T11 met).
    state = game(LEADER, ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"])
    play(state, "5H", "T3")
    hands = opponent_hands(state)
    assert all(not suit_of(hand, "H") for hand in hands)
    assert any(suit_of(hand, "T") for hand in hands)
    assert all(len(hand) == 8 for hand in hands)


def test_a_seat_that_neither_followed_nor_trumped_holds_no_tarok():
    # T10 then T11: hearts led, seat 1 played a club: no heart and no tarok (the Fool it may hold, T9).
    state = game(LEADER, ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"])
    play(state, "5H", "2C")
    hands = opponent_hands(state)
    assert all(not suit_of(hand, "H") and not suit_of(hand, "T") for hand in hands)
    assert any(FOOL in hand for hand in hands)


def test_the_fool_reveals_nothing_about_suits():
    # T9: the Fool may always be played (but for T8), so it proves no void.
    state = game(LEADER, ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"])
    play(state, "5H", FOOL)
    assert any(suit_of(hand, "H") for hand in opponent_hands(state))


def test_a_seat_that_did_not_play_the_page_under_the_king_holds_no_page():
    # T8: the king of hearts lies in the trick; seat 1 played a tarok instead of the page, so it has
    # no page of hearts — nor any heart (T10); the page is somewhere in the stock.
    state = game(LEADER, ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"])
    play(state, "KH", "T3")
    hands = opponent_hands(state)
    assert all("JH" not in hand and not suit_of(hand, "H") for hand in hands)
    world = tarok_ai.sample_world(state.observation(0), Rng(1))
    assert "JH" in world.stock


def test_the_leaders_second_card_is_bound_too():
    # T13: seat 1 leads clubs, seat 0 follows, seat 1's second card is a tarok: it holds no club (T10).
    # It led the deal, so it was dealt a tarok above seat 0's best, T2 (T4): it still holds T1.
    state = game(["T2", "2C", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], ["T1", "T5", "3C", "5D", "4D", "6D", "7D", "8D", "9D"])
    assert state.current_player == 1
    play(state, "3C", "2C", "T5")
    assert state.current_player == 0
    hands = opponent_hands(state)
    assert all(not suit_of(hand, "C") for hand in hands)
    assert all("T1" in hand for hand in hands)


# -- facts forgotten at the draw ----------------------------------------------------------------------
def test_voids_are_forgotten_once_the_seat_has_drawn():
    # T6: after the trick both seats draw two cards, which may be hearts: the T10/T11 facts of the
    # finished trick no longer hold, and the sampler no longer uses them.
    state = game(LEADER, ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"])
    play(state, "5H", "2C", "7H", "3C")  # seat 0 took the trick, both drew; seat 0 leads again
    assert state.current_player == 0 and state.stock_count == 56
    after = opponent_hands(state)
    assert all(len(hand) == 9 for hand in after)
    assert any(suit_of(hand, "H") for hand in after)
    assert any(suit_of(hand, "T") for hand in after)


def test_the_first_lead_says_who_holds_the_highest_tarok():
    # T4: seat 1 led the deal, so it was dealt a tarok above seat 0's best (T2): it holds T1 until it
    # plays it. Once seat 1 has drawn (T6) nothing is said about T1 any more.
    state = game(["T2", "2C", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], ["T1", "3C", "4C", "5D", "4D", "6D", "7D", "8D", "9D"])
    play(state, "3C")
    assert all("T1" in hand for hand in opponent_hands(state))
    play(state, "2C", "4C", "T2")
    assert state.current_player == 0 and state.stock_count == 56  # T2 took the trick; both drew
    assert any("T1" not in hand for hand in opponent_hands(state))


def test_the_first_leader_knows_the_taroks_above_its_best_are_in_the_stock():
    # T4: seat 0 leads holding T3 as its best tarok, so seat 1 holds neither T1 nor T2.
    state = game(["T3", "5H", "7H", "KH", "3S", "4S", "5S", "6S", "7S"], ["T4", "T15", "2C", "3C", "4C", "5C", "6C", "7C", "8C"])
    assert state.current_player == 0
    play(state, "5H")
    play(state, "T4")  # seat 1 may not follow hearts
    hands = opponent_hands(state)
    assert all(not {"T1", "T2"} & hand for hand in hands)
    assert any("T5" in hand for hand in hands)


def test_holding_one_of_some_cards_is_sampled_uniformly():
    # Every hand of 2 of 5 cards with at least one of the first two is equally likely (exact count).
    cards = ["T1", "T2", "KS", "QS", "NS"]
    must = tarok_ai.bits_of(tarok_ai.mask_of(cards[:2]))
    free = tarok_ai.bits_of(tarok_ai.mask_of(cards[2:]))
    legal = {frozenset(pair) for pair in combinations(cards, 2) if {"T1", "T2"} & set(pair)}
    rng = Rng(9)
    tally = Counter(frozenset(tarok_ai.cards_of(tarok_ai._draw_with_one_of(must, free, 2, rng))) for _ in range(7000))
    assert set(tally) == legal
    assert max(tally.values()) < 1.15 * 1000 and min(tally.values()) > 0.85 * 1000


# -- counts, agreement, blindness --------------------------------------------------------------------
def normal_positions(count: int, seed: int = 40) -> list[TarokState]:
    """Positions of normal-against-normal deals, one every few moves, stock or not."""
    found = []
    while len(found) < count:
        state = TAROK.new_state({}, seed)
        rng = Rng(seed)
        while not state.is_terminal and len(found) < count:
            seat = state.current_player
            if rng.below(6) == 0:
                found.append(state.clone())
            state.apply(computers.choose("tarok", "normal", state.observation(seat), rng))
        seed += 1
    return found


def test_every_world_deals_exactly_the_unseen_cards():
    for state in normal_positions(40):
        seat = state.current_player
        observation = state.observation(seat)
        world = tarok_ai.sample_world(observation, Rng(len(state.history)))
        assert world.observation(seat).to_json() == observation.to_json()
        assert world.hands[seat] == state.hands[seat]
        assert len(world.hands[1 - seat]) == len(state.hands[1 - seat])
        assert len(world.stock) - world.stock_pos == state.stock_count
        cards = world.hands[0] + world.hands[1] + world.stock[world.stock_pos :] + world.played
        assert sorted(cards) == sorted(DECK)
        if observation.opponent_hand is not None:  # the stock is empty: the world is the position
            assert world.hands == state.hands


def test_the_sampler_is_blind_to_the_opponents_cards():
    # Two deals that differ only in seat 1's hand and the stock look the same to seat 0: same worlds.
    first = game(LEADER, ["T3", "T15", "T20", FOOL, "2C", "3C", "4C", "5C", "6C"])
    second = game(LEADER, ["T2", "T16", "T20", FOOL, "2D", "3C", "4C", "5C", "6C"])
    for state in (first, second):
        play(state, "5H", "T20")
    assert first.hands[1] != second.hands[1]
    assert first.observation(0).to_json() == second.observation(0).to_json()
    for salt in range(5):
        one = tarok_ai.sample_world(first.observation(0), Rng(salt))
        two = tarok_ai.sample_world(second.observation(0), Rng(salt))
        assert one.hands == two.hands and one.stock == two.stock


# -- the search's worlds and rollouts ------------------------------------------------------------------
def test_the_rollout_read_from_the_world_plays_as_greedy_from_each_observation():
    # The search's rollout reads greedy's card from the world (greedy_in_world): the same cards, trick by
    # trick (T10-T11 duties included), as policy_play_out(greedy), which asks greedy from each seat's observation.
    rollouts = 0
    for state in normal_positions(60, seed=110):
        observation = state.observation(state.current_player)
        for salt in range(3):
            world = tarok_ai.search_world(observation, Rng(salt))
            by_observation, from_world = world.clone(), world.clone()
            policy_play_out(tarok_ai.greedy)(by_observation, Rng(salt))
            tarok_ai.SEARCH.play_out(from_world, Rng(salt))
            assert from_world.played == by_observation.played and from_world.tricks == by_observation.tricks
            assert from_world.returns() == by_observation.returns()
            rollouts += len(by_observation.played) > len(world.played)
    assert rollouts > 100  # most rollouts play some cards


def reference_features(hand: set[str], live: set[str]) -> list[int]:
    """The counts 0-18 of VALUE_WEIGHTS' comment for one hand, worked out from the card ids."""
    counts = [0] * 19
    for card in hand:
        index, kind = INDEX[card], KIND[card]
        if card == "T21":
            counts[13] += 1
        elif kind == "T":
            above = sum(1 for other in live if KIND[other] == "T" and INDEX[other] < index)
            counts[(0, 1, 2, 3, 3, 4, 4, 4)[above] if above < 8 else 5] += 1
        elif card == FOOL:
            counts[14] += 1
        else:
            rank = (index - 22) % 14  # 0 the king … 13 the "1"
            best = not any(KIND[other] == kind and INDEX[other] < index for other in live)
            if rank in (0, 4, 13):
                counts[{0: 6, 4: 15, 13: 16}[rank]] += 1
            elif rank <= 3:
                counts[2 * rank + 5 + (0 if best else 1)] += 1
            elif best:
                counts[17] += 1
    if any(KIND[card] == "T" for card in hand):
        counts[18] += sum(1 for suit in "SHDC" if not any(KIND[card] == suit for card in hand))
    return counts


def reference_horizon_value(state: TarokState, seat: int, before: list[int]) -> float:
    """horizon_value worked out from the state's hands and cards alone: the points taken, then the
    weighted counts of both hands before the trick's draw (T6) among the cards not yet played."""
    returns = state.returns()
    value = (returns[seat] - before[seat]) - (returns[1 - seat] - before[1 - seat])
    if state.trick or state.phase == "over":
        return value
    drawn = set(state.stock[state.stock_pos - 4 : state.stock_pos]) if state.stock_pos else set()
    live = set(DECK) - set(state.played)
    count = state.stock_count
    weights = tarok_ai.VALUE_WEIGHTS[0 if count >= 40 else 1 if count >= 20 else 2 if count else 3]
    mine = reference_features(set(state.hands[seat]) - drawn, live)
    theirs = reference_features(set(state.hands[1 - seat]) - drawn, live)
    lead = weights[19] if state.leader == seat else -weights[19]
    return value + lead + sum(weight * (a - b) for weight, a, b in zip(weights, mine, theirs, strict=False))


def test_a_search_worlds_value_is_the_hands_worth_before_the_draw_whatever_the_stocks_order():
    # T6: the draw after the horizon's trick is the world's chance: horizon_value leaves the drawn cards
    # out, so search_world may keep the stock in card order. Every candidate's value is the one worked
    # out from the state's own hands and played cards (the search reads them from the world's dealt
    # masks and a memo the worlds of one dealer share), and the same with the stock shuffled.
    compared = 0
    for state in normal_positions(40, seed=140):
        seat = state.current_player
        observation = state.observation(seat)
        dealer = tarok_ai.Dealer(observation)
        for salt in range(3):
            world = dealer.search_world(Rng(salt))
            shuffled = world.clone()
            shuffled.stock = list(world.stock)
            Rng(compared).shuffle(shuffled.stock)
            before = world.returns()
            for action in tarok_ai.candidates(observation):
                values = []
                for start in (world, shuffled):
                    played = start.clone()
                    played.advance(action)
                    tarok_ai.SEARCH.play_out(played, Rng(0))
                    values.append(tarok_ai.horizon_value(played, seat, before))
                    assert values[-1] == pytest.approx(reference_horizon_value(played, seat, before), abs=1e-9)
                assert values[0] == values[1]
                compared += world.stock != shuffled.stock
    assert compared > 300


# -- the exact endgame --------------------------------------------------------------------------------
def test_with_the_stock_empty_hard_plays_the_exact_optimum():
    # Once the stock is empty both hands are known: hard takes the most points there are (T18–T19).
    checked = 0
    seed = 0
    while checked < 12:
        state = TAROK.new_state({}, 900 + seed)
        rng = Rng(seed)
        seed += 1
        while state.stock_count or max(map(len, state.hands)) > 4:
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.below(3)):
            state.apply(rng.choice(state.legal_actions()))
        me = state.current_player
        observation = state.observation(me)
        assert observation.opponent_hand is not None
        card = computers.choose("tarok", "hard", observation, Rng(seed), Budget(iterations=50)).card
        assert points_after(state, card, me) == optimum(state, me)
        checked += 1


# -- choices --------------------------------------------------------------------------------------------
def test_equivalent_cards_are_searched_once():
    # T1 and T2 are both seat 0's: one candidate; so are 5S, 4S and 3S. 7S is kept apart, 6S being
    # still out. T21, kings and the Fool are never merged (they carry points, T19).
    state = game(["T1", "T2", "T21", "3S", "4S", "5S", "7S", "KH", FOOL], ["T3", "T4", "T5", "2C", "3C", "4C", "5C", "6C", "7C"])
    kept = [action.card for action in tarok_ai.candidates(state.observation(0))]
    assert kept == ["T1", "T21", FOOL, "7S", "5S", "KH"]


def test_hard_chooses_legal_cards_reproducibly():
    for state in normal_positions(8, seed=70):
        observation = state.observation(state.current_player)
        budget = Budget(iterations=120)
        first = computers.choose("tarok", "hard", observation, Rng(3), budget)
        assert first in observation.legal_actions
        assert computers.choose("tarok", "hard", observation, Rng(3), budget) == first
